// Home scene launcher: LazyVGrid of Button(intent:) tiles driven by an AppEnum, plus an openAppWhenRun intent and a #Preview timeline.
import WidgetKit
import SwiftUI
import AppIntents

enum C56Scene: String, AppEnum, CaseIterable {
    case morning, away, movie, dinner, bedtime, vacation

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Scene"
    static var caseDisplayRepresentations: [C56Scene: DisplayRepresentation] = [
        .morning: DisplayRepresentation(title: "Good Morning", image: .init(systemName: "sunrise.fill")),
        .away: DisplayRepresentation(title: "Leave Home", image: .init(systemName: "figure.walk.departure")),
        .movie: DisplayRepresentation(title: "Movie Night", image: .init(systemName: "tv.fill")),
        .dinner: DisplayRepresentation(title: "Dinner", image: .init(systemName: "fork.knife")),
        .bedtime: DisplayRepresentation(title: "Bedtime", image: .init(systemName: "moon.stars.fill")),
        .vacation: DisplayRepresentation(title: "Vacation", image: .init(systemName: "airplane"))
    ]

    var style: (title: String, symbol: String, color: Color) {
        switch self {
        case .morning: ("Morning", "sunrise.fill", .yellow)
        case .away: ("Away", "lock.fill", .blue)
        case .movie: ("Movie", "tv.fill", .purple)
        case .dinner: ("Dinner", "fork.knife", .orange)
        case .bedtime: ("Bedtime", "moon.stars.fill", .indigo)
        case .vacation: ("Vacation", "airplane", .teal)
        }
    }
}

struct C56RunSceneIntent: AppIntent {
    static var title: LocalizedStringResource = "Run Scene"
    static var description = IntentDescription("Sets every accessory in a scene at once.")

    @Parameter(title: "Scene")
    var scene: C56Scene

    init() {}

    init(scene: C56Scene) {
        self.scene = scene
    }

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.example.homeglance") ?? .standard
        defaults.set(scene.rawValue, forKey: "lastScene")
        defaults.set(Date(), forKey: "lastSceneDate")
        return .result()
    }
}

struct C56OpenHomeIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Home"
    static var description = IntentDescription("Opens the app to the scene editor.")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Scene")
    var scene: C56Scene?

    init() {}

    init(scene: C56Scene?) {
        self.scene = scene
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct C56Entry: TimelineEntry {
    let date: Date
    let lastScene: C56Scene?
    let lastRun: Date?
}

struct C56Provider: TimelineProvider {
    func placeholder(in context: Context) -> C56Entry {
        C56Entry(date: .now, lastScene: .morning, lastRun: .now)
    }

    func getSnapshot(in context: Context, completion: @escaping (C56Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C56Entry>) -> Void) {
        let defaults = UserDefaults(suiteName: "group.com.example.homeglance") ?? .standard
        let last = defaults.string(forKey: "lastScene").flatMap(C56Scene.init(rawValue:))
        let lastRun = defaults.object(forKey: "lastSceneDate") as? Date
        let entries = [0, 60, 120].map { minutes in
            C56Entry(date: Date().addingTimeInterval(Double(minutes) * 60), lastScene: last, lastRun: lastRun)
        }
        completion(Timeline(entries: entries, policy: .after(Date().addingTimeInterval(3 * 3600))))
    }
}

struct C56SceneTile: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let scene: C56Scene
    let isActive: Bool
    let compact: Bool

    var body: some View {
        Button(intent: C56RunSceneIntent(scene: scene)) {
            VStack(spacing: 4) {
                Image(systemName: scene.style.symbol)
                    .font(compact ? .title3 : .title2)
                    .widgetAccentable()
                if !compact {
                    Text(scene.style.title).font(.caption2.weight(.medium)).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(renderingMode == .fullColor ? scene.style.color.opacity(isActive ? 0.55 : 0.2) : Color.white.opacity(0.15))
            )
        }
        .buttonStyle(.plain)
    }
}

struct C56HomeScenesView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C56Entry

    private var scenes: [C56Scene] {
        family == .systemSmall ? Array(C56Scene.allCases.prefix(4)) : C56Scene.allCases
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if family != .systemSmall {
                HStack {
                    Label("Scenes", systemImage: "house.fill").font(.headline).foregroundStyle(.tint)
                    Spacer()
                    if let lastRun = entry.lastRun, let scene = entry.lastScene {
                        Text("\(scene.style.title) · \(Text(lastRun, style: .relative))")
                            .font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: family == .systemMedium ? 3 : 2), spacing: 8) {
                ForEach(scenes, id: \.self) { scene in
                    C56SceneTile(scene: scene, isActive: scene == entry.lastScene, compact: family == .systemSmall)
                }
            }
            if family == .systemLarge {
                Spacer(minLength: 0)
                Button(intent: C56OpenHomeIntent(scene: entry.lastScene)) {
                    Label("Edit Scenes", systemImage: "slider.horizontal.3").frame(maxWidth: .infinity)
                }
                .tint(.orange)
            }
        }
    }
}

struct C56HomeScenesWidget: Widget {
    let kind = "com.example.homeglance.scenes"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C56Provider()) { entry in
            C56HomeScenesView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Scenes")
        .description("Run your favourite Home scenes with one tap.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    C56HomeScenesWidget()
} timeline: {
    C56Entry(date: .now, lastScene: nil, lastRun: nil)
    C56Entry(date: .now, lastScene: .movie, lastRun: .now.addingTimeInterval(-600))
}
