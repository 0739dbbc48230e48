import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Every worked case of `shared/reference/layout.md` §7, with the frames it gives.
final class LayoutWorkedCasesTests: XCTestCase {
    /// T1 (measured on SwiftUI): the less flexible child is offered first; the stack overflows.
    func testT1_flexibilityOrderAndOverflow() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).accessibilityIdentifier("red")
            Rectangle().frame(minWidth: 100).accessibilityIdentifier("green")
        }.frame(width: 150, height: 100)
        let layout = try frames(view, in: CGSize(width: 150, height: 100))
        XCTAssertFrame(layout.frame("red"), -12.5, 0, 75, 100)
        XCTAssertFrame(layout.frame("green"), 62.5, 0, 100, 100)
    }

    /// T2 (measured): equal flexibilities keep source order; a child that takes less than its offer
    /// leaves the rest to those after it. Built from engine elements: the half-width proposer is a
    /// custom layout SwiftUI authors would write with the Layout protocol.
    func testT2_stableSourceOrderAmongEqualFlexibility() throws {
        func widths(halfAt index: Int) throws -> [CGFloat] {
            let renderer = try Renderer()
            let context = LayoutContext(textEngine: renderer.textEngine, displayScale: 2, images: LoadedImages(displayScale: 2, diagnostics: Diagnostics()), diagnostics: Diagnostics())
            let colors: [LayoutElement] = (0..<3).map { i in
                let color = ShapeElement(ResolvedShape(Rectangle(), drawing: .fill(.color(.clear), eoFill: false)), context: context)
                return i == index ? HalfWidthProposer(color, context: context) : color
            }
            let stack = StackElement(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 10, children: colors, context: context)
            let arrangement = stack.arrange(ProposedViewSize(width: 620, height: 100))
            return arrangement.sizes.map(\.width)
        }
        XCTAssertEqual(try widths(halfAt: 0), [100, 250, 250])
        XCTAssertEqual(try widths(halfAt: 1), [200, 100, 300])
    }

    /// T3: fixed before bounded before unbounded; minimums can make the stack overflow.
    func testT3_orderByFlexibilityWithOverflow() throws {
        let view = HStack(spacing: 7.5) {
            Color.red.frame(minWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(width: 30).accessibilityIdentifier("green")
            Color.blue.frame(maxWidth: 50).accessibilityIdentifier("blue")
        }.frame(width: 150, height: 100)
        let layout = try frames(view, in: CGSize(width: 150, height: 100))
        XCTAssertFrame(layout.frame("red"), -22.5, 0, 100, 100)
        XCTAssertFrame(layout.frame("green"), 85, 0, 30, 100)
        XCTAssertFrame(layout.frame("blue"), 122.5, 0, 50, 100)
    }

    /// T4: spacers are sized last, after their minimum was reserved; no gap beside a spacer.
    func testT4_spacerIsSizedLast() throws {
        let colorFirst = try frames(HStack { Color.red.accessibilityIdentifier("color"); Spacer().accessibilityIdentifier("spacer") },
                                    in: CGSize(width: 300, height: 100))
        XCTAssertFrame(colorFirst.frame("color"), 0, 0, 292, 100)
        XCTAssertEqual(colorFirst.frame("spacer").width, 8)
        XCTAssertEqual(colorFirst.frame("spacer").minX, 292)

        let textLast = try frames(HStack { Spacer().accessibilityIdentifier("spacer"); Text("Hi").accessibilityIdentifier("text") },
                                  in: CGSize(width: 300, height: 100))
        let text = textLast.frame("text"), spacer = textLast.frame("spacer")
        XCTAssertEqual(text.maxX, 300, accuracy: 0.001)
        XCTAssertEqual(spacer.width, 300 - text.width, accuracy: 0.001)
    }

    /// T5: spacers sit flush against their neighbours.
    func testT5_spacerBetweenFixedFrames() throws {
        let view = HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Spacer().accessibilityIdentifier("spacer")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }.frame(width: 200, height: 80)
        let layout = try frames(view, in: CGSize(width: 200, height: 80))
        XCTAssertFrame(layout.frame("red"), 0, 15, 50, 50)
        XCTAssertEqual(layout.frame("spacer").width, 100)
        XCTAssertFrame(layout.frame("blue"), 150, 15, 50, 50)
    }

    /// T6: two leaves are 8 apart and the stack is centred in its frame.
    func testT6_defaultSpacingAndCentring() throws {
        let view = HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }.frame(width: 150, height: 150)
        let layout = try frames(view, in: CGSize(width: 150, height: 150))
        XCTAssertFrame(layout.frame("red"), 21, 50, 50, 50)
        XCTAssertFrame(layout.frame("blue"), 79, 50, 50, 50)
    }

    /// T7: a fixed-size VStack re-proposes its final width, so the Divider spans the text exactly.
    func testT7_dividerSpansTextInFixedSizeStack() throws {
        let view = VStack {
            Text("Hello").accessibilityIdentifier("text")
            Divider().accessibilityIdentifier("divider")
        }.fixedSize()
        let layout = try frames(view, in: CGSize(width: 300, height: 300), scale: 3)
        let text = layout.frame("text"), divider = layout.frame("divider")
        XCTAssertEqual(divider.width, text.width, accuracy: 0.001)
        XCTAssertEqual(divider.minX, text.minX, accuracy: 0.001)
        XCTAssertEqual(divider.height, 1.0 / 3.0, accuracy: 0.001)
        XCTAssertGreaterThan(text.width, 10, "the divider must not keep its 10 pt ideal width")
    }

    /// T8: a max-width frame fills the proposal and aligns the text; with no proposal it hugs it.
    func testT8_maxWidthFrameAlignsLeading() throws {
        let filled = try frames(Text("Hello").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("frame"),
                                in: CGSize(width: 300, height: 100))
        XCTAssertEqual(filled.frame("frame").width, 300)
        XCTAssertEqual(filled.frame("text").minX, 0)

        let hugging = try frames(Text("Hello").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityIdentifier("frame").fixedSize(), in: CGSize(width: 300, height: 100))
        XCTAssertEqual(hugging.frame("frame").width, hugging.frame("text").width, accuracy: 0.001)
    }

    /// T9: a min-width frame around a color proposed nil takes the minimum: max(min(∞, 10), 50).
    func testT9_minWidthWithNilProposal() throws {
        let layout = try frames(Color.red.frame(minWidth: 50).accessibilityIdentifier("frame").fixedSize(horizontal: true, vertical: false),
                                in: CGSize(width: 300, height: 100))
        XCTAssertEqual(layout.frame("frame").width, 50)
    }

    /// T10: shapes are 10×10 when nothing is proposed; a circle takes the largest centred square.
    func testT10_unspecifiedShapesAndCircle() throws {
        let rectangle = try frames(Rectangle().accessibilityIdentifier("r").fixedSize(), in: CGSize(width: 300, height: 300))
        XCTAssertEqual(rectangle.frame("r").size, CGSize(width: 10, height: 10))
        let circle = try frames(Circle().accessibilityIdentifier("c").frame(width: 100, height: 50).accessibilityIdentifier("f"),
                                in: CGSize(width: 100, height: 50))
        XCTAssertFrame(circle.frame("c"), 25, 0, 50, 50)
    }

    /// T11: a ZStack is sized by its highest-priority children; the others fill what it became.
    func testT11_zstackPriorityDecidesSize() throws {
        let prioritised = try frames(ZStack {
            Color.blue.layoutPriority(-1).accessibilityIdentifier("color")
            Text("Hi").accessibilityIdentifier("text")
        }.accessibilityIdentifier("z"), in: CGSize(width: 300, height: 300))
        XCTAssertEqual(prioritised.frame("z").size, prioritised.frame("text").size)
        XCTAssertEqual(prioritised.frame("color"), prioritised.frame("z"))

        let ideal = try frames(ZStack {
            Color.blue.accessibilityIdentifier("color")
            Text("Hi").accessibilityIdentifier("text")
        }.accessibilityIdentifier("z").fixedSize(), in: CGSize(width: 300, height: 300))
        let text = ideal.frame("text").size
        XCTAssertEqual(ideal.frame("z").size, CGSize(width: max(10, text.width), height: max(10, text.height)))
        XCTAssertEqual(ideal.frame("color"), ideal.frame("z"))
    }

    /// T12: the less flexible (short) text is offered its share first and fits; the long one wraps.
    /// With a higher priority the long text is offered everything but the short one's minimum.
    func testT12_textsShareTightWidth() throws {
        let long = "A considerably longer piece of text that cannot fit on one line"
        let width: CGFloat = 200
        let plain = try frames(HStack {
            Text(long).accessibilityIdentifier("long")
            Text("Short").accessibilityIdentifier("short")
        }, in: CGSize(width: width, height: 300))
        let shortIdeal = try frames(Text("Short").accessibilityIdentifier("s").fixedSize(), in: CGSize(width: 300, height: 300)).frame("s").width
        XCTAssertEqual(plain.frame("short").width, shortIdeal, accuracy: 0.001)
        XCTAssertLessThanOrEqual(plain.frame("long").width, width - 8 - shortIdeal + 0.001)
        XCTAssertGreaterThan(plain.frame("long").height, plain.frame("short").height, "the long text wraps")

        let prioritised = try frames(HStack {
            Text(long).layoutPriority(1).accessibilityIdentifier("long")
            Text("Short").accessibilityIdentifier("short")
        }, in: CGSize(width: width, height: 300))
        XCTAssertGreaterThan(prioritised.frame("long").width, plain.frame("long").width)
        XCTAssertLessThan(prioritised.frame("short").width, shortIdeal, "the short text is left only its minimum")
    }

    /// T13: default padding is 16 a side; horizontal padding leaves a nil height nil.
    func testT13_padding() throws {
        let padded = try frames(Color.red.accessibilityIdentifier("c").padding(), in: CGSize(width: 300, height: 300))
        XCTAssertFrame(padded.frame("c"), 16, 16, 268, 268)
        let horizontal = try frames(Color.red.accessibilityIdentifier("c").padding(.horizontal).accessibilityIdentifier("p").fixedSize(),
                                    in: CGSize(width: 300, height: 300))
        XCTAssertEqual(horizontal.frame("p").size, CGSize(width: 42, height: 10))
    }

    /// T14: in a VStack a Spacer is 0 wide and its minimum 8 tall.
    func testT14_spacerInFixedVStack() throws {
        let layout = try frames(VStack { Spacer() }.accessibilityIdentifier("v").fixedSize(), in: CGSize(width: 300, height: 300))
        XCTAssertEqual(layout.frame("v").size, CGSize(width: 0, height: 8))
    }

    /// T15: a non-resizable image keeps its size and overflows its frame, centred; resizable fills.
    func testT15_imagesInNarrowFrame() throws {
        let fixed = try frames(Image(bitmap: twentyByTwenty).accessibilityIdentifier("i").frame(width: 10).accessibilityIdentifier("f"),
                               in: CGSize(width: 100, height: 100))
        let frame = fixed.frame("f"), image = fixed.frame("i")
        XCTAssertEqual(frame.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(image.minX - frame.minX, -5)

        let resizable = try frames(Image(bitmap: twentyByTwenty).resizable().accessibilityIdentifier("i").frame(width: 10),
                                   in: CGSize(width: 100, height: 100))
        XCTAssertEqual(resizable.frame("i").size, CGSize(width: 10, height: 100))
        let idealHeight = try frames(Image(bitmap: twentyByTwenty).resizable().accessibilityIdentifier("i").frame(width: 10)
            .fixedSize(horizontal: false, vertical: true), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(idealHeight.frame("i").size, CGSize(width: 10, height: 20))
    }

    /// T16 (compared live against SwiftUI by OpenLayout): a bounded frame shares with a fixed one.
    func testT16_boundedAndFixedFrames() throws {
        let view = HStack(spacing: 10) {
            Rectangle().frame(minWidth: 60, maxWidth: 80).accessibilityIdentifier("one")
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("two")
        }
        let layout = try frames(view, in: CGSize(width: 100, height: 100))
        XCTAssertFrame(layout.frame("one"), 0, 0, 70, 100)
        XCTAssertFrame(layout.frame("two"), 80, 40, 20, 20)
    }
}

/// A custom layout proposing half the offered width to its child (Ole Begemann's relativeProposed).
final class HalfWidthProposer: WrapperElement {
    override func measure(_ p: ProposedViewSize) -> CGSize {
        child.sizeThatFits(ProposedViewSize(width: p.width.map { $0 / 2 }, height: p.height))
    }
}
