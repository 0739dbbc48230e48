import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// The accessibility elements read from the layout tree (issue #15's foundation), one rule each.
final class AccessibilityTreeTests: XCTestCase {
    func elements(_ view: some View) throws -> [AccessibilityElementInfo] {
        AccessibilityTree.elements(of: try Loupe.layout(view, size: CGSize(width: 300, height: 200)))
    }
    func labels(_ view: some View) throws -> [String] { try elements(view).map(\.label) }

    func testTextsAreElementsInTreeOrder() throws {
        XCTAssertEqual(try labels(VStack { Text("One"); HStack { Text("Two"); Text("Three") } }), ["One", "Two", "Three"])
        XCTAssertEqual(try elements(Text("One")).first?.traits, .isStaticText)
    }

    func testALabelReplacesWhatATextSays() throws {
        XCTAssertEqual(try labels(Text("72%").accessibilityLabel("Battery level")), ["Battery level"])
    }

    func testAValueAndAHintAreSpokenAfterTheLabel() throws {
        let element = try XCTUnwrap(try elements(Text("72%").accessibilityLabel("Battery").accessibilityValue("72 percent").accessibilityHint("Opens the app")).first)
        XCTAssertEqual([element.label, element.value, element.hint], ["Battery", "72 percent", "Opens the app"])
    }

    func testHiddenSubtreesAreNotElements() throws {
        XCTAssertEqual(try labels(VStack { Text("Shown"); Text("Hidden").accessibilityHidden(true) }), ["Shown"])
    }

    func testCombineJoinsTheChildrensLabels() throws {
        let view = VStack { Text("Steps"); Text("2,140") }.accessibilityElement(children: .combine)
        XCTAssertEqual(try labels(view), ["Steps, 2,140"])
    }

    func testIgnoreKeepsOnlyItsOwnLabel() throws {
        let view = VStack { Text("Steps"); Text("2,140") }.accessibilityElement(children: .ignore).accessibilityLabel("2,140 steps")
        XCTAssertEqual(try labels(view), ["2,140 steps"])
    }

    func testContainKeepsTheChildrenSeparate() throws {
        let view = VStack { Text("Steps"); Text("2,140") }.accessibilityElement(children: .contain)
        XCTAssertEqual(try labels(view), ["Steps", "2,140"])
    }

    func testALabelIsReadByItsTitle() throws {
        XCTAssertEqual(try labels(Label("Steps", systemImage: "figure.walk")), ["Steps"])
    }

    func testAnIconOnlyLabelIsStillReadByItsTitle() throws {
        let element = try XCTUnwrap(elements(Label("Lights on", systemImage: "lightbulb.fill").labelStyle(.iconOnly)).first)
        XCTAssertEqual(element.label, "Lights on")
        XCTAssertTrue(element.isLabelled, "the title labels the icon, so review does not ask for a label")
        XCTAssertEqual(try labels(Label("Lights on", systemImage: "lightbulb.fill").labelStyle(.titleOnly)), ["Lights on"])
    }

    func testAButtonIsOneElementOfWhatItHolds() throws {
        let view = Button(action: {}) { HStack { Image(systemName: "plus"); Text("Add") } }
        let all = try elements(view)
        XCTAssertEqual(all.map(\.label), ["plus, Add"])
        XCTAssertTrue(all[0].traits.contains(.isButton), "\(all[0].traits.names)")
    }

    func testSortPriorityReordersSiblings() throws {
        let view = VStack { Text("Second"); Text("First").accessibilitySortPriority(1) }
        XCTAssertEqual(try labels(view), ["First", "Second"])
    }

    func testAnAssetImageIsReadByItsNameNotItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-a11y-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGCodec.encode(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)).write(to: folder.appendingPathComponent("logo@2x.png"))
        XCTAssertEqual(try labels(Image("logo").environment(\.imageSearchPaths, [folder])), ["logo"])
    }

    func testAnImageSpeaksItsNameUnlessLabelled() throws {
        XCTAssertEqual(try labels(Image(systemName: "figure.walk")), ["figure walk"])
        XCTAssertEqual(try labels(Image(systemName: "figure.walk").accessibilityLabel("Walking")), ["Walking"])
    }

    func testHeadingsAndAddedTraits() throws {
        let element = try XCTUnwrap(try elements(Text("Today").accessibilityAddTraits(.isHeader)).first)
        XCTAssertEqual(element.traits, [.isHeader, .isStaticText])
    }

    func testAccessibilityModifiersDoNotMoveAnything() throws {
        let plain = try Loupe.layout(VStack { Text("A").accessibilityIdentifier("a"); Text("B") }, size: CGSize(width: 100, height: 100))
        let labelled = try Loupe.layout(VStack { Text("A").accessibilityLabel("Alpha").accessibilityIdentifier("a"); Text("B").accessibilityHidden(true) },
                                        size: CGSize(width: 100, height: 100))
        XCTAssertEqual(plain.frame(ofIdentifier: "a"), labelled.frame(ofIdentifier: "a"))
    }

    func testTheDumpNumbersElementsWithTheirFrames() throws {
        let dump = AccessibilityTree.dump(try elements(Text("Hi").accessibilityAddTraits(.isHeader)))
        XCTAssertTrue(dump.hasPrefix("1. \"Hi\" [header, text] @ "), dump)
    }

    func testADecorativeImageIsHidden() throws {
        XCTAssertEqual(try labels(HStack { Image(decorative: "Logo"); Text("Name") }), ["Name"])
    }

    func testAProgressViewIsOneElementWithItsPercentage() throws {
        let element = try XCTUnwrap(try elements(ProgressView("Upload", value: 0.42)).first)
        XCTAssertEqual([element.label, element.value], ["Upload", "42%"])
        XCTAssertEqual(try elements(ProgressView("Upload", value: 0.42)).count, 1)
    }

    func testAGaugeIsOneElementWithItsValueInItsRange() throws {
        let gauge = Gauge(value: 30, in: 0...40) { Text("Speed") }.gaugeStyle(.accessoryCircularCapacity)
        let all = try elements(gauge)
        XCTAssertEqual(all.count, 1)
        XCTAssertEqual(all.first?.value, "75%")
    }
}
