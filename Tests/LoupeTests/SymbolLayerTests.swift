import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// A symbol's own layers (`SymbolLayers`) in each rendering mode, by the pixels they paint: black on
/// white, hierarchical's secondary layers are black at the secondary label's opacity (0.6, EST), so
/// grey 102; palette's are the second style (blue); multicolor's take their fixed colours.
final class SymbolLayerTests: XCTestCase {
    func render(_ name: String, mode: SymbolRenderingMode, secondary: Color? = nil, on background: Color = .white) throws -> RenderedImage {
        let image = Image(systemName: name).font(.system(size: 40)).symbolRenderingMode(mode)
        let view = ZStack {
            background
            if let secondary { image.foregroundStyle(.black, secondary) } else { image.foregroundStyle(.black) }
        }
        return try Loupe.render(view.frame(width: 70, height: 60), size: CGSize(width: 70, height: 60), scale: 2)
    }

    /// Pixels whose colour is within a few levels of `rgb`.
    func count(_ rgb: (Double, Double, Double), in image: RenderedImage) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if abs(Double(p.r) - rgb.0) < 6, abs(Double(p.g) - rgb.1) < 6, abs(Double(p.b) - rgb.2) < 6 { n += 1 }
        } }
        return n
    }

    let black = (0.0, 0.0, 0.0), secondaryGrey = (102.0, 102.0, 102.0)

    func systemColor(_ color: SystemColor) -> (Double, Double, Double) {
        let c = SystemColorTable.color(color, .light)
        return (c.red * 255, c.green * 255, c.blue * 255)
    }

    func testHierarchicalDimsABatterysCaseUnderItsLevel() throws {
        let image = try render("battery.100", mode: .hierarchical), mono = try render("battery.100", mode: .monochrome)
        print("battery.100 grey pixels: hierarchical \(count(secondaryGrey, in: image)), monochrome \(count(secondaryGrey, in: mono)) (its antialiased edges)")
        XCTAssertGreaterThan(count(secondaryGrey, in: image), count(secondaryGrey, in: mono) * 3, "the case and cap at the secondary opacity")
        XCTAssertGreaterThan(count(black, in: image), 800, "the level in the primary")
    }

    func testHierarchicalDrawsAFilledEnclosureUnderItsGlyph() throws {
        // plus.circle.fill is one Material glyph, a disc with the plus cut out.
        XCTAssertEqual(SymbolResolver.resolve("plus.circle.fill").composition, .plain)
        let image = try render("plus.circle.fill", mode: .hierarchical)
        XCTAssertGreaterThan(count(secondaryGrey, in: image), 1500, "the disc")
        XCTAssertGreaterThan(count(black, in: image), 200, "the plus on it, not cut out")
        XCTAssertEqual(count(black, in: try render("plus.circle.fill", mode: .palette, secondary: .white)), count(black, in: image), accuracy: 30,
                       "palette draws the same plus in the first style")
    }

    func testHierarchicalDrawsAnOutlinedEnclosuresRingAroundItsGlyph() throws {
        let image = try render("xmark.circle", mode: .hierarchical)
        XCTAssertGreaterThan(count(secondaryGrey, in: image), 400, "the ring")
        XCTAssertGreaterThan(count(black, in: image), 150, "the xmark")
    }

    func testHierarchicalDrawsTheWeathersSunAndRainBehindItsCloud() throws {
        let image = try render("cloud.sun.rain.fill", mode: .hierarchical)
        XCTAssertGreaterThan(count(black, in: image), 1500, "the cloud in the primary")
        XCTAssertGreaterThan(count(secondaryGrey, in: image), 200, "the sun and the rain")
    }

    func testPaletteDrawsTheSecondaryLayersInTheSecondStyle() throws {
        let blue = systemColor(.blue)
        for name in ["battery.100", "cloud.bolt.rain.fill", "thermometer.medium", "humidity.fill", "sunrise.fill"] {
            let image = try render(name, mode: .palette, secondary: .blue)
            XCTAssertGreaterThan(count(blue, in: image), 100, "\(name): its secondary layer")
            XCTAssertGreaterThan(count(black, in: image), 40, "\(name): its primary layer")
        }
    }

    func testMulticolorPaintsTheWholeSunYellow() throws {
        // The sun is a layer of its own, disc and rays, behind the cloud, not its rays alone.
        let image = try render("cloud.sun.fill", mode: .multicolor, on: .black)
        XCTAssertGreaterThan(count(systemColor(.yellow), in: image), 400)
        XCTAssertGreaterThan(count((255, 255, 255), in: image), 1500, "the cloud")
    }

    func testMulticolorKeepsAWholeSymbolsColourOnItsLayers() throws {
        // exclamationmark.triangle is one glyph with two layers (its ring and its mark), both yellow.
        let image = try render("exclamationmark.triangle", mode: .multicolor)
        XCTAssertGreaterThan(count(systemColor(.yellow), in: image), 400)
        XCTAssertLessThan(count(black, in: image), 20)
    }

    func testMulticolorPaintsEveryDropBlue() throws {
        // Each drop is its own glyph: the rain of cloud.rain.fill is three separate blue islands.
        let image = try render("cloud.rain.fill", mode: .multicolor, on: .black)
        let blue = systemColor(.blue)
        var columns = Set<Int>()
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if abs(Double(p.r) - blue.0) < 6, abs(Double(p.g) - blue.1) < 6, abs(Double(p.b) - blue.2) < 6 { columns.insert(x) }
        } }
        var runs = 0, last = -2
        for x in columns.sorted() { if x != last + 1 { runs += 1 }; last = x }
        XCTAssertEqual(runs, 3, "three drops side by side")
    }

    /// The rows of dark ink, top to bottom, with how many dark pixels each has.
    func inkRows(_ image: RenderedImage) -> [(y: Int, count: Int)] {
        (0..<image.height).compactMap { y in
            let n = (0..<image.width).filter { image.pixel(x: $0, y: y).r < 128 }.count
            return n > 0 ? (y, n) : nil
        }
    }

    func testSunriseHasItsArrowAboveTheHorizon() throws {
        let rows = inkRows(try render("sunrise.fill", mode: .monochrome))
        let top = rows.first!.y, bottom = rows.last!.y
        let horizon = rows.max { $0.count < $1.count }!.y
        XCTAssertGreaterThan(horizon, top + (bottom - top) * 3 / 4, "the widest row, the horizon, is at the bottom")
        XCTAssertLessThan(rows.first!.count, 12, "the arrow's tip is at the top")
    }

    func testAFilledUmbrellaIsOpenWithItsCanopyOnTop() throws {
        let rows = inkRows(try render("umbrella.fill", mode: .monochrome))
        let top = rows.first!.y, bottom = rows.last!.y
        let widest = rows.max { $0.count < $1.count }!
        XCTAssertLessThan(widest.y, top + (bottom - top) / 2, "the canopy, its widest part, is in the top half")
        XCTAssertGreaterThan(widest.count, (bottom - top) * 8 / 10, "open: about as wide as it is tall, not a furled one")
    }
}
