// Pattern: pre-#Preview era sleep widget — completion-handler TimelineProvider, date/time formatting, relative text and a legacy PreviewProvider.
import WidgetKit
import SwiftUI

struct C34SleepStage: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let color: Color
}

struct C34Entry: TimelineEntry {
    let date: Date
    let bedtime: Date
    let wakeTime: Date
    let stages: [C34SleepStage]

    var asleep: TimeInterval { wakeTime.timeIntervalSince(bedtime) }
    var hoursText: String {
        let hours = Int(asleep) / 3600
        let minutes = (Int(asleep) % 3600) / 60
        return "\(hours)h \(minutes)m"
    }

    static func sample(on date: Date = Date()) -> C34Entry {
        let calendar = Calendar.current
        let wake = calendar.date(bySettingHour: 6, minute: 45, second: 0, of: date) ?? date
        let bed = calendar.date(byAdding: .minute, value: -455, to: wake) ?? date
        return C34Entry(date: date, bedtime: bed, wakeTime: wake, stages: [
            C34SleepStage(name: "Deep", minutes: 82, color: .indigo),
            C34SleepStage(name: "Core", minutes: 251, color: .blue),
            C34SleepStage(name: "REM", minutes: 98, color: .cyan),
            C34SleepStage(name: "Awake", minutes: 24, color: .orange)
        ])
    }
}

struct C34Provider: TimelineProvider {
    typealias Entry = C34Entry

    func placeholder(in context: Context) -> C34Entry {
        .sample()
    }

    func getSnapshot(in context: Context, completion: @escaping (C34Entry) -> Void) {
        completion(.sample())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C34Entry>) -> Void) {
        let now = Date()
        let entries = [0, 4].map { offset in
            C34Entry.sample(on: Calendar.current.date(byAdding: .hour, value: offset, to: now)!)
        }
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: now))!
        completion(Timeline(entries: entries, policy: .after(tomorrow)))
    }
}

struct C34WidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: C34Provider.Entry

    private var totalMinutes: Int { entry.stages.reduce(0) { $0 + $1.minutes } }

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Label(entry.hoursText, systemImage: "bed.double.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text("Woke \(entry.wakeTime, style: .relative) ago")
                    .font(.caption)
            }
        } else {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "bed.double.fill")
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.indigo)
                    Text("Sleep")
                        .font(.caption)
                        .fontWeight(.semibold)
                    Spacer()
                    Image(systemName: "moon.zzz.fill")
                        .foregroundStyle(.secondary)
                }
                Text(entry.hoursText)
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.bold)
                HStack(spacing: 4) {
                    Text(entry.bedtime, format: .dateTime.hour().minute())
                    Image(systemName: "arrow.right")
                    Text(entry.wakeTime, format: .dateTime.hour().minute())
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                if family == .systemMedium {
                    GeometryReader { proxy in
                        HStack(spacing: 2) {
                            ForEach(entry.stages) { stage in
                                RoundedRectangle(cornerRadius: 3)
                                    .fill(stage.color)
                                    .frame(width: proxy.size.width * CGFloat(stage.minutes) / CGFloat(totalMinutes))
                            }
                        }
                    }
                    .frame(height: 10)
                    HStack {
                        ForEach(entry.stages) { stage in
                            Text("\(stage.name) \(stage.minutes)m")
                                .font(.system(size: 10))
                                .foregroundStyle(stage.color)
                        }
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct C34SleepWidget: Widget {
    let kind: String = "C34SleepWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C34Provider()) { entry in
            C34WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.indigo.opacity(0.25), .black.opacity(0.05)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Sleep Summary")
        .description("Last night's sleep duration and stages.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

struct C34SleepWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            C34WidgetView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            C34WidgetView(entry: .sample())
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
        }
    }
}
