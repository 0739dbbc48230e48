import Foundation
import XCTest
@testable import LoupeUI

/// Gestures written for the app compile in shared views and change nothing in a still image.
final class GestureTests: XCTestCase {
    struct Card: View {
        @GestureState var isPressed = false
        @GestureState var offset = CGSize.zero
        var title: String

        var body: some View {
            Text(title)
                .scaleEffect(isPressed ? 0.9 : 1)
                .offset(offset)
                .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in state = value.translation })
                .simultaneousGesture(LongPressGesture().updating($isPressed) { pressing, state, _ in state = pressing })
                .highPriorityGesture(TapGesture(count: 2).onEnded { })
                .gesture(MagnifyGesture().onChanged { _ in }.simultaneously(with: RotateGesture()), including: .gesture)
                .gesture(TapGesture().sequenced(before: DragGesture()).onEnded { value in
                    if case .second(_, let drag?) = value { _ = drag.translation }
                })
                .gesture(SpatialTapGesture().exclusively(before: MagnificationGesture()).map { _ in 1 }, isEnabled: false)
        }
    }

    /// The view's memberwise initialiser stays callable from the module: @GestureState does not make it private.
    func testAViewWithGestureStateKeepsItsMemberwiseInitialiser() {
        _ = Card(title: "Hello")
    }

    /// A @GestureState reads its initial value, and the gestures leave the tree as it is without them.
    func testGesturesChangeNothingInTheResolvedTree() {
        let with = ResolveContext(environment: EnvironmentValues()).resolve(Card(title: "Hello")).map(\.dump).joined()
        let without = ResolveContext(environment: EnvironmentValues()).resolve(Text("Hello").scaleEffect(1).offset(.zero)).map(\.dump).joined()
        XCTAssertEqual(with, without)
        XCTAssertEqual(GestureState(wrappedValue: 3).wrappedValue, 3)
    }
}
