import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import CCairo
import XCTest
@testable import Loupe
import LoupeExamples
import LoupeUI

/// Pixels, encoders and determinism.
final class RenderingTests: XCTestCase {
    func testImageSizeIsPointsTimesScale() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try Loupe.render(Color.red, size: CGSize(width: 364, height: 170), scale: scale)
            XCTAssertEqual(image.width, Int(364 * scale))
            XCTAssertEqual(image.height, Int(170 * scale))
            XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
        }
    }

    func testSystemColorsComeFromTheTableForEachScheme() throws {
        let light = try Loupe.render(Color.blue, size: CGSize(width: 4, height: 4), scale: 1)
        let dark = try Loupe.render(Color.blue.environment(\.colorScheme, .dark), size: CGSize(width: 4, height: 4), scale: 1)
        XCTAssertTrue(light.pixel(x: 1, y: 1) == (0, 136, 255, 255))
        XCTAssertTrue(dark.pixel(x: 1, y: 1) == (0, 145, 255, 255))
    }

    func testTranslucentColorsAreStraightAlpha() throws {
        let image = try Loupe.render(Color(red: 1, green: 0, blue: 0, opacity: 0.5), size: CGSize(width: 2, height: 2), scale: 1)
        let p = image.pixel(x: 0, y: 0)
        XCTAssertEqual(p.r, 255, "not premultiplied")
        XCTAssertEqual(Int(p.a), 128, accuracy: 1)
    }

    func testUncoveredPixelsAreTransparent() throws {
        let image = try Loupe.render(Color.red.frame(width: 2, height: 2), size: CGSize(width: 10, height: 10), scale: 1)
        XCTAssertTrue(image.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        XCTAssertTrue(image.pixel(x: 5, y: 5) == (255, 56, 60, 255))
    }

    func testOpacityLayerAndClipShape() throws {
        let faded = try Loupe.render(Color.black.opacity(0.5).opacity(0.5), size: CGSize(width: 2, height: 2), scale: 1)
        XCTAssertEqual(Int(faded.pixel(x: 0, y: 0).a), 64, accuracy: 1)
        let clipped = try Loupe.render(Color.black.clipShape(Circle()), size: CGSize(width: 20, height: 20), scale: 1)
        XCTAssertEqual(clipped.pixel(x: 0, y: 0).a, 0, "corner outside the circle")
        XCTAssertEqual(clipped.pixel(x: 10, y: 10).a, 255)
    }

    func testTextDrawsInkInItsFrameInTheForegroundColor() throws {
        let pipeline = try Loupe.pipeline(Text("HHHH").font(.system(size: 40, weight: .black)).foregroundStyle(.red), size: CGSize(width: 200, height: 80), scale: 1)
        let image = try Renderer().rasterize(pipeline)
        let frame = pipeline.layout.allNodes.first { $0.kind == "Text" }!.frame
        var inside = 0, outside = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 128 {
            frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) ? (inside += 1) : (outside += 1)
            let p = image.pixel(x: x, y: y)
            // Edge pixels are un-premultiplied from partial coverage: within 2 of the color.
            XCTAssertTrue(abs(Int(p.r) - 255) <= 2 && abs(Int(p.g) - 56) <= 2 && abs(Int(p.b) - 60) <= 2, "ink is the system red, not \(p)")
        } }
        XCTAssertGreaterThan(inside, 100)
        XCTAssertEqual(outside, 0)
    }

    func testCapitalsStandAsTallAsSFPro() throws {
        // An "H" at 100 pt: SF Pro's cap height is 70.46 pt (facts.md §7).
        let image = try Loupe.render(Text("H").font(.system(size: 100)).foregroundStyle(.black), size: CGSize(width: 200, height: 200), scale: 1)
        var rows = Set<Int>()
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 128 { rows.insert(y) } }
        XCTAssertEqual(Double(rows.count), 70.46, accuracy: 1.5)
    }

    func testPNGRoundTripsThroughLibpng() throws {
        let image = try Loupe.render(Examples.named("weather")!.makeView(.light), size: CGSize(width: 170, height: 170), scale: 2)
        let png = try image.pngData()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGCodec.decode(png)
        XCTAssertEqual(decoded.width, image.width)
        XCTAssertEqual(decoded.pixels, image.pixels)
    }

    func testCorruptPNGIsAnErrorNotACrash() {
        XCTAssertThrowsError(try PNGCodec.decode(Data([0x89, 0x50, 0x4E, 0x47]))) { error in
            XCTAssertTrue("\(error)".contains("not a PNG"), "\(error)")
        }
        let headerOnly = try! Loupe.render(Color.red, size: CGSize(width: 20, height: 20)).pngData().prefix(20)
        XCTAssertThrowsError(try PNGCodec.decode(Data(headerOnly))) { error in
            XCTAssertTrue("\(error)".contains("ends before the image header"), "\(error)")
        }
        let truncated = try! Loupe.render(Color.red, size: CGSize(width: 20, height: 20)).pngData().prefix(60)
        XCTAssertThrowsError(try PNGCodec.decode(Data(truncated))) { error in
            XCTAssertTrue("\(error)".contains("truncated"), "\(error)")
        }
    }

    /// Cairo's premultiplied little-endian ARGB words become straight RGBA bytes: opaque and clear
    /// pixels exactly, partly covered ones by the rounded division (v · 255 + a / 2) / a.
    func testCairoWordsBecomeStraightRGBA() throws {
        let words: [UInt32] = [0xFF10_2030, 0x0000_0000, 0x8040_2000, 0x0101_0100]
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(words.count), 1)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        for (i, word) in words.enumerated() { data[i] = word }
        cairo_surface_mark_dirty(surface)
        let straight = RasterConversion.straightRGBA(from: surface)
        func up(_ v: Int, _ a: Int) -> UInt8 { UInt8((v * 255 + a / 2) / a) }
        XCTAssertEqual(straight.pixels, [0x10, 0x20, 0x30, 0xFF,
                                         0, 0, 0, 0,
                                         up(0x40, 0x80), up(0x20, 0x80), 0, 0x80,
                                         255, 255, 0, 1])
    }

    /// The text engine keeps the layouts it made; a renderer that has drawn other cells (in any
    /// order, with any text) must still give the bytes a fresh one gives.
    func testAWarmTextMemoChangesNoPixel() throws {
        let size = CGSize(width: 364, height: 170)
        let view = Examples.named("step-counter")!.makeView(.light)
        let fresh = try Renderer().render(view, size: size)
        let warm = try Renderer()
        for name in ["agenda", "weather", "step-counter"] {
            for scheme in [ColorScheme.dark, .light] { _ = try warm.render(Examples.named(name)!.makeView(scheme), size: size) }
        }
        XCTAssertEqual(try warm.render(view, size: size).pixels, fresh.pixels)
    }

    func testSVGIsByteStableAndHasTextAsOutlines() throws {
        let view = Examples.named("step-counter")!.makeView(.light)
        let first = try Loupe.svg(Loupe.pipeline(view, size: CGSize(width: 364, height: 170)))
        _ = try Loupe.svg(Loupe.pipeline(Examples.named("agenda")!.makeView(.dark), size: CGSize(width: 364, height: 382)))
        let second = try Loupe.svg(Loupe.pipeline(view, size: CGSize(width: 364, height: 170)))
        XCTAssertEqual(first, second, "no per-process ids")
        let text = String(decoding: first, as: UTF8.self)
        XCTAssertTrue(text.contains("width=\"364\" height=\"170\" viewBox=\"0 0 364 170\""))
        XCTAssertFalse(text.contains("<text"), "text is drawn as glyph outlines")
        XCTAssertTrue(text.contains("<path id=\"glyph0\""))
        XCTAssertEqual(text.components(separatedBy: "<clipPath").count - 1, 1, "one clip for the one clipShape")
    }

    func testSVGIsWellFormedXML() throws {
        for example in Examples.all {
            let svg = try Loupe.svg(Loupe.pipeline(example.makeView(.dark), size: example.size))
            let parser = XMLParser(data: svg)
            XCTAssertTrue(parser.parse(), "\(example.name): \(parser.parserError.map { "\($0)" } ?? "")")
        }
    }

    func testSVGNumbersAreShortAndExact() throws {
        let writer = SVGWriter(outlines: try Renderer().canvas.glyphOutlines)
        XCTAssertEqual([1.0, 0.5, -2.25, 1.0 / 3.0, 0, -0.0004, 12.3456].map { writer.n($0) }, ["1", "0.5", "-2.25", "0.333", "0", "0", "12.346"])
    }

    func testSameInputGivesTheSameBytesAcrossRunsAndThreads() throws {
        let cells = Examples.all.flatMap { example in ColorScheme.allCases.map { (example, $0) } }
        func renderAll() throws -> [Data] {
            try cells.map { try Loupe.render($0.0.makeView($0.1), size: $0.0.size).pngData() }
        }
        let serial = try renderAll()
        XCTAssertEqual(try renderAll(), serial, "two runs on one thread")
        var parallel = [Data?](repeating: nil, count: cells.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: cells.count) { i in
            let data = try? Loupe.render(cells[i].0.makeView(cells[i].1), size: cells[i].0.size).pngData()
            lock.lock(); parallel[i] = data; lock.unlock()
        }
        XCTAssertEqual(parallel.compactMap { $0 }, serial, "1 thread versus 2")
    }

    func testUnknownSymbolDrawsAPlaceholderAndWarns() throws {
        let pipeline = try Loupe.pipeline(Image(systemName: "not.a.symbol"), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(pipeline.warnings.count, 1)
        XCTAssertTrue(pipeline.warnings[0].contains("not.a.symbol"))
        let image = try Renderer().rasterize(pipeline)
        XCTAssertTrue(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "something visible is drawn")
    }

    func testMissingImageDrawsAPlaceholderAndWarns() throws {
        let pipeline = try Loupe.pipeline(Image("no-such-image"), size: CGSize(width: 50, height: 50), scale: 1)
        XCTAssertTrue(pipeline.warnings.first?.contains("no-such-image") == true)
        let node = pipeline.layout.allNodes.first { $0.kind == "Image" }!
        XCTAssertEqual(node.frame.size, CGSize(width: 24, height: 24))
    }

    func testNamedImagesLoadFromSearchPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-images-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels: [UInt8] = (0..<(8 * 6 * 4)).map { $0 % 4 == 3 ? 255 : ($0 % 4 == 1 ? 200 : 0) }
        try PNGCodec.encode(width: 8, height: 6, rgba: pixels).write(to: folder.appendingPathComponent("logo@2x.png"))
        let pipeline = try Loupe.pipeline(Image("logo").environment(\.imageSearchPaths, [folder]), size: CGSize(width: 20, height: 20), scale: 2)
        XCTAssertEqual(pipeline.warnings, [])
        XCTAssertEqual(pipeline.layout.allNodes.first { $0.kind == "Image" }?.frame.size, CGSize(width: 4, height: 3), "@2x: pixels ÷ 2")
    }

    /// Every glyph the symbol table names is in its set and draws as one symbol: ink inside the
    /// icon sets' em, the symbol's box and the 2-unit margin of their 24-unit grid around it (a
    /// ligature the font lacked would set its letters as a line of text; a slug the outlines lack
    /// would fall back to the placeholder).
    func testEveryTableGlyphDrawsInsideTheSymbolBox() throws {
        let renderer = try Renderer()
        let font = Font.body.resolve(dynamicTypeSize: .large)
        let fontSet = try FontSet.shared.get()
        var failures: [String] = []
        var glyphs = Set<SymbolGlyph>()
        for (name, target) in SymbolNames.all where !target.hasPrefix("=") {
            let glyph = SymbolResolver.resolve(name).glyph
            guard glyphs.insert(glyph).inserted else { continue }
            // A layered stand-in's glyphs are each one of the sets'.
            let parts: [SymbolGlyph]
            if case .layered(let placed) = glyph { parts = placed.map(\.glyph) } else { parts = [glyph] }
            if let slug = parts.lazy.compactMap({ if case .icon(let slug) = $0 { return slug } else { return nil } }).first(where: { !fontSet.icons.slugs.contains($0) }) {
                failures.append("\(name) → \(target): no outline \(slug)"); continue
            }
            let symbol = renderer.textEngine.symbol(glyph, font: font, scale: .medium, paint: .color(.clear))
            // A few outlines reach a hair past their grid (sign-language by 0.1 unit): 1 unit of slack.
            let margin = symbol.size.height * 3 / 20
            let box = CGRect(origin: .zero, size: symbol.size).insetBy(dx: -margin, dy: -margin)
            if (symbol.outline.isEmpty && symbol.glyphLayers.isEmpty) || !box.contains(symbol.ink) { failures.append("\(name) → \(target): ink \(symbol.ink) outside \(symbol.size)") }
        }
        XCTAssertGreaterThan(glyphs.count, 1400)
        XCTAssertEqual(failures, [])
    }

    /// One rule sizes every raster, and the command line's report of it: a fraction of a pixel
    /// rounds up, float noise on the pixel grid does not.
    func testTheRasterIsTheSizeInPixelsRoundedUp() throws {
        let renderer = try Renderer.forCurrentThread()
        for (points, scale, pixels) in [(CGSize(width: 364, height: 170), 3.0, (1092, 510)),
                                        (CGSize(width: 170.5, height: 10.2), 2.0, (341, 21)),
                                        (CGSize(width: 0.1 + 0.2, height: 1.0 / 3), 3.0, (1, 1))] {
            let stages = try renderer.pipeline(Color.red, size: points, scale: CGFloat(scale))
            XCTAssertTrue(stages.pixelSize == pixels, "\(points) @\(scale)x: \(stages.pixelSize)")
            let image = try renderer.rasterize(stages)
            XCTAssertTrue((image.width, image.height) == pixels, "\(points) @\(scale)x: \(image.width)×\(image.height)")
        }
    }

    /// The grid rule text boxes and spacing share with the raster: up to the next pixel, except
    /// within float noise of one, in points on the grid.
    func testLengthsRoundUpOntoThePixelGrid() {
        let third: CGFloat = 1.0 / 3
        XCTAssertEqual(PixelGrid.roundedUp(10, pixel: third), 10, accuracy: 1e-12)
        XCTAssertEqual(PixelGrid.roundedUp(10 + 1e-7, pixel: third), 10, accuracy: 1e-12)
        XCTAssertEqual(PixelGrid.roundedUp(10.01, pixel: third), 10 + third, accuracy: 1e-12)
        XCTAssertEqual(PixelGrid.roundedUp(0.1 + 0.2, pixel: 0.5), 0.5)
        XCTAssertEqual(PixelGrid.wholePixels(3, scale: 3), 9)
        XCTAssertEqual(PixelGrid.wholePixels(3.01, scale: 3), 10)
        XCTAssertEqual(PixelGrid.wholePixels(.infinity, scale: 2), .infinity)
    }
}

