// One view, three layouts by family through AnyLayout; a Divider; Label styles.
import WidgetKit
import SwiftUI

struct C18Entry: TimelineEntry { let date: Date; let steps: Int; let distance: Double; let floors: Int }

struct C18Provider: TimelineProvider {
    func placeholder(in context: Context) -> C18Entry { C18Entry(date: .now, steps: 8421, distance: 6.2, floors: 12) }
    func getSnapshot(in context: Context, completion: @escaping (C18Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C18Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct C18View: View {
    @Environment(\.widgetFamily) var family
    let entry: C18Entry
    var body: some View {
        let layout = family == .systemSmall ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 16))
        layout {
            Label("\(entry.steps)", systemImage: "figure.walk")
            if family != .systemSmall { Divider() }
            Label(String(format: "%.1f km", entry.distance), systemImage: "map")
            Label("\(entry.floors)", systemImage: "stairs")
        }
        .labelStyle(.titleAndIcon)
        .font(.subheadline.monospacedDigit())
    }
}

struct C18ActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C18Activity", provider: C18Provider()) { entry in
            C18View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
