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
        try LoupeClock.withPinned(now: now, region: .standard) {
            try review(preview, named: name, families: families, modes: modes, schemes: schemes, now: now, rules: rules,
                       failingAt: threshold, accepted: accepted, at: location)
        }
    } catch {
        fail("\(error)", artifacts: [:], at: location)
    }
}

/// The review of every cell of a preview, at a now already pinned.
private func review(_ preview: WidgetPreview, named name: String?, families: [WidgetFamily]?, modes: [WidgetRenderingMode],
                    schemes: [ColorScheme], now: Date, rules: [ReviewRule], failingAt threshold: ReviewSeverity,
                    accepted: ReviewBaseline?, at location: SourceSpot) throws {
    let widgetName = name ?? PreviewCatalog.baseName(of: preview)
    let preview = PreviewCatalog.withContentStates(preview, from: LoupePreviews.all)
    let resources = try AssertionResources.current()
    let (cells, timelines) = try widgetCells(of: preview, named: widgetName, families: families, timelineIndices: nil, modes: modes, schemes: schemes,
                                             device: nil, resources: resources, now: now)
    let renderer = try Renderer.forCurrentThread(fontSet: resources.fontSet)
    var findings: [ReviewFinding] = []
    // Cells in mode groups (a widget cell in each of its modes), as the command line reviews them.
    var groups: [WidgetCell: [WidgetCell]] = [:], order: [WidgetCell] = []
    for cell in cells {
        let key = Reviewer.modeGroup(of: cell) ?? cell
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(cell)
    }
    let flow = ReviewFlow(rules: rules, renderer: renderer)
    func cellName(_ cell: WidgetCell) -> String { (SnapshotName.path(widget: widgetName, cell: cell) as NSString).deletingPathExtension }
    for key in order {
        // A group's modes are drawn from one laid-out tree where the widget allows it.
        let cells = groups[key]!
        let drawn = zip(cells, renderer.pipelines(preview, cells: cells, timelines: timelines)).map { ReviewFlow.Cell(name: cellName($0), mode: $0.widget?.mode, stages: $1) }
        let reviewed = flow.review(modeGroup: drawn) {
            guard key.widget != nil else { return nil }
            return ReviewFlow.Cell(name: cellName(key), mode: .fullColor,
                                   stages: Result { try renderer.pipeline(preview, cell: key, timeline: key.widget.flatMap { timelines[$0.family] }) })
        }
        if let failure = reviewed.failures.first { throw failure.error }
        findings += reviewed.findings
    }
    for (family, timeline) in timelines.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        var cell = WidgetCell(family: family)
        cell.now = now
        findings += try flow.review(timelineOf: preview, named: "\(SnapshotName.sanitize(widgetName))/\(family.rawValue)", cell: cell, timeline: timeline)
    }
    for finding in findings where finding.severity >= threshold && !(accepted?.accepts(finding) ?? false) {
        var message = "Review \(finding.rule) (\(finding.severity.rawValue)) in \(finding.cell)"
        if !finding.element.isEmpty { message += " at \(finding.element)" }
        fail(message + ": \(finding.message)", artifacts: [:], at: location)
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
