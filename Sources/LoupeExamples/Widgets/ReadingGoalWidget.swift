import Foundation
import LoupeUI

/// A reading goal configured by an App Intent: the book and the daily minutes are parameters.
public struct ReadingGoalWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ReadingGoal", intent: ReadingGoalIntent.self, provider: ReadingGoalProvider()) { entry in
            ReadingGoalView(entry: entry)
                .containerBackground(Color.orange.gradient, for: .widget)
        }
        .configurationDisplayName("Reading Goal")
        .description("Minutes read today against your goal.")
        .supportedFamilies([.systemSmall, .systemExtraLargePortrait, .accessoryCircular, .accessoryRectangular, .accessoryCorner])
        .supportedMountingStyles([.elevated, .recessed])
    }
}

public struct ReadingGoalIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Reading Goal"
    public static var description = IntentDescription("Choose a book and a daily goal.")
    @Parameter(title: "Book", default: "The Left Hand of Darkness") public var book: String
    @Parameter(title: "Daily minutes", default: 30) public var goalMinutes: Int
    public init() {}
}

public struct ReadingGoalEntry: TimelineEntry {
    public let date: Date
    public let book: String
    public let minutesRead: Int
    public let goalMinutes: Int
    var fraction: Double { Double(minutesRead) / Double(max(goalMinutes, 1)) }
}

struct ReadingGoalProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ReadingGoalEntry {
        ReadingGoalEntry(date: ExampleDates.morning, book: "Book", minutesRead: 10, goalMinutes: 30)
    }
    func snapshot(for configuration: ReadingGoalIntent, in context: Context) async -> ReadingGoalEntry {
        ReadingGoalEntry(date: ExampleDates.morning, book: configuration.book, minutesRead: 18, goalMinutes: configuration.goalMinutes)
    }
    func timeline(for configuration: ReadingGoalIntent, in context: Context) async -> Timeline<ReadingGoalEntry> {
        let entries = [5, 18, 34].enumerated().map { index, minutes in
            ReadingGoalEntry(date: ExampleDates.morning.addingTimeInterval(Double(index) * 5_400), book: configuration.book,
                             minutesRead: minutes, goalMinutes: configuration.goalMinutes)
        }
        return Timeline(entries: entries, policy: .never)
    }
}

struct ReadingGoalView: View {
    let entry: ReadingGoalEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @Environment(\.levelOfDetail) private var levelOfDetail

    var body: some View {
        switch family {
        case .accessoryCorner:
            // In the face's corner: the minutes in the corner, the goal as a gauge along the curve.
            Text("\(entry.minutesRead)")
                .font(.system(size: 15, weight: .semibold, design: .rounded))
                .widgetAccentable()
                .widgetLabel {
                    Gauge(value: min(entry.fraction, 1)) {
                        Text("Reading")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("\(entry.goalMinutes)")
                    }
                }
        case .accessoryCircular where showsWidgetLabel:
            // Infograph's top subdial: the book in the circle, the minutes along the bezel.
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "book.fill").font(.title3).widgetAccentable().accessibilityHidden(true)
            }
            .widgetLabel("\(entry.minutesRead) of \(entry.goalMinutes) min")
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.fraction) {
                    Image(systemName: "book.fill")
                } currentValueLabel: {
                    Text("\(entry.minutesRead)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 1) {
                Label("Reading", systemImage: "book.fill").font(.headline).widgetAccentable()
                Text(entry.book).font(.caption).lineLimit(1)
                Gauge(value: entry.fraction) {
                    Text("\(entry.minutesRead) of \(entry.goalMinutes) min")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        case _ where levelOfDetail == .simplified:
            // Seen from across the room (visionOS): only what reads at a distance.
            VStack(spacing: 8) {
                Image(systemName: "book.fill").font(.largeTitle).widgetAccentable().accessibilityHidden(true)
                Text("\(entry.minutesRead) min")
                    .font(.system(size: 96, weight: .bold, design: .rounded))
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)
            }
            .foregroundStyle(.white)
        default:
            VStack(alignment: .leading, spacing: 6) {
                Image(systemName: "book.fill").font(.title2).widgetAccentable().accessibilityHidden(true)
                Text(entry.book)
                    .font(family == .systemSmall ? .headline : .title)
                    .lineLimit(family == .systemSmall ? 2 : 4)
                Spacer(minLength: 0)
                Text("\(entry.minutesRead) min")
                    .font(.system(size: family == .systemSmall ? 34 : 64, weight: .bold, design: .rounded))
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                ProgressView(value: min(entry.fraction, 1)) {
                    Text(entry.fraction >= 1 ? "Goal reached" : "Goal \(entry.goalMinutes) min").font(.caption)
                }
                .tint(.white)
            }
            .foregroundStyle(.white)
        }
    }
}
