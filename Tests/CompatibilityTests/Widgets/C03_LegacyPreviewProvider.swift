// iOS 14–16 style: a PreviewProvider with WidgetPreviewContext, a family switch, a qualified entry.
import WidgetKit
import SwiftUI

struct C03Entry: WidgetKit.TimelineEntry {
    let date: Date
    let remaining: Int
}

struct C03Provider: TimelineProvider {
    typealias Entry = C03Entry
    func placeholder(in context: Context) -> C03Entry { C03Entry(date: Date(), remaining: 3) }
    func getSnapshot(in context: Context, completion: @escaping (C03Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C03Entry>) -> Void) {
        completion(Timeline(entries: [C03Entry(date: Date(), remaining: 5)], policy: .after(Date().addingTimeInterval(3600))))
    }
}

struct C03View: View {
    @Environment(\.widgetFamily) var family
    let entry: C03Entry
    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Text("\(entry.remaining)").font(.title)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Tasks").font(.headline)
                Text("\(entry.remaining) remaining")
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text("Tasks").font(.headline).foregroundColor(.accentColor)
                Text("\(entry.remaining)").font(.system(size: 40, weight: .bold, design: .rounded))
                Text("remaining").font(.caption).foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct C03TasksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C03Tasks", provider: C03Provider()) { entry in
            C03View(entry: entry).containerBackground(for: .widget) { Color.white }
        }
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

struct C03TasksWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            C03View(entry: C03Entry(date: Date(), remaining: 4))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            C03View(entry: C03Entry(date: Date(), remaining: 4))
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Circular")
        }
    }
}
