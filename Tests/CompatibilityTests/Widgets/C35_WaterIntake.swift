// Pattern: interactive iOS 17 water tracker — AppIntentConfiguration with a configurable glass size and a Button(intent:) that logs +1 glass.
import WidgetKit
import SwiftUI
import AppIntents
import HealthKit

enum C35WaterLog {
    static let unit = HKUnit.literUnit(with: .milli)
    static var todayMilliliters: Double = 1_250
}

struct C35GlassSizeIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Water Settings"
    static let description = IntentDescription("Choose your glass size and daily goal.")

    @Parameter(title: "Glass Size (ml)", default: 250)
    var glassSize: Int

    @Parameter(title: "Daily Goal (ml)", default: 2_000)
    var dailyGoal: Int
}

struct C35LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Glass of Water"

    @Parameter(title: "Amount (ml)")
    var amount: Int

    init() {}

    init(amount: Int) {
        self.amount = amount
    }

    func perform() async throws -> some IntentResult {
        C35WaterLog.todayMilliliters += Double(amount)
        return .result()
    }
}

struct C35Entry: TimelineEntry {
    let date: Date
    let intake: HKQuantity
    let configuration: C35GlassSizeIntent

    var milliliters: Double { intake.doubleValue(for: C35WaterLog.unit) }
    var progress: Double { min(milliliters / Double(max(configuration.dailyGoal, 1)), 1) }
}

struct C35Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C35Entry {
        C35Entry(date: .now, intake: HKQuantity(unit: C35WaterLog.unit, doubleValue: 1_000),
                 configuration: C35GlassSizeIntent())
    }

    func snapshot(for configuration: C35GlassSizeIntent, in context: Context) async -> C35Entry {
        C35Entry(date: .now, intake: HKQuantity(unit: C35WaterLog.unit, doubleValue: 1_500),
                 configuration: configuration)
    }

    func timeline(for configuration: C35GlassSizeIntent, in context: Context) async -> Timeline<C35Entry> {
        let current = HKQuantity(unit: C35WaterLog.unit, doubleValue: C35WaterLog.todayMilliliters)
        let entry = C35Entry(date: .now, intake: current, configuration: configuration)
        let midnight = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: .now)!)
        let reset = C35Entry(date: midnight, intake: HKQuantity(unit: C35WaterLog.unit, doubleValue: 0),
                             configuration: configuration)
        return Timeline(entries: [entry, reset], policy: .atEnd)
    }
}

struct C35WidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C35Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "drop.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        default:
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: "drop.fill")
                        .foregroundStyle(.cyan)
                    Text("Water")
                        .font(.caption)
                        .fontWeight(.semibold)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(entry.progress, format: .percent.precision(.fractionLength(0)))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Text("\(Int(entry.milliliters)) ml")
                    .font(.title2)
                    .fontWeight(.bold)
                    .contentTransition(.numericText())
                    .invalidatableContent()
                ProgressView(value: entry.progress)
                    .tint(.cyan)
                Spacer(minLength: 0)
                HStack {
                    Button(intent: C35LogWaterIntent(amount: entry.configuration.glassSize)) {
                        Label("+1 glass", systemImage: "plus")
                            .font(.caption)
                            .fontWeight(.semibold)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(.cyan)
                    if family == .systemMedium {
                        Spacer()
                        Text("Goal \(entry.configuration.dailyGoal) ml")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

struct C35WaterWidget: Widget {
    let kind: String = "C35WaterWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C35GlassSizeIntent.self, provider: C35Provider()) { entry in
            C35WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.cyan.opacity(0.1)
                }
        }
        .configurationDisplayName("Water Intake")
        .description("Log a glass of water right from your Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

#Preview(as: .systemMedium) {
    C35WaterWidget()
} timeline: {
    C35Entry(date: .now, intake: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 750),
             configuration: C35GlassSizeIntent())
    C35Entry(date: .now, intake: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 1_750),
             configuration: C35GlassSizeIntent())
}
