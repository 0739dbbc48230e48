// An iOS 14 IntentConfiguration widget with a generated-style intent class and a recommendation.
import WidgetKit
import SwiftUI
import Intents

class C10SelectStockIntent: INIntent {
    var symbol: String? = "AAPL"
}

struct C10Entry: TimelineEntry {
    let date: Date
    let symbol: String
    let price: Double
    let change: Double
}

struct C10Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> C10Entry { C10Entry(date: Date(), symbol: "—", price: 0, change: 0) }
    func getSnapshot(for configuration: C10SelectStockIntent, in context: Context, completion: @escaping (C10Entry) -> ()) {
        completion(C10Entry(date: Date(), symbol: configuration.symbol ?? "AAPL", price: 189.98, change: 1.24))
    }
    func getTimeline(for configuration: C10SelectStockIntent, in context: Context, completion: @escaping (Timeline<C10Entry>) -> ()) {
        let entry = C10Entry(date: Date(), symbol: configuration.symbol ?? "AAPL", price: 189.98, change: -0.87)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}

struct C10View: View {
    let entry: C10Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.symbol).font(.headline)
            Text(entry.price, format: .currency(code: "USD")).font(.title3.monospacedDigit())
            HStack(spacing: 2) {
                Image(systemName: entry.change >= 0 ? "arrow.up" : "arrow.down")
                Text("\(abs(entry.change), specifier: "%.2f")%")
            }
            .font(.caption.bold())
            .foregroundColor(entry.change >= 0 ? .green : .red)
        }
    }
}

struct C10StockWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "C10Stock", intent: C10SelectStockIntent.self, provider: C10Provider()) { entry in
            C10View(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Stock")
        .supportedFamilies([.systemSmall])
    }
}
