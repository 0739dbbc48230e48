// Budget widget: SectorMark donut (innerRadius .ratio(0.6), angularInset) with the total centered via chartBackground.
import WidgetKit
import SwiftUI
import Charts

struct C65Category: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

struct C65Entry: TimelineEntry {
    let date: Date
    let categories: [C65Category]

    var total: Double {
        categories.reduce(0) { $0 + $1.amount }
    }
}

enum C65Sample {
    static let week: [C65Category] = [
        C65Category(name: "Groceries", amount: 142.50),
        C65Category(name: "Dining", amount: 86.20),
        C65Category(name: "Transport", amount: 54.00),
        C65Category(name: "Shopping", amount: 71.35),
        C65Category(name: "Other", amount: 23.90)
    ]
}

struct C65Provider: TimelineProvider {
    func placeholder(in context: Context) -> C65Entry {
        C65Entry(date: .now, categories: C65Sample.week)
    }

    func getSnapshot(in context: Context, completion: @escaping (C65Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C65Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let entry = C65Entry(date: start, categories: C65Sample.week)
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: start) ?? start
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct C65EntryView: View {
    let entry: C65Entry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        HStack(spacing: 12) {
            Chart(entry.categories) { category in
                SectorMark(
                    angle: .value("Amount", category.amount),
                    innerRadius: .ratio(0.6),
                    angularInset: 1.5
                )
                .cornerRadius(3)
                .foregroundStyle(by: .value("Category", category.name))
            }
            .chartLegend(.hidden)
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let plotFrame = proxy.plotFrame {
                        let frame = geometry[plotFrame]
                        VStack(spacing: 0) {
                            Text("Spent")
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                            Text(entry.total, format: .currency(code: "USD").precision(.fractionLength(0)))
                                .font(.system(.callout, design: .rounded).bold())
                                .minimumScaleFactor(0.6)
                        }
                        .position(x: frame.midX, y: frame.midY)
                    }
                }
            }

            if family != .systemSmall {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(entry.categories) { category in
                        HStack {
                            Text(category.name)
                                .font(.caption)
                            Spacer()
                            Text(category.amount, format: .number.precision(.fractionLength(0)))
                                .font(.caption.monospacedDigit())
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color.indigo.opacity(0.15), Color.clear], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct C65SpendingDonutWidget: Widget {
    let kind: String = "C65SpendingDonutWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C65Provider()) { entry in
            C65EntryView(entry: entry)
        }
        .configurationDisplayName("Weekly Spending")
        .description("Where your money went this week.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
