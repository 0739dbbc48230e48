// A list of links: each row opens its own URL, rows separated by dividers, a header link.
import WidgetKit
import SwiftUI

struct C22Note: Identifiable { let id: Int; let title: String; let modified: Date }
struct C22Entry: TimelineEntry { let date: Date; let notes: [C22Note] }

struct C22Provider: TimelineProvider {
    func sample() -> C22Entry {
        C22Entry(date: .now, notes: [C22Note(id: 1, title: "Groceries", modified: .now.addingTimeInterval(-300)),
                                     C22Note(id: 2, title: "Trip ideas for a long weekend in the mountains", modified: .now.addingTimeInterval(-7200)),
                                     C22Note(id: 3, title: "Book club", modified: .now.addingTimeInterval(-86_400))])
    }
    func placeholder(in context: Context) -> C22Entry { sample() }
    func getSnapshot(in context: Context, completion: @escaping (C22Entry) -> Void) { completion(sample()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C22Entry>) -> Void) { completion(Timeline(entries: [sample()], policy: .never)) }
}

struct C22View: View {
    let entry: C22Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Link(destination: URL(string: "notes://new")!) {
                HStack {
                    Text("Notes").font(.headline).foregroundStyle(.yellow)
                    Spacer()
                    Image(systemName: "square.and.pencil").foregroundStyle(.yellow)
                }
            }
            .padding(.bottom, 6)
            ForEach(entry.notes) { note in
                Link(destination: URL(string: "notes://note/\(note.id)")!) {
                    VStack(alignment: .leading, spacing: 1) {
                        Text(note.title).font(.subheadline).lineLimit(1)
                        Text(note.modified, style: .relative).font(.caption2).foregroundStyle(.secondary)
                    }
                }
                if note.id != entry.notes.last?.id { Divider().padding(.vertical, 4) }
            }
            Spacer(minLength: 0)
        }
    }
}

struct C22NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C22Notes", provider: C22Provider()) { entry in
            C22View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
