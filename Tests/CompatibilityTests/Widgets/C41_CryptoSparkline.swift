// Crypto price widget: AppIntent-configured coin/fiat AppEnums, Text(format: .currency(code:)) and a GeometryReader + Path.addLines sparkline.
import WidgetKit
import SwiftUI
import AppIntents

enum C41Coin: String, AppEnum {
    case bitcoin = "BTC", ethereum = "ETH", solana = "SOL"

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Coin"
    static var caseDisplayRepresentations: [C41Coin: DisplayRepresentation] = [
        .bitcoin: DisplayRepresentation(title: "Bitcoin", subtitle: "BTC"),
        .ethereum: DisplayRepresentation(title: "Ethereum", subtitle: "ETH"),
        .solana: DisplayRepresentation(title: "Solana", subtitle: "SOL")
    ]

    var symbolName: String { self == .bitcoin ? "bitcoinsign.circle.fill" : "dollarsign.circle.fill" }
    var samplePrice: Double { self == .bitcoin ? 67_250 : (self == .ethereum ? 3_480 : 172.4) }
}

enum C41Fiat: String, AppEnum {
    case usd = "USD", eur = "EUR", gbp = "GBP", jpy = "JPY"

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Currency"
    static var caseDisplayRepresentations: [C41Fiat: DisplayRepresentation] = [
        .usd: "US Dollar", .eur: "Euro", .gbp: "British Pound", .jpy: "Japanese Yen"
    ]

    static let ratesPerUSD: [C41Fiat: Double] = [.usd: 1, .eur: 0.92, .gbp: 0.79, .jpy: 151.3]
    var perUSD: Double { Self.ratesPerUSD[self] ?? 1 }
}

struct C41PriceIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Crypto Price"
    static var description = IntentDescription("Choose a coin and the currency to show its price in.")

    @Parameter(title: "Coin", default: .bitcoin) var coin: C41Coin
    @Parameter(title: "Currency", default: .usd) var fiat: C41Fiat
    @Parameter(title: "Show Chart", default: true) var showsChart: Bool
}

struct C41Entry: TimelineEntry {
    let date: Date
    let coin: C41Coin
    let fiat: C41Fiat
    let history: [Double]
    let showsChart: Bool

    var price: Double { history.last ?? 0 }
    var change: Double { (history.first ?? 0) > 0 ? price / history[0] - 1 : 0 }
}

struct C41Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C41Entry { makeEntry(date: .now, coin: .bitcoin, fiat: .usd, showsChart: true, seed: 0) }

    func snapshot(for configuration: C41PriceIntent, in context: Context) async -> C41Entry {
        makeEntry(date: .now, coin: configuration.coin, fiat: configuration.fiat, showsChart: configuration.showsChart, seed: 0)
    }

    func timeline(for configuration: C41PriceIntent, in context: Context) async -> Timeline<C41Entry> {
        let entries = (0..<3).map { index in
            makeEntry(date: .now.addingTimeInterval(Double(index) * 600), coin: configuration.coin,
                      fiat: configuration.fiat, showsChart: configuration.showsChart, seed: index)
        }
        return Timeline(entries: entries, policy: .after(Date.now.addingTimeInterval(1_800)))
    }

    private func makeEntry(date: Date, coin: C41Coin, fiat: C41Fiat, showsChart: Bool, seed: Int) -> C41Entry {
        let base = coin.samplePrice * fiat.perUSD
        let history: [Double] = (0..<24).map { hour in
            let wave: Double = 0.018 * sin(Double(hour + seed) / 3.2)
            return base * (1 + wave + 0.001 * Double(hour))
        }
        return C41Entry(date: date, coin: coin, fiat: fiat, history: history, showsChart: showsChart)
    }
}

struct C41Sparkline: View {
    let values: [Double]
    var lineColor: Color = .green
    var fillsArea = true

    var body: some View {
        GeometryReader { proxy in
            let low = values.min() ?? 0
            let span = max((values.max() ?? 1) - low, .ulpOfOne)
            let stepX = proxy.size.width / CGFloat(max(values.count - 1, 1))
            let points = values.enumerated().map { index, value in
                CGPoint(x: CGFloat(index) * stepX, y: proxy.size.height * (1 - CGFloat((value - low) / span)))
            }
            ZStack {
                if fillsArea {
                    Path { path in
                        path.addLines(points)
                        path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height))
                        path.addLine(to: CGPoint(x: 0, y: proxy.size.height))
                        path.closeSubpath()
                    }
                    .fill(LinearGradient(colors: [lineColor.opacity(0.35), .clear], startPoint: .top, endPoint: .bottom))
                }
                Path { path in path.addLines(points) }
                    .stroke(lineColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
        }
    }
}

struct C41CryptoView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C41Entry

    private var trendColor: Color { entry.change >= 0 ? .green : .red }

    private var priceText: Text {
        Text(entry.price, format: .currency(code: entry.fiat.rawValue).precision(.fractionLength(entry.price >= 1_000 ? 0 : 2)))
    }

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading, spacing: 1) {
                Label(entry.coin.rawValue, systemImage: entry.coin.symbolName).font(.headline).widgetAccentable()
                priceText.monospacedDigit().minimumScaleFactor(0.6).lineLimit(1)
                C41Sparkline(values: entry.history, lineColor: .primary, fillsArea: false)
            }
            .containerBackground(for: .widget) { Color.clear }
        } else {
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 4) {
                        Image(systemName: entry.coin.symbolName).foregroundStyle(.orange)
                        Text(entry.coin.rawValue).font(.headline)
                    }
                    priceText
                        .font(.title2.weight(.semibold)).monospacedDigit()
                        .minimumScaleFactor(0.5).lineLimit(1)
                    Text(entry.change, format: .percent.precision(.fractionLength(2)))
                        .font(.caption.weight(.medium)).foregroundStyle(trendColor)
                    if family == .systemSmall && entry.showsChart {
                        C41Sparkline(values: entry.history, lineColor: trendColor)
                    }
                }
                if family == .systemMedium && entry.showsChart {
                    C41Sparkline(values: entry.history, lineColor: trendColor).padding(.vertical, 8)
                }
            }
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [Color(red: 0.1, green: 0.1, blue: 0.18), .black],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
            }
        }
    }
}

struct C41CryptoWidget: Widget {
    let kind = "C41CryptoWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C41PriceIntent.self, provider: C41Provider()) { entry in
            C41CryptoView(entry: entry)
        }
        .configurationDisplayName("Crypto Price")
        .description("Live price and 24-hour trend for a coin.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    C41CryptoWidget()
} timeline: {
    C41Entry(date: .now, coin: .bitcoin, fiat: .usd, history: [64_100, 64_900, 65_300, 64_800, 66_200, 67_250], showsChart: true)
    C41Entry(date: .now, coin: .ethereum, fiat: .eur, history: [3_310, 3_280, 3_190, 3_220, 3_150, 3_120], showsChart: true)
}
