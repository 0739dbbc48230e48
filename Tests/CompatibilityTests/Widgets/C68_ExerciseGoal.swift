// Fitness widget: categorical weekday BarMarks with .cornerRadius, conditional colors and a dashed goal RuleMark.
import WidgetKit
import SwiftUI
import Charts

struct C68DayMinutes {
    let weekday: String
    let minutes: Double
}

struct C68Entry: TimelineEntry {
    let date: Date
    let days: [C68DayMinutes]
    let goal: Double
}

enum C68Sample {
    static func week(bonus: Double) -> [C68DayMinutes] {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let minutes: [Double] = [34, 22, 41, 30, 18, 55, 12]
        return names.enumerated().map { index, name in
            let value: Double = minutes[index] + bonus
            return C68DayMinutes(weekday: name, minutes: value)
        }
    }
}

struct C68Provider: TimelineProvider {
    func placeholder(in context: Context) -> C68Entry {
        C68Entry(date: .now, days: C68Sample.week(bonus: 0), goal: 30)
    }

    func getSnapshot(in context: Context, completion: @escaping (C68Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C68Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let morning = start.addingTimeInterval(8 * 3600)
        let evening = start.addingTimeInterval(19 * 3600)
        let entries = [
            C68Entry(date: morning, days: C68Sample.week(bonus: 0), goal: 30),
            C68Entry(date: evening, days: C68Sample.week(bonus: 6), goal: 30)
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C68EntryView: View {
    let entry: C68Entry
    @Environment(\.widgetFamily) private var family

    private var daysMet: Int {
        entry.days.filter { $0.minutes >= entry.goal }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "figure.run")
                    .foregroundStyle(.green)
                Text("\(daysMet)/7 days")
                    .font(.caption.bold())
                Spacer()
                if family != .systemSmall {
                    Text("Goal \(Int(entry.goal)) min")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }

            Chart {
                ForEach(entry.days, id: \.weekday) { day in
                    BarMark(
                        x: .value("Day", day.weekday),
                        y: .value("Minutes", day.minutes),
                        width: .ratio(0.6)
                    )
                    .cornerRadius(4)
                    .foregroundStyle(day.minutes >= entry.goal ? Color.green : Color.gray.opacity(0.5))
                }

                RuleMark(y: .value("Goal", entry.goal))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                    .annotation(position: .top, alignment: .trailing) {
                        Text("Goal")
                            .font(.system(size: 9, weight: .semibold))
                            .foregroundStyle(.orange)
                    }
            }
            .chartYAxis(family == .systemSmall ? .hidden : .automatic)
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel {
                        if let label = value.as(String.self) {
                            Text(family == .systemSmall ? String(label.prefix(1)) : label)
                        }
                    }
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C68ExerciseGoalWidget: Widget {
    let kind: String = "C68ExerciseGoalWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C68Provider()) { entry in
            C68EntryView(entry: entry)
        }
        .configurationDisplayName("Exercise Goal")
        .description("Daily exercise minutes compared with your goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
