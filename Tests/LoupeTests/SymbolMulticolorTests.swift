import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// Multicolor's colours on pieces of one glyph (a battery's level, a cloud's rain and sun) and the
/// drawn batteries they need.
final class SymbolMulticolorTests: XCTestCase {
    func render(_ name: String, mode: SymbolRenderingMode = .multicolor, weight: Font.Weight = .regular, on background: Color = .white) throws -> RenderedImage {
        try Loupe.render(ZStack { background; Image(systemName: name).font(.system(size: 40, weight: weight)).symbolRenderingMode(mode).foregroundStyle(.black) }
            .frame(width: 70, height: 60), size: CGSize(width: 70, height: 60), scale: 2)
    }

    /// Pixels of `color` (within a few levels) in the image.
    func count(_ color: SystemColor, in image: RenderedImage) -> Int {
        let c = SystemColorTable.color(color, .light)
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if abs(Double(p.r) - c.red * 255) < 6, abs(Double(p.g) - c.green * 255) < 6, abs(Double(p.b) - c.blue * 255) < 6 { n += 1 }
        } }
        return n
    }

    func testAnOutlineSplitsIntoItsFilledPartsWithTheirHoles() {
        // A case with a hole, and an island in the hole (wound as the case is), and a separate cap.
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 6), CGPoint(x: 0, y: 6)]); path.closeSubpath()
        path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 5), CGPoint(x: 9, y: 5), CGPoint(x: 9, y: 1)]); path.closeSubpath()
        path.addLines([CGPoint(x: 2, y: 2), CGPoint(x: 5, y: 2), CGPoint(x: 5, y: 4), CGPoint(x: 2, y: 4)]); path.closeSubpath()
        path.addLines([CGPoint(x: 11, y: 2), CGPoint(x: 12, y: 2), CGPoint(x: 12, y: 4), CGPoint(x: 11, y: 4)]); path.closeSubpath()
        let parts = path.filledParts
        XCTAssertEqual(parts.map(\.depth).sorted(), [0, 0, 2])
        let body = parts.first { $0.bounds.width == 10 }
        XCTAssertEqual(body?.path.elements.filter { if case .move = $0 { return true }; return false }.count, 2, "the hole stays with the case")
        XCTAssertFalse(body?.path.contains(CGPoint(x: 7, y: 3)) ?? true, "the hole is still clear")
    }

    func testTheTableReadsDrawnBatteries() {
        XCTAssertEqual(SymbolTable.parse("battery:0.25"), .glyph(.battery(level: 0.25, bolt: false)))
        XCTAssertEqual(SymbolTable.parse("battery:1,bolt"), .glyph(.battery(level: 1, bolt: true)))
        XCTAssertNil(SymbolTable.parse("battery:2"), "a level beyond full")
        XCTAssertNil(SymbolTable.parse("battery:1,spark"))
        XCTAssertEqual(SymbolTable.target(for: "battery.50"), .glyph(.battery(level: 0.5, bolt: false)))
    }

    /// SF's batteries lie down: wider than tall, and the level fills from the left.
    func testABatteryLiesDownAndFillsFromTheLeft() throws {
        func dark(_ image: RenderedImage, columns: Range<Int>) -> Int {
            var n = 0
            for y in 0..<image.height { for x in columns where image.pixel(x: x, y: y).r < 100 { n += 1 } }
            return n
        }
        let full = try render("battery.100", mode: .monochrome), quarter = try render("battery.25", mode: .monochrome)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<full.height { for x in 0..<full.width where full.pixel(x: x, y: y).r < 128 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } }
        XCTAssertGreaterThan(maxX - minX, (maxY - minY) * 2, "lying down")
        let empty = try render("battery.0", mode: .monochrome)
        let left = 0..<full.width / 2, right = full.width / 2..<full.width
        XCTAssertGreaterThan(dark(quarter, columns: left), dark(empty, columns: left) + 100, "a quarter filled on the left")
        XCTAssertEqual(dark(quarter, columns: right), dark(empty, columns: right), accuracy: 4, "and nothing on the right")
        XCTAssertGreaterThan(dark(full, columns: right), dark(empty, columns: right) + 100)
    }

    /// The weight thickens the case's wall without closing the gap around the level.
    func testABatteryKeepsItsGapsAtEveryWeight() throws {
        for weight in [Font.Weight.ultraLight, .regular, .black] {
            let image = try render("battery.100", mode: .monochrome, weight: weight)
            let row = image.height / 2
            var runs = 0, dark = false
            for x in 0..<image.width {
                let isDark = image.pixel(x: x, y: row).r < 128
                if isDark && !dark { runs += 1 }
                dark = isDark
            }
            XCTAssertEqual(runs, 4, "\(weight): wall, level, wall, cap across the middle")
        }
    }

    func testMulticolorPaintsALowBatterysLevelRedAndAChargingOneGreen() throws {
        XCTAssertGreaterThan(count(.red, in: try render("battery.25")), 20)
        XCTAssertEqual(count(.red, in: try render("battery.25", mode: .monochrome)), 0)
        XCTAssertEqual(count(.red, in: try render("battery.50")), 0, "a half-full battery has no fixed colour")
        XCTAssertGreaterThan(count(.green, in: try render("battery.100.bolt")), 100)
    }

    func testMulticolorPaintsTheWeathersRainBlueAndSunYellow() throws {
        let rain = try render("cloud.rain.fill"), sun = try render("cloud.sun.fill")
        XCTAssertGreaterThan(count(.blue, in: rain), 20)
        XCTAssertGreaterThan(count(.yellow, in: sun), 20)
        let storm = try render("cloud.bolt.rain.fill")
        XCTAssertGreaterThan(count(.yellow, in: storm), 20, "the bolt")
        XCTAssertGreaterThan(count(.blue, in: storm), 20, "the rain")
    }

    /// SF paints the weather's clouds white in multicolor (in both schemes), filled, not outlined:
    /// a filled cloud covers far more pixels than its outline would.
    func testMulticolorPaintsTheCloudsWhite() throws {
        for name in ["cloud.sun.fill", "cloud.sun.rain.fill", "cloud.bolt.rain.fill", "cloud.snow.fill"] {
            let image = try render(name, on: .black)
            var white = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r > 250 && image.pixel(x: x, y: y).b > 250 { white += 1 } }
            XCTAssertGreaterThan(white, 1500, "\(name): a white filled cloud")
            let mono = try render(name, mode: .monochrome, on: .black)
            var black = 0
            for y in 0..<mono.height { for x in 0..<mono.width where mono.pixel(x: x, y: y).g > 250 { black += 1 } }
            XCTAssertEqual(black, 0, "\(name): monochrome stays in the foreground (black)")
        }
    }

    /// Every layer the layer table names exists in its glyph: a layered stand-in has the glyph it
    /// numbers, an outline the part a piece picks; and a single glyph keeps some part for the
    /// symbol's own paint (a symbol drawn whole in one colour belongs in `SymbolMulticolor.symbols`).
    func testEveryLayerTheTableNamesIsAPartOfItsGlyph() throws {
        let engine = PangoTextEngine(fontSet: try FontSet.shared.get())
        let font = ResolvedFont(size: 40, weight: .regular, design: .default, italic: false, monospacedDigit: false)
        for (name, layers) in SymbolLayers.table.sorted(by: { $0.key < $1.key }) {
            let recipe = SymbolResolver.resolve(name, layoutDirection: .leftToRight)
            XCTAssertNotEqual(recipe.kind, SymbolRecipe.Kind.placeholder, name)
            let layout = engine.symbol(recipe.glyph, font: font, scale: .medium, paint: .color(.clear))
            // A layered stand-in's area pieces pick parts out of its glyphs.
            let parts = ([layout.outline] + layout.glyphLayers).flatMap(\.filledParts), ink = layout.ink
            let hasIslands = parts.contains { $0.depth >= 2 }
            func caught(_ part: Path.FilledPart, _ piece: SymbolStyle.Part.Piece) -> Bool {
                piece != .rest && piece.holds(part, in: ink, hasIslands: hasIslands)
            }
            for layer in layers {
                switch layer.piece {
                case .glyph(let index):
                    XCTAssertLessThan(index, layout.glyphLayers.count, "\(name): no glyph \(index) in \(recipe.glyph)")
                case .rest:
                    continue
                default:
                    XCTAssertTrue(parts.contains { caught($0, layer.piece) }, "\(name): \(layer.piece) matches no part of \(recipe.glyph)")
                }
            }
            // A filled enclosure leaves its cut-out glyph to the symbol's paint.
            if layout.glyphLayers.isEmpty, !layers.contains(where: { $0.piece == .enclosure }) {
                XCTAssertTrue(parts.contains { part in !layers.contains { caught(part, $0.piece) } }, "\(name): no part is left to the rest")
            }
        }
    }
}
