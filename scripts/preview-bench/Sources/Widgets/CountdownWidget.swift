import SwiftUI
import WidgetKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    let target: Date
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry { CountdownEntry(date: .now, title: "Launch", target: .now.addingTimeInterval(86_400 * 3)) }
    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct CountdownView: View {
    var entry: CountdownEntry
    var body: some View {
        VStack(spacing: 2) {
            Text(entry.title.uppercased()).font(.caption2.weight(.semibold)).foregroundStyle(.orange)
            Text(entry.target, style: .relative).font(.title3.weight(.bold)).multilineTextAlignment(.center)
        }
        .containerBackground(.black, for: .widget)
        .foregroundStyle(.white)
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { CountdownView(entry: $0) }
            .configurationDisplayName("Countdown")
            .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, title: "Launch", target: .now.addingTimeInterval(86_400 * 3))
}
