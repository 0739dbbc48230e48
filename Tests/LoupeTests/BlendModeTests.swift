import Foundation
import XCTest
import Loupe
import LoupeUI

/// Blend modes composite a view's group onto what is behind it; a compositing group keeps them
/// inside it. Scale 1: a point is a pixel.
final class BlendModeTests: XCTestCase {
    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// iOS: `.blendMode(.destinationOut)` in a `.compositingGroup()` cuts the glyphs out of the pill
    /// to alpha 0 (issue #13 item 8, measured 1,295 clear pixels at @3x).
    func testDestinationOutInAGroupKnocksOutToClear() throws {
        let pill = Capsule().fill(.white).frame(width: 60, height: 30)
            .overlay(Rectangle().frame(width: 20, height: 10).blendMode(.destinationOut))
            .compositingGroup()
        let image = try Loupe.render(pill, size: CGSize(width: 60, height: 30), scale: 1)
        XCTAssertEqual(pixel(image, 30, 15)[3], 0, "the knocked-out middle is clear")
        XCTAssertEqual(pixel(image, 12, 15), [255, 255, 255, 255], "the rest of the pill is white")
    }

    /// Without a group the knock-out reaches through everything behind it, as on iOS.
    func testWithoutAGroupTheBlendReachesWhatIsBehind() throws {
        let view = ZStack {
            Color.blue
            Rectangle().frame(width: 20, height: 20).blendMode(.destinationOut)
        }
        let image = try Loupe.render(view, size: CGSize(width: 40, height: 40), scale: 1)
        XCTAssertEqual(pixel(image, 20, 20)[3], 0)
        XCTAssertEqual(pixel(image, 2, 2)[3], 255)
    }

    func testMultiplyMultipliesTheColors() throws {
        let view = ZStack {
            Color(red: 1, green: 0.5, blue: 1)
            Color(red: 0.5, green: 1, blue: 0).blendMode(.multiply)
        }
        let image = try Loupe.render(view, size: CGSize(width: 10, height: 10), scale: 1)
        let p = pixel(image, 5, 5)
        XCTAssertEqual(Double(p[0]), 127.5, accuracy: 1.5)
        XCTAssertEqual(Double(p[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(p[2], 0)
    }

    func testTheDisplayListSaysSo() throws {
        let stages = try Loupe.pipeline(Color.red.blendMode(.screen).compositingGroup(), size: CGSize(width: 10, height: 10), scale: 1)
        XCTAssertTrue(stages.displayList.dump.contains("layer opacity 1.0\n  blend screen\n"), stages.displayList.dump)
    }
}
