// A weather widget: ViewThatFits for the city, a Grid of hours, symbolVariant, SF Symbols.
import WidgetKit
import SwiftUI

struct C04Hour: Identifiable { let id: Int; let temperature: Int; let symbol: String }

struct C04Entry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let hours: [C04Hour]
}

struct C04Provider: TimelineProvider {
    static let sample = C04Entry(date: Date(), city: "San Francisco de Asís", temperature: 18,
                                  hours: (0..<4).map { C04Hour(id: $0, temperature: 18 - $0, symbol: $0 < 2 ? "sun.max" : "cloud") })
    func placeholder(in context: Context) -> C04Entry { Self.sample }
    func getSnapshot(in context: Context, completion: @escaping (C04Entry) -> Void) { completion(Self.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C04Entry>) -> Void) {
        completion(Timeline(entries: [Self.sample], policy: .after(.now.addingTimeInterval(1800))))
    }
}

struct C04WeatherView: View {
    let entry: C04Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ViewThatFits(in: .horizontal) {
                Text(entry.city).font(.headline).lineLimit(1)
                Text("SF").font(.headline)
            }
            Text("\(entry.temperature)°").font(.system(size: 34, weight: .light))
            Grid(horizontalSpacing: 10, verticalSpacing: 2) {
                GridRow {
                    ForEach(entry.hours) { hour in Image(systemName: hour.symbol).symbolVariant(.fill) }
                }
                GridRow {
                    ForEach(entry.hours) { hour in Text("\(hour.temperature)°").font(.caption2) }
                }
            }
            .foregroundStyle(.white)
        }
        .foregroundStyle(.white)
    }
}

struct C04WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C04Weather", provider: C04Provider()) { entry in
            C04WeatherView(entry: entry)
                .containerBackground(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom), for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
