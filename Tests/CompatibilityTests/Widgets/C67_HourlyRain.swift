// Weather widget (AppIntentConfiguration): hourly-binned BarMark (unit: .hour) with a 3-hour stride dated x axis.
import WidgetKit
import SwiftUI
import Charts
import AppIntents

struct C67ConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Hourly Forecast"
    static var description = IntentDescription("Choose what the hourly chart shows.")

    @Parameter(title: "Show Chance of Rain", default: true)
    var showChance: Bool
}

struct C67HourBin: Identifiable {
    let id = UUID()
    let hour: Date
    let millimeters: Double
    let chance: Double
}

struct C67Entry: TimelineEntry {
    let date: Date
    let bins: [C67HourBin]
    let configuration: C67ConfigurationIntent
}

func C67MakeBins(from start: Date) -> [C67HourBin] {
    let rain: [Double] = [0, 0, 0.2, 0.6, 1.4, 2.3, 1.8, 0.9, 0.4, 0.1, 0, 0, 0.3, 0.8, 1.1, 0.5, 0.2, 0, 0, 0, 0.1, 0.4, 0.2, 0]
    var bins: [C67HourBin] = []
    for (index, millimeters) in rain.enumerated() {
        let hour = Calendar.current.date(byAdding: .hour, value: index, to: start) ?? start
        let scaled: Double = millimeters * 35.0
        let chance: Double = min(scaled, 100.0)
        bins.append(C67HourBin(hour: hour, millimeters: millimeters, chance: chance))
    }
    return bins
}

struct C67Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C67Entry {
        let start = Calendar.current.startOfDay(for: .now)
        return C67Entry(date: start, bins: C67MakeBins(from: start), configuration: C67ConfigurationIntent())
    }

    func snapshot(for configuration: C67ConfigurationIntent, in context: Context) async -> C67Entry {
        let start = Calendar.current.startOfDay(for: .now)
        return C67Entry(date: start, bins: C67MakeBins(from: start), configuration: configuration)
    }

    func timeline(for configuration: C67ConfigurationIntent, in context: Context) async -> Timeline<C67Entry> {
        let start = Calendar.current.startOfDay(for: .now)
        let entry = C67Entry(date: start, bins: C67MakeBins(from: start), configuration: configuration)
        let next = Calendar.current.date(byAdding: .hour, value: 1, to: start) ?? start
        return Timeline(entries: [entry], policy: .after(next))
    }
}

struct C67EntryView: View {
    let entry: C67Entry
    @Environment(\.widgetFamily) private var family

    private var visibleBins: [C67HourBin] {
        family == .systemSmall ? Array(entry.bins.prefix(12)) : entry.bins
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label(entry.configuration.showChance ? "Chance of Rain" : "Rainfall", systemImage: "cloud.rain.fill")
                .font(.caption.bold())
                .foregroundStyle(.cyan)

            Chart(visibleBins) { bin in
                BarMark(
                    x: .value("Hour", bin.hour, unit: .hour),
                    y: .value("Rain", entry.configuration.showChance ? bin.chance : bin.millimeters)
                )
                .foregroundStyle(Color.cyan.gradient)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
            }
        }
        .containerBackground(for: .widget) {
            Color.blue.opacity(0.08)
        }
    }
}

struct C67HourlyRainWidget: Widget {
    let kind: String = "C67HourlyRainWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C67ConfigurationIntent.self, provider: C67Provider()) { entry in
            C67EntryView(entry: entry)
        }
        .configurationDisplayName("Hourly Rain")
        .description("Rainfall or chance of rain for each hour today.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
