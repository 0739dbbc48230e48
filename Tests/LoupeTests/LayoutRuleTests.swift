import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// One rule of layout.md per test, beyond the worked cases.
final class LayoutRuleTests: XCTestCase {
    let canvas = CGSize(width: 300, height: 300)

    // MARK: Root

    func testRootViewIsCentredInTheProposedSize() throws {
        let layout = try frames(Color.red.frame(width: 100, height: 50).accessibilityIdentifier("c"), in: canvas)
        XCTAssertFrame(layout.frame("c"), 100, 125, 100, 50)
    }

    // MARK: Text (§2.3)

    func testTextHugsItsContentInsteadOfFillingTheProposal() throws {
        let text = try frames(Text("Hi").accessibilityIdentifier("t"), in: canvas).frame("t")
        XCTAssertLessThan(text.width, 40)
        XCTAssertGreaterThan(text.width, 5)
    }

    func testSingleLineHeightIsSFLineHeightRoundedUpToPixel() throws {
        // body 17 pt: (0.9521 + 0.2412) × 17 = 20.286 → 20.333 at @3x (facts.md §7).
        let text = try frames(Text("Hello").accessibilityIdentifier("t"), in: canvas, scale: 3).frame("t")
        XCTAssertEqual(text.height, 61.0 / 3.0, accuracy: 0.001)
    }

    func testTextStyleLeadingSetsTheLinePitch() throws {
        // footnote 13/18: two lines are ascent + 18 + descent = 0.9521·13 + 18 + 0.2412·13 = 33.51 → 33.67.
        let text = try frames(Text("First line\nSecond line").font(.footnote).accessibilityIdentifier("t"), in: canvas, scale: 3).frame("t")
        XCTAssertEqual(text.height, 101.0 / 3.0, accuracy: 0.001)
    }

    func testTextWrapsAtTheProposedWidth() throws {
        let one = try frames(Text("one two three four five six").accessibilityIdentifier("t").fixedSize(), in: canvas).frame("t")
        let wrapped = try frames(Text("one two three four five six").accessibilityIdentifier("t").frame(width: 80), in: canvas).frame("t")
        XCTAssertLessThanOrEqual(wrapped.width, 80)
        XCTAssertGreaterThan(wrapped.height, one.height * 2)
    }

    func testLineLimitTruncatesWithEllipsis() throws {
        let pipeline = try Loupe.pipeline(Text("one two three four five six seven eight").lineLimit(1).frame(width: 80), size: canvas)
        let text = pipeline.layout.allNodes.first { $0.kind == "Text" }!
        XCTAssertTrue(text.detail.hasSuffix("truncated"), text.detail)
        let single = try frames(Text("one").accessibilityIdentifier("t"), in: canvas, scale: 3).frame("t")
        XCTAssertEqual(text.frame.height, single.height, accuracy: 0.001)
    }

    func testProposedHeightLimitsTheLines() throws {
        let layout = try frames(Text("one two three four five six seven eight nine ten").accessibilityIdentifier("t").frame(width: 60, height: 30), in: canvas)
        XCTAssertLessThanOrEqual(layout.frame("t").height, 30)
    }

    func testMinimumScaleFactorShrinksInsteadOfTruncating() throws {
        let full = try frames(Text("Shrinking headline").font(.title).accessibilityIdentifier("t").fixedSize(), in: canvas).frame("t")
        let pipeline = try Loupe.pipeline(Text("Shrinking headline").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: full.width * 0.8), size: canvas)
        let text = pipeline.layout.allNodes.first { $0.kind == "Text" }!
        XCTAssertFalse(text.detail.hasSuffix("truncated"))
        XCTAssertTrue(text.detail.contains(" scaled 0."), "the dump names the scale minimumScaleFactor chose: \(text.detail)")
        XCTAssertLessThanOrEqual(text.frame.width, full.width * 0.8 + 0.34)
        XCTAssertLessThan(text.frame.height, full.height)
    }

    func testEmptyTextIsZeroWideAndOneLineTall() throws {
        let empty = try frames(Text("").accessibilityIdentifier("t"), in: canvas, scale: 3).frame("t")
        XCTAssertEqual(empty.width, 0)
        XCTAssertEqual(empty.height, 61.0 / 3.0, accuracy: 0.001)
    }

    func testFixedSizeTextNeverTruncates() throws {
        let layout = try frames(Text("A sentence wider than its frame").accessibilityIdentifier("t").fixedSize().frame(width: 50), in: canvas)
        let ideal = try frames(Text("A sentence wider than its frame").accessibilityIdentifier("t").fixedSize(), in: canvas)
        XCTAssertEqual(layout.frame("t").width, ideal.frame("t").width, accuracy: 0.001)
    }

    // MARK: Spacing (§4.2)

    func testTwoLeavesAreEightApartAndExplicitSpacingWins() throws {
        let nilSpacing = try frames(VStack { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b") }, in: canvas)
        XCTAssertEqual(nilSpacing.frame("b").minY - nilSpacing.frame("a").maxY, 8, accuracy: 0.001)
        let explicit = try frames(VStack(spacing: 3) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a"); Spacer().frame(height: 0); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b") }, in: canvas)
        XCTAssertEqual(explicit.frame("b").minY - explicit.frame("a").maxY, 6, accuracy: 0.001)
    }

    func testTextIsEightFromAnythingHorizontally() throws {
        let layout = try frames(HStack { Text("A").accessibilityIdentifier("t"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }, in: canvas)
        XCTAssertEqual(layout.frame("c").minX - layout.frame("t").maxX, 8, accuracy: 0.001)
    }

    func testTextAwareVerticalGaps() throws {
        // Body 17 pt at @3x: line height 20.286, default text spacing ceil(2.029) = 2.333, so
        // above a text: 22.619 − 16.186 = 6.43; below: max(22.619 − 11.978, 2.333 + 4.1) = 10.64.
        let above = try frames(VStack { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c"); Text("Body").accessibilityIdentifier("t") }, in: canvas, scale: 3)
        XCTAssertEqual(above.frame("t").minY - above.frame("c").maxY, 6.43, accuracy: 0.34)
        let below = try frames(VStack { Text("Body").accessibilityIdentifier("t"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }, in: canvas, scale: 3)
        XCTAssertEqual(below.frame("c").minY - below.frame("t").maxY, 10.64, accuracy: 0.34)
        let padded = try frames(VStack { Text("Body").padding(.bottom, 0.5).accessibilityIdentifier("t"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c") }, in: canvas, scale: 2)
        XCTAssertEqual(padded.frame("c").minY - padded.frame("t").maxY, 8, accuracy: 0.001, "padding resets the text categories")
    }

    func testTextOverTextStacksLikeLines() throws {
        let layout = try frames(VStack { Text("One").accessibilityIdentifier("a"); Text("Two").accessibilityIdentifier("b") }, in: canvas, scale: 3)
        XCTAssertEqual(layout.frame("b").minY, layout.frame("a").maxY, accuracy: 0.001, "SF's font leading is 0")
    }

    // MARK: Frames (§3.1, §3.2)

    func testFixedFrameDoesNotAskTheChildWhenBothSidesAreGiven() throws {
        let layout = try frames(Text("Overflowing text").accessibilityIdentifier("t").frame(width: 20, height: 20).accessibilityIdentifier("f"), in: canvas)
        XCTAssertEqual(layout.frame("f").size, CGSize(width: 20, height: 20))
    }

    func testFrameAlignmentPlacesTheChild() throws {
        let layout = try frames(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c").frame(width: 100, height: 100, alignment: .bottomTrailing).accessibilityIdentifier("f"), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(layout.frame("c"), 90, 90, 10, 10)
    }

    func testOnlyMaxFrameTakesTheLargerOfProposalAndChild() throws {
        let layout = try frames(Color.red.frame(width: 120, height: 10).frame(maxWidth: 80).accessibilityIdentifier("f"), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(layout.frame("f").width, 80, "min(max(100, 120), 80)")
        let wide = try frames(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity).accessibilityIdentifier("f"), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(wide.frame("f").width, 100)
    }

    func testFlexFrameNormalisesItsLimits() {
        let frame = FlexFrame(minWidth: 50, idealWidth: 20, maxWidth: 10, minHeight: -5, idealHeight: nil, maxHeight: nil)
        XCTAssertEqual(frame.idealWidth, 50)
        XCTAssertEqual(frame.maxWidth, 50)
        XCTAssertEqual(frame.minHeight, 0)
    }

    func testIdealSizeIsUsedWhenProposedNil() throws {
        let layout = try frames(Color.red.frame(idealWidth: 77, idealHeight: 33).accessibilityIdentifier("f").fixedSize(), in: canvas)
        XCTAssertEqual(layout.frame("f").size, CGSize(width: 77, height: 33))
    }

    func testNonFiniteFrameValuesAreIgnored() throws {
        let layout = try frames(Color.red.frame(width: .nan, height: -4).accessibilityIdentifier("f").frame(width: 60, height: 40), in: CGSize(width: 60, height: 40))
        XCTAssertEqual(layout.frame("f").size, CGSize(width: 60, height: 40))
    }

    // MARK: fixedSize, priority, aspect ratio (§3.4–3.6)

    func testLayoutPriorityPassesThroughFixedSizeButNotPadding() throws {
        let throughFixed = try frames(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 0, maxWidth: 100).layoutPriority(1).fixedSize(horizontal: false, vertical: false).accessibilityIdentifier("b")
        }, in: CGSize(width: 150, height: 10))
        XCTAssertEqual(throughFixed.frame("b").width, 100)
        let lostInPadding = try frames(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 0, maxWidth: 100).layoutPriority(1).padding(0).accessibilityIdentifier("b")
        }, in: CGSize(width: 150, height: 10))
        XCTAssertEqual(lostInPadding.frame("b").width, 75)
    }

    func testAspectRatioFitsAndFills() throws {
        let image = ResolvedImage.Bitmap(width: 200, height: 100, pixels: [UInt8](repeating: 255, count: 200 * 100 * 4))
        let fit = try frames(Image(bitmap: image).resizable().scaledToFit().accessibilityIdentifier("i").frame(width: 100, height: 100), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(fit.frame("i"), 0, 25, 100, 50)
        let fill = try frames(Image(bitmap: image).resizable().scaledToFill().accessibilityIdentifier("i").frame(width: 100, height: 100), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(fill.frame("i"), -50, 0, 200, 100)
        let ratio = try frames(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c"), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(ratio.frame("c").size, CGSize(width: 100, height: 50))
    }

    // MARK: Background and overlay (§3.7)

    func testBackgroundNeverChangesTheSize() throws {
        let layout = try frames(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("base")
            .background { Color.blue.frame(width: 80, height: 80).accessibilityIdentifier("bg") }.accessibilityIdentifier("whole"), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(layout.frame("whole").size, CGSize(width: 20, height: 20))
        XCTAssertFrame(layout.frame("bg"), 10, 10, 80, 80)
    }

    func testOverlayIsProposedTheBaseSizeAndAligned() throws {
        let layout = try frames(Color.red.frame(width: 60, height: 40)
            .overlay(alignment: .topTrailing) { Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot") }
            .overlay { Color.green.accessibilityIdentifier("fill") }, in: CGSize(width: 60, height: 40))
        XCTAssertFrame(layout.frame("dot"), 50, 0, 10, 10)
        XCTAssertFrame(layout.frame("fill"), 0, 0, 60, 40)
    }

    // MARK: Alignment (§3.8, §5)

    func testAlignmentGuideShiftsAChild() throws {
        let layout = try frames(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.accessibilityIdentifier("b")
        }, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(layout.frame("b").minX - layout.frame("a").minX, -20, accuracy: 0.001)
    }

    func testFirstTextBaselineAlignsTextsOfDifferentSizes() throws {
        let renderer = try Renderer()
        let stages = try renderer.pipeline(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").font(.caption).accessibilityIdentifier("small")
        }, size: canvas, scale: 3)
        let big = stages.layout.frame("big"), small = stages.layout.frame("small")
        // Baselines at 0.9521 × size below each top (rounded to the pixel).
        XCTAssertEqual(big.minY + 0.9521 * 34, small.minY + 0.9521 * 12, accuracy: 0.34)
    }

    func testNonTextViewsSitOnTheBaselineWithTheirBottom() throws {
        let layout = try frames(HStack(alignment: .firstTextBaseline) {
            Text("Text").accessibilityIdentifier("t")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
        }, in: canvas, scale: 3)
        XCTAssertEqual(layout.frame("c").maxY, layout.frame("t").minY + 0.9521 * 17, accuracy: 0.34)
    }

    // MARK: Pixel rounding (§6)

    func testEdgesRoundToThePixelGridAndNeighboursStaySeamless() throws {
        let layout = try frames(VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a"); Color.green.accessibilityIdentifier("b"); Color.blue.accessibilityIdentifier("c")
        }, in: CGSize(width: 100, height: 100), scale: 3)
        let a = layout.frame("a"), b = layout.frame("b"), c = layout.frame("c")
        XCTAssertEqual(a.maxY, b.minY)
        XCTAssertEqual(b.maxY, c.minY)
        for edge in [a.maxY, b.maxY] { XCTAssertEqual((edge * 3).rounded(), edge * 3, accuracy: 1e-9) }
        XCTAssertEqual(c.maxY, 100, accuracy: 1e-9)
    }

    // MARK: Right to left

    func testRightToLeftMirrorsStacksAndPadding() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
        }.padding(.leading, 20).frame(width: 100, height: 10, alignment: .leading)
        let ltr = try frames(view, in: CGSize(width: 100, height: 10))
        let rtl = try frames(view.environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 100, height: 10))
        XCTAssertEqual(ltr.frame("first").minX, 20)
        XCTAssertEqual(rtl.frame("first").maxX, 80)
        XCTAssertLessThan(rtl.frame("second").minX, rtl.frame("first").minX)
        let column = VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("short")
            Color.blue.frame(width: 40, height: 10)
        }.frame(width: 100, height: 30)
        let mirrored = try frames(column.environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 100, height: 30))
        XCTAssertEqual(mirrored.frame("short").maxX, 70, "leading alignment is the right edge")
    }

    // MARK: Offset

    func testOffsetMovesTheViewButNotItsNeighbours() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 3).accessibilityIdentifier("moved")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
        }
        let layout = try frames(view, in: CGSize(width: 20, height: 10))
        XCTAssertFrame(layout.frame("moved"), 5, 3, 10, 10)
        XCTAssertFrame(layout.frame("next"), 10, 0, 10, 10)
    }
}
