// Previews spelled exactly as in Xcode; the only difference is the import.
import WidgetKit
import SwiftUI

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: .init(timeIntervalSince1970: 0), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        completion(Timeline(entries: [CounterEntry(date: .init(timeIntervalSince1970: 0), count: 10)], policy: .never))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { entry in
            Text("\(entry.count)").accessibilityIdentifier("count").containerBackground(.white, for: .widget)
        }
    }
}

#Preview("Counter timeline", as: .systemSmall) {
    CounterWidget()
} timeline: {
    CounterEntry(date: .init(timeIntervalSince1970: 0), count: 1)
    CounterEntry(date: .init(timeIntervalSince1970: 60), count: 2)
    CounterEntry(date: .init(timeIntervalSince1970: 120), count: 3)
}

#Preview(as: .systemMedium) {
    CounterWidget()
} timelineProvider: {
    CounterProvider()
}

#Preview("Greeting") {
    Text("Hello, Loupe")
        .font(.title)
}

#Preview {
    Circle().fill(.blue).frame(width: 20, height: 20)
}

// A legacy preview provider, as Xcode's widget template wrote them before #Preview.
struct CounterEntryView: View {
    var count: Int
    var time = Date()
    var body: some View {
        VStack {
            Text("\(count)").accessibilityIdentifier("count")
            Text(time, style: .time).accessibilityIdentifier("time")
        }
        .containerBackground(.yellow, for: .widget)
    }
}

struct CounterWidget_Previews: PreviewProvider {
    static var previews: some View {
        CounterEntryView(count: 7, time: Date())
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        Group {
            CounterEntryView(count: 8)
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Counter on the Lock Screen")
            CounterEntryView(count: 9)
                .previewLayout(.sizeThatFits)
        }
        .previewDevice("iPhone 15 Pro")
    }
}
