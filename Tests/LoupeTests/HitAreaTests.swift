import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// A button, toggle or Link records what a tap does as a typed hit area in the layout tree; dumps
/// name it by kind and detail as before.
final class HitAreaTests: XCTestCase {
    struct Refresh: AppIntent {
        static var title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult { .result() }
    }

    func areas(_ view: some View) throws -> [(area: HitArea, kind: String, detail: String)] {
        let layout = try Loupe.pipeline(view, size: CGSize(width: 200, height: 100)).layout
        return layout.allNodes.compactMap { node in
            guard case .hitArea(let area) = node.content else { return nil }
            return (area, node.kind, node.detail)
        }
    }

    func testAButtonRecordsItsIntentOrThatItRunsItsOwnCode() throws {
        let intent = try areas(Button(intent: Refresh()) { Text("Go") })
        XCTAssertEqual(intent.map(\.area), [.button(.intent("Refresh"))])
        XCTAssertEqual(intent.map(\.kind), ["button"])
        XCTAssertEqual(intent.map(\.detail), ["Refresh"])
        XCTAssertEqual(try areas(Button(action: {}) { Text("Go") }).map(\.area), [.button(.ownCode)])
        XCTAssertEqual(try areas(Button(action: {}) { Text("Go") }).map(\.detail), ["action"])
    }

    func testAToggleRecordsItsActionAndState() throws {
        let bound = try areas(Toggle(isOn: .constant(true)) { Text("Lamp") })
        XCTAssertEqual(bound.map(\.area), [.toggle(.ownCode, isOn: true)])
        XCTAssertEqual(bound.map(\.detail), ["binding on"])
        let intent = try areas(Toggle(isOn: false, intent: Refresh()) { Text("Lamp") })
        XCTAssertEqual(intent.map(\.area), [.toggle(.intent("Refresh"), isOn: false)])
        XCTAssertEqual(intent.map(\.detail), ["Refresh off"])
    }

    func testALinkRecordsItsDestination() throws {
        let url = URL(string: "widget://water")!
        let link = try areas(Link(destination: url) { Text("Open") })
        XCTAssertEqual(link.map(\.area), [.link(url)])
        XCTAssertEqual(link.map(\.kind), ["Link"])
    }
}
