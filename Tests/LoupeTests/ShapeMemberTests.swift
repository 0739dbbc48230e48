import Foundation
import XCTest
import Loupe
import LoupeUI

/// iOS 16–17 shape and style spellings, each checked by the pixels it draws (scale 1: a point is a pixel).
final class ShapeMemberTests: XCTestCase {
    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// `.fill(.linearGradient(…))` and the other gradient members draw what the gradient types do.
    func testGradientMembersAreTheGradientsTheyName() throws {
        let size = CGSize(width: 40, height: 20)
        func pixels(_ view: some View) throws -> [UInt8] { try Loupe.render(view, size: size, scale: 1).pixels }
        let colors: [Color] = [.red, .blue]
        XCTAssertEqual(try pixels(Rectangle().fill(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))),
                       try pixels(Rectangle().fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))))
        XCTAssertEqual(try pixels(Rectangle().fill(.radialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 20))),
                       try pixels(Rectangle().fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 20))))
        XCTAssertEqual(try pixels(Rectangle().fill(.conicGradient(colors: colors, center: .center))),
                       try pixels(Rectangle().fill(AngularGradient(gradient: Gradient(colors: colors), center: .center, angle: .zero))))
        XCTAssertNotEqual(try pixels(Rectangle().fill(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))),
                          try pixels(Rectangle().fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom))))
    }

    func testStaticMembersAreTheShapesTheyName() throws {
        let size = CGSize(width: 60, height: 40)
        func same<A: Shape, B: Shape>(_ a: A, _ b: B, _ what: String) throws {
            let one = try Loupe.render(Color.red.clipShape(a), size: size, scale: 1)
            let two = try Loupe.render(Color.red.clipShape(b), size: size, scale: 1)
            XCTAssertEqual(one.pixels, two.pixels, what)
        }
        try same(.circle, Circle(), ".circle")
        try same(.capsule, Capsule(), ".capsule")
        try same(.ellipse, Ellipse(), ".ellipse")
        try same(.rect, Rectangle(), ".rect")
        try same(.rect(cornerRadius: 8), RoundedRectangle(cornerRadius: 8), ".rect(cornerRadius:)")
        let background = try Loupe.render(Text("x").frame(width: 60, height: 40).background(.blue, in: .rect(cornerRadius: 12)), size: size, scale: 1)
        XCTAssertEqual(pixel(background, 0, 0)[3], 0, "the corner is cut")
        XCTAssertEqual(pixel(background, 30, 2)[3], 255)
    }

    /// Each corner keeps its own radius; a zero radius is a square corner.
    func testUnevenRoundedRectangleRoundsOnlyTheCornersItIsGiven() throws {
        let image = try Loupe.render(UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10).fill(.black),
                                     size: CGSize(width: 80, height: 60), scale: 1)
        XCTAssertEqual(pixel(image, 1, 1)[3], 0, "top leading is rounded")
        XCTAssertEqual(pixel(image, 78, 1)[3], 255, "top trailing is square")
        XCTAssertEqual(pixel(image, 1, 58)[3], 255, "bottom leading is square")
        XCTAssertEqual(pixel(image, 78, 58)[3], 0, "bottom trailing is rounded")
        let uniform = try Loupe.render(RoundedRectangle(cornerRadius: 12).fill(.black), size: CGSize(width: 80, height: 60), scale: 1)
        let uneven = try Loupe.render(UnevenRoundedRectangle(cornerRadii: .init(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12)).fill(.black),
                                      size: CGSize(width: 80, height: 60), scale: 1)
        XCTAssertEqual(uneven.pixels, uniform.pixels, "equal radii draw the RoundedRectangle's continuous corners")
    }

    /// iOS 17: fill, then stroke on top, centred on the outline.
    func testAFilledShapeCanBeStroked() throws {
        let image = try Loupe.render(Circle().fill(.red).stroke(.blue, lineWidth: 6), size: CGSize(width: 60, height: 60), scale: 1)
        func bytes(_ color: Color) -> [UInt8] {
            let c = color.resolve(in: EnvironmentValues())
            return [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
        }
        XCTAssertEqual(pixel(image, 30, 30), bytes(.red), "red inside")
        XCTAssertEqual(pixel(image, 30, 1), bytes(.blue), "blue on the outline")
    }

    /// The gradient is radial in the unit square, stretched over the bounds: half the radius
    /// across is as far in as half the radius down, although the rectangle is twice as wide.
    func testEllipticalGradientStretchesOverTheBounds() throws {
        let gradient = EllipticalGradient(colors: [.black, .white])
        let image = try Loupe.render(Rectangle().fill(gradient), size: CGSize(width: 200, height: 100), scale: 1)
        let across = pixel(image, 150, 50), down = pixel(image, 100, 75)
        XCTAssertEqual(Double(across[0]), Double(down[0]), accuracy: 3)
        XCTAssertGreaterThan(across[0], 100)
        XCTAssertLessThan(across[0], 155)
        XCTAssertLessThan(pixel(image, 100, 50)[0], 5, "the centre is the first color")
    }

    /// A Gradient used as a style runs top to bottom (`.tint(Gradient(…))`, `.fill(gradient)`).
    func testAGradientIsAStyleFromTopToBottom() throws {
        let image = try Loupe.render(Rectangle().fill(Gradient(colors: [.black, .white])), size: CGSize(width: 20, height: 100), scale: 1)
        XCTAssertLessThan(pixel(image, 10, 0)[0], 5)
        XCTAssertGreaterThan(pixel(image, 10, 99)[0], 250)
        XCTAssertEqual(pixel(image, 0, 50), pixel(image, 19, 50), "no change across")
    }

    /// `.blur(radius:)`: the edges soften over about the radius; far outside stays clear; an opaque
    /// blur stays within the view's frame.
    func testBlurSoftensEdgesOverTheRadius() throws {
        let square = Color.red.frame(width: 20, height: 20)
        let image = try Loupe.render(square.blur(radius: 8), size: CGSize(width: 60, height: 60), scale: 1)
        XCTAssertGreaterThan(pixel(image, 30, 30)[3], 200, "the middle stays nearly solid")
        XCTAssertTrue((1...254).contains(pixel(image, 17, 30)[3]), "just outside the square is partly covered")
        XCTAssertEqual(pixel(image, 2, 2)[3], 0, "far outside is clear")
        let opaque = try Loupe.render(square.blur(radius: 8, opaque: true), size: CGSize(width: 60, height: 60), scale: 1)
        XCTAssertEqual(pixel(opaque, 17, 30)[3], 0, "an opaque blur stays inside the frame")
        let stages = try Loupe.pipeline(square.blur(radius: 8), size: CGSize(width: 60, height: 60), scale: 1)
        XCTAssertEqual(stages.warnings, [])
        XCTAssertTrue(String(decoding: try Loupe.svg(stages), as: UTF8.self).contains("<feGaussianBlur stdDeviation=\"4\"/>"))
    }
}
