// Grouped bar chart widget: monthly revenue split by series via foregroundStyle(by:) + position(by:), with a legend.
import WidgetKit
import SwiftUI
import Charts

struct C62Sale: Identifiable {
    let id = UUID()
    let month: String
    let platform: String
    let revenue: Double
}

struct C62Entry: TimelineEntry {
    let date: Date
    let sales: [C62Sale]
}

func C62MakeSales(scale: Double) -> [C62Sale] {
    let months = ["Jan", "Feb", "Mar", "Apr", "May"]
    let iosRevenue: [Double] = [12.4, 15.1, 14.0, 18.6, 21.2]
    let androidRevenue: [Double] = [8.2, 9.5, 11.3, 10.1, 12.8]
    var result: [C62Sale] = []
    for (index, month) in months.enumerated() {
        let ios: Double = iosRevenue[index] * scale
        let android: Double = androidRevenue[index] * scale
        result.append(C62Sale(month: month, platform: "iOS", revenue: ios))
        result.append(C62Sale(month: month, platform: "Android", revenue: android))
    }
    return result
}

struct C62Provider: TimelineProvider {
    func placeholder(in context: Context) -> C62Entry {
        C62Entry(date: .now, sales: C62MakeSales(scale: 1.0))
    }

    func getSnapshot(in context: Context, completion: @escaping (C62Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C62Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let scales: [Double] = [1.0, 1.05]
        var entries: [C62Entry] = []
        for (offset, scale) in scales.enumerated() {
            let date = Calendar.current.date(byAdding: .hour, value: offset * 6, to: start) ?? start
            entries.append(C62Entry(date: date, sales: C62MakeSales(scale: scale)))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C62EntryView: View {
    let entry: C62Entry
    @Environment(\.widgetFamily) private var family

    private var totalRevenue: Double {
        entry.sales.reduce(0) { $0 + $1.revenue }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Revenue")
                    .font(.caption.weight(.semibold))
                Spacer()
                Text(totalRevenue, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }

            Chart(entry.sales) { sale in
                BarMark(
                    x: .value("Month", sale.month),
                    y: .value("Revenue", sale.revenue)
                )
                .foregroundStyle(by: .value("Platform", sale.platform))
                .position(by: .value("Platform", sale.platform))
                .cornerRadius(2)
            }
            .chartLegend(family == .systemSmall ? .hidden : .visible)
            .chartLegend(position: .bottom, alignment: .leading, spacing: 4)
            .chartYAxis {
                AxisMarks(position: .leading) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C62PlatformRevenueWidget: Widget {
    let kind: String = "C62PlatformRevenueWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C62Provider()) { entry in
            C62EntryView(entry: entry)
        }
        .configurationDisplayName("Platform Revenue")
        .description("Monthly revenue for iOS and Android side by side.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
