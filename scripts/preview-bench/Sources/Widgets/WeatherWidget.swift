import SwiftUI
import WidgetKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let symbol: String
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .now, city: "Berlin", temperature: 12, symbol: "cloud.sun.fill") }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct WeatherView: View {
    var entry: WeatherEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.city).font(.headline)
            Text("\(entry.temperature)°").font(.system(size: 40, weight: .light))
            Spacer()
            Image(systemName: entry.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom), for: .widget)
        .foregroundStyle(.white)
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { WeatherView(entry: $0) }
            .configurationDisplayName("Weather")
            .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    WeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Berlin", temperature: 12, symbol: "cloud.sun.fill")
    WeatherEntry(date: .now, city: "Oslo", temperature: -3, symbol: "cloud.snow.fill")
}
