import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Liquid Glass as Loupe draws it: a lightened translucent fill of the shape (GlassFigures), tinted
/// when asked, nothing for `.identity`, darker glass in the dark scheme and clear glass fainter.
final class GlassTests: XCTestCase {
    func centre(_ glass: Glass, scheme: ColorScheme = .light, in shape: some Shape = DefaultGlassEffectShape()) throws -> (r: UInt8, g: UInt8, b: UInt8) {
        let view = ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect(glass, in: shape) }
            .environment(\.colorScheme, scheme)
        let image = try Loupe.render(view, size: CGSize(width: 100, height: 60), scale: 1)
        let p = image.pixel(x: 50, y: 30)
        return (p.r, p.g, p.b)
    }

    func testGlassLightensWhatIsBehindIt() throws {
        XCTAssertEqual(Double(try centre(.regular).r), 0.42 * 255, accuracy: 2, "regular glass over black, light")
        XCTAssertEqual(Double(try centre(.regular, scheme: .dark).r), 0.16 * 255, accuracy: 2)
        XCTAssertEqual(Double(try centre(.clear).r), 0.14 * 255, accuracy: 2)
        XCTAssertEqual(try centre(.identity).r, 0, "identity draws no glass")
        let tinted = try centre(.regular.tint(.orange))
        XCTAssertGreaterThan(Int(tinted.r), Int(tinted.b) + 40, "the tint shows")
    }

    /// The glass is anchored to the view's bounds in its shape: outside a capsule's rounded end, nothing.
    func testGlassTakesItsShape() throws {
        let view = ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect() }
        let image = try Loupe.render(view, size: CGSize(width: 100, height: 60), scale: 1)
        XCTAssertEqual(image.pixel(x: 21, y: 16).r, 0, "the capsule's corner is empty")
        XCTAssertGreaterThan(image.pixel(x: 50, y: 17).r, 80)
        let square = try Loupe.render(ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect(.regular, in: .rect) },
                                      size: CGSize(width: 100, height: 60), scale: 1)
        XCTAssertGreaterThan(square.pixel(x: 21, y: 16).r, 80, "a rectangle's corner is glass")
    }
}
