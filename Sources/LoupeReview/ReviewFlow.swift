import Foundation
import Loupe
import LoupeUI

/// How a widget's cells are reviewed, written once for `loupe review`, `assertWidgetReview` and the
/// canvas: cells in mode groups (one widget, family and entry in several rendering modes, drawn from
/// one laid-out tree where the widget allows it), each cell by the cell rules and each accented or
/// vibrant cell against the group's full-colour one — rendered only to compare with when the group
/// lacks it — and each family's timeline by the timeline rules.
public struct ReviewFlow {
    public let rules: [ReviewRule]
    public let renderer: Renderer

    public init(rules: [ReviewRule] = ReviewRules.all, renderer: Renderer) {
        (self.rules, self.renderer) = (rules, renderer)
    }

    /// One cell of a group as its caller rendered it: its name in findings, its mode (nil for a view,
    /// a Live Activity or a control) and its stages, or why it could not be drawn.
    public struct Cell {
        public let name: String
        public let mode: WidgetRenderingMode?
        public let stages: Result<Pipeline, Error>
        public init(name: String, mode: WidgetRenderingMode?, stages: Result<Pipeline, Error>) {
            (self.name, self.mode, self.stages) = (name, mode, stages)
        }
    }

    /// The findings of one mode group, and the cells that could not be drawn. `fullColor` renders the
    /// group's full-colour cell; it is asked for only when a mode rule needs it and the group has none.
    public func review(modeGroup cells: [Cell], fullColor: () throws -> Cell?) -> (findings: [ReviewFinding], failures: [(name: String, error: Error)]) {
        var subjects: [ReviewSubject] = [], failures: [(String, Error)] = []
        for cell in cells {
            do { subjects.append(try subject(cell.name, mode: cell.mode, cell.stages.get())) } catch { failures.append((cell.name, error)) }
        }
        var reference: ReviewSubject?
        if rules.contains(where: \.comparesModes), !subjects.contains(where: { $0.mode == .fullColor }), subjects.contains(where: { $0.mode != nil }),
           let cell = try? fullColor(), let stages = try? cell.stages.get() {
            reference = try? subject(cell.name, mode: .fullColor, stages)
        }
        return (Reviewer.review(group: subjects, fullColor: reference, rules: rules), failures)
    }

    /// A cell as the rules see it, its pixels drawn only when a rule reads them.
    public func subject(_ name: String, mode: WidgetRenderingMode?, _ stages: Pipeline) throws -> ReviewSubject {
        ReviewSubject(cell: name, pipeline: stages, image: rules.contains(where: \.needsPixels) ? try renderer.rasterize(stages) : nil, mode: mode)
    }

    /// One widget's timeline in one family, by the timeline rules (`cell` gives the family, device and now).
    public func review(timelineOf preview: WidgetPreview, named name: String, cell: WidgetCell, timeline: LoadedTimeline) throws -> [ReviewFinding] {
        let subject = try Reviewer.timelineSubject(named: name, preview: preview, cell: cell, timeline: timeline, renderer: renderer, rules: rules)
        return Reviewer.review(subject, rules: rules)
    }
}
