// shared/seeds/001: SimpleWidget, its entry, its provider and SimpleWidgetView, as written for
// WidgetKit and SwiftUI. The only change is the import (LoupeUI for WidgetKit + SwiftUI).
import Foundation
import LoupeUI

struct SimpleWidget: Widget {
    let kind: String = "SimpleWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SimpleProvider()) { entry in
            SimpleWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Daily Summary")
        .description("Shows your daily progress at a glance.")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline
        ])
        .contentMarginsDisabled() // iOS 17+: opt out of default content margins
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let title: String
    let value: Int
    let icon: String
}

struct SimpleProvider: TimelineProvider {
    // Shown while widget is loading. Must return synchronously.
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: .now, title: "Loading...", value: 0, icon: "star")
    }
    // Shown in the widget gallery and transient situations.
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        if context.isPreview {
            // Return sample data for the gallery preview
            completion(SimpleEntry(date: .now, title: "Steps Today", value: 8432, icon: "figure.walk"))
        } else {
            // Fetch real data for transient display
            let entry = SimpleEntry(date: .now, title: "Steps Today", value: fetchStepCount(), icon: "figure.walk")
            completion(entry)
        }
    }
    // Provides the timeline of entries that drive the widget's display.
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        // Create entries for the next 5 hours
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(
                date: entryDate,
                title: "Steps Today",
                value: fetchStepCount() + (hourOffset * 500),
                icon: "figure.walk"
            )
            entries.append(entry)
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
    private func fetchStepCount() -> Int { return 8432 }
}

struct SimpleWidgetView: View {
    var entry: SimpleEntry
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall:
            smallView
        case .systemMedium:
            mediumView
        case .systemLarge:
            largeView
        case .systemExtraLarge:
            extraLargeView // iPad only
        case .accessoryCircular:
            circularView
        case .accessoryRectangular:
            rectangularView
        case .accessoryInline:
            inlineView
        @unknown default:
            smallView
        }
    }
    // Home Screen small (~169x169 pt)
    var smallView: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: entry.icon)
                .font(.title2)
                .foregroundStyle(.blue)
            Spacer()
            Text(entry.title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("\(entry.value)")
                .font(.title.bold())
                .contentTransition(.numericText())
        }
        .padding()
        .widgetURL(URL(string: "myapp://steps"))
    }
    // Home Screen medium (~360x169 pt)
    var mediumView: some View {
        HStack {
            smallView
            Spacer()
            VStack(alignment: .trailing) {
                Text("Goal: 10,000")
                    .font(.caption)
                ProgressView(value: Double(entry.value), total: 10000)
                    .tint(.blue)
                Text("\(10000 - entry.value) remaining")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
    // Home Screen large (~360x376 pt)
    var largeView: some View {
        VStack(alignment: .leading, spacing: 12) {
            mediumView
            Divider()
            Text("Hourly Breakdown")
                .font(.headline)
            ForEach(0..<4) { hour in
                HStack {
                    Text("\(hour + 9):00")
                        .font(.caption.monospacedDigit())
                    ProgressView(value: Double.random(in: 0.2...1.0))
                        .tint(.blue)
                }
            }
            Spacer()
        }
        .padding()
    }
    var extraLargeView: some View {
        largeView // Customize further for iPad extra large
    }
}

extension SimpleWidgetView {
    // Lock Screen circular gauge
    var circularView: some View {
        Gauge(value: Double(entry.value), in: 0...10000) {
            Image(systemName: entry.icon)
        } currentValueLabel: {
            Text("\(entry.value / 1000)k")
                .font(.caption2)
        }
        .gaugeStyle(.accessoryCircular)
    }
    // Lock Screen rectangular
    var rectangularView: some View {
        VStack(alignment: .leading) {
            Label("\(entry.value)", systemImage: entry.icon)
                .font(.headline)
            Text(entry.title)
                .font(.caption)
                .foregroundStyle(.secondary)
            ProgressView(value: Double(entry.value), total: 10000)
        }
    }
    // Lock Screen inline (single line of text beside clock)
    var inlineView: some View {
        Label("\(entry.value) \(entry.title)", systemImage: entry.icon)
    }
}
