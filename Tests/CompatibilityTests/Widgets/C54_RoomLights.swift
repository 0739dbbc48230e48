// Smart-home room light switches: interactive Toggle(isOn:intent:) rows backed by a SetValueIntent, previewed with a legacy PreviewProvider.
import WidgetKit
import SwiftUI
import AppIntents

struct C54Light: Identifiable, Hashable {
    let id: String
    let name: String
    let room: String
    let symbol: String
    var isOn: Bool
}

enum C54LightStore {
    static var defaults: UserDefaults {
        UserDefaults(suiteName: "group.com.example.homeglance") ?? .standard
    }

    static let catalog: [C54Light] = [
        C54Light(id: "living-ceiling", name: "Ceiling", room: "Living Room", symbol: "lightbulb.fill", isOn: false),
        C54Light(id: "kitchen-strip", name: "Counter Strip", room: "Kitchen", symbol: "light.strip.2", isOn: false),
        C54Light(id: "bedroom-lamp", name: "Lamp", room: "Bedroom", symbol: "lamp.table.fill", isOn: false),
        C54Light(id: "porch", name: "Porch", room: "Outside", symbol: "light.cylindrical.ceiling.fill", isOn: false)
    ]

    static func lights() -> [C54Light] {
        catalog.map { light in
            var copy = light
            copy.isOn = defaults.bool(forKey: "light.\(light.id)")
            return copy
        }
    }

    static func setLight(_ id: String, isOn: Bool) {
        defaults.set(isOn, forKey: "light.\(id)")
    }
}

struct C54ToggleLightIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle Light"
    static var description = IntentDescription("Turns a single light in your home on or off.")

    @Parameter(title: "Light")
    var lightID: String

    @Parameter(title: "On")
    var value: Bool

    init() {}

    init(lightID: String, isOn: Bool) {
        self.lightID = lightID
        self.value = isOn
    }

    func perform() async throws -> some IntentResult {
        C54LightStore.setLight(lightID, isOn: value)
        return .result()
    }
}

struct C54Entry: TimelineEntry {
    let date: Date
    let lights: [C54Light]

    var onCount: Int { lights.filter(\.isOn).count }

    static let sample = C54Entry(date: .now, lights: C54LightStore.catalog.enumerated().map { index, light in
        var copy = light
        copy.isOn = index.isMultiple(of: 2)
        return copy
    })
}

struct C54Provider: TimelineProvider {
    func placeholder(in context: Context) -> C54Entry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (C54Entry) -> Void) {
        completion(context.isPreview ? .sample : C54Entry(date: .now, lights: C54LightStore.lights()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C54Entry>) -> Void) {
        let now = Date()
        let lights = C54LightStore.lights()
        let entries = (0..<2).map { step in
            C54Entry(date: now.addingTimeInterval(Double(step) * 30 * 60), lights: lights)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C54LightRow: View {
    let light: C54Light

    var body: some View {
        Toggle(isOn: light.isOn, intent: C54ToggleLightIntent(lightID: light.id, isOn: !light.isOn)) {
            HStack(spacing: 6) {
                Image(systemName: light.symbol)
                    .foregroundStyle(light.isOn ? Color.yellow : Color.secondary)
                    .frame(width: 18)
                VStack(alignment: .leading, spacing: 0) {
                    Text(light.name).font(.caption.weight(.semibold))
                    Text(light.room).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .toggleStyle(.switch)
        .tint(.orange)
    }
}

struct C54RoomLightsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C54Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: entry.onCount > 0 ? "lightbulb.fill" : "lightbulb")
                    Text("\(entry.onCount)")
                        .font(.headline)
                        .invalidatableContent()
                }
                .widgetAccentable()
            }
        case .systemMedium:
            VStack(alignment: .leading, spacing: 6) {
                header
                ForEach(entry.lights, id: \.id) { light in
                    C54LightRow(light: light)
                }
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                header
                ForEach(entry.lights.prefix(2), id: \.id) { light in
                    C54LightRow(light: light)
                }
                Spacer(minLength: 0)
            }
        }
    }

    private var header: some View {
        HStack {
            Label("Lights", systemImage: "house.fill")
                .font(.caption.bold())
                .foregroundStyle(.tint)
            Spacer()
            Text("\(entry.onCount) on")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .invalidatableContent()
        }
    }
}

struct C54RoomLightsWidget: Widget {
    let kind = "com.example.homeglance.room-lights"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C54Provider()) { entry in
            C54RoomLightsView(entry: entry)
                .containerBackground(for: .widget) { Color(white: 0.12) }
        }
        .configurationDisplayName("Room Lights")
        .description("Switch the lights in each room without opening the app.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

struct C54RoomLightsWidget_Previews: PreviewProvider {
    static var previews: some View {
        C54RoomLightsView(entry: .sample)
            .containerBackground(for: .widget) { Color(white: 0.12) }
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
