// Stock watchlist widget: StaticConfiguration, Grid/GridRow rows, cached NumberFormatters (.currency/.percent) and green/red change pills.
import WidgetKit
import SwiftUI

struct C40Quote: Identifiable, Hashable {
    let symbol: String
    let name: String
    let price: Double
    let change: Double  // fraction: 0.0125 == +1.25 %
    var id: String { symbol }
}

struct C40Entry: TimelineEntry {
    let date: Date
    let quotes: [C40Quote]
    let isMarketOpen: Bool

    static let sample = C40Entry(
        date: .now,
        quotes: [
            C40Quote(symbol: "AAPL", name: "Apple Inc.", price: 189.84, change: 0.0132),
            C40Quote(symbol: "MSFT", name: "Microsoft Corp.", price: 415.26, change: -0.0041),
            C40Quote(symbol: "NVDA", name: "NVIDIA Corp.", price: 878.37, change: 0.0287),
            C40Quote(symbol: "TSLA", name: "Tesla, Inc.", price: 171.05, change: -0.0219),
            C40Quote(symbol: "AMZN", name: "Amazon.com, Inc.", price: 178.15, change: 0.0064),
            C40Quote(symbol: "GOOGL", name: "Alphabet Inc.", price: 151.77, change: 0.0009)
        ],
        isMarketOpen: true
    )
}

enum C40Format {
    static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    static let changeFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.positivePrefix = "+"
        return formatter
    }()

    static func price(_ value: Double) -> String { priceFormatter.string(from: NSNumber(value: value)) ?? "–" }
    static func change(_ value: Double) -> String { changeFormatter.string(from: NSNumber(value: value)) ?? "–" }
}

struct C40Provider: TimelineProvider {
    func placeholder(in context: Context) -> C40Entry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (C40Entry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C40Entry>) -> Void) {
        let now = Date()
        let entries: [C40Entry] = (0..<4).map { step -> C40Entry in
            let date = Calendar.current.date(byAdding: .minute, value: step * 15, to: now)!
            let quotes = C40Entry.sample.quotes.map { quote -> C40Quote in
                let drift = Double(step) * (quote.change >= 0 ? 0.002 : -0.0015)
                return C40Quote(symbol: quote.symbol, name: quote.name,
                                price: quote.price * (1 + drift), change: quote.change + drift)
            }
            return C40Entry(date: date, quotes: quotes, isMarketOpen: true)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C40ChangePill: View {
    let change: Double

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: change >= 0 ? "arrow.up.right" : "arrow.down.right")
            Text(C40Format.change(change))
        }
        .font(.caption.weight(.semibold)).monospacedDigit()
        .foregroundStyle(.white)
        .padding(.horizontal, 6).padding(.vertical, 2)
        .background(change >= 0 ? Color(red: 0.16, green: 0.68, blue: 0.38) : Color(red: 0.87, green: 0.24, blue: 0.21),
                    in: RoundedRectangle(cornerRadius: 5, style: .continuous))
    }
}

struct C40WatchlistView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C40Entry

    private var visibleQuotes: [C40Quote] {
        Array(entry.quotes.prefix(family == .systemLarge ? 6 : 3))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Watchlist", systemImage: "chart.line.uptrend.xyaxis").font(.caption.bold())
                Spacer()
                if entry.isMarketOpen {
                    Text(entry.date, style: .time)
                } else {
                    Text("Market Closed")
                }
            }
            .font(.caption2)
            .foregroundStyle(.secondary)

            Divider()

            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 6) {
                ForEach(visibleQuotes) { quote in
                    GridRow {
                        VStack(alignment: .leading, spacing: 0) {
                            Text(quote.symbol).font(.subheadline.bold())
                            if family == .systemLarge {
                                Text(quote.name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                        Text(C40Format.price(quote.price))
                            .font(.subheadline).monospacedDigit()
                            .minimumScaleFactor(0.7).lineLimit(1)
                            .gridColumnAlignment(.trailing)
                        C40ChangePill(change: quote.change)
                            .gridColumnAlignment(.trailing)
                    }
                    if family == .systemLarge && quote != visibleQuotes.last {
                        Divider().gridCellUnsizedAxes(.horizontal)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(.white)
        .widgetURL(URL(string: "stockwatch://watchlist"))
    }
}

struct C40StocksWidget: Widget {
    let kind: String = "C40StocksWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C40Provider()) { entry in
            C40WatchlistView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.07, green: 0.09, blue: 0.14),
                                            Color(red: 0.14, green: 0.17, blue: 0.26)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Watchlist")
        .description("Keep an eye on the stocks you follow.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    C40StocksWidget()
} timeline: {
    C40Entry.sample
    C40Entry(date: .now, quotes: Array(C40Entry.sample.quotes.reversed()), isMarketOpen: false)
}
