import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Issue #13: rules measured on iOS 26 simulator renders (@3x), with the figures of facts.md §7.
/// Ink is measured as iOS's was: the bounding box of pixels with any coverage, at @3x, in points,
/// so one pixel is 0.34 pt — the tolerance the issue gives.
final class FidelityTests: XCTestCase {
    let onePixel: CGFloat = 0.34

    /// The bounding box, in points, of pixels with any alpha.
    func ink(_ view: some View, in size: CGSize = CGSize(width: 200, height: 200)) throws -> CGRect {
        let image = try Loupe.render(view, size: size, scale: 3)
        return inkBox(image, where: { $0.a > 0 })
    }

    func inkBox(_ image: RenderedImage, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> CGRect {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where test(image.pixel(x: x, y: y)) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard maxX >= 0 else { return .null }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
    }

    // MARK: 1. Negative stack spacing

    func testNegativeSpacingOverlapsTheNextViewInAVStack() throws {
        let layout = try frames(VStack(spacing: -2) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }, in: CGSize(width: 100, height: 100), scale: 3)
        XCTAssertEqual(layout.frame("b").minY - layout.frame("a").maxY, -2, accuracy: 0.001)
        XCTAssertEqual(layout.frame("a").height + layout.frame("b").height - 2, 18, accuracy: 0.001)
    }

    func testNegativeSpacingOverlapsTheNextViewInAnHStack() throws {
        let layout = try frames(HStack(spacing: -4) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }, in: CGSize(width: 100, height: 100), scale: 3)
        XCTAssertEqual(layout.frame("b").minX - layout.frame("a").maxX, -4, accuracy: 0.001)
    }

    // MARK: 2. Resizable symbols

    /// In 10 × 10 iOS draws 6.00 × 9.67. As in 16 × 16 below, the width is the stand-in glyph's own
    /// aspect kept (Material's bolt is slimmer than SF's), not SF's width.
    func testResizableSymbolFitsItsTenPointFrame() throws {
        let box = try ink(Image(systemName: "bolt.fill").resizable().frame(width: 10, height: 10))
        XCTAssertEqual(box.height, 9.67, accuracy: onePixel)
        let natural = try ink(Image(systemName: "bolt.fill").font(.system(size: 64)))
        XCTAssertEqual(box.width, box.height * natural.width / natural.height, accuracy: onePixel)
    }

    /// In 16 × 16 iOS draws 9.67 × 15.33. The height is the rule's; the width is the stand-in
    /// glyph's own (Material's bolt is narrower than SF's: 0.58 of its height against 0.63), so it
    /// is checked as the glyph's aspect kept, not as SF's width.
    func testResizableSymbolFitsItsSixteenPointFrame() throws {
        let box = try ink(Image(systemName: "bolt.fill").resizable().frame(width: 16, height: 16))
        XCTAssertEqual(box.height, 15.33, accuracy: onePixel)
        let natural = try ink(Image(systemName: "bolt.fill").font(.system(size: 64)))
        XCTAssertEqual(box.width, box.height * natural.width / natural.height, accuracy: onePixel)
    }

    func testResizableSymbolKeepsItsAspectInAWideFrame() throws {
        let wide = try ink(Image(systemName: "bolt.fill").resizable().frame(width: 40, height: 16))
        XCTAssertEqual(wide.height, 15.33, accuracy: onePixel, "the height limits; the symbol is not stretched")
        XCTAssertEqual(wide.midX, 100, accuracy: onePixel, "centred in its frame")
    }

    // MARK: 3. minimumScaleFactor with room to spare

    func testMinimumScaleFactorLeavesTextThatFitsAlone() throws {
        let pipeline = try Loupe.pipeline(Text("84%").font(.system(size: 34, weight: .bold)).lineLimit(1).minimumScaleFactor(0.5),
                                          size: CGSize(width: 300, height: 300))
        let text = pipeline.layout.allNodes.first { $0.kind == "Text" }!
        XCTAssertFalse(text.detail.contains("scaled"), text.detail)
    }

    // MARK: 4. Shapes draw in their own frame

    func testAPathViewDrawsInItsFrame() throws {
        let view = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill(.red)
            .frame(width: 20, height: 20).padding(.leading, 10).padding(.top, 10)
            .frame(width: 60, height: 60, alignment: .topLeading)
        let box = try ink(view, in: CGSize(width: 60, height: 60))
        XCTAssertEqual(box.minX, 10, accuracy: onePixel)
        XCTAssertEqual(box.minY, 10, accuracy: onePixel)
        XCTAssertEqual(box.maxX, 30, accuracy: onePixel)
    }

    /// A custom shape's `path(in:)` gets its frame's own bounds, origin zero.
    func testACustomShapeIsAskedForItsOwnBounds() throws {
        struct Corner: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: 5, height: 5)) }
        }
        let view = Corner().fill(.red).frame(width: 20, height: 20).padding(.leading, 10).padding(.top, 12)
            .frame(width: 60, height: 60, alignment: .topLeading)
        let box = try ink(view, in: CGSize(width: 60, height: 60))
        XCTAssertEqual(box.minX, 10, accuracy: onePixel)
        XCTAssertEqual(box.minY, 12, accuracy: onePixel)
        XCTAssertEqual(box.width, 5, accuracy: onePixel)
    }

    // MARK: 10. A truncated line stays inside its proposal

    func testATruncatedLineNeverExceedsItsProposal() throws {
        for scale in [1.0, 2.0, 3.0] as [CGFloat] {
            let layout = try frames(Text("A rather long line of text for a small frame").lineLimit(1).accessibilityIdentifier("t").frame(width: 80),
                                    in: CGSize(width: 200, height: 100), scale: scale)
            XCTAssertLessThanOrEqual(layout.frame("t").width, 80, "at @\(Int(scale))x")
        }
    }
}

/// Issue #13 item 6: the stand-in's line widths against SF Pro's (facts.md §7 "Text widths").
final class TextWidthCalibrationTests: XCTestCase {
    func inkWidth(_ text: Text) throws -> CGFloat {
        let image = try Loupe.render(text.fixedSize(), size: CGSize(width: 300, height: 60), scale: 3)
        var (minX, maxX) = (Int.max, -1)
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 { minX = min(minX, x); maxX = max(maxX, x) } }
        return CGFloat(maxX - minX + 1) / 3
    }

    func testLivingRoomAtFifteenPoints() throws {
        XCTAssertEqual(try inkWidth(Text("Living Room").font(.system(size: 15))), 81.67, accuracy: 0.34)
    }
    func testBatteryLineAtFifteenPoints() throws {
        XCTAssertEqual(try inkWidth(Text("Battery - 68%").font(.system(size: 15))), 94.67, accuracy: 0.34)
    }
    func testPercentAtFifteenPoints() throws {
        XCTAssertEqual(try inkWidth(Text("72%").font(.system(size: 15))), 29.33, accuracy: 0.34)
    }
    func testFootnoteSentence() throws {
        XCTAssertEqual(try inkWidth(Text("No energy dashboard configured").font(.footnote)), 197.67, accuracy: 0.34)
    }
    func testSemiboldFootnotePercent() throws {
        XCTAssertEqual(try inkWidth(Text("40%").font(.footnote.weight(.semibold))), 28.00, accuracy: 0.34)
    }

    /// A display size: iOS drew "84%" at 34 pt bold 51.67 pt wide under a 0.72 scale effect, so
    /// 71.76 unscaled; one @3x pixel of that measurement is 0.47 pt here.
    func testDisplaySizePercent() throws {
        XCTAssertEqual(try inkWidth(Text("84%").font(.system(size: 34, weight: .bold))), 51.67 / 0.72, accuracy: 0.34 / 0.72)
    }

    /// Consequences on the device: iOS's "Living Room" (ink 81.67, with its side bearings more) is cut
    /// in 82 pt; the uncalibrated stand-in's whole line (81.67 with bearings) fitted.
    func testLivingRoomIsCutInEightyTwoPoints() throws {
        let pipeline = try Loupe.pipeline(Text("Living Room").font(.system(size: 15)).lineLimit(1).frame(width: 82),
                                          size: CGSize(width: 200, height: 60), scale: 3)
        let text = try XCTUnwrap(pipeline.layout.allNodes.first { $0.kind == "Text" })
        XCTAssertTrue(text.detail.hasSuffix("truncated"), text.detail)
    }

    /// iOS's footnote sentence (ink 197.67) wraps in 197 pt; the uncalibrated stand-in (192.00) did not.
    func testFootnoteSentenceWrapsInOneNinetySevenPoints() throws {
        let layout = try frames(Text("No energy dashboard configured").font(.footnote).accessibilityIdentifier("t").frame(width: 197),
                                in: CGSize(width: 300, height: 100), scale: 3)
        let single = try frames(Text("No energy").font(.footnote).accessibilityIdentifier("t"), in: CGSize(width: 300, height: 100), scale: 3)
        XCTAssertGreaterThan(layout.frame("t").height, single.frame("t").height * 1.5, "two lines")
    }
}

/// Issue #13 item 5: circular gauges against facts.md §7 (100 × 100 proposal, dark, green tint).
final class CircularGaugeFidelityTests: XCTestCase {
    let size = CGSize(width: 100, height: 100)

    func inkBox(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> CGRect {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for py in y { for px in x where test(image.pixel(x: px, y: py)) {
            (minX, minY, maxX, maxY) = (min(minX, px), min(minY, py), max(maxX, px), max(maxY, py))
        } }
        guard maxX >= 0 else { return .null }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
    }

    /// Min and max labels: ink edges at the centre ∓ 16.67 pt. The ring is drawn clear so only the labels have ink.
    func testBoundsLabelsInkEdges() throws {
        let gauge = Gauge(value: 0.4, in: 0...1) { Text("W") } currentValueLabel: { EmptyView() }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            .gaugeStyle(.accessoryCircular).tint(.clear).foregroundStyle(.white)
        let image = try Loupe.render(gauge, size: size, scale: 3)
        let box = inkBox(image, x: 0...299, y: 0...299) { $0.a > 0 }
        XCTAssertEqual(box.minX, 50 - 16.67, accuracy: 0.34)
        XCTAssertEqual(box.maxX, 50 + 16.67, accuracy: 0.34)
        XCTAssertEqual(box.maxY, 50 + 23.0, accuracy: 0.34, "the digits stand on the baseline 23 pt below the centre")
    }

    /// `.accessoryCircularCapacity` without a current-value label shows the gauge's label in the centre.
    func testCapacityWithoutValueLabelShowsTheLabel() throws {
        let gauge = Gauge(value: 0.4) { Text("Hi") }.gaugeStyle(.accessoryCircularCapacity).tint(.clear).foregroundStyle(.white)
        let image = try Loupe.render(gauge, size: size, scale: 3)
        let box = inkBox(image, x: 120...180, y: 120...180) { $0.a > 0 }
        XCTAssertFalse(box.isNull, "the label is drawn in the centre")
        XCTAssertEqual(box.midX, 50, accuracy: 1)
    }

    /// The open ring's indicator: a tint dot of Ø 5.5 inside a clear ring of outer Ø 10 that cuts
    /// through the arc and through what is behind the gauge (iOS: 577 clear pixels at @3x).
    func testIndicatorCutsAClearRingThroughTheBackground() throws {
        let gauge = ZStack {
            Color.blue
            Gauge(value: 0.5) { Text("W") }.gaugeStyle(.accessoryCircular).tint(.green)
        }.frame(width: 100, height: 100)
        let image = try Loupe.render(gauge, size: size, scale: 3)
        var clear = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a < 255 { clear += 1 } }
        XCTAssertEqual(Double(clear), 577, accuracy: 577 * 0.15, "clear and partly clear pixels around the indicator")
        // At fraction 0.5 the indicator is at 12 o'clock: its centre is tint, 4 pt out from it is clear.
        let top = 50 - (29 - 2.75)
        XCTAssertGreaterThan(image.pixel(x: 150, y: Int(top * 3)).a, 250, "the dot")
        XCTAssertEqual(image.pixel(x: 150 + 12, y: Int(top * 3)).a, 0, "the clear ring beside the dot")
    }
}

/// Issue #13 item 7: SF Symbols names the stand-in font lacks, composed from a base glyph it has.
final class ComposedSymbolTests: XCTestCase {
    func ink(_ view: some View) throws -> CGRect {
        let image = try Loupe.render(view, size: CGSize(width: 100, height: 100), scale: 3)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
    }

    /// iOS: `arrow.clockwise.circle` at `.title` is 27.9 pt of ink each way (facts.md §7); the circle was lost.
    func testAnEnclosedSymbolIsDrawnInsideItsCircle() throws {
        let box = try ink(Image(systemName: "arrow.clockwise.circle").font(.title))
        XCTAssertEqual(box.width, 28.00, accuracy: 0.34)
        XCTAssertEqual(box.height, 28.00, accuracy: 0.34)
    }

    func testTheResolvedTreeSaysHowTheSymbolWasComposed() throws {
        let dump = Image(systemName: "wifi.circle.fill").resolved(in: EnvironmentValues()).map(\.dump).joined()
        XCTAssertTrue(dump.contains("Image systemName wifi.circle.fill → mi:wifi composed circle.fill"), dump)
    }

    /// A filled enclosure has the glyph cut out of it: the circle's middle is clear where the glyph is.
    func testAFilledEnclosureCutsTheGlyphOut() throws {
        let image = try Loupe.render(ZStack { Color.white; Image(systemName: "plus.circle.fill").font(.system(size: 30)).foregroundStyle(.black) },
                                     size: CGSize(width: 40, height: 40), scale: 3)
        XCTAssertEqual(image.pixel(x: 60, y: 60).r, 255, "the plus in the middle shows the white behind")
        XCTAssertEqual(image.pixel(x: 60 - 33, y: 60).r, 0, "the disc around it is the symbol's black")
    }

    func testASlashedSymbolHasItsSlash() throws {
        let plain = try ink(Image(systemName: "bell").font(.system(size: 30)))
        let slashed = try ink(Image(systemName: "bell.slash").font(.system(size: 30)))
        XCTAssertGreaterThanOrEqual(slashed.width, plain.width, "the slash spans the glyph's ink")
        let warnings = try Loupe.pipeline(Image(systemName: "bell.slash"), size: CGSize(width: 40, height: 40)).warnings
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    func testABadgedNameIsItsBaseWithTheBadgeGlyph() throws {
        let dump = Image(systemName: "folder.badge.plus").resolved(in: EnvironmentValues()).map(\.dump).joined()
        let folder = SymbolResolver.resolve("folder").glyph
        XCTAssertTrue(dump.contains("Image systemName folder.badge.plus → \(folder) composed badge.plus"), dump)
        let warnings = try Loupe.pipeline(Image(systemName: "folder.badge.plus"), size: CGSize(width: 40, height: 40)).warnings
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    /// A plain `.badge` is a dot in the top-trailing corner of the symbol's box, with a clear ring
    /// cut around it through the glyph (the clock's own ring passes under it).
    func testABadgeDotSitsTopTrailing() throws {
        let image = try Loupe.render(Image(systemName: "clock.badge").font(.system(size: 30)).foregroundStyle(.black),
                                     size: CGSize(width: 30, height: 30), scale: 3)
        let plain = try Loupe.render(Image(systemName: "clock").font(.system(size: 30)).foregroundStyle(.black),
                                     size: CGSize(width: 30, height: 30), scale: 3)
        // The dot's centre: 0.17 of the 30 pt box in from the top-trailing corner; its radius 0.17 of
        // the box, the clear ring 0.08 beyond it.
        let (cx, cy) = ((30 - 0.17 * 30) * 3, 0.17 * 30 * 3)
        XCTAssertEqual(image.pixel(x: Int(cx), y: Int(cy)).a, 255, "the dot")
        var cut = 0
        for step in 0..<360 {
            let angle = Double(step) * .pi / 180, r = (0.17 + 0.04) * 30 * 3
            let (x, y) = (Int(cx + r * cos(angle)), Int(cy + r * sin(angle)))
            guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
            if plain.pixel(x: x, y: y).a == 255 && image.pixel(x: x, y: y).a == 0 { cut += 1 }
        }
        XCTAssertGreaterThan(cut, 10, "the clear ring cuts the clock's ring")
    }

    /// A name SF Symbols does not have is unknown, however it is built: no nearest relative stands in.
    func testAnUnknownBadgeWarnsAsAnUnknownSymbol() throws {
        let warnings = try Loupe.pipeline(Image(systemName: "cloud.badge.nosuchbadge"), size: CGSize(width: 40, height: 40)).warnings
        XCTAssertEqual(warnings, ["unknown SF Symbol \"cloud.badge.nosuchbadge\": drawing a placeholder"])
    }

    func testAnUnknownBaseStillWarns() throws {
        let warnings = try Loupe.pipeline(Image(systemName: "nosuchsymbol.circle"), size: CGSize(width: 40, height: 40)).warnings
        XCTAssertEqual(warnings, ["unknown SF Symbol \"nosuchsymbol.circle\": drawing a placeholder"])
    }

    /// A misspelt name names the closest published ones.
    func testAMisspeltNameSuggestsTheClosestNames() throws {
        let warnings = try Loupe.pipeline(Image(systemName: "chevron.rigth"), size: CGSize(width: 40, height: 40)).warnings
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("unknown SF Symbol \"chevron.rigth\" (did you mean chevron.right"), warnings[0])
    }

    /// Names are matched exactly: SF names are case-sensitive.
    func testNamesAreCaseSensitive() throws {
        XCTAssertEqual(SymbolResolver.resolve("Heart.Fill").kind, .placeholder)
        XCTAssertEqual(SymbolResolver.resolve("heart.fill").kind, .mapped)
    }
}
