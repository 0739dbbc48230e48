import Foundation
import XCTest
@testable import Loupe
import LoupeUI

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
