// Stock-ticker widget: intraday price LineMark with a dashed average RuleMark carrying an .annotation label.
import WidgetKit
import SwiftUI
import Charts

struct C64Quote: Identifiable {
    let id = UUID()
    let time: Date
    let price: Double
}

struct C64Entry: TimelineEntry {
    let date: Date
    let symbol: String
    let quotes: [C64Quote]

    var average: Double {
        guard !quotes.isEmpty else { return 0 }
        let total: Double = quotes.reduce(0) { $0 + $1.price }
        let count: Double = Double(quotes.count)
        return total / count
    }
}

func C64MakeQuotes(open: Date, drift: Double) -> [C64Quote] {
    let prices: [Double] = [187.2, 188.0, 186.9, 185.4, 186.1, 187.7, 189.3, 190.1, 189.6, 191.0, 190.4, 192.2, 191.5, 193.0]
    var quotes: [C64Quote] = []
    for (index, base) in prices.enumerated() {
        let minutes: Double = Double(index) * 30.0
        let time = open.addingTimeInterval(minutes * 60.0)
        let price: Double = base + drift
        quotes.append(C64Quote(time: time, price: price))
    }
    return quotes
}

struct C64Provider: TimelineProvider {
    private var marketOpen: Date {
        let start = Calendar.current.startOfDay(for: .now)
        return start.addingTimeInterval(9.5 * 3600.0)
    }

    func placeholder(in context: Context) -> C64Entry {
        C64Entry(date: .now, symbol: "AAPL", quotes: C64MakeQuotes(open: marketOpen, drift: 0))
    }

    func getSnapshot(in context: Context, completion: @escaping (C64Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C64Entry>) -> Void) {
        let drifts: [Double] = [0.0, 0.8, -0.5]
        var entries: [C64Entry] = []
        for (index, drift) in drifts.enumerated() {
            let date = marketOpen.addingTimeInterval(Double(index) * 1800.0)
            entries.append(C64Entry(date: date, symbol: "AAPL", quotes: C64MakeQuotes(open: marketOpen, drift: drift)))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C64EntryView: View {
    let entry: C64Entry
    @Environment(\.widgetFamily) private var family

    private var lastPrice: Double { entry.quotes.last?.price ?? 0 }
    private var firstPrice: Double { entry.quotes.first?.price ?? 0 }
    private var isUp: Bool { lastPrice >= firstPrice }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.symbol)
                    .font(.headline)
                Spacer()
                Text(lastPrice, format: .number.precision(.fractionLength(2)))
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(isUp ? .green : .red)
            }

            Chart {
                ForEach(entry.quotes) { quote in
                    LineMark(
                        x: .value("Time", quote.time),
                        y: .value("Price", quote.price)
                    )
                    .foregroundStyle(isUp ? Color.green : Color.red)
                    .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round))
                }

                RuleMark(y: .value("Average", entry.average))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading, spacing: 2) {
                        Text("avg \(entry.average, format: .number.precision(.fractionLength(1)))")
                            .font(.system(size: 9, weight: .medium))
                            .foregroundStyle(.secondary)
                    }
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(family == .systemSmall ? .hidden : .automatic)
            .chartYAxis {
                AxisMarks(position: .trailing, values: .automatic(desiredCount: 3))
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C64StockPriceWidget: Widget {
    let kind: String = "C64StockPriceWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C64Provider()) { entry in
            C64EntryView(entry: entry)
        }
        .configurationDisplayName("Stock Price")
        .description("Today's price movement with the session average.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
