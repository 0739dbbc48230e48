// Edge-to-edge art with the system's margins read from the environment for the text.
import WidgetKit
import SwiftUI

struct C25Entry: TimelineEntry { let date: Date }

struct C25Provider: TimelineProvider {
    func placeholder(in context: Context) -> C25Entry { C25Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (C25Entry) -> Void) { completion(C25Entry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C25Entry>) -> Void) { completion(Timeline(entries: [C25Entry(date: .now)], policy: .never)) }
}

struct C25View: View {
    @Environment(\.widgetContentMargins) var margins
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RadialGradient(colors: [.mint, .teal, .blue], center: .topTrailing, startRadius: 10, endRadius: 220)
            Text("Ocean").font(.title2.bold()).foregroundStyle(.white)
                .padding(margins)
        }
    }
}

struct C25ArtWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C25Art", provider: C25Provider()) { _ in
            C25View().containerBackground(.teal, for: .widget)
        }
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
