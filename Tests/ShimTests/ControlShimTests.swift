import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit

/// The seed's controls (SeedControls.swift, unchanged) render as Control Center draws them.
final class ControlShimTests: XCTestCase {
    func render(_ preview: WidgetPreview, _ presentation: ControlPresentation, on: Bool) throws -> (RenderedImage, [String]) {
        let cell = WidgetCell.control(presentation, isOn: on, scale: 1)
        let renderer = try Renderer()
        let pipeline = try renderer.pipeline(preview, cell: cell)
        return (try renderer.rasterize(pipeline), pipeline.layout.allNodes.filter { $0.kind == "Text" }.map(\.detail))
    }

    func testTheSeedsToggleShowsItsTitleAndTheStatesValue() throws {
        let light = WidgetPreview.control(LightToggleControl())
        XCTAssertEqual(light.widget.displayName, "Light Toggle")
        XCTAssertEqual(light.widget.summary, "Toggle a light on or off.")
        let (off, offTexts) = try render(light, .medium, on: false)
        XCTAssertEqual(offTexts, ["\"Living Room\"", "\"Off\""])
        let (on, onTexts) = try render(light, .medium, on: true)
        XCTAssertEqual(onTexts, ["\"Living Room\"", "\"On\""])
        XCTAssertEqual([off.width, off.height], [160, 72])
        // The icon circle: the platter's gray when off, the seed's yellow when on.
        let offCircle = off.pixel(x: 12 + 4, y: 36), onCircle = on.pixel(x: 12 + 4, y: 36)
        XCTAssertLessThan(abs(Int(offCircle.r) - Int(offCircle.b)), 20, "gray when off: \(offCircle)")
        XCTAssertTrue(onCircle.r > 200 && onCircle.g > 180 && onCircle.b < 60, "yellow when on: \(onCircle)")
    }

    func testTheSeedsButtonAndConfigurableControl() throws {
        let (_, coffee) = try render(.control(CaffeineLogControl()), .large, on: false)
        XCTAssertEqual(coffee, ["\"Log Coffee\""], "a button has a title and no value")
        let (_, room) = try render(.control(ConfigurableLightControl()), .medium, on: false)
        XCTAssertEqual(room, ["\"Light\"", "\"Off\""], "no room chosen: the seed's fallback title")
    }

    func testABundleListsItsControls() {
        struct Bundle: WidgetBundle {
            var body: some Widget {
                LightToggleControl()
                CaffeineLogControl()
            }
        }
        XCTAssertEqual(Bundle().widgets.compactMap { $0.body._description.control?.kind }, ["com.app.light-toggle", "com.app.caffeine-log"])
    }
}
