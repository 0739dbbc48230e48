import Foundation
import LoupeUI

/// A countdown to a launch: timers, relative dates and timer-driven progress, all evaluated at
/// each entry's date.
public struct CountdownWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                .containerBackground(.black, for: .widget)
        }
        .configurationDisplayName("Countdown")
        .description("Time left until launch.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemExtraLarge, .accessoryInline, .accessoryRectangular])
    }
}

public struct CountdownEntry: TimelineEntry {
    public let date: Date
    public let start: Date
    public let launch: Date
    public var relevance: TimelineEntryRelevance? {
        TimelineEntryRelevance(score: launch.timeIntervalSince(date) < 3_600 ? 1 : 0.2, duration: 3_600)
    }
}

struct CountdownProvider: TimelineProvider {
    static let start = ExampleDates.morning
    static let launch = ExampleDates.morning.addingTimeInterval(2 * 3_600 + 30 * 60)
    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: Self.start, start: Self.start, launch: Self.launch) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let offsets: [TimeInterval] = [0, 3_600, 8_400, 9_000]
        completion(Timeline(entries: offsets.map { CountdownEntry(date: Self.start.addingTimeInterval($0), start: Self.start, launch: Self.launch) },
                            policy: .after(Self.launch)))
    }
}

struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family
    var launched: Bool { entry.date >= entry.launch }

    var body: some View {
        switch family {
        case .accessoryInline:
            if launched { Text("Launched") } else { Text("Launch in \(entry.launch, style: .relative)") }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Launch").font(.headline).widgetAccentable()
                Text(timerInterval: entry.date...max(entry.launch, entry.date), countsDown: true)
                    .font(.title2.monospacedDigit())
                ProgressView(timerInterval: entry.start...entry.launch, countsDown: false) { EmptyView() } currentValueLabel: { EmptyView() }
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                Label("Launch", systemImage: "airplane")
                    .font(.headline)
                    .foregroundStyle(.orange)
                    .widgetAccentable()
                Spacer(minLength: 0)
                if launched {
                    Text("Launched!").font(.system(size: 34, weight: .heavy)).lineLimit(1).minimumScaleFactor(0.5)
                } else {
                    Text(timerInterval: entry.date...entry.launch, countsDown: true)
                        .font(.system(size: family == .systemExtraLarge ? 96 : 40, weight: .semibold).monospacedDigit())
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                }
                ProgressView(timerInterval: entry.start...entry.launch, countsDown: false) {
                    Text("T–\(entry.launch, style: .time)").font(.caption)
                } currentValueLabel: { EmptyView() }
                .tint(.orange)
            }
            .foregroundStyle(.white)
        }
    }
}
