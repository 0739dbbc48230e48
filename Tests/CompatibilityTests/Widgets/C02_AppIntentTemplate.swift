// Xcode 15's App Intent template: a configuration intent with a parameter, async provider.
import WidgetKit
import AppIntents
import SwiftUI

struct C02ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct C02Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C02Entry {
        C02Entry(date: Date(), configuration: C02ConfigurationAppIntent())
    }
    func snapshot(for configuration: C02ConfigurationAppIntent, in context: Context) async -> C02Entry {
        C02Entry(date: Date(), configuration: configuration)
    }
    func timeline(for configuration: C02ConfigurationAppIntent, in context: Context) async -> Timeline<C02Entry> {
        let currentDate = Date()
        let entries = (0..<5).map { C02Entry(date: Calendar.current.date(byAdding: .hour, value: $0, to: currentDate)!, configuration: configuration) }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct C02Entry: TimelineEntry {
    let date: Date
    let configuration: C02ConfigurationAppIntent
}

struct C02EntryView: View {
    var entry: C02Provider.Entry
    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct C02AppIntentWidget: Widget {
    let kind: String = "C02AppIntentWidget"
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C02ConfigurationAppIntent.self, provider: C02Provider()) { entry in
            C02EntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension C02ConfigurationAppIntent {
    fileprivate static var smiley: C02ConfigurationAppIntent {
        let intent = C02ConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }
}

#Preview(as: .systemSmall, using: C02ConfigurationAppIntent.smiley) {
    C02AppIntentWidget()
} timelineProvider: {
    C02Provider()
}
