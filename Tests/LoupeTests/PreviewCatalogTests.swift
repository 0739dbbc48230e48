import Foundation
import XCTest
import Loupe
@testable import LoupeExamples
import LoupeUI

/// Target names never depend on where a preview sits in its file.
final class PreviewCatalogTests: XCTestCase {
    func record(_ name: String?, line: Int, family: WidgetFamily = .systemSmall) -> LoupePreviews.Record {
        LoupePreviews.Record(file: "MyWidgets/HydrationWidget.swift", line: line,
                             item: LoupePreviews.make(name, as: family, widget: { StepsWidget() }, timeline: { StepsEntry(date: .now, steps: 1, goal: 2, hourly: []) }))
    }

    func testAPreviewMovedDownItsFileKeepsItsName() {
        let before = PreviewCatalog(records: [record(nil, line: 128), record("Morning", line: 140)]).names
        let after = PreviewCatalog(records: [record(nil, line: 130), record("Morning", line: 142)]).names
        XCTAssertEqual(before, ["Steps", "Morning", "Steps-systemSmall"])
        XCTAssertEqual(after, before)
    }

    func testTheWidgetItselfIsItsKindAndUnnamedPreviewsTakeTheirFamily() {
        let catalog = PreviewCatalog(records: [record(nil, line: 10, family: .systemMedium), record(nil, line: 20)])
        XCTAssertEqual(catalog.names, ["Steps", "Steps-systemMedium", "Steps-systemSmall"])
        XCTAssertTrue(PreviewCatalog.isWholeWidget(catalog.target(named: "Steps")!.widgetPreview!), "the widget with its own provider")
        XCTAssertEqual(catalog.target(named: "Steps")?.widgetPreview?.families, StepsWidget().body._description.supportedFamilies)
    }

    func testOnlyACollisionAddsAnOrdinal() {
        XCTAssertEqual(PreviewCatalog(records: [record(nil, line: 10), record(nil, line: 20)]).names, ["Steps", "Steps-systemSmall", "Steps-systemSmall-2"])
        XCTAssertEqual(PreviewCatalog(records: [record("A b", line: 1), record("A_b", line: 2)]).names, ["Steps", "A b", "A_b-2"],
                       "names that make the same folder are told apart")
    }

    /// A given whole widget already is the widget: its kind finds it instead of a second target.
    func testAGivenWidgetIsFoundByItsKind() {
        let catalog = PreviewCatalog(previews: Examples.widgets, records: [record(nil, line: 1)])
        XCTAssertEqual(catalog.target(named: "com.mygame.character-detail")?.name, "CharacterHealth")
        XCTAssertEqual(catalog.names.filter { $0.hasPrefix("Steps") }, ["Steps", "Steps-systemSmall"])
    }

    func activityRecord(_ name: String?, as kind: ActivityPreviewViewKind) -> LoupePreviews.Record {
        LoupePreviews.Record(file: "MyWidgets/DeliveryActivity.swift", line: 1,
                             item: LoupePreviews.make(name, as: kind, using: DeliveryActivityAttributes.preview, widget: { DeliveryActivity() }) {
                                 DeliveryActivityAttributes.ContentState.journey[0]
                                 DeliveryActivityAttributes.ContentState.journey[1]
                             })
    }

    /// A Live Activity with only previews of one presentation each is a target of its own too: every
    /// presentation of the first preview's states, found by its attributes' and its widget's names.
    func testALiveActivityItselfIsFoundByItsAttributesAndItsWidget() throws {
        let catalog = PreviewCatalog(records: [activityRecord("Lock Screen", as: .content), activityRecord(nil, as: .dynamicIsland(.compact))])
        XCTAssertEqual(catalog.names, ["DeliveryActivityAttributes", "Lock Screen", "DeliveryActivityAttributes-compact"])
        let whole = try XCTUnwrap(catalog.target(named: "DeliveryActivity"), "the widget's type name finds it")
        XCTAssertEqual(whole.name, "DeliveryActivityAttributes")
        XCTAssertEqual(whole.widgetPreview?.presentations, ActivityPresentation.allCases)
        XCTAssertEqual(try Loupe.timeline(whole.widgetPreview!, family: .systemMedium).entries.count, 2)
    }

    /// A widget's type finds the widget where its kind is another name.
    func testAWidgetsTypeNameFindsItWhereItsKindDiffers() {
        let catalog = PreviewCatalog(previews: Examples.widgets)
        XCTAssertEqual(catalog.target(named: "CharacterHealthWidget")?.name, "CharacterHealth")
        XCTAssertEqual(catalog.target(named: "LightToggleControl")?.name, "LightToggle")
    }

    /// The assertions name a preview as the command line does.
    func testAssertionsAndTheCommandLineShareTheBaseName() {
        XCTAssertEqual(PreviewCatalog.baseName(of: .widget(StepsWidget())), "Steps")
        guard case .widget(let preview) = record(nil, line: 1).item else { return XCTFail() }
        XCTAssertEqual(PreviewCatalog.baseName(of: preview), "Steps-systemSmall")
    }
}
