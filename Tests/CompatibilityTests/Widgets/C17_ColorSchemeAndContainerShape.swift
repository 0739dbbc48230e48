// Adapts colors to the scheme and nests a ContainerRelativeShape inside the margins.
import WidgetKit
import SwiftUI

struct C17Entry: TimelineEntry { let date: Date; let quote: String }

struct C17Provider: TimelineProvider {
    func placeholder(in context: Context) -> C17Entry { C17Entry(date: .now, quote: "Simplicity is the ultimate sophistication.") }
    func getSnapshot(in context: Context, completion: @escaping (C17Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C17Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C17View: View {
    @Environment(\.colorScheme) var colorScheme
    let entry: C17Entry
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(colorScheme == .dark ? Color(white: 0.15) : Color(red: 1, green: 0.97, blue: 0.9))
            Text("“\(entry.quote)”")
                .font(.system(.callout, design: .serif).italic())
                .multilineTextAlignment(.center)
                .padding(8)
        }
    }
}

struct C17QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C17Quote", provider: C17Provider()) { entry in
            C17View(entry: entry).containerBackground(.fill.quaternary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
