// Pattern: workout-minutes widget that adapts to rendering mode (full color vs. tinted/vibrant) and uses ViewThatFits plus deep Links.
import WidgetKit
import SwiftUI
import HealthKit

struct C36Entry: TimelineEntry {
    let date: Date
    let exercise: HKQuantity
    let energy: HKQuantity
    let lastWorkout: Date
    let goalMinutes: Double

    var minutes: Double { exercise.doubleValue(for: .minute()) }
    var kilocalories: Double { energy.doubleValue(for: .kilocalorie()) }
    var fraction: Double { min(minutes / goalMinutes, 1) }
}

struct C36Provider: TimelineProvider {
    func placeholder(in context: Context) -> C36Entry {
        makeEntry(at: Date(), minutes: 22, kcal: 310)
    }

    func getSnapshot(in context: Context, completion: @escaping (C36Entry) -> Void) {
        completion(makeEntry(at: Date(), minutes: 34, kcal: 420))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C36Entry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { step -> C36Entry in
            let date = Calendar.current.date(byAdding: .minute, value: step * 30, to: now)!
            return makeEntry(at: date, minutes: 18 + Double(step) * 6, kcal: 250 + Double(step) * 45)
        }
        let refresh = Calendar.current.date(byAdding: .hour, value: 2, to: now)!
        completion(Timeline(entries: entries, policy: .after(refresh)))
    }

    private func makeEntry(at date: Date, minutes: Double, kcal: Double) -> C36Entry {
        C36Entry(date: date,
                 exercise: HKQuantity(unit: .minute(), doubleValue: minutes),
                 energy: HKQuantity(unit: .kilocalorie(), doubleValue: kcal),
                 lastWorkout: Calendar.current.date(byAdding: .minute, value: -95, to: date)!,
                 goalMinutes: 30)
    }
}

struct C36WidgetView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: C36Entry

    private var accent: Color { renderingMode == .fullColor ? .green : .primary }
    private var flameColor: Color { renderingMode == .fullColor ? .orange : .primary }

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Exercise", systemImage: "figure.run")
                    .font(.caption)
                    .widgetAccentable()
                Text("\(Int(entry.minutes)) of \(Int(entry.goalMinutes)) min")
                    .font(.headline)
                ProgressView(value: entry.fraction)
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Label("Exercise Minutes", systemImage: "figure.run")
                        Spacer()
                        Text(entry.lastWorkout, style: .relative)
                            .foregroundStyle(.secondary)
                    }
                    Label("Exercise", systemImage: "figure.run")
                    Image(systemName: "figure.run")
                }
                .font(.caption)
                .foregroundStyle(accent)

                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text(entry.minutes, format: .number)
                        .font(.system(size: 40, weight: .bold, design: .rounded))
                        .widgetAccentable()
                    Text("min")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                ProgressView(value: entry.fraction)
                    .tint(accent)

                if family == .systemMedium {
                    HStack(spacing: 12) {
                        Link(destination: URL(string: "fitapp://workouts/start")!) {
                            Label("Start", systemImage: "play.fill")
                        }
                        Link(destination: URL(string: "fitapp://workouts/history")!) {
                            Label("History", systemImage: "clock.arrow.circlepath")
                        }
                        Spacer()
                        Label {
                            Text(entry.kilocalories, format: .number.precision(.fractionLength(0)))
                        } icon: {
                            Image(systemName: "flame.fill")
                                .foregroundStyle(flameColor)
                        }
                    }
                    .font(.caption)
                    .fontWeight(.medium)
                }
            }
        }
    }
}

struct C36WorkoutWidget: Widget {
    let kind: String = "C36WorkoutWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C36Provider()) { entry in
            C36WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.green.opacity(0.08)
                }
        }
        .configurationDisplayName("Workout Minutes")
        .description("See your exercise minutes and jump into a workout.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    C36WorkoutWidget()
} timeline: {
    C36Entry(date: .now, exercise: HKQuantity(unit: .minute(), doubleValue: 12),
             energy: HKQuantity(unit: .kilocalorie(), doubleValue: 180), lastWorkout: .now, goalMinutes: 30)
}
