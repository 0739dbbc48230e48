// Weather widget: 10-day low/high floating bars via BarMark(x:yStart:yEnd:) with a gradient fill and today's PointMark.
import WidgetKit
import SwiftUI
import Charts

struct C69DayForecast: Identifiable {
    var id: Date { day }
    let day: Date
    let low: Double
    let high: Double
}

struct C69Entry: TimelineEntry {
    let date: Date
    let current: Double
    let forecast: [C69DayForecast]
}

func C69MakeForecast(from start: Date) -> [C69DayForecast] {
    let lows: [Double] = [8, 9, 7, 5, 6, 10, 12, 11, 9, 8]
    let highs: [Double] = [17, 19, 15, 13, 16, 21, 24, 22, 18, 17]
    var result: [C69DayForecast] = []
    for index in lows.indices {
        let day = Calendar.current.date(byAdding: .day, value: index, to: start) ?? start
        result.append(C69DayForecast(day: day, low: lows[index], high: highs[index]))
    }
    return result
}

struct C69Provider: TimelineProvider {
    func placeholder(in context: Context) -> C69Entry {
        let start = Calendar.current.startOfDay(for: .now)
        return C69Entry(date: start, current: 14, forecast: C69MakeForecast(from: start))
    }

    func getSnapshot(in context: Context, completion: @escaping (C69Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C69Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let forecast = C69MakeForecast(from: start)
        let temps: [Double] = [11, 15, 13]
        let entries = temps.enumerated().map { index, temp in
            C69Entry(date: start.addingTimeInterval(Double(index) * 6 * 3600), current: temp, forecast: forecast)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C69EntryView: View {
    let entry: C69Entry
    @Environment(\.widgetFamily) private var family

    private var days: [C69DayForecast] {
        family == .systemMedium ? Array(entry.forecast.prefix(7)) : entry.forecast
    }

    private var yDomain: ClosedRange<Double> {
        let minLow: Double = days.map(\.low).min() ?? 0
        let maxHigh: Double = days.map(\.high).max() ?? 30
        return (minLow - 2)...(maxHigh + 2)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Now \(Int(entry.current))°")
                .font(.headline)

            Chart {
                ForEach(days) { forecast in
                    BarMark(
                        x: .value("Day", forecast.day, unit: .day),
                        yStart: .value("Low", forecast.low),
                        yEnd: .value("High", forecast.high),
                        width: .fixed(8)
                    )
                    .clipShape(Capsule())
                    .foregroundStyle(
                        LinearGradient(colors: [.blue, .yellow, .orange], startPoint: .bottom, endPoint: .top)
                    )
                }

                if let today = days.first {
                    PointMark(
                        x: .value("Day", today.day, unit: .day),
                        y: .value("Now", entry.current)
                    )
                    .symbolSize(40)
                    .foregroundStyle(.white)
                }
            }
            .chartYScale(domain: yDomain)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let degrees = value.as(Double.self) {
                            Text("\(Int(degrees))°")
                        }
                    }
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.2, green: 0.4, blue: 0.8), Color(red: 0.1, green: 0.2, blue: 0.5)], startPoint: .top, endPoint: .bottom)
        }
        .environment(\.colorScheme, .dark)
    }
}

struct C69TemperatureRangeWidget: Widget {
    let kind: String = "C69TemperatureRangeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C69Provider()) { entry in
            C69EntryView(entry: entry)
        }
        .configurationDisplayName("Temperature Range")
        .description("Daily lows and highs for the coming days.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
