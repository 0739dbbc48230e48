import Foundation
import XCTest
import Loupe
import LoupeUI

/// Gestures, hover, feedback, badges and animators: a still render draws the view at rest.
final class StillInteractionTests: XCTestCase {
    let size = CGSize(width: 80, height: 30)

    func pixels(_ view: some View) throws -> [UInt8] { try Loupe.render(view, size: size, scale: 1).pixels }

    func testInteractionsChangeNothingDrawn() throws {
        let plain = try pixels(Text("Tap"))
        let interactive = Text("Tap")
            .onTapGesture {}
            .onLongPressGesture {}
            .onHover { _ in }
            .help("tooltip")
            .contentShape(Rectangle())
            .transaction { $0.animation = nil }
            .geometryGroup()
            .sensoryFeedback(.impact(weight: .heavy), trigger: 1)
            .badge(3)
        XCTAssertEqual(try pixels(interactive), plain)
    }

    func testAPhaseAnimatorDrawsItsFirstPhase() throws {
        let animated = Color.red.phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) }
        XCTAssertEqual(try pixels(animated), try pixels(Color.red.opacity(0.5)))
    }

    func testAKeyframeAnimatorDrawsItsInitialValue() throws {
        let animated = Color.red.keyframeAnimator(initialValue: 0.25) { content, value in content.opacity(value) } keyframes: { _ in 0 }
        XCTAssertEqual(try pixels(animated), try pixels(Color.red.opacity(0.25)))
    }

    func testADrawingGroupIsACompositingGroup() throws {
        let inside = ZStack { Color.red; Color.blue.blendMode(.multiply) }
        XCTAssertEqual(try pixels(inside.drawingGroup()), try pixels(inside.compositingGroup()))
    }
}
