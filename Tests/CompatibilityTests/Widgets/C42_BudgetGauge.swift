// Monthly budget gauge: Gauge on the Lock Screen, a trimmed-Circle ring on Home, privacySensitive amounts, redacted placeholder and a legacy PreviewProvider.
import WidgetKit
import SwiftUI

struct C42Category: Identifiable {
    let name: String
    let symbol: String
    let spent: Double
    let color: Color
    var id: String { name }
}

struct C42Entry: TimelineEntry {
    let date: Date
    let budget: Double
    let categories: [C42Category]
    var isPlaceholder = false

    var spent: Double { categories.reduce(0) { $0 + $1.spent } }
    var remaining: Double { max(budget - spent, 0) }
    var fraction: Double { budget > 0 ? min(spent / budget, 1) : 0 }
    var daysLeft: Int {
        let calendar = Calendar.current
        guard let days = calendar.range(of: .day, in: .month, for: date) else { return 0 }
        return days.count - calendar.component(.day, from: date)
    }

    static func sample(spentScale: Double = 1, date: Date = .now) -> C42Entry {
        C42Entry(date: date, budget: 2_400, categories: [
            C42Category(name: "Groceries", symbol: "cart.fill", spent: 512 * spentScale, color: .green),
            C42Category(name: "Dining", symbol: "fork.knife", spent: 288 * spentScale, color: .orange),
            C42Category(name: "Transport", symbol: "car.fill", spent: 164 * spentScale, color: .blue),
            C42Category(name: "Shopping", symbol: "bag.fill", spent: 421 * spentScale, color: .pink)
        ])
    }
}

enum C42Money {
    static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 0
        return formatter
    }()

    static func string(_ amount: Double) -> String { formatter.string(from: NSNumber(value: amount)) ?? "$0" }
}

struct C42Provider: TimelineProvider {
    func placeholder(in context: Context) -> C42Entry {
        var entry = C42Entry.sample()
        entry.isPlaceholder = true
        return entry
    }

    func getSnapshot(in context: Context, completion: @escaping (C42Entry) -> Void) { completion(.sample()) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C42Entry>) -> Void) {
        var entries: [C42Entry] = []
        for step in 0..<3 {
            let date = Calendar.current.date(byAdding: .hour, value: step * 6, to: .now)!
            entries.append(.sample(spentScale: 1 + Double(step) * 0.05, date: date))
        }
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: entries, policy: .after(midnight)))
    }
}

struct C42BudgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C42Entry

    private var ringColor: Color {
        switch entry.fraction {
        case ..<0.6: return .green
        case ..<0.9: return .orange
        default: return .red
        }
    }

    var body: some View {
        Group {
            switch family {
            case .accessoryCircular:
                Gauge(value: entry.fraction) {
                    Image(systemName: "dollarsign")
                } currentValueLabel: {
                    Text(entry.fraction, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircularCapacity)
            case .accessoryInline:
                Label("\(C42Money.string(entry.remaining)) left · \(entry.daysLeft)d", systemImage: "creditcard")
                    .privacySensitive()
            case .systemMedium:
                HStack(spacing: 16) {
                    ring
                    VStack(alignment: .leading, spacing: 5) {
                        ForEach(entry.categories) { category in
                            Label {
                                HStack {
                                    Text(category.name)
                                    Spacer()
                                    Text(C42Money.string(category.spent)).monospacedDigit().privacySensitive()
                                }
                            } icon: {
                                Image(systemName: category.symbol).foregroundStyle(category.color)
                            }
                            .font(.caption)
                        }
                    }
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    Text(entry.date, format: .dateTime.month(.wide))
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    ring
                    Text("\(entry.daysLeft) days to go").font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
        .containerBackground(for: .widget) { Color(red: 0.97, green: 0.97, blue: 0.95) }
    }

    private var ring: some View {
        ZStack {
            Circle()
                .stroke(ringColor.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: CGFloat(entry.fraction))
                .stroke(ringColor, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text(C42Money.string(entry.remaining))
                    .font(.headline).monospacedDigit()
                    .minimumScaleFactor(0.6).lineLimit(1)
                    .privacySensitive()
                Text("left").font(.caption2).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 14)
        }
    }
}

struct C42BudgetWidget: Widget {
    let kind: String = "C42BudgetWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C42Provider()) { entry in
            C42BudgetView(entry: entry)
        }
        .configurationDisplayName("Monthly Budget")
        .description("See how much of this month's budget is left.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

struct C42BudgetWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            C42BudgetView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            C42BudgetView(entry: .sample(spentScale: 1.5))
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Lock Screen")
        }
    }
}
