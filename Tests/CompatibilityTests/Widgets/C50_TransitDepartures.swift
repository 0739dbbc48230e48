// Transit departure board: configurable stop (AppEnum), one entry per departure, live Text(timerInterval:countsDown:) countdowns.
import WidgetKit
import SwiftUI
import AppIntents

enum C50Stop: String, AppEnum {
    case centralStation, harborfront, university

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    static var caseDisplayRepresentations: [C50Stop: DisplayRepresentation] = [
        .centralStation: DisplayRepresentation(title: "Central Station", image: .init(systemName: "tram.fill")),
        .harborfront: "Harborfront",
        .university: "University"
    ]

    var name: String {
        switch self {
        case .centralStation: return "Central Station"
        case .harborfront: return "Harborfront"
        case .university: return "University"
        }
    }
}

struct C50StopIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Stop"
    static var description = IntentDescription("Shows the next departures from a stop.")

    @Parameter(title: "Stop", default: .centralStation)
    var stop: C50Stop
}

struct C50Departure: Identifiable {
    let id = UUID()
    let line: String
    let destination: String
    let time: Date
    let isTram: Bool
    let color: Color
}

struct C50Entry: TimelineEntry {
    let date: Date
    let stop: C50Stop
    let departures: [C50Departure]
}

struct C50Provider: AppIntentTimelineProvider {
    static func schedule(from now: Date) -> [C50Departure] {
        [
            C50Departure(line: "4", destination: "Airport", time: now.addingTimeInterval(180), isTram: false, color: .orange),
            C50Departure(line: "T2", destination: "Old Town", time: now.addingTimeInterval(420), isTram: true, color: .teal),
            C50Departure(line: "11", destination: "Harbor Loop", time: now.addingTimeInterval(660), isTram: false, color: .purple),
            C50Departure(line: "T7", destination: "Stadium", time: now.addingTimeInterval(960), isTram: true, color: .green)
        ]
    }

    func placeholder(in context: Context) -> C50Entry {
        C50Entry(date: .now, stop: .centralStation, departures: Self.schedule(from: .now))
    }

    func snapshot(for configuration: C50StopIntent, in context: Context) async -> C50Entry {
        C50Entry(date: .now, stop: configuration.stop, departures: Self.schedule(from: .now))
    }

    func timeline(for configuration: C50StopIntent, in context: Context) async -> Timeline<C50Entry> {
        let now = Date()
        let all = Self.schedule(from: now)
        // New entry each time a vehicle leaves, so the board drops departed rows.
        var entries = [C50Entry(date: now, stop: configuration.stop, departures: all)]
        for departed in all.prefix(2) {
            let remaining = all.filter { $0.time > departed.time }
            entries.append(C50Entry(date: departed.time, stop: configuration.stop, departures: remaining))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct C50DepartureRow: View {
    let departure: C50Departure
    let now: Date

    var body: some View {
        HStack(spacing: 8) {
            Text(departure.line)
                .font(.caption.bold())
                .foregroundStyle(.white)
                .frame(minWidth: 26)
                .padding(.vertical, 3)
                .background(departure.color, in: RoundedRectangle(cornerRadius: 5, style: .continuous))
            Image(systemName: departure.isTram ? "tram.fill" : "bus.fill")
                .font(.caption).foregroundStyle(.secondary)
            Text(departure.destination).font(.subheadline).lineLimit(1)
            Spacer()
            Text(timerInterval: now...max(now, departure.time), countsDown: true)
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
                .multilineTextAlignment(.trailing)
                .frame(width: 56)
        }
    }
}

struct C50WidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: C50Entry

    var body: some View {
        if let next = entry.departures.first {
            switch family {
            case .accessoryCircular:
                ZStack {
                    AccessoryWidgetBackground()
                    ProgressView(timerInterval: entry.date...max(entry.date, next.time), countsDown: true) {
                        Image(systemName: next.isTram ? "tram.fill" : "bus.fill")
                    } currentValueLabel: {
                        Text(next.line)
                    }
                    .progressViewStyle(.circular)
                }
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Label(next.line + " · " + next.destination, systemImage: next.isTram ? "tram.fill" : "bus.fill")
                        .font(.headline)
                        .widgetAccentable()
                    Text(timerInterval: entry.date...max(entry.date, next.time), countsDown: true)
                        .monospacedDigit()
                    Text("then \(entry.departures.dropFirst().first?.line ?? "–")")
                        .font(.caption)
                }
            case .systemSmall:
                VStack(alignment: .leading, spacing: 4) {
                    Text(entry.stop.name).font(.caption).foregroundStyle(.secondary)
                    C50DepartureRow(departure: next, now: entry.date)
                    Spacer()
                    Text(timerInterval: entry.date...max(entry.date, next.time), countsDown: true)
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                        .monospacedDigit()
                    Text("Departs \(next.time, style: .time)").font(.caption2)
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    Label(entry.stop.name, systemImage: "signpost.right.fill").font(.headline)
                    ForEach(entry.departures.prefix(3)) { departure in
                        C50DepartureRow(departure: departure, now: entry.date)
                    }
                }
            }
        } else {
            Label("No more departures", systemImage: "moon.zzz.fill")
                .font(.footnote)
        }
    }
}

struct C50TransitDeparturesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "C50TransitDeparturesWidget", intent: C50StopIntent.self, provider: C50Provider()) { entry in
            C50WidgetView(entry: entry)
                .containerBackground(for: .widget) { Color.black.opacity(0.05) }
        }
        .configurationDisplayName("Departures")
        .description("Live countdowns for the next buses and trams at your stop.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .systemMedium) {
    C50TransitDeparturesWidget()
} timeline: {
    C50Entry(date: .now, stop: .centralStation, departures: C50Provider.schedule(from: .now))
    C50Entry(date: .now, stop: .harborfront, departures: [])
}

#Preview(as: .accessoryCircular) {
    C50TransitDeparturesWidget()
} timeline: {
    C50Entry(date: .now, stop: .university, departures: C50Provider.schedule(from: .now))
}
