import Foundation

/// The findings of one cause: one rule at one element of one widget (or, for a finding with no
/// element, at one text: the image VoiceOver reads by its name) — the same view found wanting
/// in every cell that shows it (its families, entries, modes and schemes) — which a person fixes
/// once. The element is the view's path in the layout tree, the nearest Loupe has to the line of
/// source that made it (a view does not carry its file and line).
public struct ReviewCause: Sendable {
    public let rule: String
    public let severity: ReviewSeverity
    /// The widget or view the cells belong to: their names' first part (`Steps`).
    public let widget: String
    /// The view's path in the layout tree, "" for a finding about the cell or the timeline.
    public let element: String
    /// Every finding of the cause, in the order they were found.
    public let findings: [ReviewFinding]

    /// The cells it occurs in, each once, in the order they were found.
    public var cells: [String] {
        var seen = Set<String>()
        return findings.map(\.cell).filter { seen.insert($0).inserted }
    }

    /// The finding that speaks for the cause: the worst by the rule's measure (the lowest contrast,
    /// the smallest text…), else the first one found.
    public var example: ReviewFinding {
        findings.enumerated().max { a, b in
            let (x, y) = (a.element.shortfall ?? -.infinity, b.element.shortfall ?? -.infinity)
            return x != y ? x < y : a.offset > b.offset   // on a tie the earlier one
        }!.element
    }

    /// Findings grouped by cause, each cause where its first finding was.
    public static func group(_ findings: [ReviewFinding]) -> [ReviewCause] {
        var order: [String] = [], byKey: [String: [ReviewFinding]] = [:]
        for finding in findings {
            // A finding with no element (what VoiceOver reads, a timeline's) is told apart by its text.
            let key = [finding.rule, widget(of: finding.cell), finding.element, finding.element.isEmpty ? finding.text ?? "" : ""].joined(separator: "\u{1F}")
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(finding)
        }
        return order.map { key in
            let members = byKey[key]!, first = members[0]
            return ReviewCause(rule: first.rule, severity: first.severity, widget: widget(of: first.cell), element: first.element, findings: members)
        }
    }

    /// A cell's widget: the first part of its name.
    public static func widget(of cell: String) -> String { String(cell.split(separator: "/").first ?? "") }
}
