// Calendar agenda widget: EventKit authorization check with events copied into a value-type entry, relative countdowns and date-formatted Text.
import WidgetKit
import SwiftUI
import AppIntents
import EventKit

struct C58AgendaEvent: Identifiable, Hashable {
    let id: String
    let title: String
    let start: Date
    let end: Date
    let isAllDay: Bool
    let location: String?
    let color: Color
}

enum C58CalendarAccess {
    case granted, writeOnly, denied, undetermined

    static var current: C58CalendarAccess {
        switch EKEventStore.authorizationStatus(for: .event) {
        case .fullAccess: return .granted
        case .writeOnly: return .writeOnly
        case .denied, .restricted: return .denied
        case .notDetermined: return .undetermined
        @unknown default: return .denied
        }
    }
}

struct C58Entry: TimelineEntry {
    let date: Date
    let access: C58CalendarAccess
    let events: [C58AgendaEvent]

    var upcoming: [C58AgendaEvent] { events.filter { $0.end > date } }
}

struct C58Provider: TimelineProvider {
    func placeholder(in context: Context) -> C58Entry {
        C58Entry(date: .now, access: .granted, events: Self.sampleEvents(on: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (C58Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C58Entry>) -> Void) {
        let now = Date()
        let access = C58CalendarAccess.current
        // The app target writes a snapshot of today's events; the widget only reads copied values.
        let events = access == .granted ? Self.sampleEvents(on: now) : []
        var entries = [C58Entry(date: now, access: access, events: events)]
        // Add an entry as each of the next few events ends so the list advances on its own.
        for event in events.filter({ $0.end > now && !$0.isAllDay }).prefix(3) {
            entries.append(C58Entry(date: event.end, access: access, events: events))
        }
        let tomorrow = Calendar.current.startOfDay(for: now).addingTimeInterval(86_400)
        completion(Timeline(entries: entries, policy: .after(tomorrow)))
    }

    static func sampleEvents(on day: Date) -> [C58AgendaEvent] {
        let calendar = Calendar.current
        func at(_ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) ?? day
        }
        return [
            C58AgendaEvent(id: "e0", title: "Recycling pickup", start: calendar.startOfDay(for: day), end: at(23, 59), isAllDay: true, location: nil, color: .green),
            C58AgendaEvent(id: "e1", title: "Standup", start: at(9, 30), end: at(9, 45), isAllDay: false, location: "Zoom", color: .blue),
            C58AgendaEvent(id: "e2", title: "HVAC technician", start: at(13), end: at(14, 30), isAllDay: false, location: "Home", color: .orange),
            C58AgendaEvent(id: "e3", title: "Yoga", start: at(18), end: at(19), isAllDay: false, location: "Studio 4", color: .purple)
        ]
    }
}

struct C58EventRow: View {
    let event: C58AgendaEvent

    private var durationText: String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: event.start, to: event.end)
        let hours = parts.hour ?? 0, minutes = parts.minute ?? 0
        return hours > 0 ? "\(hours)h \(minutes)m" : "\(minutes)m"
    }

    var body: some View {
        HStack(spacing: 6) {
            Capsule().fill(event.color).frame(width: 4)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title).font(.caption.weight(.semibold)).lineLimit(1)
                if event.isAllDay {
                    Text("All day").font(.caption2).foregroundStyle(.secondary)
                } else {
                    Text("\(Text(event.start, style: .time)) · \(durationText)")
                        .font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .frame(height: 30)
    }
}

struct C58AgendaView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C58Entry

    var body: some View {
        if entry.access != .granted {
            VStack(spacing: 4) {
                Image(systemName: "calendar.badge.exclamationmark").font(.title2)
                Text("Allow Full Calendar Access in the app").font(.caption).multilineTextAlignment(.center)
            }
        } else {
            switch family {
            case .accessoryInline:
                if let next = entry.upcoming.first(where: { !$0.isAllDay }) {
                    Text("\(next.title) \(Text(next.start, style: .relative))")
                } else {
                    Text(.now, format: .dateTime.weekday().month().day())
                }
            case .accessoryRectangular:
                if let next = entry.upcoming.first(where: { !$0.isAllDay }) {
                    VStack(alignment: .leading) {
                        Label(next.title, systemImage: "calendar").font(.headline).widgetAccentable()
                        Text(next.start, style: .time)
                        Text(next.location ?? "").foregroundStyle(.secondary)
                    }
                } else {
                    Label("No more events", systemImage: "calendar")
                }
            default:
                VStack(alignment: .leading, spacing: 4) {
                    HStack(alignment: .firstTextBaseline) {
                        Text(entry.date, format: .dateTime.weekday(.wide)).font(.caption.bold()).foregroundStyle(.red)
                        Spacer()
                        Text(.now, format: .dateTime.month().day()).font(.caption2).foregroundStyle(.secondary)
                    }
                    if let next = entry.upcoming.first(where: { !$0.isAllDay }), family != .systemSmall {
                        Text("Next in \(Text(next.start, style: .relative))").font(.caption2).foregroundStyle(.tint)
                    }
                    ForEach(entry.upcoming.prefix(family == .systemLarge ? 6 : 2), id: \.id) { event in
                        C58EventRow(event: event)
                    }
                    Spacer(minLength: 0)
                    if family == .systemLarge {
                        Text(entry.date, style: .date).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

struct C58AgendaWidget: Widget {
    let kind = "com.example.tasks.agenda"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C58Provider()) { entry in
            C58AgendaView(entry: entry)
                .containerBackground(for: .widget) { ContainerRelativeShape().fill(.background) }
                .widgetURL(URL(string: "tasksapp://agenda"))
        }
        .configurationDisplayName("Up Next")
        .description("Today's calendar at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemLarge) {
    C58AgendaWidget()
} timeline: {
    C58Entry(date: .now, access: .granted, events: C58Provider.sampleEvents(on: .now))
    C58Entry(date: .now, access: .denied, events: [])
}
