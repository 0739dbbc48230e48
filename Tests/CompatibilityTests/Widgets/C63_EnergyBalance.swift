// Home-energy widget: stacked daily bars where grid export is plotted as NEGATIVE kWh below a zero RuleMark.
import WidgetKit
import SwiftUI
import Charts

struct C63EnergyPoint: Identifiable {
    let id = UUID()
    let day: Date
    let source: String
    let kilowattHours: Double
}

struct C63Entry: TimelineEntry {
    let date: Date
    let points: [C63EnergyPoint]
}

func C63MakePoints(endingOn today: Date) -> [C63EnergyPoint] {
    let solar: [Double] = [6.2, 7.8, 4.1, 8.5, 9.0, 5.6, 7.2]
    let grid: [Double] = [3.4, 2.1, 5.2, 1.6, 1.2, 3.9, 2.5]
    let export: [Double] = [-1.8, -3.0, -0.4, -3.6, -4.2, -1.1, -2.7]
    var points: [C63EnergyPoint] = []
    for index in 0..<7 {
        let offset: Int = index - 6
        let day = Calendar.current.date(byAdding: .day, value: offset, to: today) ?? today
        points.append(C63EnergyPoint(day: day, source: "Solar", kilowattHours: solar[index]))
        points.append(C63EnergyPoint(day: day, source: "Grid", kilowattHours: grid[index]))
        points.append(C63EnergyPoint(day: day, source: "Export", kilowattHours: export[index]))
    }
    return points
}

struct C63Provider: TimelineProvider {
    func placeholder(in context: Context) -> C63Entry {
        let today = Calendar.current.startOfDay(for: .now)
        return C63Entry(date: today, points: C63MakePoints(endingOn: today))
    }

    func getSnapshot(in context: Context, completion: @escaping (C63Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C63Entry>) -> Void) {
        let entry = placeholder(in: context)
        let refresh = Calendar.current.date(byAdding: .hour, value: 4, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

struct C63EntryView: View {
    let entry: C63Entry
    @Environment(\.widgetFamily) private var family

    private var netExport: Double {
        entry.points.filter { $0.source == "Export" }.reduce(0) { $0 + $1.kilowattHours }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Label("Energy", systemImage: "bolt.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.yellow)
                Spacer()
                Text("\(abs(netExport), specifier: "%.1f") kWh out")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }

            Chart {
                ForEach(entry.points) { point in
                    BarMark(
                        x: .value("Day", point.day, unit: .day),
                        y: .value("kWh", point.kilowattHours)
                    )
                    .foregroundStyle(by: .value("Source", point.source))
                }

                RuleMark(y: .value("Zero", 0))
                    .foregroundStyle(.primary)
                    .lineStyle(StrokeStyle(lineWidth: 1))
            }
            .chartForegroundStyleScale(domain: ["Solar", "Grid", "Export"], range: [Color.yellow, Color.gray, Color.green])
            .chartLegend(family == .systemSmall ? .hidden : .visible)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .trailing, values: .automatic(desiredCount: 4))
            }
        }
        .containerBackground(for: .widget) {
            Color(white: 0.12)
        }
        .environment(\.colorScheme, .dark)
    }
}

struct C63EnergyBalanceWidget: Widget {
    let kind: String = "C63EnergyBalanceWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C63Provider()) { entry in
            C63EntryView(entry: entry)
        }
        .configurationDisplayName("Energy Balance")
        .description("Solar, grid usage and export over the last week.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
