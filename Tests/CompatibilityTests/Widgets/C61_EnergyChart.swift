// Swift Charts in a widget: hourly energy use stacked by source, a price line with its average as a
// rule, a spending donut and weekday habit columns, as energy, finance and habit widgets draw them.
import WidgetKit
import SwiftUI
import Charts

struct C61Usage: Identifiable {
    let id = UUID()
    let hour: Date
    let source: String
    let kilowattHours: Double
}

struct C61Entry: TimelineEntry {
    let date: Date
    let usage: [C61Usage]
    let prices: [(hour: Int, price: Double)]
    let spending: [(category: String, amount: Double)]
    let habit: [(day: String, minutes: Int)]
}

struct C61Provider: TimelineProvider {
    func placeholder(in context: Context) -> C61Entry { Self.entry(at: .now) }
    func getSnapshot(in context: Context, completion: @escaping (C61Entry) -> Void) { completion(Self.entry(at: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C61Entry>) -> Void) {
        completion(Timeline(entries: [Self.entry(at: .now)], policy: .after(.now.addingTimeInterval(3_600))))
    }

    static func entry(at date: Date) -> C61Entry {
        let start = Calendar.current.startOfDay(for: date)
        var usage: [C61Usage] = []
        for hour in 0..<8 {
            let time = start.addingTimeInterval(Double(hour * 3) * 3_600)
            usage.append(C61Usage(hour: time, source: "Solar", kilowattHours: [0, 0, 0.4, 1.6, 2.2, 1.4, 0.3, 0][hour]))
            usage.append(C61Usage(hour: time, source: "Grid", kilowattHours: [0.6, 0.5, 0.7, 0.3, 0.2, 0.6, 1.4, 1.1][hour]))
        }
        let prices = (0..<12).map { (hour: $0 * 2, price: 0.22 + 0.08 * sin(Double($0) / 2)) }
        return C61Entry(date: date, usage: usage, prices: prices,
                        spending: [("Food", 420), ("Rent", 1_200), ("Travel", 260), ("Fun", 180)],
                        habit: [("Mon", 20), ("Tue", 35), ("Wed", 0), ("Thu", 25), ("Fri", 40), ("Sat", 55), ("Sun", 30)])
    }
}

struct C61EnergyView: View {
    @Environment(\.widgetFamily) var family
    let entry: C61Entry

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 4) {
                Label("Spending", systemImage: "creditcard").font(.caption.bold())
                Chart(entry.spending, id: \.category) { item in
                    SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("Category", item.category))
                        .cornerRadius(3)
                }
                .chartLegend(.hidden)
            }
        case .systemLarge:
            VStack(alignment: .leading, spacing: 8) {
                Text("Reading this week").font(.headline)
                Chart {
                    ForEach(entry.habit, id: \.day) { day in
                        BarMark(x: .value("Day", day.day), y: .value("Minutes", day.minutes))
                            .foregroundStyle(day.minutes >= 30 ? Color.green : Color.green.opacity(0.4))
                            .cornerRadius(4)
                    }
                    RuleMark(y: .value("Goal", 30))
                        .foregroundStyle(.secondary)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption2) }
                }
                .chartYAxis { AxisMarks(position: .trailing, values: [0, 30, 60]) }
                Text("Electricity price").font(.headline)
                Chart {
                    ForEach(entry.prices, id: \.hour) { point in
                        AreaMark(x: .value("Hour", point.hour), y: .value("Price", point.price))
                            .foregroundStyle(Color.orange.opacity(0.2))
                        LineMark(x: .value("Hour", point.hour), y: .value("Price", point.price))
                            .foregroundStyle(.orange)
                            .interpolationMethod(.catmullRom)
                    }
                    RuleMark(y: .value("Average", 0.22)).foregroundStyle(.gray)
                }
                .chartXAxis(.hidden)
                .chartYScale(domain: 0...0.4)
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Label("Energy today", systemImage: "bolt.fill").font(.caption.bold()).foregroundStyle(.yellow)
                    Spacer()
                    Text("\(entry.usage.reduce(0) { $0 + $1.kilowattHours }, format: .number.precision(.fractionLength(1))) kWh")
                        .font(.caption.monospacedDigit())
                }
                Chart(entry.usage) { item in
                    BarMark(x: .value("Hour", item.hour, unit: .hour), y: .value("kWh", item.kilowattHours), width: .ratio(0.8))
                        .foregroundStyle(by: .value("Source", item.source))
                }
                .chartForegroundStyleScale(["Solar": Color.yellow, "Grid": Color.blue])
                .chartXAxis {
                    AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                        AxisGridLine()
                        AxisValueLabel(format: .dateTime.hour())
                    }
                }
            }
        }
    }
}

struct C61EnergyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C61EnergyWidget", provider: C61Provider()) { entry in
            C61EnergyView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Energy")
        .description("Today's energy, prices and habits.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
