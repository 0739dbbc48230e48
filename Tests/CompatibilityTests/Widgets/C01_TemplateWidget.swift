// Xcode's "Widget Extension" template as most apps start from it: hourly entries from Date(),
// an emoji, #Preview with .now, containerBackground(.fill.tertiary).
import WidgetKit
import SwiftUI

struct C01Provider: TimelineProvider {
    func placeholder(in context: Context) -> C01Entry { C01Entry(date: Date(), emoji: "😀") }
    func getSnapshot(in context: Context, completion: @escaping (C01Entry) -> ()) {
        completion(C01Entry(date: Date(), emoji: "😀"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [C01Entry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(C01Entry(date: entryDate, emoji: "😀"))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C01Entry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct C01EntryView: View {
    var entry: C01Provider.Entry
    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Emoji:")
            Text(entry.emoji)
        }
    }
}

struct C01TemplateWidget: Widget {
    let kind: String = "C01TemplateWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C01Provider()) { entry in
            if #available(iOS 17.0, *) {
                C01EntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                C01EntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

#Preview(as: .systemSmall) {
    C01TemplateWidget()
} timeline: {
    C01Entry(date: .now, emoji: "😀")
    C01Entry(date: .now, emoji: "🤩")
}
