// Now-playing music widget: artwork, scrub progress and transport Button(intent:) controls backed by AudioPlaybackIntent.
import WidgetKit
import SwiftUI
import AppIntents

struct C47PlayPauseIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play or Pause"
    static var description = IntentDescription("Toggles playback of the current track.")

    init() {}

    func perform() async throws -> some IntentResult {
        // The app's shared player observes this via the app group and flips its state.
        return .result()
    }
}

struct C47SkipIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Skip Track"

    @Parameter(title: "Forward", default: true)
    var forward: Bool

    init() {}

    init(forward: Bool) {
        self.forward = forward
    }

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "C47NowPlayingWidget")
        return .result()
    }
}

struct C47Entry: TimelineEntry {
    let date: Date
    let title: String
    let artist: String
    let elapsed: TimeInterval
    let duration: TimeInterval
    let isPlaying: Bool

    static let sample = C47Entry(date: .now, title: "Harbor Lights", artist: "The Paper Kites",
                                 elapsed: 74, duration: 231, isPlaying: true)

    static func clock(_ seconds: TimeInterval) -> String {
        let total = Int(seconds)
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}

struct C47Provider: TimelineProvider {
    func placeholder(in context: Context) -> C47Entry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (C47Entry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C47Entry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { step in
            C47Entry(date: now.addingTimeInterval(Double(step) * 30),
                     title: "Harbor Lights", artist: "The Paper Kites",
                     elapsed: min(74 + Double(step) * 30, 231), duration: 231, isPlaying: true)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C47Artwork: View {
    var size: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: size * 0.18, style: .continuous)
            .fill(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: "music.note")
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundStyle(.white.opacity(0.9))
            }
    }
}

struct C47WidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: C47Entry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 1) {
                Label("Now Playing", systemImage: "headphones")
                    .font(.caption2)
                    .widgetAccentable()
                Text(entry.title).font(.headline).lineLimit(1)
                Text(entry.artist).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        case .systemSmall:
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .top) {
                    C47Artwork(size: 52)
                    Spacer()
                    playPauseButton.font(.title2)
                }
                Spacer(minLength: 0)
                Text(entry.title).font(.headline).lineLimit(1)
                Text(entry.artist).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        default:
            HStack(spacing: 14) {
                C47Artwork(size: 110)
                VStack(alignment: .leading, spacing: 6) {
                    Text(entry.title).font(.headline).lineLimit(2)
                    Text(entry.artist).font(.subheadline).foregroundStyle(.secondary)
                    ProgressView(value: entry.elapsed, total: entry.duration)
                        .tint(.pink)
                    HStack {
                        Text(C47Entry.clock(entry.elapsed))
                        Spacer()
                        Text("-" + C47Entry.clock(entry.duration - entry.elapsed))
                    }
                    .font(.caption2.monospacedDigit())
                    .foregroundStyle(.secondary)
                    HStack(spacing: 22) {
                        Button(intent: C47SkipIntent(forward: false)) {
                            Image(systemName: "backward.fill")
                        }
                        playPauseButton
                        Button(intent: C47SkipIntent(forward: true)) {
                            Image(systemName: "forward.fill")
                        }
                    }
                    .font(.title3)
                    .frame(maxWidth: .infinity)
                }
            }
        }
    }

    private var playPauseButton: some View {
        Button(intent: C47PlayPauseIntent()) {
            Image(systemName: entry.isPlaying ? "pause.fill" : "play.fill")
                .invalidatableContent()
        }
        .buttonStyle(.plain)
        .foregroundStyle(.primary)
    }
}

struct C47NowPlayingWidget: Widget {
    let kind: String = "C47NowPlayingWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C47Provider()) { entry in
            C47WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(white: 0.1)
                }
        }
        .configurationDisplayName("Now Playing")
        .description("Control what's playing without opening the app.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview(as: .systemMedium) {
    C47NowPlayingWidget()
} timeline: {
    C47Entry.sample
    C47Entry(date: .now, title: "Northern Line", artist: "Lamplighters", elapsed: 12, duration: 198, isPlaying: false)
}
