import Foundation
import LoupeUI

/// The seeds' game character whose health recovers 25 % per hour: from 25 %, the provider's
/// timeline has one entry an hour until it is full.
public struct CharacterHealthWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.character-detail", provider: CharacterHealthProvider()) { entry in
            CharacterHealthView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.35, green: 0.10, blue: 0.25), Color(red: 0.12, green: 0.05, blue: 0.18)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Character Details")
        .description("Displays a character's health and other details")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

public struct CharacterHealthEntry: TimelineEntry {
    public let date: Date
    public let healthLevel: Double
    /// When health will be full again.
    public let fullDate: Date
}

struct CharacterHealthProvider: TimelineProvider {
    static let recoveryPerHour = 0.25

    func placeholder(in context: Context) -> CharacterHealthEntry {
        CharacterHealthEntry(date: ExampleDates.morning, healthLevel: 0.75, fullDate: ExampleDates.morning.addingTimeInterval(3_600))
    }
    func getSnapshot(in context: Context, completion: @escaping (CharacterHealthEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CharacterHealthEntry>) -> Void) {
        let start = 0.25
        let hoursToFull = Int(((1 - start) / Self.recoveryPerHour).rounded(.up))
        let full = ExampleDates.morning.addingTimeInterval(Double(hoursToFull) * 3_600)
        let entries = (0...hoursToFull).map { hour in
            CharacterHealthEntry(date: ExampleDates.morning.addingTimeInterval(Double(hour) * 3_600),
                                 healthLevel: min(start + Double(hour) * Self.recoveryPerHour, 1), fullDate: full)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CharacterHealthView: View {
    let entry: CharacterHealthEntry
    @Environment(\.widgetFamily) private var family

    var healthColor: Color { entry.healthLevel < 0.35 ? .red : entry.healthLevel < 0.7 ? .orange : .green }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "heart.fill")
                    .font(.title2)
                    .foregroundStyle(healthColor)
                    .widgetAccentable()
                    .accessibilityHidden(true)   // the health text says what the colour does
                Text("Spouty").font(.headline)
                Spacer()
                if family != .systemSmall {
                    Text("Level 12").font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            Text(entry.healthLevel, format: .percent)
                .font(.system(size: family == .systemSmall ? 40 : 48, weight: .bold, design: .rounded))
                .monospacedDigit()
            Gauge(value: entry.healthLevel) { EmptyView() }
                .gaugeStyle(.linearCapacity)
                .tint(healthColor)
            if entry.healthLevel < 1 {
                Text("Full in \(entry.fullDate, style: .relative)").font(.caption).foregroundStyle(.secondary)
            } else {
                Text("Ready for battle").font(.caption.bold()).foregroundStyle(.green)
            }
            if family == .systemLarge {
                Divider().padding(.vertical, 4)
                ForEach(["Strength", "Agility", "Magic"], id: \.self) { stat in
                    HStack {
                        Text(stat).font(.subheadline)
                        Spacer()
                        Text("\(stat.count * 7)").font(.subheadline.monospacedDigit()).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .foregroundStyle(.white)
        .environment(\.colorScheme, .dark)
    }
}
