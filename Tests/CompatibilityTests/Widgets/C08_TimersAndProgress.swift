// Timers that update themselves: Text(timerInterval:), ProgressView(timerInterval:), relative dates.
import WidgetKit
import SwiftUI

struct C08Entry: TimelineEntry {
    let date: Date
    let start: Date
    let end: Date
}

struct C08Provider: TimelineProvider {
    func entry() -> C08Entry { C08Entry(date: .now, start: .now.addingTimeInterval(-600), end: .now.addingTimeInterval(1200)) }
    func placeholder(in context: Context) -> C08Entry { entry() }
    func getSnapshot(in context: Context, completion: @escaping (C08Entry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C08Entry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .after(entry().end)))
    }
}

struct C08View: View {
    let entry: C08Entry
    var body: some View {
        VStack(alignment: .leading) {
            Label("Pasta", systemImage: "timer").font(.headline)
            Text(timerInterval: entry.start...entry.end, countsDown: true)
                .font(.system(.title, design: .rounded).monospacedDigit())
            ProgressView(timerInterval: entry.start...entry.end, countsDown: false) {
                Text("Boiling")
            } currentValueLabel: {
                Text(entry.end, style: .relative)
            }
            .tint(.orange)
        }
    }
}

struct C08TimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C08Timer", provider: C08Provider()) { entry in
            C08View(entry: entry).containerBackground(.fill.secondary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
