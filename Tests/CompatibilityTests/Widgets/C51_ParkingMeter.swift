// Parking-meter countdown widget: Text(date, style: .timer), timer-driven ProgressView, "+15 min" Button(intent:) and a SetValueIntent reminder Toggle.
import WidgetKit
import SwiftUI
import AppIntents

struct C51ExtendSessionIntent: AppIntent {
    static var title: LocalizedStringResource = "Extend Parking"

    @Parameter(title: "Minutes", default: 15)
    var minutes: Int

    init() {}

    init(minutes: Int) {
        self.minutes = minutes
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct C51ReminderIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Expiry Reminder"

    @Parameter(title: "Remind Me")
    var value: Bool

    init() {}

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct C51Entry: TimelineEntry {
    let date: Date
    let zone: String
    let startedAt: Date
    let expiresAt: Date
    let reminderOn: Bool

    var fractionLeft: Double {
        let total = expiresAt.timeIntervalSince(startedAt)
        return max(0, min(1, expiresAt.timeIntervalSince(date) / total))
    }

    var isExpired: Bool { date >= expiresAt }

    static func preview(minutesLeft: Double, reminder: Bool = true) -> C51Entry {
        C51Entry(date: .now, zone: "Zone 214", startedAt: .now.addingTimeInterval(-3_600 + minutesLeft * 60),
                 expiresAt: .now.addingTimeInterval(minutesLeft * 60), reminderOn: reminder)
    }
}

struct C51Provider: TimelineProvider {
    func placeholder(in context: Context) -> C51Entry { .preview(minutesLeft: 42) }

    func getSnapshot(in context: Context, completion: @escaping (C51Entry) -> Void) {
        completion(.preview(minutesLeft: 42))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C51Entry>) -> Void) {
        let session = C51Entry.preview(minutesLeft: 40)
        // Refresh every 15 minutes for the gauge, plus one entry exactly at expiry.
        let dates = [session.date, session.date.addingTimeInterval(900), session.date.addingTimeInterval(1_800), session.expiresAt]
        let entries = dates.map {
            C51Entry(date: $0, zone: session.zone, startedAt: session.startedAt, expiresAt: session.expiresAt, reminderOn: session.reminderOn)
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct C51WidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    var entry: C51Entry

    var body: some View {
        switch family {
        case .accessoryInline:
            Label {
                if entry.isExpired {
                    Text("Meter expired")
                } else {
                    Text("\(entry.expiresAt, style: .timer) left")
                }
            } icon: {
                Image(systemName: "car.fill")
            }
        case .accessoryCircular:
            Gauge(value: entry.fractionLeft) {
                Image(systemName: "parkingsign")
            } currentValueLabel: {
                Text("\(Int(entry.fractionLeft * 100))")
                    .contentTransition(.numericText(countsDown: true))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetAccentable()
        case .accessoryRectangular:
            HStack {
                Image(systemName: "parkingsign.circle.fill")
                    .font(.title)
                    .foregroundStyle(renderingMode == .fullColor ? Color.blue : Color.primary)
                VStack(alignment: .leading) {
                    Text(entry.zone).font(.headline)
                    Text(entry.expiresAt, style: .timer).monospacedDigit()
                    Text("until \(entry.expiresAt, style: .time)").font(.caption2)
                }
            }
        default:
            smallView
        }
    }

    private var smallView: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "parkingsign.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.blue)
                Text(entry.zone).font(.caption.bold())
                Spacer()
                Toggle(isOn: entry.reminderOn, intent: C51ReminderIntent()) {
                    Image(systemName: entry.reminderOn ? "bell.fill" : "bell.slash")
                }
                .toggleStyle(.button)
                .tint(.blue)
            }
            Spacer(minLength: 0)
            if entry.isExpired {
                Text("Expired").font(.title2.bold()).foregroundStyle(.red)
            } else {
                Text(entry.expiresAt, style: .timer)
                    .font(.system(.title, design: .rounded).weight(.bold))
                    .monospacedDigit()
                ProgressView(timerInterval: entry.startedAt...entry.expiresAt, countsDown: true)
                    .labelsHidden()
                    .tint(entry.fractionLeft < 0.25 ? Color.orange : Color.blue)
            }
            Button(intent: C51ExtendSessionIntent(minutes: 15)) {
                Label("15 min", systemImage: "plus.circle.fill")
                    .font(.caption.bold())
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 5)
                    .background(Capsule().fill(.blue.opacity(0.15)))
            }
            .buttonStyle(.plain)
        }
    }
}

struct C51ParkingMeterWidget: Widget {
    let kind: String = "C51ParkingMeterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C51Provider()) { entry in
            C51WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.blue.opacity(0.08)
                }
                .widgetURL(URL(string: "parkingapp://session/current")!)
        }
        .configurationDisplayName("Parking Meter")
        .description("Keep an eye on your parking session and extend it in one tap.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    C51ParkingMeterWidget()
} timeline: {
    C51Entry.preview(minutesLeft: 42)
    C51Entry.preview(minutesLeft: 8, reminder: false)
    C51Entry.preview(minutesLeft: 0)
}
