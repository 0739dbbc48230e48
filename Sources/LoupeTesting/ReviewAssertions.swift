import Foundation
import Loupe
import LoupeUI
import LoupeReview

/// Asserts a widget preview passes the review rules (`loupe review`'s) in every cell — families ×
/// entries × modes × schemes, a Live Activity's presentations × states, a control's presentations
/// off and on — and in each family's timeline. Each finding at or above `failingAt` is one failure
/// naming its rule, cell, element and fix; findings a `baseline` file accepts are left out.
public func assertWidgetReview(of preview: WidgetPreview, named name: String? = nil,
                               families: [WidgetFamily]? = nil, modes: [WidgetRenderingMode] = WidgetRenderingMode.allCases,
                               schemes: [ColorScheme] = ColorScheme.allCases, now: Date? = nil,
                               failingAt threshold: ReviewSeverity = .warning, skipping skipped: [String] = [], baseline: URL? = nil,
                               file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    let location = SourceSpot(file: file, line: line, fileID: fileID, column: column)
    do {
        let now = try now ?? LoupeClock.configuredNow()
        for id in skipped where ReviewRules.named(id) == nil {
            throw LoupeError.widget("unknown review rule '\(id)'; the rules are \(ReviewRules.all.map(\.id).joined(separator: ", "))")
        }
        let rules = ReviewRules.all.filter { !skipped.contains($0.id) }
        let accepted = try baseline.map { try ReviewBaseline.read($0) }
        let widgetName = name ?? PreviewCatalog.baseName(of: preview)
        let (cells, timelines) = try widgetCells(of: preview, families: families, timelineIndices: nil, modes: modes, schemes: schemes,
                                                 device: nil, now: now)
        let renderer = try Renderer.forCurrentThread()
        var findings: [ReviewFinding] = []
        for cell in cells {
            let pipeline = try renderer.pipeline(preview, cell: cell, timeline: cell.widget.flatMap { timelines[$0.family] })
            let name = (SnapshotName.path(widget: widgetName, cell: cell) as NSString).deletingPathExtension
            let image = rules.contains(where: \.needsPixels) ? try renderer.rasterize(pipeline) : nil
            findings += Reviewer.review(ReviewSubject(cell: name, pipeline: pipeline, image: image), rules: rules)
        }
        for (family, timeline) in timelines.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            // The placeholder and the first entry, as the command line lays them out for placeholder-jumps.
            var placeholder: LayoutNode?, first: LayoutNode?
            if !timeline.entries.isEmpty {
                var cell = WidgetCell(family: family, timelineIndex: .placeholder)
                cell.now = now
                placeholder = try renderer.pipeline(preview, cell: cell, timeline: timeline).layout
                cell.subject = .widget(family, .entry(0), .fullColor)
                first = try renderer.pipeline(preview, cell: cell, timeline: timeline).layout
            }
            let subject = TimelineSubject(name: "\(SnapshotName.sanitize(widgetName))/\(family.rawValue)", timeline: timeline, now: now,
                                          placeholder: placeholder, firstEntry: first)
            findings += Reviewer.review(subject, rules: rules)
        }
        for finding in findings where finding.severity >= threshold && !(accepted?.accepts(finding) ?? false) {
            var message = "Review \(finding.rule) (\(finding.severity.rawValue)) in \(finding.cell)"
            if !finding.element.isEmpty { message += " at \(finding.element)" }
            fail(message + ": \(finding.message)", artifacts: [:], at: location)
        }
    } catch {
        fail("\(error)", artifacts: [:], at: location)
    }
}

/// The same for a `Widget`: every family it supports, with its own provider, named by its kind.
public func assertWidgetReview<W: Widget>(of widget: W, named name: String? = nil, families: [WidgetFamily]? = nil,
                                          modes: [WidgetRenderingMode] = WidgetRenderingMode.allCases, schemes: [ColorScheme] = ColorScheme.allCases,
                                          now: Date? = nil, failingAt threshold: ReviewSeverity = .warning, skipping skipped: [String] = [],
                                          baseline: URL? = nil,
                                          file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    assertWidgetReview(of: .widget(widget), named: name, families: families, modes: modes, schemes: schemes, now: now,
                       failingAt: threshold, skipping: skipped, baseline: baseline, file: file, line: line, fileID: fileID, column: column)
}
