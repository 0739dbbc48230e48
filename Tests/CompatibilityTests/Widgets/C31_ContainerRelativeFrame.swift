// iOS 17 sizing: a cover column a third of the widget wide beside the book's details, and a
// progress bar half the widget wide, both with containerRelativeFrame.
import WidgetKit
import SwiftUI

struct C31Entry: TimelineEntry {
    let date: Date
    let title: String
    let pagesRead: Int
    let pageCount: Int
}

struct C31Provider: TimelineProvider {
    func placeholder(in context: Context) -> C31Entry { C31Entry(date: .now, title: "Book", pagesRead: 0, pageCount: 100) }
    func getSnapshot(in context: Context, completion: @escaping (C31Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C31Entry>) -> Void) {
        let entries = [C31Entry(date: .now, title: "The Left Hand of Darkness", pagesRead: 112, pageCount: 304),
                       C31Entry(date: .now.addingTimeInterval(3600), title: "The Left Hand of Darkness", pagesRead: 151, pageCount: 304)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C31View: View {
    let entry: C31Entry

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                .overlay { Image(systemName: "book.closed.fill").foregroundStyle(.white) }
                .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(2)
                Text("\(entry.pagesRead) of \(entry.pageCount) pages")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Capsule()
                    .fill(.quaternary)
                    .overlay(alignment: .leading) {
                        Capsule().fill(.orange)
                            .containerRelativeFrame(.horizontal) { width, _ in
                                width / 2 * CGFloat(entry.pagesRead) / CGFloat(entry.pageCount)
                            }
                    }
                    .containerRelativeFrame(.horizontal) { width, _ in width / 2 }
                    .frame(height: 6)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct C31ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C31Reading", provider: C31Provider()) { entry in
            C31View(entry: entry)
        }
        .configurationDisplayName("Reading")
        .supportedFamilies([.systemMedium])
    }
}
