import Foundation
import XCTest
@testable import Loupe
import LoupeUI
import LoupeExamples

/// The rendering-mode rules of facts.md §6, on pixels.
final class RenderingModeTests: XCTestCase {
    func render(_ view: some View, mode: WidgetRenderingMode, style: RenderingModeStyle? = nil) throws -> RenderedImage {
        let renderer = try Renderer()
        var environment = EnvironmentValues()
        environment.widgetRenderingMode = mode
        return try renderer.rasterize(renderer.pipeline(view, size: CGSize(width: 20, height: 10), scale: 1, environment: environment, style: style))
    }

    var halves: some View { HStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0, opacity: 0.5).widgetAccentable()
        Color(red: 0, green: 0, blue: 1, opacity: 0.8)
    } }

    func testFullColorLeavesColorsAlone() throws {
        let image = try render(halves, mode: .fullColor)
        XCTAssertEqual(image.pixel(x: 2, y: 5).r, 255)
        XCTAssertEqual(image.pixel(x: 15, y: 5).b, 255)
    }

    func testAccentedReplacesColorAndKeepsAlpha() throws {
        let style = RenderingModeStyle(mode: .accented, accentColor: RGBA(red: 1, green: 0.5, blue: 0), defaultGroupColor: RGBA(red: 0, green: 1, blue: 0), defaultGroupOpacity: 0.5)
        let image = try render(halves, mode: .accented, style: style)
        let accent = image.pixel(x: 2, y: 5), other = image.pixel(x: 15, y: 5)
        XCTAssertEqual([accent.r, accent.g, accent.b], [255, 128, 0], "the accent group takes the accent color")
        XCTAssertEqual(Int(accent.a), 128, accuracy: 1, "and keeps the source's alpha")
        XCTAssertEqual([other.r, other.g, other.b], [0, 255, 0], "the default group takes its color")
        XCTAssertEqual(Int(other.a), Int((0.8 * 0.5 * 255).rounded()), accuracy: 1, "at the default group's opacity")
    }

    func testAccentGroupCanBeLeftAgain() throws {
        let view = HStack(spacing: 0) { Color.red; Color.red.widgetAccentable(false) }.widgetAccentable()
        let image = try render(view, mode: .accented, style: RenderingModeStyle(mode: .accented, defaultGroupOpacity: 0.5))
        XCTAssertEqual(image.pixel(x: 2, y: 5).a, 255)
        XCTAssertEqual(Int(image.pixel(x: 15, y: 5).a), 128, accuracy: 1)
    }

    func testVibrantIsWhiteWithLuminanceAsAlpha() throws {
        let view = HStack(spacing: 0) { Color(white: 0.5); Color(red: 0, green: 1, blue: 0, opacity: 0.5) }
        let image = try render(view, mode: .vibrant)
        let gray = image.pixel(x: 2, y: 5), green = image.pixel(x: 15, y: 5)
        XCTAssertEqual([gray.r, gray.g, gray.b], [255, 255, 255])
        XCTAssertEqual(Int(gray.a), 128, accuracy: 1)
        XCTAssertEqual(Int(green.a), Int((0.7152 * 0.5 * 255).rounded()), accuracy: 1, "Rec. 709 luma × alpha")
    }

    func testFullColorImagesAreDesaturatedIntoTheDefaultGroupUnlessTold() throws {
        let pixels: [UInt8] = [255, 0, 0, 255]
        let red = ResolvedImage.Bitmap(width: 1, height: 1, pixels: pixels)
        let style = RenderingModeStyle(mode: .accented, accentColor: RGBA(red: 1, green: 1, blue: 0), defaultGroupColor: RGBA(red: 0, green: 0, blue: 1), defaultGroupOpacity: 1)
        func pixel(_ image: Image) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try render(image.resizable(), mode: .accented, style: style).pixel(x: 10, y: 5)
        }
        let plain = try pixel(Image(bitmap: red))
        XCTAssertEqual([plain.b, plain.a], [255, UInt8((0.2126 * 255).rounded())], "luminance becomes alpha, default group color")
        let accented = try pixel(Image(bitmap: red).widgetAccentedRenderingMode(.accented))
        XCTAssertTrue(accented == (255, 255, 0, 255), "accent color, alpha kept")
        let accentedDesaturated = try pixel(Image(bitmap: red).widgetAccentedRenderingMode(.accentedDesaturated))
        XCTAssertEqual([accentedDesaturated.r, accentedDesaturated.g, accentedDesaturated.a], [255, 255, UInt8((0.2126 * 255).rounded())])
        let full = try pixel(Image(bitmap: red).widgetAccentedRenderingMode(.fullColor))
        XCTAssertTrue(full == (255, 0, 0, 255))
    }

    func testBackdropIsDrawnOnlyWhenAsked() throws {
        let clear = try render(Color.clear, mode: .vibrant)
        XCTAssertEqual(clear.pixel(x: 0, y: 0).a, 0)
        let backed = try render(Color.clear, mode: .vibrant, style: RenderingModeStyle(mode: .vibrant, backdrop: .system))
        XCTAssertEqual(backed.pixel(x: 0, y: 0).a, 255)
    }

    /// The system backdrop takes the widget's shape: a Home Screen widget's continuous corner, a
    /// Lock Screen accessory's full rectangle.
    func testTheBackdropHasTheContainersCorner() throws {
        let steps = Examples.widgets.first { $0.widget.kind == "Steps" }!
        let renderer = try Renderer()
        let small = try renderer.render(steps, cell: WidgetCell(family: .systemSmall, renderingMode: .accented, scale: 1, backdrop: .system))
        XCTAssertEqual(small.pixel(x: 0, y: 0).a, 0, "outside the 22 pt corner")
        XCTAssertEqual(small.pixel(x: 85, y: 2).a, 255)
        let rectangular = try renderer.render(steps, cell: WidgetCell(family: .accessoryRectangular, renderingMode: .vibrant, scale: 1, backdrop: .system))
        XCTAssertEqual(rectangular.pixel(x: 0, y: 0).a, 255, "accessory families have no platter corner")
    }
}

extension RenderingModeTests {
    /// A knock-out reaches the backdrop in every mode: `.blendMode(.destinationOut)` cuts by its
    /// alpha alone, so a black knock-out (clear in the vibrant mode's luminance, 0.6 in the accented
    /// mode's default group) still cuts the pill to alpha 0, as iOS draws it (1,295 clear pixels at
    /// @3x on a vibrant pill).
    func testAKnockOutReachesTheBackdropInEveryMode() throws {
        let pill = Capsule().fill(.white).frame(width: 60, height: 30)
            .overlay(Rectangle().fill(.black).frame(width: 20, height: 10).blendMode(.destinationOut))
            .compositingGroup()
        for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
            let renderer = try Renderer()
            var environment = EnvironmentValues()
            environment.widgetRenderingMode = mode
            let image = try renderer.rasterize(renderer.pipeline(pill, size: CGSize(width: 60, height: 30), scale: 1, environment: environment,
                                                                 style: RenderingModeStyle(mode: mode)))
            XCTAssertEqual(image.pixel(x: 30, y: 15).a, 0, "\(mode): the knocked-out middle is clear")
            XCTAssertGreaterThan(image.pixel(x: 12, y: 15).a, 100, "\(mode): the rest of the pill stays")
        }
    }
}
