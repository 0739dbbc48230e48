import Foundation
import Testing
import Loupe
import LoupeExamples
import LoupeUI

/// Every run draws a widget's three modes from one laid-out tree (`Renderer.pipelines`). On the
/// examples' whole matrix — every family, entry, mode, scheme and place — each cell drawn that way
/// must equal the cell drawn alone. The references check the same today, but only until they are
/// next recorded the shared way; this keeps checking after.
@Suite("Shared trees on the examples")
struct SharedLayoutExampleTests {
    static let widgets = Examples.widgets.filter { !$0.families.isEmpty }.compactMap(\.name)

    @Test("Each cell drawn with its other modes equals it drawn alone", arguments: widgets)
    func cellsDrawnTogetherEqualCellsDrawnAlone(_ name: String) throws {
        let preview = try #require(Examples.widget(named: name))
        let now = LoupeClock.defaultNow
        var timelines: [WidgetFamily: LoadedTimeline] = [:]
        let matrix = RenderMatrix(places: WidgetCell.Placement.allCases, now: now)
        let cells = try matrix.cells(of: preview, named: name) { family, device in
            if let known = timelines[family] { return known }
            let timeline = try Loupe.timeline(preview, family: family, device: device, now: now)
            timelines[family] = timeline
            return timeline
        }
        #expect(cells.count > 30)
        let renderer = try Renderer()
        var tinted = 0
        for (cell, together) in zip(cells, renderer.pipelines(preview, cells: cells, timelines: timelines)) {
            let timeline = cell.widget.flatMap { timelines[$0.family] }
            let label = "\(cell.subject) \(cell.colorScheme) \(cell.placement)"
            switch (together, Result { try renderer.pipeline(preview, cell: cell, timeline: timeline) }) {
            case let (.success(together), .success(alone)):
                #expect(try renderer.rasterize(together).hasSamePixels(as: renderer.rasterize(alone)), "\(label)")
                #expect(together.layout.dump == alone.layout.dump, "\(label)")
                if cell.layoutKey != cell { tinted += 1 }
            case let (.failure(together), .failure(alone)):
                #expect("\(together)" == "\(alone)", "\(label)")
            default:
                Issue.record("\(label): drawn together and alone, one failed and the other did not")
            }
        }
        // The matrix has accented and vibrant cells, the ones a full-colour tree serves.
        #expect(tinted > 0)
    }
}
