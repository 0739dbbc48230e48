// Configurable thermostat widget: AppIntentConfiguration with an AppEntity zone picker (EntityQuery), Gauge styles, and +/- Button(intent:) controls.
import WidgetKit
import SwiftUI
import AppIntents

struct C55ZoneEntity: AppEntity {
    let id: String
    let name: String
    let symbol: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Thermostat Zone"
    static var defaultQuery = C55ZoneQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol))
    }

    static let all: [C55ZoneEntity] = [
        .init(id: "downstairs", name: "Downstairs", symbol: "sofa.fill"),
        .init(id: "upstairs", name: "Upstairs", symbol: "bed.double.fill"),
        .init(id: "office", name: "Office", symbol: "desktopcomputer")
    ]
}

struct C55ZoneQuery: EntityQuery {
    func entities(for identifiers: [C55ZoneEntity.ID]) async throws -> [C55ZoneEntity] {
        C55ZoneEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [C55ZoneEntity] { C55ZoneEntity.all }
    func defaultResult() async -> C55ZoneEntity? { C55ZoneEntity.all.first }
}

struct C55ThermostatConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Thermostat"
    static var description = IntentDescription("Choose which thermostat zone to show.")

    @Parameter(title: "Zone")
    var zone: C55ZoneEntity?

    @Parameter(title: "Show Humidity", default: true)
    var showHumidity: Bool

    init() {}

    init(zone: C55ZoneEntity, showHumidity: Bool = true) {
        self.zone = zone
        self.showHumidity = showHumidity
    }
}

struct C55AdjustTargetIntent: AppIntent {
    static var title: LocalizedStringResource = "Adjust Target Temperature"
    static var description = IntentDescription("Raises or lowers the target temperature by a step.")

    @Parameter(title: "Zone ID")
    var zoneID: String

    @Parameter(title: "Step", default: 1)
    var step: Int

    init() {}

    init(zoneID: String, step: Int) {
        self.zoneID = zoneID
        self.step = step
    }

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.example.homeglance") ?? .standard
        let current = defaults.object(forKey: "target.\(zoneID)") as? Int ?? 71
        defaults.set(min(max(current + step, 55), 85), forKey: "target.\(zoneID)")
        return .result()
    }
}

struct C55Entry: TimelineEntry {
    let date: Date
    let zone: C55ZoneEntity
    let current: Double
    let target: Int
    let humidity: Double
    let showHumidity: Bool

    var isHeating: Bool { Double(target) > current }
}

struct C55Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C55Entry {
        C55Entry(date: .now, zone: C55ZoneEntity.all[0], current: 68, target: 71, humidity: 0.42, showHumidity: true)
    }
    func snapshot(for configuration: C55ThermostatConfigIntent, in context: Context) async -> C55Entry {
        makeEntries(for: configuration, from: .now).first ?? placeholder(in: context)
    }

    func timeline(for configuration: C55ThermostatConfigIntent, in context: Context) async -> Timeline<C55Entry> {
        Timeline(entries: makeEntries(for: configuration, from: .now), policy: .atEnd)
    }

    private func makeEntries(for configuration: C55ThermostatConfigIntent, from start: Date) -> [C55Entry] {
        let zone = configuration.zone ?? C55ZoneEntity.all[0]
        let target = UserDefaults(suiteName: "group.com.example.homeglance")?.object(forKey: "target.\(zone.id)") as? Int ?? 71
        // Assume the room drifts half a degree toward the target every 20 minutes.
        return (0..<3).map { step in
            let drift = Double(step) * 0.5 * (Double(target) > 68 ? 1 : -1)
            return C55Entry(date: start.addingTimeInterval(Double(step) * 20 * 60), zone: zone,
                            current: 68 + drift, target: target, humidity: 0.42 + Double(step) * 0.01,
                            showHumidity: configuration.showHumidity)
        }
    }
}

struct C55ThermostatView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C55Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.current, in: 50...90) {
                Image(systemName: "thermometer.medium")
            } currentValueLabel: {
                Text("\(Int(entry.current))")
            } minimumValueLabel: { Text("50") } maximumValueLabel: { Text("90") }
            .gaugeStyle(.accessoryCircular)
            .widgetAccentable()
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label(entry.zone.name, systemImage: entry.isHeating ? "flame" : "snowflake").font(.headline)
                Gauge(value: entry.current, in: 50...90) { Text("Now") } currentValueLabel: { Text("\(Int(entry.current))°") }
                    .gaugeStyle(.accessoryLinear)
            }
        case .accessoryInline:
            Text("\(entry.zone.name) \(Int(entry.current))° → \(entry.target)°")
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Label(entry.zone.name, systemImage: "thermometer.medium").font(.caption.bold())
                    Spacer()
                    Image(systemName: entry.isHeating ? "flame" : "fan.fill")
                        .foregroundStyle(entry.isHeating ? Color.orange : Color.cyan)
                }
                Text(entry.current, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 40, weight: .semibold, design: .rounded))
                    .contentTransition(.numericText())
                HStack {
                    Button(intent: C55AdjustTargetIntent(zoneID: entry.zone.id, step: -1)) { Image(systemName: "minus.circle.fill") }
                    Text("\(entry.target)°").font(.headline).invalidatableContent()
                    Button(intent: C55AdjustTargetIntent(zoneID: entry.zone.id, step: 1)) { Image(systemName: "plus.circle.fill") }
                    if family == .systemMedium && entry.showHumidity {
                        Spacer()
                        Gauge(value: entry.humidity) { Image(systemName: "humidity.fill") } currentValueLabel: {
                            Text(entry.humidity, format: .percent.precision(.fractionLength(0)))
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.blue)
                    }
                }
                .buttonStyle(.plain)
                .foregroundStyle(.tint)
                Gauge(value: Double(entry.target), in: 55...85) { EmptyView() }
                    .gaugeStyle(.linearCapacity)
                    .tint(entry.isHeating ? Color.orange : Color.cyan)
            }
        }
    }
}

struct C55ThermostatWidget: Widget {
    let kind = "com.example.homeglance.thermostat"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C55ThermostatConfigIntent.self, provider: C55Provider()) { entry in
            C55ThermostatView(entry: entry)
                .containerBackground(for: .widget) { LinearGradient(colors: [.orange.opacity(0.25), .clear], startPoint: .top, endPoint: .bottom) }
        }
        .configurationDisplayName("Thermostat")
        .description("See the temperature of a zone and nudge its target.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
