import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// One test per rule of Docs/layout-containers.md, named after it; numbers follow from the rule.
/// Fixed-size colors keep the arithmetic exact (a Color takes exactly the frame it is given).
final class ContainerLayoutTests: XCTestCase {
    let canvas = CGSize(width: 300, height: 200)

    // MARK: C1 ViewThatFits

    func testC1TheFirstChildWhoseIdealSizeFitsIsChosen() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 400, height: 20).accessibilityIdentifier("wide")
            Color.blue.frame(width: 200, height: 20).accessibilityIdentifier("medium")
            Color.green.frame(width: 50, height: 20).accessibilityIdentifier("narrow")
        }
        let layout = try frames(view, in: canvas)
        XCTAssertNil(layout.frame(ofIdentifier: "wide"), "400 > 300: skipped, not laid out")
        XCTAssertFrame(layout.frame("medium"), 50, 90, 200, 20)
        XCTAssertNil(layout.frame(ofIdentifier: "narrow"))
    }

    func testC1WhenNothingFitsTheLastChildIsChosen() throws {
        let view = ViewThatFits {
            Color.red.frame(width: 400, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 350, height: 20).accessibilityIdentifier("b")
        }
        XCTAssertFrame(try frames(view, in: canvas).frame("b"), -25, 90, 350, 20)
    }

    func testC1OnlyTheConstrainedAxesAreChecked() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 100, height: 500).accessibilityIdentifier("tall")
            Color.blue.frame(width: 50, height: 20)
        }
        XCTAssertNotNil(try frames(view, in: canvas).frame(ofIdentifier: "tall"), "500 tall, but only the width is constrained")
    }

    func testC1TextThatWouldTruncateGivesWayToAShorterOne() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("A rather long headline for a small widget").accessibilityIdentifier("long")
            Text("Short").accessibilityIdentifier("short")
        }.frame(width: 120)
        let layout = try frames(view, in: canvas)
        XCTAssertNil(layout.frame(ofIdentifier: "long"))
        XCTAssertNotNil(layout.frame(ofIdentifier: "short"))
    }

    // MARK: C2 LazyVGrid / LazyHGrid

    func testC2FixedFlexibleAndAdaptiveColumnsShareTheWidth() throws {
        // 300 wide: fixed 40, two spacings of 8 → 244 left; the flexible column (max 100) takes 100,
        // the adaptive one 144, which holds two columns of at least 60: (144 − 8) / 2 = 68.
        let grid = LazyGridElement(ResolvedLazyGrid(axis: .vertical, items: [GridItem(.fixed(40)), GridItem(.flexible(maximum: 100)),
                                                                              GridItem(.adaptive(minimum: 60))],
                                                    alignment: .center, spacing: nil), children: [], context: try testContext())
        XCTAssertEqual(grid.tracks(300).map(\.length), [40, 100, 68, 68])
    }

    func testC2ChildrenFillColumnsThenRowsAndRowsTakeTheTallestCell() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("0")
            Color.red.frame(width: 20, height: 40).accessibilityIdentifier("1")
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("2")
        }
        let layout = try frames(view, in: canvas)
        // The grid is 108 × 70 (50 + 8 + 50; rows 40 and 20 with 10 between), centred in 300 × 200 at (96, 65).
        XCTAssertFrame(layout.frame("0"), 96 + 15, 65 + 10, 20, 20)
        XCTAssertFrame(layout.frame("1"), 96 + 58 + 15, 65, 20, 40)
        XCTAssertFrame(layout.frame("2"), 96 + 15, 65 + 50, 20, 20)
    }

    func testC2ALazyHGridIsTheTransposedGrid() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("0")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("1")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("2")
        }
        let layout = try frames(view, in: canvas)
        // 24 × 68: columns of 10 with 4 between; rows 30 + 8 + 30.
        let origin = CGPoint(x: 138, y: 66)
        XCTAssertFrame(layout.frame("1"), origin.x, origin.y + 38 + 10, 10, 10)
        XCTAssertFrame(layout.frame("2"), origin.x + 14, origin.y + 10, 10, 10)
    }

    // MARK: C3 Grid

    func testC3ColumnsTakeTheWidestCellAndRowsTheTallest() throws {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                Color.red.frame(width: 10, height: 20).accessibilityIdentifier("b")
            }
            GridRow {
                Color.red.frame(width: 50, height: 10).accessibilityIdentifier("c")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("d")
            }
        }
        let layout = try frames(view, in: canvas)
        // Columns 50 and 10 (70 with spacing), rows 20 and 10 (35): the grid at (115, 82.5).
        XCTAssertFrame(layout.frame("a"), 115 + 10, 82.5 + 5, 30, 10)
        XCTAssertFrame(layout.frame("b"), 115 + 60, 82.5, 10, 20)
        XCTAssertFrame(layout.frame("c"), 115, 82.5 + 25, 50, 10)
    }

    func testC3AViewOutsideARowSpansEveryColumnAndCellsCanSpan() throws {
        let view = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.red.frame(width: 40, height: 10)
            }
            Divider().accessibilityIdentifier("divider")
            GridRow {
                Color.blue.frame(maxWidth: .infinity).frame(height: 10).gridCellColumns(2).accessibilityIdentifier("wide")
            }
        }
        let layout = try frames(view, in: canvas)
        XCTAssertEqual(layout.frame("divider").width, 90, accuracy: 0.001, "the divider runs across both columns")
        XCTAssertEqual(layout.frame("wide").width, 90, accuracy: 0.001, "two columns and the spacing between")
    }

    func testC3ColumnAlignmentAndAnchorsPlaceCellsInTheirBoxes() throws {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("trailing")
                Color.red.frame(width: 10, height: 10).gridCellAnchor(.topLeading).accessibilityIdentifier("anchored")
            }
            GridRow {
                Color.red.frame(width: 50, height: 50)
                Color.red.frame(width: 50, height: 50)
            }
        }
        let layout = try frames(view, in: canvas)
        // The grid is 100 × 60 at (100, 70); the first row is 10 tall.
        XCTAssertFrame(layout.frame("trailing"), 100 + 40, 70, 10, 10)
        XCTAssertFrame(layout.frame("anchored"), 150, 70, 10, 10)
    }

    // MARK: C4 GeometryReader

    func testC4TheReaderTakesTheProposalAndItsContentSitsTopLeading() throws {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 20).accessibilityIdentifier("half")
        }
        .frame(width: 200, height: 100)
        let layout = try frames(view, in: canvas)
        XCTAssertFrame(layout.frame("half"), 50, 50, 100, 20)
    }

    func testC4FramesInLocalGlobalAndNamedSpaces() throws {
        var seen: [CGRect] = []
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                let _ = seen = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card"))]
                Color.red
            }
            .frame(width: 100, height: 40)
        }
        .padding(10)
        .coordinateSpace(name: "card")
        _ = try frames(view, in: canvas)
        // Color.clear stretches the padded card to 300 × 90 at (0, 55); the reader, centred in the
        // card's 280 pt, is at (100, 95) globally and (100, 40) in the card.
        XCTAssertEqual(seen, [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 100, y: 95, width: 100, height: 40),
                              CGRect(x: 100, y: 40, width: 100, height: 40)])
    }

    func testC4AnUnboundedReaderIsTenPoints() throws {
        let view = HStack(spacing: 0) { GeometryReader { _ in Color.red }.accessibilityIdentifier("reader") }.fixedSize()
        XCTAssertEqual(try frames(view, in: canvas).frame("reader").size, CGSize(width: 10, height: 10))
    }

    // MARK: C5 position

    func testC5PositionCentresTheViewOnThePointAndTakesTheProposal() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot").position(x: 50, y: 40)
        let layout = try frames(view, in: canvas)
        XCTAssertFrame(layout.frame("dot"), 40, 35, 20, 10)
    }

    // MARK: C6 safe area

    func testC6ASafeAreaInsetSitsAgainstItsEdge() throws {
        let view = Color.red.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom, spacing: 4) { Color.blue.frame(height: 30).accessibilityIdentifier("inset") }
            .ignoresSafeArea()
        let layout = try frames(view, in: canvas)
        XCTAssertFrame(layout.frame("inset"), 0, 170, 300, 30)
        XCTAssertFrame(layout.frame("content"), 0, 0, 300, 166)
    }

    // MARK: C7 AnyLayout

    func testC7AnyLayoutLaysOutAsTheStackItWraps() throws {
        func laidOut(_ layout: AnyLayout) throws -> CGRect {
            try frames(layout { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second") }, in: canvas).frame("second")
        }
        let stacked = try frames(HStack(spacing: 3) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second") }, in: canvas).frame("second")
        XCTAssertEqual(try laidOut(AnyLayout(HStackLayout(spacing: 3))), stacked)
        XCTAssertEqual(try laidOut(AnyLayout(VStackLayout(spacing: 3))).minY, 100 + 1.5, "below the first")
    }

    // MARK: C9 containerRelativeFrame

    func testC9TheContainersLengthOnTheGivenAxisOnly() throws {
        let view = Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("bar").frame(width: 100, height: 40)
        // 300 wide whatever the parent offers (centred in the 100-wide frame); the height is the parent's.
        XCTAssertFrame(try frames(view, in: canvas).frame("bar"), 0, 80, 300, 40)
    }

    func testC9CountSpanAndSpacingFollowApplesFormula() throws {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 15).accessibilityIdentifier("cell")
            .frame(height: 10)
        // column = (300 − 2 × 15) / 3 = 90; size = 90 × 2 + 15 = 195.
        XCTAssertEqual(try frames(view, in: canvas).frame("cell").width, 195)
    }

    func testC9TheClosureGetsEachAxisAndTheLengthIsTheContainersNotTheParents() throws {
        let view = VStack {
            Color.blue.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                axis == .horizontal ? length / 2 : length / 4
            }
            .accessibilityIdentifier("quarter")
        }
        .padding(40)
        // Half of 300 and a quarter of 200, despite the padding.
        XCTAssertFrame(try frames(view, in: canvas).frame("quarter"), 75, 75, 150, 50)
    }

    private func testContext() throws -> LayoutContext {
        let renderer = try Renderer.forCurrentThread()
        return LayoutContext(textEngine: renderer.textEngine, displayScale: 2, images: LoadedImages(displayScale: 2, diagnostics: Diagnostics()), diagnostics: Diagnostics())
    }
}

// MARK: C10 custom Layout

/// A flow layout as apps write one: rows left to right, wrapping at the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10
    let counter: CacheCounter?

    func makeCache(subviews: Subviews) -> [CGSize] {
        counter?.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func rows(_ sizes: [CGSize], width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]], x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty, x + spacing + size.width > width { rows.append([]); x = 0 }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(index)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        let rows = rows(cache, width: proposal.width ?? .infinity)
        let widths = rows.map { row in row.map { cache[$0].width }.reduce(0, +) + spacing * CGFloat(row.count - 1) }
        let heights = rows.map { row in row.map { cache[$0].height }.max() ?? 0 }
        return CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * CGFloat(rows.count - 1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var y = bounds.minY
        for row in rows(cache, width: bounds.width) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache[index]))
                x += cache[index].width + spacing
            }
            y += (row.map { cache[$0].height }.max() ?? 0) + spacing
        }
    }
}

final class CacheCounter { var made = 0 }

/// Puts its first subview's centre at the centre of the bounds and leaves the rest unplaced.
struct CentreFirst: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 60) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
    }
}

/// Stacks its subviews vertically by their `Rank` layout value, lowest first.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
               height: subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct Rank: LayoutValueKey { static let defaultValue = 0 }

final class CustomLayoutTests: XCTestCase {
    let canvas = CGSize(width: 300, height: 200)

    func testC10TheLayoutSizesTheContainerAndPlacesEachChild() throws {
        let counter = CacheCounter()
        let view = FlowLayout(counter: counter) {
            ForEach(0..<5) { index in Color.red.frame(width: 80, height: 20).accessibilityIdentifier("tag\(index)") }
        }
        .accessibilityIdentifier("flow")
        let layout = try frames(view, in: canvas)
        // Three tags fit a row of 300 (80 + 10 + 80 + 10 + 80 = 260); the container is 260 × 50, centred.
        XCTAssertFrame(layout.frame("flow"), 20, 75, 260, 50)
        XCTAssertFrame(layout.frame("tag0"), 20, 75, 80, 20)
        XCTAssertFrame(layout.frame("tag2"), 200, 75, 80, 20)
        XCTAssertFrame(layout.frame("tag3"), 20, 105, 80, 20)
        XCTAssertFrame(layout.frame("tag4"), 110, 105, 80, 20)
        XCTAssertEqual(counter.made, 1, "one cache for the container in a render")
    }

    func testC10TheAnchorIsAPointOfTheChildAndAnUnplacedChildIsCentred() throws {
        let view = CentreFirst {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("second")
        }
        let layout = try frames(view, in: canvas)
        // The container: 100 × 60 at (100, 70). The first's top centre at the bounds' top centre.
        XCTAssertFrame(layout.frame("first"), 130, 70, 40, 10)
        XCTAssertFrame(layout.frame("second"), 140, 90, 20, 20)
    }

    func testC10ChildrenHandTheirLayoutValuesToTheLayout() throws {
        let view = RankedColumn {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("third").layoutValue(key: Rank.self, value: 3)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("first").layoutValue(key: Rank.self, value: 1)
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("zero")
        }
        let layout = try frames(view, in: canvas)
        XCTAssertLessThan(layout.frame("zero").minY, layout.frame("first").minY, "no value: the default, 0")
        XCTAssertLessThan(layout.frame("first").minY, layout.frame("third").minY)
    }

    func testC10AnyLayoutWrapsACustomLayout() throws {
        let direct = try frames(FlowLayout(counter: nil) { Color.red.frame(width: 80, height: 20).accessibilityIdentifier("tag") }, in: canvas)
        let wrapped = try frames(AnyLayout(FlowLayout(counter: nil)) { Color.red.frame(width: 80, height: 20).accessibilityIdentifier("tag") }, in: canvas)
        XCTAssertEqual(direct.frame("tag"), wrapped.frame("tag"))
    }
}

extension ContainerLayoutTests {
    /// A row as a weather widget writes it: a swatch and a caption beside it, in a grid with room.
    /// Its column is the row's ideal width, so the caption shows whole on one line at every scale,
    /// as it does outside the grid and with `.fixedSize()`.
    func testC3AColumnWithRoomIsItsWidestCellsIdealWidth() throws {
        for scale: CGFloat in [2, 3] {
            let caption = Text("SONNENAUFGANG").font(.caption2)
            let alone = try frames(caption.fixedSize(), in: canvas, scale: scale).allNodes.first { $0.kind == "Text" }
            let ideal = try XCTUnwrap(alone).frame.size
            // A taller cell beside it makes the row taller than the caption: room to wrap, had the
            // caption been proposed a hair less than its ideal width.
            let view = Grid(horizontalSpacing: 8) {
                GridRow {
                    HStack(spacing: 8) {
                        Color.red.frame(width: 24, height: 10)
                        caption.accessibilityIdentifier("caption")
                    }
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            let layout = try frames(view, in: CGSize(width: 240, height: 100), scale: scale)
            XCTAssertEqual(layout.frame("caption").size, ideal, "at @\(scale)x: one line, whole")
            XCTAssertEqual(try XCTUnwrap(layout.allNodes.first { $0.kind == "Grid" }).frame.width, 24 + 8 + ideal.width + 8 + 40, accuracy: 0.001)
        }
    }

    /// Text in several columns: each column as wide as its widest cell, the cells aligned in it.
    func testC3TextColumnsAreTheirWidestCells() throws {
        func width(_ string: String, _ font: Font) throws -> CGFloat {
            try XCTUnwrap(frames(Text(string).font(font).fixedSize(), in: canvas, scale: 3).allNodes.first { $0.kind == "Text" }).frame.width
        }
        let view = Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 2) {
            GridRow {
                Text("Sunrise").font(.caption2).accessibilityIdentifier("a")
                Text("06:12").font(.caption).gridColumnAlignment(.trailing).accessibilityIdentifier("b")
            }
            GridRow {
                Text("Sunset").font(.caption2).accessibilityIdentifier("c")
                Text("21:48:10").font(.caption).accessibilityIdentifier("d")
            }
        }
        let layout = try frames(view, in: CGSize(width: 200, height: 100), scale: 3)
        let first = max(try width("Sunrise", .caption2), try width("Sunset", .caption2))
        let second = max(try width("06:12", .caption), try width("21:48:10", .caption))
        let grid = try XCTUnwrap(layout.allNodes.first { $0.kind == "Grid" }).frame
        XCTAssertEqual(grid.width, first + 6 + second, accuracy: 0.001)
        XCTAssertEqual(layout.frame("a").minX, grid.minX, accuracy: 0.001, "leading in its column")
        XCTAssertEqual(layout.frame("b").maxX, grid.maxX, accuracy: 0.001, "the column's trailing alignment")
        XCTAssertEqual(layout.frame("d").size.width, try width("21:48:10", .caption), accuracy: 0.001, "whole")
    }

    /// A grid proposed less than its columns' ideal widths fits them as a stack fits its children:
    /// the time keeps its ideal width, the caption takes what is left and wraps, and the row grows
    /// to hold it.
    func testC3ColumnsWithoutRoomAreFittedAsAStackFitsItsChildren() throws {
        let caption = "Sunrise and sunset over the city today"
        let time = try XCTUnwrap(frames(Text("06:12").fixedSize(), in: canvas, scale: 3).allNodes.first { $0.kind == "Text" }).frame.size
        let oneLine = try XCTUnwrap(frames(Text(caption).fixedSize(), in: canvas, scale: 3).allNodes.first { $0.kind == "Text" }).frame.size
        let view = Grid(horizontalSpacing: 8) {
            GridRow {
                Text(caption).accessibilityIdentifier("caption")
                Text("06:12").accessibilityIdentifier("time")
            }
        }
        .frame(width: 160)
        let layout = try frames(view, in: CGSize(width: 300, height: 200), scale: 3)
        let grid = try XCTUnwrap(layout.allNodes.first { $0.kind == "Grid" }).frame
        XCTAssertGreaterThan(oneLine.width + 8 + time.width, 160, "on one line the row would not fit")
        XCTAssertLessThanOrEqual(grid.width, 160 + 0.001, "the grid fits its proposal, not its ideal")
        XCTAssertEqual(layout.frame("time").size, time, "the less flexible column keeps its ideal width")
        let wrapped = layout.frame("caption")
        XCTAssertLessThanOrEqual(wrapped.width, 160 - 8 - time.width + 0.001)
        XCTAssertGreaterThan(wrapped.height, oneLine.height * 1.5, "the caption wraps")
        XCTAssertEqual(grid.height, wrapped.height, accuracy: 0.001, "the row holds the wrapped caption")
        XCTAssertEqual(grid.width, wrapped.width + 8 + time.width, accuracy: 0.001, "each column as wide as its cell took")
    }
}
