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

/// zIndex, isEnabled and rotation3DEffect.
final class StackOrderAndEnvironmentTests: XCTestCase {
    func pixel(_ view: some View, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try Loupe.render(view, size: CGSize(width: 40, height: 40), scale: 1)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func testAHigherZIndexDrawsOnTop() throws {
        XCTAssertEqual(try pixel(ZStack { red; blue }, 20, 20), [0, 0, 255, 255], "declaration order")
        XCTAssertEqual(try pixel(ZStack { red.zIndex(1); blue }, 20, 20), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(ZStack { red.zIndex(1).opacity(1); blue }, 20, 20), [255, 0, 0, 255], "through the child's modifiers")
        XCTAssertEqual(try pixel(ZStack { red; blue.zIndex(-1) }, 20, 20), [255, 0, 0, 255])
    }

    func testDisabledSetsIsEnabled() throws {
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { (isEnabled ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0)) }
        }
        XCTAssertEqual(try pixel(Probe(), 20, 20), [0, 255, 0, 255])
        XCTAssertEqual(try pixel(Probe().disabled(true), 20, 20), [255, 0, 0, 255])
    }

    func testARotationAboutTheVerticalAxisForeshortensTheWidth() throws {
        let turned = red.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        XCTAssertEqual(try pixel(turned, 5, 20)[3], 0, "cos 60° = 0.5: 20 pt wide, centred")
        XCTAssertEqual(try pixel(turned, 20, 20), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(red.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)), 20, 20), [255, 0, 0, 255])
    }
}
