// Text built from pieces: AttributedString runs, Text + Text with styles, markdown-free formatting.
import WidgetKit
import SwiftUI

struct C13Entry: TimelineEntry { let date: Date; let headline: String; let source: String }

struct C13Provider: TimelineProvider {
    func placeholder(in context: Context) -> C13Entry { C13Entry(date: .now, headline: "Rain expected this afternoon", source: "Weather desk") }
    func getSnapshot(in context: Context, completion: @escaping (C13Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C13Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C13View: View {
    let entry: C13Entry
    var byline: AttributedString {
        var by = AttributedString("By ")
        by.foregroundColor = .secondary
        var name = AttributedString(entry.source)
        name.font = .caption.bold()
        name.underlineStyle = .single
        return by + name
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            (Text("BREAKING ").font(.caption2.weight(.heavy)).foregroundColor(.red) + Text(entry.headline).font(.headline))
                .lineLimit(3)
            Text(byline).font(.caption)
            Spacer(minLength: 0)
            Text("Updated ") + Text(entry.date, style: .relative) + Text(" ago")
        }
        .font(.caption2)
    }
}

struct C13NewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C13News", provider: C13Provider()) { entry in
            C13View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
