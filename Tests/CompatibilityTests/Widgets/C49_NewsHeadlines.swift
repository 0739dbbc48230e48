// News headlines widget: tappable Link rows per story, relative timestamps, redaction-aware placeholder and lock-screen accessories.
import WidgetKit
import SwiftUI

struct C49Headline: Identifiable {
    let id: Int
    let section: String
    let title: String
    let source: String
    let published: Date
    let symbol: String

    var url: URL { URL(string: "newsapp://story/\(id)")! }
}

struct C49Entry: TimelineEntry {
    let date: Date
    let headlines: [C49Headline]

    static let stories: [C49Headline] = [
        C49Headline(id: 9012, section: "World", title: "Coastal cities agree on shared flood-defence plan after week of talks", source: "Global Desk", published: .now.addingTimeInterval(-1_200), symbol: "globe.europe.africa.fill"),
        C49Headline(id: 9013, section: "Tech", title: "New battery chemistry promises faster charging for e-bikes", source: "Circuit", published: .now.addingTimeInterval(-3_000), symbol: "bolt.fill"),
        C49Headline(id: 9014, section: "Sport", title: "Underdogs clinch title on final day", source: "Match Report", published: .now.addingTimeInterval(-5_400), symbol: "sportscourt.fill"),
        C49Headline(id: 9015, section: "Culture", title: "Restored silent film returns to the big screen with live orchestra", source: "Arts Weekly", published: .now.addingTimeInterval(-9_000), symbol: "film.fill")
    ]
}

struct C49Provider: TimelineProvider {
    func placeholder(in context: Context) -> C49Entry {
        C49Entry(date: .now, headlines: C49Entry.stories)
    }

    func getSnapshot(in context: Context, completion: @escaping (C49Entry) -> Void) {
        completion(C49Entry(date: .now, headlines: C49Entry.stories))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C49Entry>) -> Void) {
        // Rotate the lead story every 20 minutes so the widget feels fresh between refreshes.
        let stories = C49Entry.stories
        let entries = (0..<3).map { offset in
            let rotated = Array(stories[offset...] + stories[..<offset])
            return C49Entry(date: .now.addingTimeInterval(Double(offset) * 1_200), headlines: rotated)
        }
        completion(Timeline(entries: entries, policy: .after(.now.addingTimeInterval(3_600))))
    }
}

struct C49HeadlineRow: View {
    let headline: C49Headline

    var body: some View {
        Link(destination: headline.url) {
            HStack(alignment: .top, spacing: 10) {
                Image(systemName: headline.symbol)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .frame(width: 18)
                VStack(alignment: .leading, spacing: 2) {
                    Text(headline.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(2)
                        .multilineTextAlignment(.leading)
                    HStack(spacing: 4) {
                        Text(headline.source)
                        Text("·")
                        Text(headline.published, style: .relative)
                    }
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct C49WidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.redactionReasons) var redactionReasons
    var entry: C49Entry

    var body: some View {
        let lead = entry.headlines[0]
        switch family {
        case .accessoryInline:
            Label(lead.title, systemImage: "newspaper")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(lead.section.uppercased())
                    .font(.caption2.bold())
                    .widgetAccentable()
                Text(lead.title)
                    .font(.footnote)
                    .lineLimit(2)
            }
            .widgetURL(lead.url)
        case .systemLarge:
            VStack(alignment: .leading, spacing: 10) {
                header
                ForEach(entry.headlines) { headline in
                    C49HeadlineRow(headline: headline)
                    Divider()
                }
                Spacer(minLength: 0)
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                header
                C49HeadlineRow(headline: lead)
                if entry.headlines.count > 1 {
                    Divider()
                    C49HeadlineRow(headline: entry.headlines[1])
                }
            }
        }
    }

    private var header: some View {
        HStack {
            Image(systemName: "newspaper.fill")
            Text("Top Stories").font(.headline)
            Spacer()
            if redactionReasons.isEmpty {
                Text(entry.date, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .foregroundStyle(.red)
    }
}

struct C49NewsHeadlinesWidget: Widget {
    let kind: String = "C49NewsHeadlinesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C49Provider()) { entry in
            C49WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(white: 0.98)
                }
        }
        .configurationDisplayName("Headlines")
        .description("The latest top stories, updated through the day.")
        .supportedFamilies([.systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemLarge) {
    C49NewsHeadlinesWidget()
} timeline: {
    C49Entry(date: .now, headlines: C49Entry.stories)
}

#Preview(as: .accessoryRectangular) {
    C49NewsHeadlinesWidget()
} timeline: {
    C49Entry(date: .now, headlines: C49Entry.stories)
    C49Entry(date: .now, headlines: Array(C49Entry.stories.reversed()))
}
