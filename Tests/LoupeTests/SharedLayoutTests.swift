import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeUI

/// A widget's cells in its three rendering modes are drawn from one laid-out tree unless its views
/// read `\.widgetRenderingMode` or `\.showsWidgetContainerBackground` — and either way each cell is
/// what rendering it alone gives.
final class SharedLayoutTests: XCTestCase {
    /// How often a body is evaluated (one count per test).
    typealias Evaluations = SharedCount

    struct Entry: TimelineEntry { let date: Date }

    /// How the counted view looks at the mode: not at all, in its body, in a `GeometryReader`'s
    /// content (which is resolved during layout), or by asking whether the background shows.
    enum ModeRead { case none, body, geometryReader, containerBackground }

    struct Counted: View {
        let evaluations: Evaluations
        var body: some View {
            evaluations.add()
            return Text("Steps").font(.headline).foregroundStyle(.orange)
        }
    }
    struct ModeLabel: View {
        @Environment(\.widgetRenderingMode) var mode
        // White: vibrant shows light colours (it maps luminance to opacity), so the two words differ in pixels.
        var body: some View { Text(mode == .accented ? "Accented" : "Vibrant").font(.caption).foregroundStyle(.white) }
    }
    struct BackgroundLabel: View {
        @Environment(\.showsWidgetContainerBackground) var shows
        var body: some View { Text(shows ? "On its background" : "Bare").font(.caption).foregroundStyle(.white) }
    }

    /// The widget's configuration, built here rather than by a `Widget` type, so each test counts
    /// with its own counter.
    static func configuration(_ evaluations: Evaluations, _ read: ModeRead) -> some WidgetConfiguration {
        StaticConfiguration(kind: "Counted", provider: Provider()) { _ in
            VStack {
                Counted(evaluations: evaluations)
                switch read {
                case .none: Text("Label").font(.caption)
                case .body: ModeLabel()
                case .geometryReader: GeometryReader { _ in ModeLabel() }.frame(height: 20)
                case .containerBackground: BackgroundLabel()
                }
            }
            .containerBackground(.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    func preview(_ read: ModeRead, _ evaluations: Evaluations) -> WidgetPreview {
        WidgetPreview("Counted", widget: Self.configuration(evaluations, read)._description, family: .systemSmall, entries: { [Entry(date: .now)] })
    }

    func cell(_ mode: WidgetRenderingMode, _ scheme: ColorScheme = .light) -> WidgetCell {
        WidgetCell(family: .systemSmall, renderingMode: mode, colorScheme: scheme)
    }

    /// Renders `cells` as one group; returns the body evaluations it took, and checks each cell's
    /// pixels against a render of that cell alone.
    func renderGroup(_ read: ModeRead, _ cells: [WidgetCell], file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let renderer = try Renderer()
        let evaluations = Evaluations()
        let grouped = renderer.pipelines(preview(read, evaluations), cells: cells)
        let count = evaluations.value
        for (cell, stages) in zip(cells, grouped) {
            let alone = try renderer.render(preview(read, Evaluations()), cell: cell)
            XCTAssertTrue(try renderer.rasterize(stages.get()).hasSamePixels(as: alone), "\(cell.subject) \(cell.colorScheme)", file: file, line: line)
        }
        return count
    }

    func testTheThreeModesShareOneResolveWhenTheModeIsNotRead() throws {
        XCTAssertEqual(try renderGroup(.none, [cell(.fullColor), cell(.accented), cell(.vibrant)]), 1)
        XCTAssertEqual(try renderGroup(.none, [cell(.accented), cell(.vibrant)]), 1)
        // As the gallery shows them: the two modes over the system's backdrop.
        var accented = cell(.accented), vibrant = cell(.vibrant)
        (accented.backdrop, vibrant.backdrop) = (.system, .system)
        XCTAssertEqual(try renderGroup(.none, [cell(.fullColor), accented, vibrant]), 1)
    }

    func testAWidgetThatAsksWhetherItsBackgroundShowsIsResolvedForEachMode() throws {
        XCTAssertEqual(try renderGroup(.containerBackground, [cell(.fullColor), cell(.accented), cell(.vibrant)]), 3)
    }

    func testAWidgetThatReadsTheModeIsResolvedForEachMode() throws {
        XCTAssertEqual(try renderGroup(.body, [cell(.accented), cell(.vibrant)]), 2)
    }

    func testAReadDuringLayoutCounts() throws {
        XCTAssertEqual(try renderGroup(.geometryReader, [cell(.accented), cell(.vibrant)]), 2)
    }

    func testATreeWithoutTheBackgroundDoesNotServeFullColor() throws {
        // A tree laid out without the background cannot have it put back.
        XCTAssertEqual(try renderGroup(.none, [cell(.accented), cell(.fullColor), cell(.vibrant)]), 2)
    }

    func testCellsInOtherSchemesDoNotShare() throws {
        XCTAssertEqual(try renderGroup(.none, [cell(.accented, .light), cell(.vibrant, .dark)]), 2)
        XCTAssertEqual(try renderGroup(.none, [cell(.accented, .light), cell(.accented, .dark), cell(.vibrant, .light), cell(.vibrant, .dark)]), 2)
    }

    func testTheStagesSayWhetherTheModeWasRead() throws {
        let renderer = try Renderer()
        func reads(_ read: ModeRead) throws -> Bool {
            try renderer.layout(renderer.resolve(preview(read, Evaluations()), cell: cell(.vibrant))).readsModeValues
        }
        XCTAssertFalse(try reads(.none))
        XCTAssertTrue(try reads(.body))
        XCTAssertTrue(try reads(.geometryReader))
        XCTAssertTrue(try reads(.containerBackground))
    }

    /// Taking the background out of a full-color tree gives the tree laid out without it, node for node.
    func testATreeWithoutItsBackgroundIsTheTreeLaidOutWithoutIt() throws {
        let renderer = try Renderer()
        let preview = preview(.none, Evaluations())
        let full = renderer.layout(try renderer.resolve(preview, cell: cell(.fullColor)))
        let accented = renderer.layout(try renderer.resolve(preview, cell: cell(.accented)))
        XCTAssertNotNil(full.root.node(withIdentifier: WidgetFigures.containerBackgroundIdentifier))
        XCTAssertNil(accented.root.node(withIdentifier: WidgetFigures.containerBackgroundIdentifier))
        XCTAssertNotEqual(full.root.dump, accented.root.dump)
        XCTAssertEqual(full.removingContainerBackground().root.dump, accented.root.dump)
    }

    func testTheLayoutKeyJoinsOnlyTheModes() {
        XCTAssertEqual(cell(.vibrant).layoutKey, cell(.fullColor))
        XCTAssertEqual(cell(.accented).layoutKey, cell(.fullColor))
        XCTAssertEqual(cell(.fullColor).layoutKey, cell(.fullColor))
        XCTAssertNotEqual(cell(.vibrant, .dark).layoutKey, cell(.fullColor))
        var overSystem = cell(.accented)
        overSystem.backdrop = .system
        XCTAssertEqual(overSystem.layoutKey, cell(.fullColor))
        var control = WidgetCell(family: .systemSmall)
        control.subject = .control(.small, isOn: true)
        XCTAssertEqual(control.layoutKey, control)
    }

    /// Through the command line: the matrix groups the three modes, and a widget that reads the mode
    /// still gets each mode's own text — the files equal renders of each cell alone.
    func testRecordWritesEachModeAsRenderedAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let widgetPreview = preview(.body, Evaluations())
        var output = ""
        let tool = LoupeCommandLine(previews: [widgetPreview], examples: [], records: [], output: { output += $0 + "\n" }, error: { output += $0 + "\n" })
        let code = tool.run(["record", "Counted", "--snapshots", folder.path, "--mode", "fullColor,accented,vibrant", "--scheme", "light", "--jobs", "1", "-q"])
        XCTAssertEqual(code, 0, output)
        let renderer = try Renderer()
        for mode in WidgetRenderingMode.allCases {
            let file = folder.appendingPathComponent(SnapshotName.path(widget: "Counted", cell: cell(mode), format: "png"))
            let alone = try renderer.render(widgetPreview, cell: cell(mode)).referencePNGData()
            XCTAssertEqual(try Data(contentsOf: file), alone, "\(mode)")
        }
    }

    /// `verify` of a widget that does not read the mode resolves its three modes' cells once.
    func testVerifyResolvesTheThreeModesOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ command: String, _ evaluations: Evaluations) -> (Int32, String) {
            var output = ""
            let tool = LoupeCommandLine(previews: [preview(.none, evaluations)], examples: [], records: [],
                                        output: { output += $0 + "\n" }, error: { output += $0 + "\n" })
            let options = command == "verify" ? ["--record", "never"] : []
            let code = tool.run([command, "Counted", "--snapshots", folder.path, "--artifacts", folder.appendingPathComponent("artifacts").path,
                                 "--mode", "fullColor,accented,vibrant", "--scheme", "light", "--jobs", "1", "-q"] + options)
            return (code, output)
        }
        let recorded = run("record", Evaluations())
        XCTAssertEqual(recorded.0, 0, recorded.1)
        let evaluations = Evaluations()
        let verified = run("verify", evaluations)
        XCTAssertEqual(verified.0, 0, verified.1)
        XCTAssertEqual(evaluations.value, 1)
    }
}
