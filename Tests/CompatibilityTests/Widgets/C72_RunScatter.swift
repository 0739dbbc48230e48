// Running-log widget: PointMark scatter of distance vs pace with .symbolSize, fixed .chartYScale and a dictionary color scale.
import WidgetKit
import SwiftUI
import Charts

struct C72Run: Identifiable {
    let id = UUID()
    let kind: String
    let distanceKm: Double
    let paceMinPerKm: Double
    let averageHeartRate: Double

    var markSize: CGFloat {
        let scaled: Double = (averageHeartRate - 120.0) * 1.5
        return CGFloat(max(scaled, 20.0))
    }
}

struct C72Entry: TimelineEntry {
    let date: Date
    let runs: [C72Run]
}

enum C72Sample {
    static let month: [C72Run] = [
        C72Run(kind: "Easy", distanceKm: 5.2, paceMinPerKm: 5.9, averageHeartRate: 138),
        C72Run(kind: "Easy", distanceKm: 6.8, paceMinPerKm: 6.1, averageHeartRate: 141),
        C72Run(kind: "Tempo", distanceKm: 8.0, paceMinPerKm: 4.7, averageHeartRate: 162),
        C72Run(kind: "Easy", distanceKm: 4.5, paceMinPerKm: 6.3, averageHeartRate: 134),
        C72Run(kind: "Long", distanceKm: 18.4, paceMinPerKm: 5.6, averageHeartRate: 149),
        C72Run(kind: "Tempo", distanceKm: 10.0, paceMinPerKm: 4.9, averageHeartRate: 165),
        C72Run(kind: "Easy", distanceKm: 7.1, paceMinPerKm: 5.8, averageHeartRate: 143),
        C72Run(kind: "Long", distanceKm: 21.1, paceMinPerKm: 5.7, averageHeartRate: 152),
        C72Run(kind: "Tempo", distanceKm: 6.0, paceMinPerKm: 4.6, averageHeartRate: 168)
    ]
}

struct C72Provider: TimelineProvider {
    func placeholder(in context: Context) -> C72Entry {
        C72Entry(date: .now, runs: C72Sample.month)
    }

    func getSnapshot(in context: Context, completion: @escaping (C72Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C72Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let entry = C72Entry(date: start, runs: C72Sample.month)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct C72EntryView: View {
    let entry: C72Entry
    @Environment(\.widgetFamily) private var family

    private var totalKm: Double {
        entry.runs.reduce(0) { $0 + $1.distanceKm }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Runs")
                    .font(.headline)
                Spacer()
                Text("\(totalKm, specifier: "%.0f") km")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Chart {
                ForEach(entry.runs) { run in
                    PointMark(
                        x: .value("Distance", run.distanceKm),
                        y: .value("Pace", run.paceMinPerKm)
                    )
                    .symbolSize(run.markSize)
                    .foregroundStyle(by: .value("Type", run.kind))
                    .opacity(0.85)
                }
            }
            .chartForegroundStyleScale(["Easy": .blue, "Tempo": .orange, "Long": .purple])
            .chartYScale(domain: 4.0...7.0)
            .chartXScale(domain: 0.0...25.0)
            .chartLegend(family == .systemSmall ? .hidden : .visible)
            .chartXAxis {
                AxisMarks(values: .stride(by: 5.0)) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .stride(by: 1.0))
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C72RunScatterWidget: Widget {
    let kind: String = "C72RunScatterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C72Provider()) { entry in
            C72EntryView(entry: entry)
        }
        .configurationDisplayName("Run Log")
        .description("Distance versus pace for this month's runs.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
