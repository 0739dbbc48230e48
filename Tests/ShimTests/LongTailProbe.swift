// The long tail of API shipping widgets touch, one use of each member per family, written as for
// Xcode: the file compiling is the probe (README, "Coverage": each row says drawn, accepted without
// effect, or not yet). The tests below check what a still render can show of each family.
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit
import AppIntents
import UIKit
import HealthKit
import CoreLocation
import MapKit
import EventKit
import WeatherKit

// MARK: Titles wherever a title is taken

struct ProbeOpenIntent: AppIntent {
    static var title: LocalizedStringResource = LocalizedStringResource("probe.open", defaultValue: "Open the app")
    static var description = IntentDescription("Opens the app.", categoryName: "Navigation", searchKeywords: ["open"])
    static var openAppWhenRun: Bool = true
    @Parameter(title: LocalizedStringResource("probe.city", defaultValue: "City")) var city: String
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct ProbeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ProbeOpenIntent(), phrases: ["Open \(.applicationName)", "Show \(\.$city) in \(.applicationName)"],
                    shortTitle: "Open", systemImageName: "arrow.up.forward.app")
    }
    static var shortcutTileColor: ShortcutTileColor = .teal
}

struct ProbeTitlesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "probe.titles", provider: ProbeProvider()) { entry in Text(entry.date, style: .time) }
            .configurationDisplayName(LocalizedStringResource("probe.name", defaultValue: "Probe"))
            .description(Text("Every title form."))
    }
}

struct ProbeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "probe.control") {
            ControlWidgetButton(LocalizedStringResource("probe.run", defaultValue: "Run"), action: ProbeOpenIntent()) { _ in Text("Running") }
        }
        .displayName(LocalizedStringResource("probe.control", defaultValue: "Probe control"))
        .description(Text("A control titled by a resource."))
    }
}

struct ProbeEntry: TimelineEntry { let date: Date }
struct ProbeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

// MARK: Text and formatting, every formatter and style

struct ProbeFormatting: View {
    let date: Date
    var body: some View {
        let measurement = MeasurementFormatter()
        let bytes = ByteCountFormatter()
        let components = DateComponentsFormatter()
        components.unitsStyle = .abbreviated
        let relative = RelativeDateTimeFormatter()
        let number = NumberFormatter()
        number.numberStyle = .percent
        let dates = DateFormatter()
        dates.dateStyle = .medium
        return VStack {
            Text(date, formatter: dates)
            Text(0.42 as NSNumber, formatter: number)
            Text(Measurement(value: 5, unit: UnitLength.kilometers), formatter: measurement)
            Text(Int64(1_500_000) as NSNumber, formatter: bytes)
            Text(TimeInterval(5400) as NSNumber, formatter: components)
            Text(date.addingTimeInterval(-3600), formatter: relative)
            Text(date, style: .time)
            Text(date, style: .date)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(timerInterval: date...date.addingTimeInterval(600), countsDown: true, showsHours: false)
            Text(date, format: .dateTime.weekday(.wide).hour().minute())
            Text("Updated \(date, format: .dateTime.hour().minute()) · \(0.25, format: .percent) · \(date, formatter: dates)")
            Text(Measurement(value: 21, unit: UnitTemperature.celsius).formatted(.measurement(width: .narrow)))
        }
    }
}

// MARK: Shapes and gestures shared with the app

struct ProbeShapes: View {
    @GestureState private var dragging = false
    var body: some View {
        ZStack {
            Circle().subtracting(Circle().offset(x: 8, y: -6)).fill(.yellow)
            AnyShape(Rectangle()).union(Capsule()).stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1))
            Path { $0.addLines([.zero, CGPoint(x: 40, y: 40)]) }.lineIntersection(Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
                .stroke(.red)
        }
        .gesture(DragGesture().updating($dragging) { _, state, _ in state = true })
        .simultaneousGesture(TapGesture())
        .highPriorityGesture(LongPressGesture())
        .labelsHidden()
    }
}

// MARK: Frameworks beside SwiftUI, values only

func probeFrameworkValues() -> [String] {
    let steps = HKQuantity(unit: .count(), doubleValue: 8_000)
    let place = CLLocation(latitude: 48.85, longitude: 2.35)
    let region = MKCoordinateRegion(center: place.coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
    let weather: WeatherCondition = .partlyCloudy
    return ["\(steps.doubleValue(for: .count()))", "\(region.span.latitudeDelta > 0)", weather.description,
            "\(EKEventStore.authorizationStatus(for: .event) == .notDetermined)"]
}

final class LongTailProbeTests: XCTestCase {
    /// Shortcut phrases keep their text, tokens marked as the App Intents metadata writes them.
    func testAppShortcutsKeepTheirPhrasesAndTitles() {
        let shortcuts = ProbeShortcuts.appShortcuts
        XCTAssertEqual(shortcuts.map(\.phrases), [["Open ${applicationName}", "Show ${parameter} in ${applicationName}"]])
        XCTAssertEqual(shortcuts.first?.systemImageName, "arrow.up.forward.app")
        XCTAssertEqual(shortcuts.first?.intentType, "ProbeOpenIntent")
    }

    /// A resource's default value is the title a still render shows, in every title position.
    func testResourceTitlesShowTheirDefaultValues() throws {
        let widget = ProbeTitlesWidget().body._description
        XCTAssertEqual(widget.displayName, "Probe")
        XCTAssertEqual(widget.summary, "Every title form.")
        XCTAssertEqual(ProbeControl().body._control.displayName, "Probe control")
    }

    /// Every formatter and style draws a line, none of them empty.
    func testEveryFormatterWritesSomething() throws {
        let view = ProbeFormatting(date: Date(timeIntervalSince1970: 1_750_000_000)).environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let texts = try Loupe.layout(view, size: CGSize(width: 400, height: 900)).allNodes.filter { $0.kind == "Text" }
        XCTAssertEqual(texts.count, 15)
        XCTAssertTrue(texts.allSatisfy { $0.frame.width > 0 }, "\(texts.map(\.detail))")
    }

    func testShapesAndGesturesRenderAndFrameworkValuesRead() throws {
        let image = try Loupe.render(ProbeShapes().frame(width: 60, height: 60), size: CGSize(width: 60, height: 60), scale: 1)
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(probeFrameworkValues(), ["8000.0", "true", "Partly Cloudy", "true"])
    }
}
