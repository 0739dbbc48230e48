// Podcast "Up Next" queue widget: AppIntentConfiguration with an AppEnum parameter, ForEach episode rows, capsule badges.
import WidgetKit
import SwiftUI
import AppIntents

enum C48QueueOrder: String, AppEnum {
    case queue, newest, shortest

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static var caseDisplayRepresentations: [C48QueueOrder: DisplayRepresentation] = [
        .queue: "Queue Order",
        .newest: "Newest First",
        .shortest: "Shortest First"
    ]
}

struct C48QueueConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Up Next"
    static var description = IntentDescription("Choose how episodes in your queue are listed.")

    @Parameter(title: "Order", default: .queue)
    var order: C48QueueOrder

    @Parameter(title: "Downloaded Only", default: false)
    var downloadedOnly: Bool
}

struct C48PlayEpisodeIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play Episode"

    @Parameter(title: "Episode ID")
    var episodeID: String

    init() {}

    init(episodeID: String) {
        self.episodeID = episodeID
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct C48Episode: Identifiable, Hashable {
    let id: String
    let show: String
    let title: String
    let minutesLeft: Int
    let progress: Double
    let symbol: String
    let color: Color
    var isDownloaded: Bool = true
}

struct C48Entry: TimelineEntry {
    let date: Date
    let order: C48QueueOrder
    let episodes: [C48Episode]

    static let queue: [C48Episode] = [
        C48Episode(id: "ep-301", show: "Signal Path", title: "Why radio still matters in a streaming world", minutesLeft: 23, progress: 0.45, symbol: "antenna.radiowaves.left.and.right", color: .orange),
        C48Episode(id: "ep-118", show: "Night Shift Science", title: "Sleeping on trains", minutesLeft: 51, progress: 0.0, symbol: "moon.stars.fill", color: .indigo, isDownloaded: false),
        C48Episode(id: "ep-042", show: "Field Notes", title: "A week with city beekeepers", minutesLeft: 38, progress: 0.1, symbol: "leaf.fill", color: .green),
        C48Episode(id: "ep-777", show: "The Long Read", title: "Inside the last typewriter repair shop", minutesLeft: 64, progress: 0.0, symbol: "book.fill", color: .brown)
    ]
}

struct C48Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C48Entry {
        C48Entry(date: .now, order: .queue, episodes: C48Entry.queue)
    }

    func snapshot(for configuration: C48QueueConfigIntent, in context: Context) async -> C48Entry {
        C48Entry(date: .now, order: configuration.order, episodes: C48Entry.queue)
    }

    func timeline(for configuration: C48QueueConfigIntent, in context: Context) async -> Timeline<C48Entry> {
        var episodes = C48Entry.queue
        if configuration.downloadedOnly {
            episodes = episodes.filter(\.isDownloaded)
        }
        if configuration.order == .shortest {
            episodes.sort { $0.minutesLeft < $1.minutesLeft }
        }
        let first = C48Entry(date: .now, order: configuration.order, episodes: episodes)
        let later = C48Entry(date: .now.addingTimeInterval(3600), order: configuration.order, episodes: Array(episodes.dropFirst()))
        return Timeline(entries: [first, later], policy: .after(.now.addingTimeInterval(7200)))
    }
}

struct C48EpisodeRow: View {
    let episode: C48Episode

    var body: some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(episode.color.gradient)
                .frame(width: 40, height: 40)
                .overlay(Image(systemName: episode.symbol).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 3) {
                    Text(episode.show.uppercased())
                    if episode.isDownloaded {
                        Image(systemName: "arrow.down.circle.fill")
                    }
                }
                .font(.caption2.weight(.semibold))
                .foregroundStyle(episode.color)
                Text(episode.title)
                    .font(.footnote.weight(.medium))
                    .lineLimit(2)
                if episode.progress > 0 {
                    ProgressView(value: episode.progress)
                        .tint(episode.color)
                }
            }
            Spacer(minLength: 4)
            Text("\(episode.minutesLeft)m")
                .font(.caption2.monospacedDigit())
                .padding(.horizontal, 6).padding(.vertical, 2)
                .background(Capsule().fill(.quaternary))
            Button(intent: C48PlayEpisodeIntent(episodeID: episode.id)) {
                Image(systemName: "play.circle.fill")
                    .font(.title2)
                    .foregroundStyle(episode.color)
            }
            .buttonStyle(.plain)
        }
    }
}

struct C48WidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: C48Entry

    private var visible: [C48Episode] {
        Array(entry.episodes.prefix(family == .systemLarge ? 4 : 2))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label("Up Next", systemImage: "list.bullet")
                    .font(.headline)
                Spacer()
                Text("\(entry.episodes.count)")
                    .font(.subheadline.bold())
                    .monospacedDigit()
                    .contentTransition(.numericText())
                Image(systemName: "headphones")
            }
            ForEach(visible) { episode in
                C48EpisodeRow(episode: episode)
                if episode.id != visible.last?.id { Divider() }
            }
            Spacer(minLength: 0)
        }
    }
}

struct C48UpNextWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "C48UpNextWidget", intent: C48QueueConfigIntent.self, provider: C48Provider()) { entry in
            C48WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(white: 0.97), Color(white: 0.9)], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Podcast Queue")
        .description("See and play the next episodes in your queue.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemLarge) {
    C48UpNextWidget()
} timeline: {
    C48Entry(date: .now, order: .queue, episodes: C48Entry.queue)
    C48Entry(date: .now, order: .queue, episodes: Array(C48Entry.queue.dropFirst()))
}
