// An iOS 26 widget in Liquid Glass: a glass badge over a photo-like gradient, a tinted glass
// capsule, glass buttons (`.glass`, `.glass(.clear)`, `.glassProminent`) in a GlassEffectContainer
// with morphing ids, and backgroundExtensionEffect — as written for the iOS 26 SDK.
import WidgetKit
import SwiftUI
import AppIntents

struct C74PlayIntent: AppIntent {
    static var title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult { .result() }
}

struct C74Entry: TimelineEntry {
    let date: Date
    let title: String
    let minutes: Int
}

struct C74Provider: TimelineProvider {
    func placeholder(in context: Context) -> C74Entry { C74Entry(date: .now, title: "Morning Mix", minutes: 42) }
    func getSnapshot(in context: Context, completion: @escaping (C74Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C74Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C74View: View {
    var entry: C74Entry
    @Namespace private var glassSpace

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Now Playing")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 10).padding(.vertical, 5)
                    .glassEffect()
                Spacer()
                Text("\(entry.minutes) min")
                    .font(.caption2.weight(.bold))
                    .padding(6)
                    .glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 8))
            }
            Text(entry.title)
                .font(.title3.weight(.bold))
                .foregroundStyle(.white)
            GlassEffectContainer(spacing: 12) {
                HStack(spacing: 8) {
                    Button(intent: C74PlayIntent()) { Image(systemName: "play.fill") }
                        .buttonStyle(.glassProminent)
                        .glassEffectID("play", in: glassSpace)
                    Button(intent: C74PlayIntent()) { Image(systemName: "forward.fill") }
                        .buttonStyle(.glass)
                        .glassEffectID("next", in: glassSpace)
                    Button(intent: C74PlayIntent()) { Image(systemName: "heart") }
                        .buttonStyle(.glass(.clear))
                        .glassEffectUnion(id: "actions", namespace: glassSpace)
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                .backgroundExtensionEffect()
        }
    }
}

struct C74GlassWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C74Glass", provider: C74Provider()) { C74View(entry: $0) }
            .configurationDisplayName("Now Playing")
            .supportedFamilies([.systemMedium])
    }
}
