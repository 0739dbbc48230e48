// A timeline with relevance scores and a reload date: the schedule of a sports fixture.
import WidgetKit
import SwiftUI

struct C26Entry: TimelineEntry {
    let date: Date
    let home: Int
    let away: Int
    let minute: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: minute > 80 ? 1 : 0.4, duration: 600) }
}

struct C26Provider: TimelineProvider {
    func placeholder(in context: Context) -> C26Entry { C26Entry(date: .now, home: 0, away: 0, minute: 0) }
    func getSnapshot(in context: Context, completion: @escaping (C26Entry) -> Void) { completion(C26Entry(date: .now, home: 1, away: 1, minute: 63)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C26Entry>) -> Void) {
        let kickoff = Date()
        let entries = [(0, 0, 1), (1, 0, 34), (1, 1, 63), (2, 1, 88)].map { C26Entry(date: kickoff.addingTimeInterval(Double($0.2) * 60), home: $0.0, away: $0.1, minute: $0.2) }
        completion(Timeline(entries: entries, policy: .after(kickoff.addingTimeInterval(100 * 60))))
    }
}

struct C26View: View {
    let entry: C26Entry
    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text("LIS").font(.headline)
                Spacer()
                Text("\(entry.home) – \(entry.away)").font(.title.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                Text("POR").font(.headline)
            }
            Text("\(entry.minute)'").font(.caption).foregroundStyle(.green)
        }
    }
}

struct C26ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C26Score", provider: C26Provider()) { entry in
            C26View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
