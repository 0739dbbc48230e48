// Corner complications written as a watchOS team writes them: a label that is text, a gauge or a
// progress view, and content curved with `widgetCurvesContent()` (issue #17's watch faces). Each
// test checks one rule of where the face puts them.
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit

struct CornerEntry: TimelineEntry { let date: Date }

struct CornerProvider: TimelineProvider {
    func placeholder(in context: Context) -> CornerEntry { CornerEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (CornerEntry) -> Void) { completion(CornerEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CornerEntry>) -> Void) {
        completion(Timeline(entries: [CornerEntry(date: .now)], policy: .never))
    }
}

/// A corner widget whose view is given per test.
struct CornerWidget: Widget {
    let content: () -> AnyView
    init() { content = { AnyView(EmptyView()) } }
    init<V: View>(_ view: @escaping () -> V) { content = { AnyView(view()) } }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Corner", provider: CornerProvider()) { _ in
            content().containerBackground(Color.red, for: .widget)
        }
        .supportedFamilies([.accessoryCorner, .accessoryCircular, .accessoryRectangular])
    }
}

final class WatchCornerTests: XCTestCase {
    let watch = DeviceProfile.watch45

    func layout<V: View>(_ family: WidgetFamily = .accessoryCorner, _ view: @escaping () -> V) throws -> LayoutNode {
        try Loupe.layout(.widget(CornerWidget(view)), cell: WidgetCell(family: family, device: watch))
    }
    /// The radius of each arc things were laid along, in order.
    func arcRadii(_ layout: LayoutNode) -> [Double] {
        layout.allNodes.filter { $0.kind == "alongArc" }.compactMap { node in
            node.detail.split(separator: " ").drop { $0 != "r" }.dropFirst().first.flatMap { Double($0) }
        }
    }

    func testTheCellIsTheFacesCornerHalfTheScreenWide() throws {
        let image = try Loupe.render(.widget(CornerWidget { Text("12") }), cell: WidgetCell(family: .accessoryCorner, device: watch))
        XCTAssertEqual(image.width, 198, "99 pt (half the 45 mm screen's 198) at @2x")
        XCTAssertEqual(image.height, 198)
    }

    func testTheContentShrinksToMakeRoomForALabel() throws {
        let plain = try layout { Color.blue.accessibilityIdentifier("content") }
        XCTAssertEqual(plain.frame(ofIdentifier: "content")?.size, CGSize(width: 38, height: 38), "the corner circular image, 45 mm")
        let labelled = try layout { Color.blue.accessibilityIdentifier("content").widgetLabel("Rain") }
        XCTAssertEqual(labelled.frame(ofIdentifier: "content")?.size, CGSize(width: 24, height: 24), "the corner gauge/text image, 45 mm")
    }

    func testATextLabelIsBentAlongTheInsideOfTheCurve() throws {
        let layout = try layout { Image(systemName: "drop.fill").widgetLabel("Rain") }
        let letters = layout.allNodes.filter { $0.kind == "Glyph" }.compactMap(\.textString)
        XCTAssertEqual(letters, ["R", "a", "i", "n"], "set character by character")
        XCTAssertEqual(arcRadii(layout).count, 1)
    }

    func testTheLabelTakesTheSystemsFont() throws {
        let layout = try layout { Image(systemName: "drop.fill").widgetLabel("R") }
        let letter = try XCTUnwrap(layout.allNodes.first { $0.kind == "Glyph" })
        guard case .text(let text, _) = letter.content else { return XCTFail("not text") }
        XCTAssertEqual(try XCTUnwrap(text.runs.first?.size), 12, accuracy: 0.1, "the 45 mm corner's default text: 12 pt (the run's size is hinted)")
    }

    func testCurvedContentGoesOutsideTheLabel() throws {
        let layout = try layout { Text("72°").widgetCurvesContent().widgetLabel("Lisbon") }
        let radii = arcRadii(layout)
        XCTAssertEqual(radii.count, 2, "the content and the label, each along an arc")
        XCTAssertGreaterThan(radii[0], radii[1] + 10, "the content on the outside, the label on the inside")
        XCTAssertEqual(layout.allNodes.filter { $0.kind == "Glyph" }.compactMap(\.textString).prefix(3), ["7", "2", "°"])
    }

    func testContentThatIsNotTextIsNotCurved() throws {
        let layout = try layout { Image(systemName: "drop.fill").accessibilityIdentifier("content").widgetCurvesContent().widgetLabel("Rain") }
        XCTAssertEqual(arcRadii(layout).count, 1, "only the label")
    }

    func testAGaugeLabelIsACurvedBarFilledToItsValue() throws {
        func arcs(_ value: Double) throws -> Int {
            try layout { Text("3").widgetLabel { Gauge(value: value) { Text("Rings") } } }.allNodes.filter { $0.kind == "ArcOnCanvas" }.count
        }
        XCTAssertEqual(try arcs(0.6), 2, "the track and the filled part")
        XCTAssertEqual(try arcs(0), 1, "an empty gauge is its track")
    }

    func testAGaugesBoundsLabelsSitBeyondItsEnds() throws {
        let layout = try layout {
            Text("3").widgetLabel { Gauge(value: 0.5) { Text("Rings") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("8") } }
        }
        XCTAssertEqual(layout.allNodes.filter { $0.kind == "Text" || $0.kind == "Glyph" }.compactMap(\.textString), ["3", "0", "8"],
                       "the gauge's own label is not drawn; its bounds are")
    }

    func testAProgressViewLabelIsACurvedBar() throws {
        let layout = try layout { Text("3").widgetLabel { ProgressView(value: 0.25) } }
        XCTAssertEqual(layout.allNodes.filter { $0.kind == "ArcOnCanvas" }.count, 2)
    }

    func testTheFaceDrawsNoContainerBackground() throws {
        let image = try Loupe.render(.widget(CornerWidget { Text("12") }), cell: WidgetCell(family: .accessoryCorner, device: watch))
        let i = (150 * image.width + 150) * 4
        XCTAssertEqual(Array(image.pixels[i..<i + 4]), [0, 0, 0, 255], "the black face, not the widget's red background")
    }

    func testOnlyTheFaceShowsLabels() throws {
        struct Says: View {
            @Environment(\.showsWidgetLabel) var shows
            var body: some View { Text(shows ? "yes" : "no") }
        }
        let corner = try layout { Says() }
        XCTAssertEqual(corner.allNodes.compactMap(\.textString), ["yes"])
        let stack = try layout(.accessoryRectangular) { Says() }
        XCTAssertEqual(stack.allNodes.compactMap(\.textString), ["no"], "the Smart Stack shows no labels")
        let label = try layout(.accessoryRectangular) { Text("x").widgetLabel("Label") }
        XCTAssertEqual(label.allNodes.compactMap(\.textString), ["x"], "and ignores one")
    }

    // Infograph's top subdial (`--place bezel`): the one circular place with a label.

    func bezel<V: View>(device: DeviceProfile? = nil, family: WidgetFamily = .accessoryCircular, _ view: @escaping () -> V) throws -> LayoutNode {
        var cell = WidgetCell(family: family, device: device)
        cell.placement = .bezel
        return try Loupe.layout(.widget(CornerWidget(view)), cell: cell)
    }

    func testTheBezelCellIsTheTopHalfOfTheFaceWithTheCircleInIt() throws {
        let layout = try bezel { Color.blue.accessibilityIdentifier("content").widgetLabel("Run") }
        XCTAssertEqual(layout.frame.size, CGSize(width: 198, height: 121), "the 45 mm screen's top half")
        let content = try XCTUnwrap(layout.frame(ofIdentifier: "content"))
        XCTAssertEqual(content.size, CGSize(width: 50, height: 50), "the circular image, 45 mm; a label does not shrink it")
        XCTAssertEqual(content.midX, 99, "centred on the face")
    }

    func testTheBezelLabelRunsAlongTheTopOfTheFace() throws {
        let layout = try bezel { Image(systemName: "figure.run").widgetLabel("Run") }
        let arc = try XCTUnwrap(layout.allNodes.first { $0.kind == "alongArc" })
        XCTAssertTrue(arc.detail.hasSuffix("at -90°"), "centred at 12 o'clock: \(arc.detail)")
        let letters = layout.allNodes.filter { $0.kind == "Glyph" }
        XCTAssertEqual(letters.compactMap(\.textString), ["R", "u", "n"])
        let content = try XCTUnwrap(layout.allNodes.first { $0.kind == "Image" })
        XCTAssertTrue(letters.allSatisfy { $0.frame.maxY < content.frame.minY }, "above the subdial")
    }

    func testTheBezelShowsCircularWidgetsOnAWatchOnly() throws {
        XCTAssertThrowsError(try bezel(family: .accessoryCorner) { Text("x") }) { error in
            XCTAssertTrue("\(error)".hasSuffix("bezel shows accessoryCircular widgets, not accessoryCorner"), "\(error)")
        }
        XCTAssertThrowsError(try bezel(device: .iPhone430) { Text("x") }) { error in
            XCTAssertTrue("\(error)".contains("bezel is a watch face's place (Infograph's top subdial)"), "\(error)")
        }
    }

    func testACircularWidgetElsewhereOnTheFaceShowsNoLabel() throws {
        let layout = try layout(.accessoryCircular) { Text("x").widgetLabel("Label") }
        XCTAssertEqual(layout.allNodes.compactMap(\.textString), ["x"], "only Infograph's top subdial shows a circular widget's label")
    }

    // A rectangular complication on the face (`--place face`) rather than in the Smart Stack.

    func testARectangularComplicationOnTheFaceHasTheFaceBehindItNotItsBackground() throws {
        var cell = WidgetCell(family: .accessoryRectangular)
        cell.placement = .face
        XCTAssertEqual(cell.resolvedDevice, .watch45)
        let image = try Loupe.render(.widget(CornerWidget { Text("x") }), cell: cell)
        XCTAssertEqual(Array(image.pixels[0..<4]), [0, 0, 0, 255], "the face's black, not the widget's red background")
        var stack = WidgetCell(family: .accessoryRectangular, device: watch)
        stack.placement = .standard
        let inStack = try Loupe.render(.widget(CornerWidget { Text("x") }), cell: stack)
        XCTAssertEqual(Array(inStack.pixels[0..<4]), [255, 66, 69, 255], "the Smart Stack keeps it (full colour: the system red)")
        struct Where: View {
            @Environment(\.widgetLocation) var location
            var body: some View { Text("\(String(describing: location))") }
        }
        let layout = try Loupe.layout(.widget(CornerWidget { Where() }), cell: cell)
        XCTAssertEqual(layout.allNodes.compactMap(\.textString), ["watchFace"])
        var onPhone = cell
        onPhone.device = .iPhone430
        XCTAssertThrowsError(try Loupe.render(.widget(CornerWidget { Text("x") }), cell: onPhone)) { error in
            XCTAssertTrue("\(error)".contains("face is a watch face's place"), "\(error)")
        }
    }

    func testInTheAccentedModeAWatchTintsTheAccentGroupInTheFacesColour() throws {
        let cell = WidgetCell(family: .accessoryCorner, renderingMode: .accented, device: watch)
        let image = try Loupe.render(.widget(CornerWidget { Color.blue.widgetAccentable() }), cell: cell)
        // The 38 pt content is centred on the corner's diagonal; its middle is well inside it.
        let layout = try Loupe.layout(.widget(CornerWidget { Color.blue.widgetAccentable().accessibilityIdentifier("c") }), cell: cell)
        let frame = try XCTUnwrap(layout.frame(ofIdentifier: "c"))
        let i = (Int(frame.midY * 2) * image.width + Int(frame.midX * 2)) * 4
        let tint = WatchFaceFigures.faceTint
        XCTAssertEqual(Array(image.pixels[i..<i + 3]), [tint.red, tint.green, tint.blue].map { UInt8(($0 * 255).rounded()) },
                       "the accent group in the face's colour, not white")
    }
}
