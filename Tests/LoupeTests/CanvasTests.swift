import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Canvas and GraphicsContext: each drawing call and each piece of context state, one fixture each,
/// on a 40 × 40 canvas at scale 1.
final class CanvasTests: XCTestCase {
    func pixel(_ view: some View, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try Loupe.render(view, size: CGSize(width: 40, height: 40), scale: 1)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    let red = Color(red: 1, green: 0, blue: 0)
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func testAFilledPathIsDrawnInTheCanvasCoordinates() throws {
        let canvas = Canvas { context, _ in context.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(self.red)) }
        XCTAssertEqual(try pixel(canvas, 15, 15), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(canvas, 5, 5)[3], 0)
    }

    func testTheCanvasFillsWhatItIsOffered() throws {
        let layout = try Loupe.layout(Canvas { _, _ in }.accessibilityIdentifier("c"), size: CGSize(width: 120, height: 80))
        XCTAssertEqual(layout.frame(ofIdentifier: "c")?.size, CGSize(width: 120, height: 80))
    }

    func testTransformsMoveAndScaleLaterDrawings() throws {
        let moved = Canvas { context, _ in
            context.translateBy(x: 20, y: 20)
            context.fill(self.square, with: .color(self.red))
        }
        XCTAssertEqual(try pixel(moved, 25, 25), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(moved, 5, 5)[3], 0)
        let scaled = Canvas { context, _ in
            context.scaleBy(x: 3, y: 3)
            context.fill(self.square, with: .color(self.red))
        }
        XCTAssertEqual(try pixel(scaled, 25, 25)[3], 255, "a 10 pt square scaled ×3 reaches 30")
    }

    func testOpacityAndClipApplyToLaterDrawings() throws {
        let faded = Canvas { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(self.red))
        }
        XCTAssertEqual(Int(try pixel(faded, 20, 20)[3]), 128, accuracy: 1)
        let clipped = Canvas { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(self.red))
        }
        XCTAssertEqual(try pixel(clipped, 10, 20)[3], 255)
        XCTAssertEqual(try pixel(clipped, 30, 20)[3], 0)
    }

    func testAStrokeHasItsWidth() throws {
        let canvas = Canvas { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            context.stroke(line, with: .color(self.red), lineWidth: 6)
        }
        XCTAssertEqual(try pixel(canvas, 20, 18)[3], 255)
        XCTAssertEqual(try pixel(canvas, 20, 24)[3], 0)
    }

    func testAGradientsPointsAreCanvasPoints() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [self.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        let left = try pixel(canvas, 1, 20), right = try pixel(canvas, 38, 20)
        XCTAssertGreaterThan(left[0], 200)
        XCTAssertLessThan(right[0], 60)
    }

    func testATextIsPlacedByItsAnchor() throws {
        let layout = try Loupe.layout(Canvas { context, _ in
            context.draw(Text("Hi").font(.system(size: 10)), at: CGPoint(x: 50, y: 30), anchor: .topLeading)
        }, size: CGSize(width: 100, height: 60))
        let text = try XCTUnwrap(layout.allNodes.first { $0.kind == "Text" }?.frame)
        XCTAssertEqual(text.minX, 50, accuracy: 0.01)
        XCTAssertEqual(text.minY, 30, accuracy: 0.01)
    }

    func testALayerIsCompositedWithTheContextsOpacity() throws {
        let canvas = Canvas { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(self.red))
                layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(self.red))
            }
        }
        XCTAssertEqual(Int(try pixel(canvas, 20, 20)[3]), 128, accuracy: 1, "the layer is faded once, as one")
    }
}
