import SwiftUI
import WidgetKit

struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [(time: String, title: String)]
}

struct AgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AgendaEntry { AgendaEntry(date: .now, events: [("9:00", "Stand-up"), ("12:30", "Lunch with Sam"), ("16:00", "Design review")]) }
    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct AgendaView: View {
    var entry: AgendaEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Today").font(.headline).foregroundStyle(.red)
            ForEach(entry.events, id: \.title) { event in
                HStack(alignment: .firstTextBaseline) {
                    Text(event.time).font(.caption.monospacedDigit()).foregroundStyle(.secondary)
                    Text(event.title).font(.subheadline).lineLimit(1)
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Agenda", provider: AgendaProvider()) { AgendaView(entry: $0) }
            .configurationDisplayName("Agenda")
            .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    AgendaWidget()
} timeline: {
    AgendaEntry(date: .now, events: [("9:00", "Stand-up"), ("12:30", "Lunch with Sam"), ("16:00", "Design review")])
}
