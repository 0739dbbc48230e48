// A custom Layout: the day's tags flowing in rows, a common pattern in habit and journaling widgets.
import WidgetKit
import SwiftUI

struct C32TagFlow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct C32Entry: TimelineEntry {
    let date: Date
    let tags: [String]
}

struct C32Provider: TimelineProvider {
    func placeholder(in context: Context) -> C32Entry { C32Entry(date: .now, tags: ["Sleep", "Walk"]) }
    func getSnapshot(in context: Context, completion: @escaping (C32Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C32Entry>) -> Void) {
        let tags = ["Slept well", "Run", "Reading", "Coffee", "Family", "Rain", "Focus"]
        completion(Timeline(entries: [C32Entry(date: .now, tags: tags)], policy: .never))
    }
}

struct C32View: View {
    let entry: C32Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Today")
                .font(.headline)
            C32TagFlow {
                ForEach(entry.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption.weight(.medium))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.tint.opacity(0.15), in: Capsule())
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .tint(.purple)
        .containerBackground(.background, for: .widget)
    }
}

struct C32JournalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C32Journal", provider: C32Provider()) { entry in
            C32View(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
