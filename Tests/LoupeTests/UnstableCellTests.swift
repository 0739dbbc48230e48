import Foundation
import XCTest
import Loupe
@testable import LoupeCLI
import LoupeUI

/// A cell whose two renders in one run differ follows state Loupe does not pin: `record` and
/// `verify` name it instead of keeping a reference that cannot hold.
final class UnstableCellTests: XCTestCase {
    /// Each render draws one more tick: state outside anything Loupe pins (a test fixture's own).
    final class Ticks: @unchecked Sendable {
        static let shared = Ticks()
        private var count = 0
        private let lock = NSLock()
        func next() -> Int { lock.withLock { count += 1; return count } }
    }

    struct TickEntry: TimelineEntry { let date: Date }
    struct TickProvider: TimelineProvider {
        func placeholder(in context: Context) -> TickEntry { TickEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) { completion(TickEntry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
            completion(Timeline(entries: [TickEntry(date: .now)], policy: .never))
        }
    }
    struct TickWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Ticks", provider: TickProvider()) { _ in
                Text("\(Ticks.shared.next())").font(.largeTitle).containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }
    struct SteadyWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Steady", provider: TickProvider()) { _ in
                Text("7").font(.largeTitle).containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// `record` of the widget's one light, full-colour cell into a fresh folder, on one job.
    func record<W: Widget>(_ widget: @escaping () -> W, name: String) -> (code: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-stability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = ""
        let preview = WidgetPreview.widget(name, as: .systemSmall, widget: widget, timeline: { TickEntry(date: .now) })
        let tool = LoupeCommandLine(previews: [preview], examples: [], records: [], output: { output += $0 + "\n" }, error: { output += $0 + "\n" })
        let code = tool.run(["record", name, "--snapshots", folder.path, "--mode", "fullColor", "--scheme", "light", "--jobs", "1", "-q"])
        return (code, output)
    }

    func testACellWhoseRendersDifferIsNamedAndFails() {
        let result = record({ TickWidget() }, name: "Ticks")
        XCTAssertNotEqual(result.code, 0, result.output)
        XCTAssertTrue(result.output.contains("two renders of this cell in one run differ"), result.output)
    }

    func testASteadyCellIsRecordedWithoutComplaint() {
        let result = record({ SteadyWidget() }, name: "Steady")
        XCTAssertEqual(result.code, 0, result.output)
        XCTAssertFalse(result.output.contains("differ"), result.output)
    }
}
