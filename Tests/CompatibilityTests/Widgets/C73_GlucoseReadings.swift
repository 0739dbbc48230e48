// Glucose widget in the shape real ones take: readings as Int16/Int32/UInt plotted with a custom
// ChartSymbolShape, x-axis marks at the readings' own dates and y marks at the target range, a
// Label with a String title and an asset image, and a Button whose intent opens another intent.
import WidgetKit
import SwiftUI
import Charts
import AppIntents

struct C73Reading: Identifiable {
    let id: Int
    let date: Date
    let value: Int16
    let delta: Int32
    let samples: UInt
}

/// A reading's point: a diamond, as a glucose app marks calibrations.
struct C73Diamond: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct C73ShowReadingsIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Readings"
    func perform() async throws -> some IntentResult { .result() }
}

struct C73RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh"
    static var openAppWhenRun: Bool = false
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: C73ShowReadingsIntent())
    }
}

struct C73Entry: TimelineEntry {
    let date: Date
    let readings: [C73Reading]
    let unitName: String
}

enum C73Sample {
    static func readings(from start: Date) -> [C73Reading] {
        let values: [Int16] = [112, 124, 141, 158, 149, 131, 118]
        return values.enumerated().map { i, value in
            C73Reading(id: i, date: start.addingTimeInterval(Double(i) * 900), value: value,
                       delta: i == 0 ? 0 : Int32(value) - Int32(values[i - 1]), samples: UInt(3 + i % 2))
        }
    }
}

struct C73Provider: TimelineProvider {
    func placeholder(in context: Context) -> C73Entry { C73Entry(date: .now, readings: C73Sample.readings(from: .now), unitName: "mg/dL") }
    func getSnapshot(in context: Context, completion: @escaping (C73Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C73Entry>) -> Void) {
        let start = Date.now.addingTimeInterval(-6 * 900)
        completion(Timeline(entries: [C73Entry(date: .now, readings: C73Sample.readings(from: start), unitName: "mg/dL")], policy: .atEnd))
    }
}

struct C73View: View {
    var entry: C73Entry
    var title: String { "Glucose" }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(title, image: "c73-drop")
                    .font(.caption.weight(.semibold))
                Spacer()
                Button(intent: C73RefreshIntent()) {
                    Image(systemName: "arrow.clockwise")
                }
                .buttonStyle(.plain)
            }
            Text("\(entry.readings.last?.value ?? 0) \(entry.unitName)")
                .font(.title3.weight(.bold))
            Chart(entry.readings) { reading in
                LineMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
                PointMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
                    .symbol(C73Diamond())
                    .symbolSize(Double(reading.samples) * 12)
            }
            .chartXAxis {
                AxisMarks(values: entry.readings.map(\.date).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour().minute())
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [70, 180]) { value in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartYScale(domain: 40...220)
            Text("Δ \(entry.readings.last?.delta ?? 0)").font(.caption2).foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct C73GlucoseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C73Glucose", provider: C73Provider()) { C73View(entry: $0) }
            .configurationDisplayName("Glucose")
            .supportedFamilies([.systemMedium, .systemLarge])
    }
}
