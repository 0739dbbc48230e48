import Foundation
import Loupe
import LoupeUI

/// The rules `loupe review` checks in every cell (issue #15; this slice holds the first five).
public enum ReviewRules {
    public static let all: [ReviewRule] = [textTruncated, textScaled, noContainerBackground, closureButton, imageNoLabel]

    public static func named(_ id: String) -> ReviewRule? { all.first { $0.id == id } }

    /// A line limit or the frame cut the text: what the widget meant to say is not all there.
    public static let textTruncated = ReviewRule(
        id: "text-truncated", severity: .warning,
        why: "text is cut off with an ellipsis in this cell.",
        fix: "Give it room (a shorter string, fewer elements, .minimumScaleFactor) or let it wrap (.lineLimit).") { subject in
        subject.nodes.compactMap { path, node in
            guard node.kind == "Text", node.detail.hasSuffix(" truncated") else { return nil }
            return (path, node.detailText, node.frame, "\"\(node.detailText ?? "")\" is truncated")
        }
    }

    /// `minimumScaleFactor` shrank the text: legible at this size, perhaps not at the next type size.
    public static let textScaled = ReviewRule(
        id: "text-scaled", severity: .info,
        why: "text was shrunk to fit by minimumScaleFactor.",
        fix: "Check it stays legible; at larger Dynamic Type sizes it shrinks further.") { subject in
        subject.nodes.compactMap { path, node in
            guard node.kind == "Text", let range = node.detail.range(of: " scaled ") else { return nil }
            let factor = node.detail[range.upperBound...].split(separator: " ").first.map(String.init) ?? "?"
            return (path, node.detailText, node.frame, "\"\(node.detailText ?? "")\" is scaled to \(factor)")
        }
    }

    /// iOS 17 and later show the system's request instead of such a widget.
    public static let noContainerBackground = ReviewRule(
        id: "no-container-background", severity: .error,
        why: "the widget declares no container background, so iOS 17 and later show \"\(WidgetFigures.adoptContainerBackgroundMessage)\" instead of it.",
        fix: "Add .containerBackground(for: .widget) { … } to the widget's view.") { subject in
        guard subject.pipeline.warnings.contains(where: { $0.hasPrefix(WidgetFigures.noContainerBackgroundWarning) }) else { return [] }
        return [("", nil, subject.pipeline.layout.frame, "")]
    }

    /// A widget runs no code of its own when tapped: only an App Intent reaches the app.
    public static let closureButton = ReviewRule(
        id: "closure-button", severity: .error,
        why: "a Button or Toggle in a widget does nothing unless it runs an App Intent.",
        fix: "Use Button(intent:) or Toggle(isOn:intent:).") { subject in
        subject.nodes.compactMap { path, node in
            let closure = (node.kind == "button" && node.detail == "action") || (node.kind == "toggle" && node.detail.hasPrefix("binding"))
            guard closure else { return nil }
            return (path, nil, node.frame, "a \(node.kind) with a \(node.kind == "button" ? "closure" : "binding")")
        }
    }

    /// VoiceOver reads an unlabelled image by its file or symbol name.
    public static let imageNoLabel = ReviewRule(
        id: "image-no-label", severity: .warning,
        why: "VoiceOver reads this image by its name.",
        fix: "Add .accessibilityLabel(…), or hide it with .accessibilityHidden(true) or Image(decorative:) if it only decorates.") { subject in
        AccessibilityTree.elements(of: subject.pipeline.layout).compactMap { element in
            guard element.traits.contains(.isImage), !element.isLabelled else { return nil }
            return ("", element.label, element.frame, "the image reads \"\(element.label)\"")
        }
    }
}

/// Runs rules over cells.
public enum Reviewer {
    public static func review(_ subject: ReviewSubject, rules: [ReviewRule] = ReviewRules.all) -> [ReviewFinding] {
        rules.flatMap { $0.findings(in: subject) }
    }
}
