// Step-count widget: cumulative AreaMark with LinearGradient fill under a LineMark, both .catmullRom interpolated.
import WidgetKit
import SwiftUI
import Charts

struct C70StepSample: Identifiable {
    let id = UUID()
    let hour: Date
    let totalSteps: Double
}

struct C70Entry: TimelineEntry {
    let date: Date
    let samples: [C70StepSample]
    let goal: Double
}

func C70MakeSamples(dayStart: Date, throughHour lastHour: Int) -> [C70StepSample] {
    let perHour: [Double] = [0, 0, 0, 0, 0, 0, 120, 840, 1350, 420, 380, 610, 1220, 540, 300, 450, 700, 1600, 980, 520, 260, 90, 0, 0]
    var running: Double = 0
    var samples: [C70StepSample] = []
    for hour in 0...lastHour {
        running += perHour[hour]
        let date = Calendar.current.date(byAdding: .hour, value: hour, to: dayStart) ?? dayStart
        samples.append(C70StepSample(hour: date, totalSteps: running))
    }
    return samples
}

struct C70Provider: TimelineProvider {
    func placeholder(in context: Context) -> C70Entry {
        let start = Calendar.current.startOfDay(for: .now)
        return C70Entry(date: start, samples: C70MakeSamples(dayStart: start, throughHour: 18), goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (C70Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C70Entry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let hours = [12, 18, 23]
        let entries: [C70Entry] = hours.map { hour in
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: start) ?? start
            return C70Entry(date: date, samples: C70MakeSamples(dayStart: start, throughHour: hour), goal: 10_000)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C70EntryView: View {
    let entry: C70Entry
    @Environment(\.widgetFamily) private var family

    private var steps: Double { entry.samples.last?.totalSteps ?? 0 }

    private var dayRange: ClosedRange<Date> {
        let start = Calendar.current.startOfDay(for: entry.date)
        let end = start.addingTimeInterval(86_400)
        return start...end
    }

    private var areaFill: LinearGradient {
        LinearGradient(
            colors: [Color.mint.opacity(0.55), Color.mint.opacity(0.05)],
            startPoint: .top,
            endPoint: .bottom
        )
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(steps, format: .number.precision(.fractionLength(0)))
                    .font(family == .accessoryRectangular ? .headline : .title2.bold())
                Text("steps")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Chart(entry.samples) { sample in
                AreaMark(
                    x: .value("Hour", sample.hour),
                    y: .value("Steps", sample.totalSteps)
                )
                .interpolationMethod(.catmullRom)
                .foregroundStyle(areaFill)

                LineMark(
                    x: .value("Hour", sample.hour),
                    y: .value("Steps", sample.totalSteps)
                )
                .interpolationMethod(.catmullRom)
                .foregroundStyle(Color.mint)
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            .chartXScale(domain: dayRange)
            .chartYScale(domain: 0...max(entry.goal, steps))
            .chartXAxis(family == .systemLarge ? .automatic : .hidden)
            .chartYAxis(family == .accessoryRectangular ? .hidden : .automatic)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C70StepCountWidget: Widget {
    let kind: String = "C70StepCountWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C70Provider()) { entry in
            C70EntryView(entry: entry)
        }
        .configurationDisplayName("Steps Today")
        .description("Your cumulative steps through the day.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}
