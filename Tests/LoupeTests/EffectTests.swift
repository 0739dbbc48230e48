import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Drawing effects, checked on pixels at @1x.
final class EffectTests: XCTestCase {
    func render(_ view: some View, _ size: CGFloat = 40) throws -> RenderedImage {
        try Loupe.render(view, size: CGSize(width: size, height: size), scale: 1)
    }

    func testShadowDarkensAroundTheShapeButNotFarAway() throws {
        let image = try render(Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 0, y: 4), 60)
        XCTAssertTrue(image.pixel(x: 30, y: 30) == (255, 255, 255, 255), "the content is drawn over its shadow")
        XCTAssertGreaterThan(image.pixel(x: 30, y: 42).a, 60, "below the square: shadow")
        XCTAssertEqual(image.pixel(x: 2, y: 2).a, 0, "far away: nothing")
    }

    func testMaskKeepsOnlyWhereTheMaskIsOpaque() throws {
        let image = try render(Color.red.mask { HStack(spacing: 0) { Color.black; Color.clear } })
        XCTAssertEqual(image.pixel(x: 10, y: 20).a, 255)
        XCTAssertEqual(image.pixel(x: 30, y: 20).a, 0)
    }

    func testRotationTurnsAboutTheCentre() throws {
        // A 40×10 bar rotated 90° stands upright through the centre.
        let image = try render(Color.black.frame(width: 40, height: 10).rotationEffect(.degrees(90)))
        XCTAssertEqual(image.pixel(x: 20, y: 2).a, 255)
        XCTAssertEqual(image.pixel(x: 2, y: 20).a, 0)
    }

    func testScaleEffectGrowsAboutTheAnchorWithoutChangingLayout() throws {
        let view = Color.black.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).accessibilityIdentifier("s")
        let image = try render(view)
        XCTAssertEqual(image.pixel(x: 33, y: 33).a, 255, "drawn at twice the size from the top-leading corner")
        XCTAssertEqual(try Loupe.layout(view, size: CGSize(width: 40, height: 40)).frame(ofIdentifier: "s")?.size, CGSize(width: 10, height: 10))
    }

    func testHiddenDrawsNothingButKeepsItsSpace() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 20, height: 20).hidden(); Color.blue.frame(width: 20, height: 20) }
        let image = try render(view)
        XCTAssertEqual(image.pixel(x: 5, y: 20).a, 0)
        XCTAssertEqual(image.pixel(x: 30, y: 20).a, 255)
    }

    func testGradientsRunBetweenTheirPoints() throws {
        let linear = try render(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        XCTAssertLessThan(linear.pixel(x: 1, y: 20).r, 20)
        XCTAssertGreaterThan(linear.pixel(x: 38, y: 20).r, 235)
        let angular = try render(AngularGradient(colors: [.black, .white], center: .center))
        XCTAssertNotEqual(angular.pixel(x: 35, y: 21).r, angular.pixel(x: 35, y: 19).r, "the seam at 0° jumps from white to black")
    }

    func testStrokeBorderStaysInsideTheFrame() throws {
        let image = try render(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        XCTAssertEqual(image.pixel(x: 10, y: 11).a, 255, "left border inside the frame")
        XCTAssertEqual(image.pixel(x: 9, y: 11).a, 0, "nothing outside")
        XCTAssertEqual(image.pixel(x: 20, y: 20).a, 0, "hollow")
    }
}
