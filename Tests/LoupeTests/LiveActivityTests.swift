import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeExamples
import LoupeUI

/// Live Activities: the presentations' geometry (facts.md §2), height fitting, the expanded
/// island's regions, previews, and the command line's presentation axis.
final class LiveActivityTests: XCTestCase {
    var delivery: WidgetPreview { Examples.widget(named: "DeliveryTracker")! }

    func layout(_ preview: WidgetPreview, _ presentation: ActivityPresentation, state: Int = 0, scheme: ColorScheme = .light) throws -> Pipeline {
        try Renderer().pipeline(preview, cell: .activity(presentation, state: state, colorScheme: scheme, scale: 3))
    }

    func node(_ pipeline: Pipeline, text: String) throws -> LayoutNode {
        try XCTUnwrap(pipeline.layout.allNodes.first { $0.kind == "Text" && $0.detail.hasPrefix("\"\(text)\"") }, "no text \(text)")
    }

    /// The centre region sits in the middle of the island, under the sensor housing; leading and
    /// trailing at the sides, level with the housing.
    func testExpandedRegionsSitAroundTheSensorHousing() throws {
        let pipeline = try layout(delivery, .expanded)
        XCTAssertEqual(pipeline.size.width, 408)
        let center = try node(pipeline, text: "Pasta Corner")
        XCTAssertEqual(center.frame.midX, 204, accuracy: 0.5, "centred on the island")
        XCTAssertGreaterThanOrEqual(center.frame.minY, ActivityFigures.compactHeight - 0.01, "below the sensor housing")
        let trailing = try node(pipeline, text: "30:00")
        XCTAssertEqual(trailing.frame.maxX, 408 - ActivityFigures.expandedHorizontalMargin, accuracy: 0.5)
        XCTAssertLessThan(trailing.frame.minY, ActivityFigures.compactHeight, "level with the housing")
    }

    /// Heights follow the content within 84–160 pt.
    func testHeightsFollowTheContentWithinTheirRange() throws {
        let lock = try layout(delivery, .lockScreen)
        XCTAssertTrue((84...160).contains(lock.size.height), "\(lock.size.height)")
        let short = WidgetPreview.activity("Short", as: .content, using: OrderActivityAttributes.preview, widget: { TinyActivity() }) {
            OrderActivityAttributes.ContentState.packing
        }
        XCTAssertEqual(try layout(short, .lockScreen).size.height, 84, "a one-line activity gets the least height")
        let tall = WidgetPreview.activity("Tall", as: .content, using: OrderActivityAttributes.preview, widget: { TallActivity() }) {
            OrderActivityAttributes.ContentState.packing
        }
        XCTAssertEqual(try layout(tall, .lockScreen).size.height, 160, "taller content is cut at 160 pt")
    }

    /// The minimal island is a circle, widening for wider content up to 45 pt (facts.md §2).
    func testTheMinimalIslandWidensForItsContentUpTo45() throws {
        XCTAssertEqual(try layout(delivery, .minimal).size.width, 36.67, accuracy: 1.0 / 3, "a symbol fits the circle")
        func minimal(_ text: String) throws -> CGFloat {
            let preview = WidgetPreview.activity("Minimal", as: .dynamicIsland(.minimal), using: OrderActivityAttributes.preview,
                                                 widget: { MinimalTextActivity(text: text) }) { OrderActivityAttributes.ContentState.packing }
            return try layout(preview, .minimal).size.width
        }
        let medium = try minimal("12:34")
        XCTAssertTrue(medium > 36.67 && medium < 45, "\(medium)")
        XCTAssertEqual(try minimal("12:34:56"), 45, "never wider than 45 pt")
    }

    /// `.belowIfTooWide` moves leading content below the sensor housing only when it is wider than
    /// its side; `.default` keeps it beside the housing however wide it is.
    func testBelowIfTooWideMovesOnlyContentThatDoesNotFit() throws {
        func leadingTop(_ text: String, _ placement: DynamicIslandExpandedRegionVerticalPlacement) throws -> CGFloat {
            let preview = WidgetPreview.activity("Placement", as: .dynamicIsland(.expanded), using: OrderActivityAttributes.preview,
                                                 widget: { PlacementActivity(text: text, placement: placement) }) { OrderActivityAttributes.ContentState.packing }
            return try node(try layout(preview, .expanded), text: text).frame.minY
        }
        let long = "Arriving at the north entrance"
        XCTAssertGreaterThanOrEqual(try leadingTop(long, .belowIfTooWide), ActivityFigures.compactHeight, "too wide: below the housing")
        XCTAssertLessThan(try leadingTop(long, .default), ActivityFigures.compactHeight, "default: beside it")
        XCTAssertLessThan(try leadingTop("Gate 4", .belowIfTooWide), ActivityFigures.compactHeight, "fits: beside it")
    }

    /// The island's `widgetURL` is its link, in the layout dump as other links are.
    func testTheIslandsURLIsItsLink() throws {
        let preview = WidgetPreview.activity("Link", as: .dynamicIsland(.compact), using: OrderActivityAttributes.preview,
                                             widget: { LinkedActivity() }) { OrderActivityAttributes.ContentState.packing }
        let links = try layout(preview, .compact).layout.allNodes.filter { $0.kind == "link" }
        XCTAssertEqual(links.map(\.detail), ["shop://orders/A-7731"])
        XCTAssertEqual(links.first?.frame.width ?? 0, 250, accuracy: 0.01, "the whole island")
    }

    /// Interactive activities: a `Toggle(isOn:intent:)` on the Lock Screen and in the expanded island
    /// is a toggle with its intent and state, as in widgets.
    func testATogglePerformsItsIntentInAnActivity() throws {
        let preview = WidgetPreview.activity("Toggle", as: nil, using: OrderActivityAttributes.preview,
                                             widget: { ToggleActivity() }) { OrderActivityAttributes.ContentState.packing }
        for presentation in [ActivityPresentation.lockScreen, .expanded] {
            let toggles = try layout(preview, presentation).layout.allNodes.filter { $0.kind == "toggle" }
            XCTAssertEqual(toggles.map(\.detail), ["SetLightIntent on"], "\(presentation)")
        }
    }

    func testCompactRegionsAreAtTheEndsOfTheIsland() throws {
        let pipeline = try layout(delivery, .compact)
        XCTAssertEqual(pipeline.size, CGSize(width: 250, height: 110.0 / 3), "36.67 pt: 110 px at @3x")
        let timer = try node(pipeline, text: "30:00")
        XCTAssertGreaterThan(timer.frame.minX, 250 - ActivityFigures.compactRegionWidth - 0.01, "in the trailing region")
    }

    /// Stale content reaches the view through `context.isStale`.
    func testStaleContentReachesTheView() throws {
        let texts = try Renderer().pipeline(delivery, cell: .activity(.lockScreen, scale: 1, isStale: true)).layout.allNodes.map(\.detail)
        XCTAssertTrue(texts.contains { $0.hasPrefix("\"Waiting for an update…\"") })
    }

    func testPreviewMacroDeclaresAnActivityPreview() throws {
        let record = try XCTUnwrap(LoupePreviews.all.first { $0.item.name == "Delivery on the Lock Screen" })
        guard case .widget(let preview) = record.item else { return XCTFail("not a widget preview") }
        XCTAssertEqual(preview.presentations, [.lockScreen])
        XCTAssertEqual(try Loupe.timeline(preview, family: .systemMedium).entries.count, 2)
    }

    /// The command line finds an activity by its widget's type and its attributes' names too, and a
    /// family, device or place, which do not apply to it, is a usage error.
    func testCommandLineFindsAnActivityByItsWidgetAndAttributes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-activity-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let byWidget = CommandLineRun(["render", "DeliveryActivity", "--presentation", "all", "-o", folder.path])
        XCTAssertEqual(byWidget.code, 0, byWidget.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("DeliveryTracker").path).sorted(),
                       ActivityPresentation.allCases.map(\.rawValue).sorted())
        XCTAssertEqual(CommandLineRun(["render", "DeliveryActivityAttributes", "--presentation", "compact", "-o", folder.appendingPathComponent("c.png").path]).code, 0)
        for (axis, value) in [("--family", "systemSmall"), ("--device", "iphone-375"), ("--place", "standBy")] {
            let run = CommandLineRun(["render", "DeliveryActivity", axis, value, "-o", folder.appendingPathComponent("x.png").path])
            XCTAssertEqual(run.code, 2, "\(axis): \(run.error)")
            XCTAssertTrue(run.error.contains("DeliveryTracker is a Live Activity: \(axis) \(value) does not apply; it renders in its presentations"), run.error)
        }
        let list = CommandLineRun(["list"])
        XCTAssertTrue(list.output.contains("DeliveryTracker  (kind DeliveryActivityAttributes; also DeliveryActivity)"), list.output)
    }

    func testCommandLinePresentationAxis() throws {
        func run(_ arguments: [String]) -> (Int32, String, String) {
            var output = "", error = ""
            let code = LoupeCommandLine(previews: Examples.widgets, examples: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" }).run(arguments)
            return (code, output, error)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-activity-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = run(["render", "DeliveryTracker", "--presentation", "all", "--timeline-index", "all", "--scheme", "all", "-o", folder.path, "-q"])
        XCTAssertEqual(all.0, 0, all.2)
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(names.count, 4 * 4 * 2)
        XCTAssertTrue(names.contains("DeliveryTracker/compact/3-fullColor-dark.png"), "\(names.prefix(4))")
        let unknown = run(["render", "DeliveryTracker", "--presentation", "compakt"])
        XCTAssertEqual(unknown.0, 2)
        XCTAssertTrue(unknown.2.contains("unknown presentation 'compakt'; did you mean 'compact'?"), unknown.2)
        let mode = run(["render", "DeliveryTracker", "--mode", "vibrant"])
        XCTAssertEqual(mode.0, 2)
        XCTAssertTrue(mode.2.contains("Live Activity: it renders in full color only"), mode.2)
        let range = run(["render", "DeliveryTracker", "--timeline-index", "9"])
        XCTAssertTrue(range.2.contains("content state 9 is out of range: DeliveryTracker has 4 (0…3)"), range.2)
        let placeholder = run(["render", "DeliveryTracker", "--timeline-index", "placeholder"])
        XCTAssertTrue(placeholder.2.contains("selects a content state"), placeholder.2)
    }
}

/// One line of text: less than the Lock Screen's least height.
private struct TinyActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { context in
            Text(context.attributes.store)
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}

/// Ten lines: more than the Lock Screen's most.
private struct TallActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { _ in
            VStack { ForEach(0..<10) { Text("Line \($0)").font(.title) } }
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}

/// Text in the minimal presentation, to widen it.
private struct MinimalTextActivity: Widget {
    var text = ""
    init() {}
    init(text: String) { self.text = text }
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { _ in
            Text("x")
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: {
                Text(text).font(.caption2)
            }
        }
    }
}

/// A leading region with a placement, and a trailing timer.
private struct PlacementActivity: Widget {
    var text = ""
    var placement = DynamicIslandExpandedRegionVerticalPlacement.default
    init() {}
    init(text: String, placement: DynamicIslandExpandedRegionVerticalPlacement) { (self.text, self.placement) = (text, placement) }
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { _ in
            Text("x")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(text).lineLimit(1).dynamicIsland(verticalPlacement: placement) }
                DynamicIslandExpandedRegion(.trailing) { Text(context.state.eta, style: .timer) }
            } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}

/// An island with a deep link.
private struct LinkedActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { _ in Text("x") } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                .widgetURL(URL(string: "shop://orders/\(context.attributes.orderID)"))
        }
    }
}

/// A toggle on the Lock Screen and in the expanded island.
private struct ToggleActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { _ in
            Toggle(isOn: true, intent: SetLightIntent(room: "porch")) { Text("Porch light") }.padding(16)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Toggle(isOn: true, intent: SetLightIntent(room: "porch")) { Text("Porch light") } }
            } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}

/// A cell is one of three subjects, each with only its own axes (issue #14).
final class CellSubjectTests: XCTestCase {
    func testEachConstructorMakesItsSubject() {
        XCTAssertEqual(WidgetCell(family: .systemSmall, timelineIndex: .entry(2), renderingMode: .accented).subject,
                       .widget(.systemSmall, .entry(2), .accented))
        XCTAssertEqual(WidgetCell.activity(.expanded, state: 1, isStale: true).subject, .activity(.expanded, state: 1, isStale: true))
        XCTAssertEqual(WidgetCell.control(.small, isOn: true).subject, .control(.small, isOn: true))
    }

    func testOnlyAWidgetHasAFamily() {
        XCTAssertEqual(WidgetCell(family: .accessoryCircular).widget?.family, .accessoryCircular)
        XCTAssertNil(WidgetCell.activity(.lockScreen).widget)
        XCTAssertNil(WidgetCell.control(.medium, isOn: false).widget)
    }

    func testActivitiesAndControlsDrawForTheIPhoneUnlessADeviceIsGiven() {
        XCTAssertEqual(WidgetCell.activity(.compact).resolvedDevice, .iPhone430)
        XCTAssertEqual(WidgetCell(family: .systemExtraLarge).resolvedDevice, .iPad1024)
    }

    func testAFamilyCellOnALiveActivityAsksForAPresentation() {
        let delivery = Examples.widget(named: "DeliveryTracker")!
        XCTAssertThrowsError(try Renderer().pipeline(delivery, cell: WidgetCell(family: .systemMedium))) { error in
            XCTAssertTrue("\(error)".contains("is a Live Activity: choose a presentation"), "\(error)")
        }
    }
}
