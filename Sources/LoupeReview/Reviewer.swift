import Foundation
import Loupe
import LoupeUI

/// Runs rules over cells and timelines: what `loupe review` and `assertWidgetReview` share.
public enum Reviewer {
    public static func review(_ subject: ReviewSubject, rules: [ReviewRule] = ReviewRules.all) -> [ReviewFinding] {
        rules.flatMap { $0.findings(in: subject) }
    }

    public static func review(_ subject: ModeSubject, rules: [ReviewRule] = ReviewRules.all) -> [ReviewFinding] {
        rules.flatMap { $0.findings(in: subject) }
    }

    public static func review(_ subject: TimelineSubject, rules: [ReviewRule] = ReviewRules.all) -> [ReviewFinding] {
        rules.flatMap { $0.findings(in: subject) }
    }

    /// Cells that differ only in rendering mode, reviewed together: each by the cell rules, and each
    /// accented or vibrant one against the full-colour one by the mode rules. `fullColor` is the
    /// group's full-colour cell when the group has none of its own (rendered only to compare with).
    public static func review(group: [ReviewSubject], fullColor: ReviewSubject? = nil, rules: [ReviewRule] = ReviewRules.all) -> [ReviewFinding] {
        var findings = group.flatMap { review($0, rules: rules) }
        let modeRules = rules.filter(\.comparesModes)
        if !modeRules.isEmpty, let reference = fullColor ?? group.first(where: { $0.mode == .fullColor }) {
            for other in group where other.mode != nil && other.mode != .fullColor {
                findings += review(ModeSubject(fullColor: reference, other: other), rules: modeRules)
            }
        }
        return findings
    }

    /// The key of a cell's mode group: the cell itself in full colour (its `layoutKey`, so the group
    /// is drawn from one laid-out tree where the widget allows it). Nil for a Live Activity or a
    /// control, which have no rendering modes to compare.
    public static func modeGroup(of cell: WidgetCell) -> WidgetCell? {
        cell.widget == nil ? nil : cell.layoutKey
    }

    /// One widget's timeline in one family as the timeline rules see it: the entries and policy,
    /// the placeholder and the first entry laid out in full colour (placeholder-jumps), and the
    /// gallery's `getSnapshot` timed (slow-snapshot) — each only when a rule asks for it.
    public static func timelineSubject(named name: String, preview: WidgetPreview, cell: WidgetCell, timeline: LoadedTimeline,
                                       renderer: Renderer, rules: [ReviewRule] = ReviewRules.all) throws -> TimelineSubject {
        guard case let .widget(family, _, _) = cell.subject else {
            return TimelineSubject(name: name, timeline: timeline, now: cell.now)
        }
        var placeholder: LayoutNode?, first: LayoutNode?
        if !timeline.entries.isEmpty, rules.contains(where: { $0.id == ReviewRules.placeholderJumps.id }) {
            var shown = cell
            shown.subject = .widget(family, .placeholder, .fullColor)
            placeholder = try renderer.pipeline(preview, cell: shown, timeline: timeline).layout
            shown.subject = .widget(family, .entry(0), .fullColor)
            first = try renderer.pipeline(preview, cell: shown, timeline: timeline).layout
        }
        let snapshot = rules.contains(where: { $0.id == ReviewRules.slowSnapshot.id })
            ? try Loupe.snapshotTiming(preview, family: family, device: cell.device, now: cell.now) : nil
        return TimelineSubject(name: name, timeline: timeline, now: cell.now, placeholder: placeholder, firstEntry: first, snapshot: snapshot)
    }
}
