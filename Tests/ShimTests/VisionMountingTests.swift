// visionOS widgets as an app team writes them — a texture and the mountings they allow — drawn
// as visionOS presents them: a glass or paper coating, an elevated frame, a recessed portal.
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit

/// A flat mid-grey widget, so the system's coating and mounting are all that varies.
struct FlatView: View {
    var body: some View { Color.clear.containerBackground(Color(white: 0.5), for: .widget) }
}

struct GlassWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Glass", provider: PlacesProvider()) { _ in FlatView() }
            .supportedFamilies([.systemSmall])
    }
}

struct PaperWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Paper", provider: PlacesProvider()) { _ in FlatView() }
            .supportedFamilies([.systemSmall])
            .widgetTexture(.paper)
            .supportedMountingStyles([.elevated, .recessed])
    }
}

final class VisionMountingTests: XCTestCase {
    func render(_ widget: some Widget, _ placement: WidgetCell.Placement = .standard, mode: WidgetRenderingMode = .fullColor) throws -> RenderedImage {
        var cell = WidgetCell(family: .systemSmall, renderingMode: mode, device: .visionPro)
        cell.placement = placement
        return try Loupe.render(.widget(widget), cell: cell)
    }
    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testGlassReflectsFromTheTopLeadingCornerAndPaperDoesNot() throws {
        let glass = try render(GlassWidget()), paper = try render(PaperWidget())
        XCTAssertGreaterThan(pixel(glass, 60, 60)[0], pixel(paper, 60, 60)[0], "the sheen lightens the top-leading part")
        XCTAssertEqual(pixel(glass, 250, 250), pixel(paper, 250, 250), "and is gone past the middle")
        XCTAssertEqual(pixel(paper, 60, 60), pixel(paper, 250, 250), "paper is matte: the flat widget stays flat")
    }

    func testAnElevatedWidgetSitsInAFrame() throws {
        let plain = try render(GlassWidget()), elevated = try render(GlassWidget(), .elevated)
        XCTAssertEqual(elevated.width, plain.width + 32, "8 pt of frame each side at @2x")
        XCTAssertEqual(elevated.height, plain.height + 32)
        let frame = pixel(elevated, 4, elevated.height / 2)
        XCTAssertEqual(frame[3], 255, "the frame is opaque")
        XCTAssertNotEqual(frame, pixel(elevated, elevated.width / 2, elevated.height / 2), "and is not the widget")
        XCTAssertEqual(pixel(elevated, elevated.width - 60, elevated.height - 60), pixel(plain, plain.width - 44, plain.height - 44),
                       "the widget inside is the same widget")
    }

    func testARecessedWidgetIsAPortalInAWallWithItsTopEdgesShadow() throws {
        let recessed = try render(PaperWidget(), .recessed)
        XCTAssertEqual(recessed.width, 316 + 64, "16 pt of wall each side at @2x")
        XCTAssertEqual(pixel(recessed, 2, 2)[3], 255, "the wall fills the corners")
        let top = pixel(recessed, recessed.width / 2, 34), lower = pixel(recessed, recessed.width / 2, 120)
        XCTAssertLessThan(top[0], lower[0], "the portal's top edge shades the widget just below it")
    }

    func testOnlyAWidgetThatListsRecessedCanBeRecessed() throws {
        XCTAssertThrowsError(try render(GlassWidget(), .recessed)) { error in
            XCTAssertTrue("\(error)".contains("Glass cannot be mounted recessed: it supports elevated only (the default)"), "\(error)")
        }
    }

    func testMountingsAreVisionOS() throws {
        var cell = WidgetCell(family: .systemSmall, device: .iPhone430)
        cell.placement = .elevated
        XCTAssertThrowsError(try Loupe.render(.widget(GlassWidget()), cell: cell)) { error in
            XCTAssertTrue("\(error)".contains("elevated is a visionOS place"), "\(error)")
        }
        var unnamed = WidgetCell(family: .systemSmall)
        unnamed.placement = .recessed
        XCTAssertEqual(unnamed.resolvedDevice, .visionPro, "with no device named, the mountings are visionOS's")
    }

    func testTheRoomIsTheSameInEveryRenderingMode() throws {
        let full = try render(PaperWidget(), .recessed), accented = try render(PaperWidget(), .recessed, mode: .accented)
        XCTAssertEqual(pixel(full, 2, 2), pixel(accented, 2, 2), "the wall is the system's, not the widget's")
    }
}
