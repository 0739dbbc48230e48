// Currency converter: AppIntent with two AppEnum currency pickers, an amount and a ParameterSummary; ViewThatFits layouts and per-currency NumberFormatter.
import WidgetKit
import SwiftUI
import AppIntents

enum C43Currency: String, AppEnum {
    case usd = "USD", eur = "EUR", gbp = "GBP", jpy = "JPY", chf = "CHF"

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Currency")
    static var caseDisplayRepresentations: [C43Currency: DisplayRepresentation] = [
        .usd: DisplayRepresentation(title: "US Dollar", subtitle: "USD", image: .init(systemName: "dollarsign.circle")),
        .eur: DisplayRepresentation(title: "Euro", subtitle: "EUR", image: .init(systemName: "eurosign.circle")),
        .gbp: DisplayRepresentation(title: "British Pound", subtitle: "GBP", image: .init(systemName: "sterlingsign.circle")),
        .jpy: DisplayRepresentation(title: "Japanese Yen", subtitle: "JPY", image: .init(systemName: "yensign.circle")),
        .chf: DisplayRepresentation(title: "Swiss Franc", subtitle: "CHF", image: .init(systemName: "francsign.circle"))
    ]

    var symbolName: String {
        switch self {
        case .usd: "dollarsign.circle.fill"
        case .eur: "eurosign.circle.fill"
        case .gbp: "sterlingsign.circle.fill"
        case .jpy: "yensign.circle.fill"
        case .chf: "francsign.circle.fill"
        }
    }

    /// Value of one unit in US dollars (bundled sample rates).
    var inUSD: Double {
        switch self {
        case .usd: 1
        case .eur: 1.087
        case .gbp: 1.268
        case .jpy: 0.0066
        case .chf: 1.104
        }
    }
}

struct C43ConvertIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Currency Converter"
    static var description = IntentDescription("Convert an amount between two currencies.")

    @Parameter(title: "From", default: .usd)
    var source: C43Currency
    @Parameter(title: "To", default: .eur)
    var target: C43Currency
    @Parameter(title: "Amount", default: 100)
    var amount: Double

    static var parameterSummary: some ParameterSummary {
        Summary("Convert \(\.$amount) \(\.$source) to \(\.$target)")
    }
}

struct C43Entry: TimelineEntry {
    let date: Date
    let source: C43Currency
    let target: C43Currency
    let amount: Double
    let rate: Double
    let previousRate: Double

    var converted: Double { amount * rate }
    var isRising: Bool { rate >= previousRate }
}

struct C43Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C43Entry { entry(for: C43ConvertIntent(), at: .now, wobble: 0) }

    func snapshot(for configuration: C43ConvertIntent, in context: Context) async -> C43Entry {
        entry(for: configuration, at: .now, wobble: 0)
    }

    func timeline(for configuration: C43ConvertIntent, in context: Context) async -> Timeline<C43Entry> {
        let entries = [0.0, 0.0012, -0.0007, 0.0021].enumerated().map { index, wobble in
            entry(for: configuration, at: Date.now.addingTimeInterval(Double(index) * 1_800), wobble: wobble)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func entry(for config: C43ConvertIntent, at date: Date, wobble: Double) -> C43Entry {
        let base = config.source.inUSD / config.target.inUSD
        return C43Entry(date: date, source: config.source, target: config.target, amount: config.amount,
                        rate: base * (1 + wobble), previousRate: base)
    }
}

struct C43ConverterView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C43Entry

    private func formatted(_ value: Double, _ currency: C43Currency) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency.rawValue
        formatter.maximumFractionDigits = currency == .jpy ? 0 : 2
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }

    private func amountBlock(_ value: Double, _ currency: C43Currency) -> some View {
        HStack(spacing: 6) {
            Image(systemName: currency.symbolName)
                .font(.title3)
                .symbolRenderingMode(.hierarchical)
            Text(formatted(value, currency))
                .font(.title3.weight(.semibold)).monospacedDigit()
                .lineLimit(1).minimumScaleFactor(0.6)
        }
    }

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("1 \(entry.source.rawValue) = \(entry.rate, format: .number.precision(.fractionLength(4))) \(entry.target.rawValue)")
                .containerBackground(for: .widget) { Color.clear }
        default:
            VStack(alignment: .leading, spacing: 8) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 10) {
                        amountBlock(entry.amount, entry.source)
                        Image(systemName: "arrow.right")
                        amountBlock(entry.converted, entry.target)
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        amountBlock(entry.amount, entry.source)
                        Image(systemName: "arrow.down")
                        amountBlock(entry.converted, entry.target)
                    }
                }
                Spacer(minLength: 0)
                HStack(spacing: 4) {
                    Image(systemName: entry.isRising ? "arrow.up.right" : "arrow.down.right")
                        .foregroundStyle(entry.isRising ? Color.green : Color.red)
                    Text(entry.rate, format: .number.precision(.fractionLength(4))).monospacedDigit()
                    Spacer()
                    Text(entry.date, format: .dateTime.hour().minute())
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [Color(red: 0.0, green: 0.42, blue: 0.45), Color(red: 0.02, green: 0.2, blue: 0.3)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
            }
        }
    }
}

struct C43CurrencyWidget: Widget {
    let kind = "C43CurrencyWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C43ConvertIntent.self, provider: C43Provider()) { entry in
            C43ConverterView(entry: entry)
        }
        .configurationDisplayName("Currency Converter")
        .description("Quickly convert between two currencies.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}

#Preview(as: .systemMedium) {
    C43CurrencyWidget()
} timeline: {
    C43Entry(date: .now, source: .usd, target: .eur, amount: 100, rate: 0.9199, previousRate: 0.9187)
    C43Entry(date: .now, source: .gbp, target: .jpy, amount: 250, rate: 192.12, previousRate: 193.40)
}
