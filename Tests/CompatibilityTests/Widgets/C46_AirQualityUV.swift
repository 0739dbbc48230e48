// Lock Screen air quality / UV widget: accessory families only, Gauge with Gradient tint, AccessoryWidgetBackground, widgetRenderingMode and an AppEnum-configured reading.
import WidgetKit
import SwiftUI
import AppIntents

enum C46Metric: String, AppEnum {
    case airQuality
    case uvIndex

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Reading"
    static var caseDisplayRepresentations: [C46Metric: DisplayRepresentation] = [
        .airQuality: "Air Quality",
        .uvIndex: "UV Index"
    ]
}

struct C46ReadingIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Air & Sun"
    static var description = IntentDescription("Shows the air quality index or the UV index near you.")

    @Parameter(title: "Reading", default: .airQuality)
    var metric: C46Metric

    @Parameter(title: "Show Category", default: true)
    var showsCategory: Bool
}

struct C46Entry: TimelineEntry {
    let date: Date
    let metric: C46Metric
    let value: Int
    let showsCategory: Bool

    var range: ClosedRange<Double> { metric == .airQuality ? 0...300 : 0...11 }
    var shortName: String { metric == .airQuality ? "AQI" : "UV" }
    var title: String { metric == .airQuality ? "Air Quality" : "UV Index" }
    var inlineText: String {
        showsCategory ? "\(shortName) \(value) · \(category)" : "\(shortName) \(value)"
    }

    var category: String {
        switch metric {
        case .airQuality:
            switch value {
            case ..<51: return "Good"
            case ..<101: return "Moderate"
            case ..<151: return "Sensitive"
            default: return "Unhealthy"
            }
        case .uvIndex:
            switch value {
            case ..<3: return "Low"
            case ..<6: return "Moderate"
            case ..<8: return "High"
            case ..<11: return "Very High"
            default: return "Extreme"
            }
        }
    }

    var symbolName: String {
        guard metric == .airQuality else { return "sun.max.fill" }
        return value < 51 ? "aqi.low" : (value < 151 ? "aqi.medium" : "aqi.high")
    }
}

struct C46Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C46Entry {
        C46Entry(date: .now, metric: .airQuality, value: 42, showsCategory: true)
    }

    func snapshot(for configuration: C46ReadingIntent, in context: Context) async -> C46Entry {
        C46Entry(date: .now, metric: configuration.metric,
                 value: configuration.metric == .airQuality ? 42 : 5,
                 showsCategory: configuration.showsCategory)
    }

    func timeline(for configuration: C46ReadingIntent, in context: Context) async -> Timeline<C46Entry> {
        let readings = configuration.metric == .airQuality ? [42, 48, 57, 63] : [3, 5, 7, 6]
        var entries: [C46Entry] = []
        for (hour, reading) in readings.enumerated() {
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: .now)!
            entries.append(C46Entry(date: date, metric: configuration.metric, value: reading,
                                    showsCategory: configuration.showsCategory))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct C46ReadingView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: C46Entry

    private let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        switch family {
        case .accessoryCircular:
            if entry.metric == .airQuality {
                Gauge(value: Double(entry.value), in: entry.range) {
                    Text(entry.shortName)
                } currentValueLabel: {
                    Text("\(entry.value)").monospacedDigit()
                }
                .gaugeStyle(.accessoryCircular)
                .tint(scale)
            } else {
                ZStack {
                    AccessoryWidgetBackground()
                    VStack(spacing: 0) {
                        Image(systemName: "sun.max.fill")
                            .font(.caption)
                            .widgetAccentable()
                        Text("\(entry.value)")
                            .font(.title2.bold())
                            .monospacedDigit()
                        Text(entry.shortName)
                            .font(.system(size: 9, weight: .semibold))
                    }
                }
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label(entry.title, systemImage: entry.symbolName)
                    .font(.headline)
                    .widgetAccentable()
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("\(entry.value)")
                        .font(.title2.weight(.semibold))
                        .monospacedDigit()
                    if entry.showsCategory {
                        Text(entry.category)
                            .font(.caption)
                            .foregroundStyle(renderingMode == .fullColor ? AnyShapeStyle(Color.orange) : AnyShapeStyle(.secondary))
                            .lineLimit(1)
                            .minimumScaleFactor(0.7)
                    }
                }
                Text(entry.date, format: .dateTime.weekday(.abbreviated).hour().minute())
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            Label(entry.inlineText, systemImage: entry.symbolName)
        }
    }
}

struct C46AirQualityWidget: Widget {
    let kind = "C46AirQualityWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C46ReadingIntent.self, provider: C46Provider()) { entry in
            C46ReadingView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Air & Sun")
        .description("Air quality or UV index on your Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryRectangular) {
    C46AirQualityWidget()
} timeline: {
    C46Entry(date: .now, metric: .airQuality, value: 42, showsCategory: true)
    C46Entry(date: .now, metric: .uvIndex, value: 8, showsCategory: true)
}
