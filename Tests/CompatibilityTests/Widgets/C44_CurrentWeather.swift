// Current-conditions weather widget: WeatherKit value types (WeatherCondition, UVIndex.ExposureCategory), Measurement<UnitTemperature> formatting and multicolor SF Symbols.
import WidgetKit
import SwiftUI
import WeatherKit

struct C44Entry: TimelineEntry {
    let date: Date
    let place: String
    let condition: WeatherCondition
    let temperature: Measurement<UnitTemperature>
    let high: Measurement<UnitTemperature>
    let low: Measurement<UnitTemperature>
    let uvCategory: UVIndex.ExposureCategory
    let isDaylight: Bool

    var symbolName: String {
        switch condition {
        case .clear, .mostlyClear: return isDaylight ? "sun.max.fill" : "moon.stars.fill"
        case .partlyCloudy: return isDaylight ? "cloud.sun.fill" : "cloud.moon.fill"
        case .mostlyCloudy, .cloudy: return "cloud.fill"
        case .drizzle: return "cloud.drizzle.fill"
        case .rain: return "cloud.rain.fill"
        case .heavyRain: return "cloud.heavyrain.fill"
        case .thunderstorms: return "cloud.bolt.rain.fill"
        case .snow: return "cloud.snow.fill"
        case .foggy: return "cloud.fog.fill"
        case .windy: return "wind"
        default: return "cloud.sun.fill"
        }
    }

    static func sample(_ condition: WeatherCondition, celsius: Double, offsetHours: Int = 0) -> C44Entry {
        C44Entry(date: Date.now.addingTimeInterval(Double(offsetHours) * 3_600),
                 place: "Cupertino",
                 condition: condition,
                 temperature: Measurement(value: celsius, unit: .celsius),
                 high: Measurement(value: celsius + 4, unit: .celsius),
                 low: Measurement(value: celsius - 6, unit: .celsius),
                 uvCategory: celsius > 20 ? .high : .moderate,
                 isDaylight: true)
    }
}

struct C44Provider: TimelineProvider {
    func placeholder(in context: Context) -> C44Entry {
        .sample(.partlyCloudy, celsius: 18)
    }

    func getSnapshot(in context: Context, completion: @escaping (C44Entry) -> Void) {
        completion(.sample(.clear, celsius: 22))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C44Entry>) -> Void) {
        // The app caches the last WeatherService result; the widget only reads value types.
        let entries: [C44Entry] = [
            .sample(.partlyCloudy, celsius: 19),
            .sample(.mostlyCloudy, celsius: 17, offsetHours: 1),
            .sample(.rain, celsius: 14, offsetHours: 2)
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C44WeatherView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C44Entry

    private func degrees(_ value: Measurement<UnitTemperature>) -> String {
        value.formatted(.measurement(width: .narrow, usage: .weather,
                                     numberFormatStyle: .number.precision(.fractionLength(0))))
    }

    private var uvColor: Color {
        switch entry.uvCategory {
        case .low: return .green
        case .moderate: return .yellow
        case .high: return .orange
        case .veryHigh: return .red
        case .extreme: return .purple
        @unknown default: return .gray
        }
    }

    private var sky: [Color] {
        switch entry.condition {
        case .rain, .drizzle, .heavyRain, .thunderstorms:
            return [Color(red: 0.33, green: 0.4, blue: 0.5), Color(red: 0.18, green: 0.22, blue: 0.3)]
        default:
            return [Color(red: 0.29, green: 0.6, blue: 0.93), Color(red: 0.12, green: 0.38, blue: 0.78)]
        }
    }

    var body: some View {
        if family == .accessoryInline {
            Label("\(degrees(entry.temperature)) \(entry.condition.description)", systemImage: entry.symbolName)
                .containerBackground(for: .widget) { Color.clear }
        } else {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(entry.place)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text(degrees(entry.temperature))
                        .font(.system(size: 44, weight: .light))
                        .minimumScaleFactor(0.6)
                    Spacer(minLength: 0)
                    Image(systemName: entry.symbolName)
                        .symbolRenderingMode(.multicolor)
                        .font(.title2)
                    Text(entry.condition.description)
                        .font(.caption.weight(.medium))
                    Text("H:\(degrees(entry.high))  L:\(degrees(entry.low))")
                        .font(.caption)
                        .monospacedDigit()
                }
                if family == .systemMedium {
                    Spacer()
                    VStack(alignment: .trailing, spacing: 8) {
                        Text(Date.now, format: .dateTime.weekday(.abbreviated))
                            .font(.caption.bold())
                        Label(entry.uvCategory.description, systemImage: "sun.max.fill")
                            .font(.caption)
                            .foregroundStyle(uvColor)
                        Label {
                            Text(entry.date, style: .time)
                        } icon: {
                            Image(systemName: "clock")
                        }
                        .font(.caption2)
                        .opacity(0.8)
                    }
                }
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .widgetURL(URL(string: "weatherwidget://conditions/\(entry.condition.rawValue)"))
            .containerBackground(for: .widget) {
                LinearGradient(colors: sky, startPoint: .top, endPoint: .bottom)
            }
        }
    }
}

struct C44CurrentWeatherWidget: Widget {
    let kind: String = "C44CurrentWeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C44Provider()) { entry in
            C44WeatherView(entry: entry)
        }
        .configurationDisplayName("Current Weather")
        .description("Conditions, temperature and UV where you are.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    C44CurrentWeatherWidget()
} timeline: {
    C44Entry.sample(.partlyCloudy, celsius: 21)
    C44Entry.sample(.rain, celsius: 12, offsetHours: 1)
}
