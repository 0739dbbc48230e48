// Hourly forecast row: ForEach over hourly slots with multicolor symbols, .dateTime hour/weekday formats, CLLocation value types and contentMarginsDisabled.
import WidgetKit
import SwiftUI
import CoreLocation

struct C45Hour: Identifiable {
    let time: Date
    let symbol: String
    let temperature: Int
    let precipitationChance: Double
    var id: Date { time }
}

struct C45Day: Identifiable {
    let date: Date
    let symbol: String
    let low: Int
    let high: Int
    var id: Date { date }
}

struct C45Entry: TimelineEntry {
    let date: Date
    let placeName: String
    let location: CLLocation
    let hours: [C45Hour]
    let days: [C45Day]

    var coordinate: CLLocationCoordinate2D { location.coordinate }
}

struct C45Provider: TimelineProvider {
    private static let symbols = ["sun.max.fill", "cloud.sun.fill", "cloud.fill", "cloud.rain.fill",
                                  "cloud.bolt.rain.fill", "cloud.sun.rain.fill", "cloud.moon.fill"]
    private static let hourlyDeltas = [0, 1, 1, -1, -2, -3]
    private static let rainChances: [Double] = [0, 0.1, 0.2, 0.6, 0.8, 0.4]

    func placeholder(in context: Context) -> C45Entry { Self.makeEntry(startingAt: .now) }

    func getSnapshot(in context: Context, completion: @escaping (C45Entry) -> Void) {
        completion(Self.makeEntry(startingAt: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C45Entry>) -> Void) {
        let calendar = Calendar.current
        let topOfHour = calendar.nextDate(after: .now, matching: DateComponents(minute: 0),
                                          matchingPolicy: .nextTime) ?? .now
        let entries = (0..<3).map { offset in
            Self.makeEntry(startingAt: calendar.date(byAdding: .hour, value: offset, to: topOfHour)!)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    static func makeEntry(startingAt start: Date) -> C45Entry {
        let calendar = Calendar.current
        let hours = (0..<6).map { index in
            C45Hour(time: calendar.date(byAdding: .hour, value: index, to: start)!,
                    symbol: symbols[index % symbols.count],
                    temperature: 16 + hourlyDeltas[index],
                    precipitationChance: rainChances[index])
        }
        let days = (0..<5).map { index in
            C45Day(date: calendar.date(byAdding: .day, value: index, to: start)!,
                   symbol: symbols[(index * 2) % symbols.count],
                   low: 8 + index % 3, high: 17 + hourlyDeltas[5 - index])
        }
        return C45Entry(date: start, placeName: "Seattle",
                        location: CLLocation(latitude: 47.6062, longitude: -122.3321),
                        hours: hours, days: days)
    }
}

struct C45HourCell: View {
    let hour: C45Hour

    var body: some View {
        VStack(spacing: 6) {
            Text(hour.time, format: .dateTime.hour())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            Image(systemName: hour.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title3)
                .frame(height: 24)
            Text("\(hour.temperature)°")
                .font(.callout.weight(.medium))
                .monospacedDigit()
            Text(hour.precipitationChance, format: .percent)
                .font(.system(size: 10, weight: .semibold))
                .foregroundStyle(.cyan)
                .opacity(hour.precipitationChance >= 0.2 ? 1 : 0)
        }
        .frame(maxWidth: .infinity)
    }
}

struct C45ForecastView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C45Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(entry.placeName, systemImage: "location.fill")
                    .font(.subheadline.bold())
                Spacer()
                if let now = entry.hours.first {
                    Text("\(now.temperature)°").font(.title3.weight(.semibold))
                }
            }
            HStack(spacing: 0) {
                ForEach(entry.hours) { hour in
                    C45HourCell(hour: hour)
                }
            }
            if family == .systemLarge {
                Divider().overlay(.white.opacity(0.4))
                ForEach(entry.days) { day in
                    HStack {
                        Text(day.date, format: .dateTime.weekday(.abbreviated))
                            .frame(width: 44, alignment: .leading)
                        Image(systemName: day.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(width: 30)
                        Spacer()
                        Text("\(day.low)°").foregroundStyle(.secondary)
                        Capsule()
                            .fill(LinearGradient(colors: [.cyan, .yellow, .orange],
                                                 startPoint: .leading, endPoint: .trailing))
                            .frame(width: CGFloat(day.high - day.low) * 8, height: 4)
                            .frame(width: 110, alignment: .trailing)
                        Text("\(day.high)°")
                    }
                    .font(.callout)
                    .monospacedDigit()
                }
                Spacer(minLength: 0)
            }
        }
        .padding()
        .foregroundStyle(.white)
        .widgetURL(URL(string: "weatherwidget://forecast?lat=\(entry.coordinate.latitude)&lon=\(entry.coordinate.longitude)"))
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.2, green: 0.45, blue: 0.82), Color(red: 0.36, green: 0.62, blue: 0.9)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

struct C45HourlyForecastWidget: Widget {
    let kind: String = "C45HourlyForecastWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C45Provider()) { entry in
            C45ForecastView(entry: entry)
        }
        .configurationDisplayName("Hourly Forecast")
        .description("The next few hours, plus the week ahead in the large size.")
        .supportedFamilies([.systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemLarge) {
    C45HourlyForecastWidget()
} timeline: {
    C45Provider.makeEntry(startingAt: .now)
    C45Provider.makeEntry(startingAt: .now.addingTimeInterval(3_600))
}
