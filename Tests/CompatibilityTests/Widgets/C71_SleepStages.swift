// Sleep widget: hypnogram of horizontal range bars via BarMark(xStart:xEnd:y:) colored per stage with a domain/range scale.
import WidgetKit
import SwiftUI
import Charts

struct C71Segment: Identifiable {
    let id = UUID()
    let stage: String
    let start: Date
    let end: Date
}

struct C71Entry: TimelineEntry {
    let date: Date
    let segments: [C71Segment]
}

let C71Stages: [String] = ["Awake", "REM", "Core", "Deep"]

func C71MakeNight(wakeDay: Date) -> [C71Segment] {
    let plan: [(String, Double)] = [
        ("Awake", 10), ("Core", 35), ("Deep", 50), ("Core", 30), ("REM", 20),
        ("Core", 45), ("Deep", 30), ("REM", 25), ("Awake", 5), ("Core", 50),
        ("REM", 35), ("Core", 40), ("REM", 30), ("Awake", 8)
    ]
    var cursor = wakeDay.addingTimeInterval(-90 * 60)
    var segments: [C71Segment] = []
    for (stage, minutes) in plan {
        let seconds: Double = minutes * 60.0
        let end = cursor.addingTimeInterval(seconds)
        segments.append(C71Segment(stage: stage, start: cursor, end: end))
        cursor = end
    }
    return segments
}

struct C71Provider: TimelineProvider {
    func placeholder(in context: Context) -> C71Entry {
        let today = Calendar.current.startOfDay(for: .now)
        return C71Entry(date: today, segments: C71MakeNight(wakeDay: today))
    }

    func getSnapshot(in context: Context, completion: @escaping (C71Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C71Entry>) -> Void) {
        let entry = placeholder(in: context)
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct C71EntryView: View {
    let entry: C71Entry
    @Environment(\.widgetFamily) private var family

    private var hourStride: Int {
        family == .systemLarge ? 1 : 2
    }

    private var asleepHours: Double {
        let asleep = entry.segments.filter { $0.stage != "Awake" }
        let seconds: Double = asleep.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
        return seconds / 3600.0
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Sleep", systemImage: "bed.double.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.indigo)
                Spacer()
                Text("\(asleepHours, specifier: "%.1f") h")
                    .font(.caption.monospacedDigit())
            }

            Chart(entry.segments) { segment in
                BarMark(
                    xStart: .value("Start", segment.start),
                    xEnd: .value("End", segment.end),
                    y: .value("Stage", segment.stage),
                    height: .ratio(0.8)
                )
                .foregroundStyle(by: .value("Stage", segment.stage))
                .cornerRadius(2)
            }
            .chartForegroundStyleScale(domain: C71Stages, range: [Color.orange, Color.cyan, Color.blue, Color.indigo])
            .chartYScale(domain: C71Stages)
            .chartLegend(.hidden)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: hourStride)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading) { _ in
                    AxisValueLabel()
                }
            }
        }
        .containerBackground(for: .widget) {
            Color.black
        }
        .environment(\.colorScheme, .dark)
    }
}

struct C71SleepStagesWidget: Widget {
    let kind: String = "C71SleepStagesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C71Provider()) { entry in
            C71EntryView(entry: entry)
        }
        .configurationDisplayName("Sleep Stages")
        .description("Last night's sleep broken down by stage.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
