import Foundation
import XCTest
import Loupe
import LoupeUI

/// Environment-carried styles: `.backgroundStyle`, `.containerShape`, `.monospaced()`.
final class StyleEnvironmentTests: XCTestCase {
    func pixel(_ view: some View, _ x: Int, _ y: Int, size: CGSize = CGSize(width: 40, height: 40)) throws -> [UInt8] {
        let image = try Loupe.render(view, size: size, scale: 1)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testBackgroundStyleIsWhatBackgroundStandsFor() throws {
        XCTAssertEqual(try pixel(Rectangle().fill(.background).backgroundStyle(Color(red: 1, green: 0, blue: 0)), 20, 20), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(Rectangle().fill(.background), 20, 20), [255, 255, 255, 255], "the system background in light mode")
    }

    func testContainerShapeSetsTheContainerRelativeCorner() throws {
        let rounded = ContainerRelativeShape().fill(Color.blue).containerShape(.rect(cornerRadius: 12))
        let square = ContainerRelativeShape().fill(Color.blue).containerShape(Rectangle())
        XCTAssertEqual(try pixel(rounded, 0, 0)[3], 0, "the corner is cut")
        XCTAssertEqual(try pixel(square, 0, 0)[3], 255)
    }

    func testMonospacedIsTheMonospacedDesign() throws {
        let size = CGSize(width: 120, height: 30)
        let a = try Loupe.render(Text("code 1").monospaced(), size: size, scale: 1)
        let b = try Loupe.render(Text("code 1").fontDesign(.monospaced), size: size, scale: 1)
        let c = try Loupe.render(Text("code 1"), size: size, scale: 1)
        XCTAssertEqual(a.pixels, b.pixels)
        XCTAssertNotEqual(a.pixels, c.pixels)
    }
}
