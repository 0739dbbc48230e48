import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// How symbols are drawn: weight, the icon sets' outlines, characters, pairs (issue #28).
final class SymbolDrawingTests: XCTestCase {
    func render(_ view: some View, size: CGFloat = 60) throws -> RenderedImage {
        try Loupe.render(ZStack { Color.white; view.foregroundStyle(.black) }.frame(width: size, height: size),
                         size: CGSize(width: size, height: size), scale: 3)
    }

    /// The share of the image's pixels the symbol darkens, weighted by how dark.
    func inkArea(_ image: RenderedImage) -> Double {
        var total = 0.0
        for y in 0..<image.height { for x in 0..<image.width { total += Double(255 - Int(image.pixel(x: x, y: y).r)) / 255 } }
        return total / Double(image.width * image.height)
    }

    func inkBox(_ image: RenderedImage) -> CGRect {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } }
        guard maxX >= 0 else { return .null }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
    }

    /// `.font(.body.weight(.bold))` thickens a symbol's strokes and ultralight thins them, in both
    /// icon sets (heart.slash is Material Icons, bird an outline of Material Design Icons).
    func testWeightChangesTheStroke() throws {
        for name in ["heart", "bird"] {
            func area(_ weight: Font.Weight) throws -> Double {
                inkArea(try render(Image(systemName: name).font(.system(size: 40, weight: weight))))
            }
            let ultraLight = try area(.ultraLight), regular = try area(.regular), bold = try area(.bold), black = try area(.black)
            XCTAssertLessThan(ultraLight, regular * 0.85, name)
            XCTAssertGreaterThan(bold, regular * 1.1, name)
            XCTAssertGreaterThan(black, bold, name)
        }
    }

    /// The layout box does not change with the weight: only the outline grows or shrinks in it.
    func testWeightKeepsTheSymbolsFrame() throws {
        func frame(_ weight: Font.Weight) throws -> CGRect {
            let layout = try Loupe.layout(Image(systemName: "bird").font(.system(size: 40, weight: weight)), size: CGSize(width: 60, height: 60))
            return layout.allNodes.first { $0.kind == "Image" }!.frame
        }
        XCTAssertEqual(try frame(.black), try frame(.regular))
    }

    /// A symbol drawn from the community set's outlines is drawn, sized like the font's glyphs:
    /// `bird` at 40 pt has ink about as tall as the point size.
    func testAnIconOutlineDrawsAtTheFontsSize() throws {
        XCTAssertEqual(SymbolResolver.resolve("bird").glyph, .icon("bird"))
        let box = inkBox(try render(Image(systemName: "bird").font(.system(size: 40))))
        XCTAssertGreaterThan(box.width, 25)
        XCTAssertLessThan(box.height, 48)
    }

    /// `1.circle`: the digit in the system font, inside the circle.
    func testANumberIsDrawnInsideItsCircle() throws {
        let image = try render(Image(systemName: "7.circle").font(.system(size: 40)))
        let box = inkBox(image)
        XCTAssertEqual(box.width, box.height, accuracy: 0.7, "the circle")
        // The digit's stroke crosses the circle's middle row somewhere between its edges.
        let row = Int(box.midY * 3)
        let inner = (Int(box.minX * 3) + 12..<Int(box.maxX * 3) - 12).filter { image.pixel(x: $0, y: row).r < 128 }
        XCTAssertFalse(inner.isEmpty, "a digit inside the circle")
    }

    /// `square.on.square`: two squares, the one behind offset up and to the trailing side.
    func testOnDrawsBothGlyphs() throws {
        let single = inkBox(try render(Image(systemName: "square").font(.system(size: 40))))
        let stacked = inkBox(try render(Image(systemName: "square.on.square").font(.system(size: 40))))
        XCTAssertGreaterThan(stacked.width, single.width * 0.8)
        let image = try render(Image(systemName: "square.on.square").font(.system(size: 40)))
        // The back square's top edge is right of the front square's left edge: ink at the top right.
        XCTAssertLessThan(image.pixel(x: Int((stacked.maxX - 2) * 3), y: Int((stacked.minY + 1) * 3)).r, 128)
        XCTAssertEqual(image.pixel(x: Int((stacked.minX + 1) * 3), y: Int((stacked.minY + 1) * 3)).r, 255, "nothing at the top left")
    }

    /// A circle around a pair stays a circle; both glyphs are inside it.
    func testAnEnclosedPairKeepsItsCircle() throws {
        let box = inkBox(try render(Image(systemName: "arrow.down.left.and.arrow.up.right.circle").font(.system(size: 40))))
        XCTAssertEqual(box.width, box.height, accuracy: 0.7)
    }
}

/// Rendering modes and variable values (`SymbolStyle`, `VariableSymbol`).
final class SymbolRenderingModeTests: XCTestCase {
    func render(_ view: some View) throws -> RenderedImage {
        try Loupe.render(ZStack { Color.white; view }.frame(width: 60, height: 60), size: CGSize(width: 60, height: 60), scale: 3)
    }

    func inkBox(_ image: RenderedImage) -> CGRect {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r < 250 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
    }

    /// The darkest pixel in a column band (0 black … 255 white).
    func darkest(_ image: RenderedImage, x range: Range<Int>) -> Int {
        var darkest = 255
        for y in 0..<image.height { for x in range { darkest = min(darkest, Int(image.pixel(x: x, y: y).r)) } }
        return darkest
    }

    /// `cellularbars` at 0.5 lights its first two bars and dims the other two.
    func testAVariableValueDimsTheLayersAboveIt() throws {
        let image = try render(Image(systemName: "cellularbars", variableValue: 0.5).font(.system(size: 40)).foregroundStyle(.black))
        let box = inkBox(image)
        let quarter = box.width * 3 / 4
        var bars: [Int] = []
        for i in 0..<4 {
            let x = Int(box.minX * 3 + quarter * (CGFloat(i) + 0.5))
            bars.append(darkest(image, x: x - 2..<x + 2))
        }
        XCTAssertLessThan(bars[0], 10, "\(bars)")
        XCTAssertLessThan(bars[1], 10, "\(bars)")
        XCTAssertGreaterThan(bars[2], 120, "dimmed: \(bars)")
        XCTAssertGreaterThan(bars[3], 120, "dimmed: \(bars)")
        let full = try render(Image(systemName: "cellularbars", variableValue: 1).font(.system(size: 40)).foregroundStyle(.black))
        XCTAssertLessThan(darkest(full, x: Int(box.maxX * 3) - 8..<Int(box.maxX * 3) - 4), 10, "at 1 every bar is lit")
    }

    /// Hierarchical: the filled circle is a secondary layer — the blue at the secondary label's
    /// opacity — and the bird is drawn on it in the full blue, not cut out of it as in monochrome.
    func testHierarchicalDrawsTheEnclosureAsASecondaryLayer() throws {
        func rings(_ view: some View) throws -> (edge: (r: Int, g: Int, b: Int), fullBlueInside: Int, whiteInside: Int) {
            let image = try render(view.font(.system(size: 40)).foregroundStyle(.blue))
            let edge = image.pixel(x: 90 + 52, y: 90)
            var blue = 0, white = 0
            for y in 60..<120 { for x in 60..<120 {
                let p = image.pixel(x: x, y: y)
                if p.r < 10 && p.b > 245 { blue += 1 }
                if p.r > 245 && p.g > 245 { white += 1 }
            } }
            return ((Int(edge.r), Int(edge.g), Int(edge.b)), blue, white)
        }
        let layered = try rings(Image(systemName: "bird.circle.fill").symbolRenderingMode(.hierarchical))
        let mono = try rings(Image(systemName: "bird.circle.fill"))
        // systemBlue light is (0, 136, 255): at 0.6 over white, red is 0.4 × 255.
        XCTAssertEqual(Double(layered.edge.r), 0.4 * 255, accuracy: 8, "\(layered.edge)")
        XCTAssertEqual(mono.edge.r, 0, "monochrome: the disc in the full blue")
        XCTAssertGreaterThan(layered.fullBlueInside, 100, "the bird in the full blue")
        XCTAssertGreaterThan(mono.whiteInside, 100, "monochrome cuts the bird out")
        XCTAssertEqual(layered.whiteInside, 0)
    }

    /// Palette: the second style paints the enclosure, the first the glyph; two styles without a
    /// mode are a palette, as in SwiftUI.
    func testPaletteTakesTheSecondStyleForTheEnclosure() throws {
        for view in [AnyView(Image(systemName: "bird.circle").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)),
                     AnyView(Image(systemName: "bird.circle").foregroundStyle(.red, .blue))] {
            let image = try render(view.font(.system(size: 40)))
            var ring = (r: 0, b: 0), glyph = (r: 0, b: 0)
            for y in 0..<image.height { for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let distance = ((Double(x) - 90) * (Double(x) - 90) + (Double(y) - 90) * (Double(y) - 90)).squareRoot()
                guard p.r < 250 || p.b < 250 else { continue }
                if distance > 50 { if p.b > p.r { ring.b += 1 } else { ring.r += 1 } }
                if distance < 25 { if p.r > p.b { glyph.r += 1 } else { glyph.b += 1 } }
            } }
            XCTAssertGreaterThan(ring.b, ring.r * 10, "the circle is blue")
            XCTAssertGreaterThan(glyph.r, glyph.b * 10, "the bird is red")
        }
    }

    /// Multicolor keeps a symbol's fixed colours over the foreground: the heart red, a plus badge
    /// green, a notification dot red; a symbol without them is drawn in the foreground.
    func testMulticolorKeepsTheFixedColours() throws {
        func colours(_ name: String) throws -> (red: Int, green: Int, blue: Int) {
            let image = try render(Image(systemName: name).font(.system(size: 40)).symbolRenderingMode(.multicolor).foregroundStyle(.blue))
            var count = (red: 0, green: 0, blue: 0)
            for y in 0..<image.height { for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g < 100 && p.b < 100 { count.red += 1 }
                if p.g > 150 && p.r < 100 && p.b < 130 { count.green += 1 }
                if p.b > 200 && p.r < 60 && p.g < 170 { count.blue += 1 }
            } }
            return count
        }
        let heart = try colours("heart.fill")
        XCTAssertGreaterThan(heart.red, 500)
        XCTAssertEqual(heart.blue, 0)
        let folder = try colours("folder.badge.plus")
        XCTAssertGreaterThan(folder.blue, 500, "the folder in the foreground")
        XCTAssertGreaterThan(folder.green, 20, "the plus badge green")
        XCTAssertGreaterThan(try colours("clock.badge").red, 20, "the dot red")
        XCTAssertEqual(try colours("bird").red + (try colours("bird")).green, 0, "no fixed colour: the foreground")
    }
}
