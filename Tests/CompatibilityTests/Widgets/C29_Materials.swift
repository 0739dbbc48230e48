// A translucent card over a gradient background: materials as widget designs use them.
import WidgetKit
import SwiftUI

struct C29Entry: TimelineEntry { let date: Date }

struct C29Provider: TimelineProvider {
    func placeholder(in context: Context) -> C29Entry { C29Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (C29Entry) -> Void) { completion(C29Entry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C29Entry>) -> Void) { completion(Timeline(entries: [C29Entry(date: .now)], policy: .never)) }
}

struct C29View: View {
    var body: some View {
        VStack {
            Text("Focus").font(.headline)
            Text("25:00").font(.largeTitle.monospacedDigit())
        }
        .padding(10)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 14))
    }
}

struct C29FocusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C29Focus", provider: C29Provider()) { _ in
            C29View().containerBackground(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing), for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
