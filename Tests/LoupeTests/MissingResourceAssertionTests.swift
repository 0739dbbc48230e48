import Foundation
import Loupe
import LoupeTesting
import LoupeUI
import Testing

/// A cell that names a resource Loupe cannot find fails its assertion and is never recorded, in
/// every record mode, unless the test asks for placeholders.
@Suite("Missing resources in snapshot assertions", .snapshots(record: .all))
struct MissingResourceAssertionTests {
    let shared: SharedWidgetFolder
    let references: URL

    init() throws {
        shared = try SharedWidgetFolder()
        references = shared.root.appendingPathComponent("Snapshots")
    }

    private var recorded: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: references.path)) ?? []).filter { $0.hasSuffix(".png") }
    }

    @Test("A missing color fails the cell, says where it was looked for, and records nothing", arguments: [RecordMode.all, .missing, .failed])
    func missingColorFails(mode: RecordMode) {
        withKnownIssue("a missing resource") {
            assertWidgetSnapshots(of: ResourceNamingWidget(), record: mode, snapshots: references)
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("1 of 1 cell name resources Loupe could not find") && text.contains("color \"BrandColor\" in ResourceNaming/systemSmall/0-fullColor-light.png")
                && text.contains(".snapshots(resources: [folder])")
        }
        #expect(recorded.isEmpty)
    }

    @Test("The folder named in the settings is searched, and the cell is recorded")
    func resourcesInTheTrait() {
        SnapshotSettings.$resources.withValue([shared.folder]) {
            withKnownIssue("recording fails the test") {
                assertWidgetSnapshots(of: ResourceNamingWidget(), snapshots: references)
            } matching: { "\($0)".contains("Recorded") }
        }
        #expect(recorded == ["ResourceNaming/systemSmall/0-fullColor-light.png"])
    }

    @Test("A missing translation in a German cell fails it")
    func missingTranslation() {
        SnapshotSettings.$resources.withValue([shared.folder]) {
            withKnownIssue("a missing translation") {
                assertWidgetSnapshots(of: ResourceNamingWidget(), locale: "de_DE", snapshots: references)
            } matching: { issue in
                let text = "\(issue)"
                return text.contains("string \"Energy\"") && text.contains("no de translation") && text.contains("shouldTranslate")
                    && !text.contains("Point Loupe at the folder")
            }
        }
        #expect(recorded.isEmpty)
    }

    @Test("An SF Symbol placeholder fails with advice about the name, and can be allowed on its own")
    func symbolPlaceholders() {
        let misspelled = Image(systemName: "figure.wlak").font(.title)
        withKnownIssue("an unknown symbol") {
            assertSnapshot(of: misspelled, size: CGSize(width: 40, height: 40), named: "symbol", snapshots: references)
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("symbol \"figure.wlak\"") && text.contains("check the name") && !text.contains("Point Loupe at the folder")
        }
        #expect(recorded.isEmpty)
        SnapshotSettings.$missingResources.withValue(.drawPlaceholders(for: [.symbol])) {
            withKnownIssue("recording fails the test") {
                assertSnapshot(of: misspelled, size: CGSize(width: 40, height: 40), named: "symbol", snapshots: references)
            } matching: { "\($0)".contains("Recorded") }
            withKnownIssue("a missing color still fails") {
                assertWidgetSnapshots(of: ResourceNamingWidget(), snapshots: references)
            } matching: { "\($0)".contains("color \"BrandColor\"") }
        }
        #expect(recorded == ["symbol.png"])
    }

    @Test("Placeholders are recorded when the test asks for them")
    func drawPlaceholders() {
        SnapshotSettings.$missingResources.withValue(.drawPlaceholders) {
            withKnownIssue("recording fails the test") {
                assertWidgetSnapshots(of: ResourceNamingWidget(), snapshots: references)
            } matching: { "\($0)".contains("Recorded") }
        }
        #expect(recorded.count == 1)
    }
}
