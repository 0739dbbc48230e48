// Reads widgetRenderingMode and showsWidgetContainerBackground; marks an accent group.
import WidgetKit
import SwiftUI

struct C12Entry: TimelineEntry { let date: Date; let rings: [Double] }

struct C12Provider: TimelineProvider {
    func placeholder(in context: Context) -> C12Entry { C12Entry(date: .now, rings: [0.8, 0.55, 0.3]) }
    func getSnapshot(in context: Context, completion: @escaping (C12Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C12Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct C12RingsView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let entry: C12Entry
    let colors: [Color] = [.red, .green, .cyan]
    var body: some View {
        ZStack {
            ForEach(entry.rings.indices, id: \.self) { i in
                Circle()
                    .trim(from: 0, to: entry.rings[i])
                    .stroke(renderingMode == .fullColor ? colors[i] : .white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(CGFloat(i) * 10)
            }
            .widgetAccentable()
            if !showsBackground { Text("Move").font(.caption2) }
        }
    }
}

struct C12RingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C12Rings", provider: C12Provider()) { entry in
            C12RingsView(entry: entry).containerBackground(.black, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
