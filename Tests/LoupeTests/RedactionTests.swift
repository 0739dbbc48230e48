import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// `.redacted(reason: .placeholder)`: each primitive decides it once, in its own environment.
final class RedactionTests: XCTestCase {
    private func leaves(_ nodes: [ResolvedNode]) -> [ResolvedNode] {
        nodes.flatMap { node -> [ResolvedNode] in
            switch node {
            case .text, .image, .shape: return [node]
            default: return leaves(node.nestedNodes)
            }
        }
    }

    private func resolve(_ view: some View) -> [ResolvedNode] {
        leaves(ResolveContext(environment: EnvironmentValues()).resolve(view))
    }

    func testEveryPrimitiveUnderAPlaceholderIsRedactedAndUnredactedOnesAreNot() throws {
        let nodes = resolve(VStack {
            Text("Steps")
            Image(systemName: "figure.walk")
            Circle().fill(Color.red)
            Text("kept").unredacted()
            Image(systemName: "star").unredacted()
            Color.blue.unredacted()
        }.redacted(reason: .placeholder))
        XCTAssertEqual(nodes.count, 6)
        guard case .text(let steps) = nodes[0], case .image(let symbol) = nodes[1], case .shape(let circle) = nodes[2],
              case .text(let kept) = nodes[3], case .image(let keptSymbol) = nodes[4], case .shape(let keptColor) = nodes[5] else { return XCTFail("\(nodes)") }
        XCTAssertTrue(steps.isRedacted)
        XCTAssertTrue(symbol.isRedacted)
        guard case let .fill(paint, _) = circle.drawing else { return XCTFail("\(circle.drawing)") }
        XCTAssertEqual(paint, .color(Redaction.fillColor), "a shape is a flat fill of the redaction gray")
        XCTAssertFalse(kept.isRedacted, ".unredacted() keeps its text")
        XCTAssertFalse(keptSymbol.isRedacted, "and its image (the stack's own redaction had marked it again)")
        guard case let .fill(kept, _) = keptColor.drawing else { return XCTFail("\(keptColor.drawing)") }
        XCTAssertNotEqual(kept, .color(Redaction.fillColor), "and its color")
    }

    func testNothingIsRedactedWithoutAReason() throws {
        let nodes = resolve(VStack { Text("Steps"); Image(systemName: "figure.walk") })
        for node in nodes {
            switch node {
            case .text(let text): XCTAssertFalse(text.isRedacted)
            case .image(let image): XCTAssertFalse(image.isRedacted)
            default: XCTFail("\(node)")
            }
        }
    }

    func testARedactedTextIsDrawnAsBarsOverItsLines() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Text("Steps").foregroundStyle(Color(red: 1, green: 0, blue: 0)).redacted(reason: .placeholder),
                                                             size: CGSize(width: 100, height: 40), scale: 1)
        XCTAssertFalse(stages.displayList.commands.contains { if case .glyphs = $0 { return true } else { return false } }, "no glyphs")
        let bars = stages.displayList.commands.compactMap { command -> ResolvedPaint? in
            if case let .fill(_, paint, _, _) = command { return paint } else { return nil }
        }
        XCTAssertEqual(bars, [.color(RGBA(red: 1, green: 0, blue: 0).withAlpha(multipliedBy: Redaction.opacity))], "one bar in the text's color")
    }
}
