import Foundation
import Loupe
import LoupeUI

/// The rules `loupe review` checks in every cell and every timeline (issue #15; the first slices).
public enum ReviewRules {
    public static let all: [ReviewRule] = [textTruncated, textScaled, textClipped, textOverlap, contentClipped, smallText, contrast, colourOnly,
                                           outsideMargins, noContainerBackground, closureButton, smallHitRegion, linkInSmall,
                                           severalWidgetURLs, imageNoLabel, timelineOrder, neverWithPastEntries, reloadBudget,
                                           placeholderJumps, slowSnapshot]

    public static func named(_ id: String) -> ReviewRule? { all.first { $0.id == id } }

    /// A line limit or the frame cut the text: what the widget meant to say is not all there.
    public static let textTruncated = ReviewRule(
        id: "text-truncated", severity: .warning,
        why: "text is cut off with an ellipsis in this cell.",
        fix: "Give it room (a shorter string, fewer elements, .minimumScaleFactor) or let it wrap (.lineLimit).", cell: { subject in
        subject.nodes.compactMap { path, node in
            // "Glyph" nodes are the characters of a line bent along a watch face; their line is the text.
            guard node.kind == "Text", case .text(let layout, _) = node.content, layout.isTruncated else { return nil }
            return ReviewRule.Hit(path, node.textString, node.frame, "\"\(node.textString ?? "")\" is truncated")
        }
    })

    /// `minimumScaleFactor` shrank the text: legible at this size, perhaps not at the next type size.
    public static let textScaled = ReviewRule(
        id: "text-scaled", severity: .info,
        why: "text was shrunk to fit by minimumScaleFactor.",
        fix: "Check it stays legible; at larger Dynamic Type sizes it shrinks further.", cell: { subject in
        subject.nodes.compactMap { path, node in
            guard node.kind == "Text", case .text(let layout, _) = node.content, layout.scale < 1 else { return nil }
            return ReviewRule.Hit(path, layout.string, node.frame, "\"\(layout.string)\" is scaled to \(layout.scale.formatted)", shortfall: Double(1 - layout.scale))
        }
    })

    /// Text whose box reaches outside a clipping ancestor (`.clipped()`, `.clipShape`, the widget's own shape).
    public static let textClipped = ReviewRule(
        id: "text-clipped", severity: .warning,
        why: "text is cut by a clip (.clipped(), .clipShape or the widget's edge), so part of it does not show.",
        fix: "Give the text room inside the clipped area, or let it wrap or shrink.", cell: { subject in
        clippedLeaves(in: subject, text: true)
    })

    /// Two texts drawn over each other: a chart's axis labels of one's own views side by side, a
    /// ZStack of texts, a negative spacing. Neither reads cleanly.
    public static let textOverlap = ReviewRule(
        id: "text-overlap", severity: .warning,
        why: "two texts overlap, so neither reads cleanly.",
        fix: "Give each its own room (spacing, a shorter string, fewer chart axis values), or let one wrap or shrink.", cell: { subject in
        let nodes = subject.nodes
        // Texts under `.hidden()` or a zero opacity are not drawn.
        let unseen = nodes.compactMap { path, node -> String? in
            if case .effect(.hidden) = node.content { return path + "/" }
            if case .effect(.opacity(let value)) = node.content, value <= 0.01 { return path + "/" }
            return nil
        }
        let texts = nodes.filter { path, node in
            guard node.kind == "Text", let text = node.textString, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
            return !unseen.contains { path.hasPrefix($0) }
        }
        var hits: [ReviewRule.Hit] = []
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                let shared = a.node.frame.intersection(b.node.frame)
                // More than a sliver: a point across and a third of the shorter line's height.
                guard !shared.isNull, shared.width > ReviewFigures.overlapWidth,
                      shared.height > min(a.node.frame.height, b.node.frame.height) * ReviewFigures.overlapHeightShare else { continue }
                hits.append(ReviewRule.Hit(b.path, b.node.textString, b.node.frame, "\"\(b.node.textString ?? "")\" overlaps \"\(a.node.textString ?? "")\""))
            }
        }
        return hits
    })

    /// Images reaching outside a clipping ancestor (a background bleeding under a clip is fine; an icon cut is not).
    public static let contentClipped = ReviewRule(
        id: "content-clipped", severity: .info,
        why: "an image is cut by a clip, so part of it does not show.",
        fix: "If the crop is not deliberate (a photo filling a frame usually is), move the image inside the clipped area.", cell: { subject in
        clippedLeaves(in: subject, text: false)
    })

    /// Text (or image) nodes that leave a clip effect above them: its frame by more than half a
    /// point, or its shape (a rounded corner, a circle) at a corner of the node's box. Backgrounds
    /// are left out: they are meant to fill the clipped shape.
    static func clippedLeaves(in subject: ReviewSubject, text: Bool) -> [ReviewRule.Hit] {
        subject.pipeline.layout.walk(path: subject.pipeline.layout.kind).compactMap { placed -> ReviewRule.Hit? in
            let node = placed.node
            let isText: Bool
            switch node.content {
            case .text: isText = true
            case .symbol, .bitmap: isText = false
            default: return nil
            }
            guard isText == text, !placed.inBackground, let clip = placed.clip else { return nil }
            let shown = node.textString ?? node.detail
            if !clip.holds(node.frame) {
                return ReviewRule.Hit(placed.path, shown, node.frame, "\"\(shown)\" reaches outside the clip at \(Int(clip.minX)),\(Int(clip.minY)) \(Int(clip.width))×\(Int(clip.height))")
            }
            guard !placed.cornersInsideClipShapes else { return nil }
            return ReviewRule.Hit(placed.path, shown, node.frame, "a corner of \"\(shown)\" is outside the clip's shape (its rounded corner or curve)")
        }
    }

    /// WCAG 2.x contrast of a text against the pixels actually under it: 4.5:1, or 3:1 for large
    /// text (18 pt, or 14 pt bold). The text's ink is its pixel that differs most from the most
    /// common pixel of its box (the background); cells whose background there is not opaque (the
    /// accented and vibrant modes over a wallpaper) are not judged.
    public static let contrast: ReviewRule = {
        var rule = ReviewRule(
            id: "contrast", severity: .warning,
            why: "text contrast is below WCAG 2.x's 4.5:1 (3:1 for large text) against what is behind it.",
            fix: "Use a primary or secondary label color, or a darker or lighter background.", cell: { subject in
            guard let image = subject.image else { return [] }
            let systemDefaults = subject.systemDefaults
            return subject.nodes.compactMap { path, node -> ReviewRule.Hit? in
                guard case .text(let layout, let redacted) = node.content, !redacted, let text = node.textString, !text.isEmpty,
                      let ratio = Contrast.ratio(in: image, frame: node.frame) else { return nil }
                let size = layout.pointSize
                // WCAG's bold is 700 and up: Bold, ExtraBold, Black, Heavy — not SemiBold.
                let bold = layout.runs.contains { run in
                    let file = (run.face.file as NSString).lastPathComponent
                    return (file.contains("Bold") && !file.contains("SemiBold")) || file.contains("Black") || file.contains("Heavy") || run.face.embolden
                }
                let large = size >= ReviewFigures.largeTextSize || (size >= ReviewFigures.largeBoldTextSize && bold)
                var needed = large ? ReviewFigures.contrastLargeText : ReviewFigures.contrastNormalText
                // A system default is judged as iOS draws it: iOS's own label levels need only the
                // contrast of Apple's pairing with its background; the system's own labels need none.
                if systemDefaults.contains(path) { return nil }
                let paints = layout.runs.map(\.paint)
                if let paint = paints.first, paints.allSatisfy({ $0 == paint }), case .color(let level) = paint,
                   let background = SystemDefaults.pairedBackground(of: paint) {
                    needed = min(needed, Contrast.pairing(level, over: background) - ReviewFigures.pairingTolerance)
                }
                guard ratio < needed - 0.005 else { return nil }
                // "4.5", "3", or a pairing's "3.39": two decimals at most, no trailing zeros.
                var shown = String(format: "%.2f", needed)
                while shown.hasSuffix("0") { shown.removeLast() }
                if shown.hasSuffix(".") { shown.removeLast() }
                return ReviewRule.Hit(path, text, node.frame, "\"\(text)\" has \(String(format: "%.2f", ratio)):1, needs \(shown):1", shortfall: Double(needed - ratio))
            }
        })
        rule.needsPixels = true
        return rule
    }()

    /// Text or images reaching into the family's content margins while the widget keeps them.
    public static let outsideMargins = ReviewRule(
        id: "outside-margins", severity: .warning,
        why: "content reaches into the widget's content margins, where the system expects space.",
        fix: "Keep text and images inside the margins (no negative padding or offset), or opt out with .contentMarginsDisabled() and lay out the edges yourself.", cell: { subject in
        // The margins node is the container's padding: its detail is "top leading bottom trailing".
        guard let padded = subject.pipeline.layout.node(withIdentifier: WidgetFigures.contentMarginsIdentifier) else { return [] }
        let insets = padded.detail.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        guard insets.count == 4 else { return [] }
        let f = padded.frame
        let inner = CGRect(x: f.minX + insets[1], y: f.minY + insets[0], width: f.width - insets[1] - insets[3], height: f.height - insets[0] - insets[2])
        return padded.walk(path: "content").compactMap { placed -> ReviewRule.Hit? in
            let node = placed.node
            switch node.content {
            case .text, .symbol, .bitmap, .missingImage:
                guard !inner.holds(node.frame) else { return nil }
                return ReviewRule.Hit(placed.path, node.textString ?? node.detail, node.frame,
                        "\(node.kind) at \(Int(node.frame.minX)),\(Int(node.frame.minY)) leaves the content area")
            default:
                return nil
            }
        }
    })

    /// iOS 17 and later show the system's request instead of such a widget.
    public static let noContainerBackground = ReviewRule(
        id: "no-container-background", severity: .error,
        why: "the widget declares no container background, so iOS 17 and later show \"\(WidgetFigures.adoptContainerBackgroundMessage)\" instead of it.",
        fix: "Add .containerBackground(for: .widget) { … } to the widget's view.", cell: { subject in
        guard subject.pipeline.warnings.contains(where: { $0.hasPrefix(WidgetFigures.noContainerBackgroundWarning) }) else { return [] }
        return [ReviewRule.Hit("", nil, subject.pipeline.layout.frame, "")]
    })

    /// A widget runs no code of its own when tapped: only an App Intent reaches the app.
    public static let closureButton = ReviewRule(
        id: "closure-button", severity: .error,
        why: "a Button or Toggle in a widget does nothing unless it runs an App Intent.",
        fix: "Use Button(intent:) or Toggle(isOn:intent:).", cell: { subject in
        subject.nodes.compactMap { path, node in
            switch node.content {
            case .hitArea(.button(.ownCode)): return ReviewRule.Hit(path, nil, node.frame, "a button with a closure")
            case .hitArea(.toggle(.ownCode, _)): return ReviewRule.Hit(path, nil, node.frame, "a toggle with a binding")
            default: return nil
            }
        }
    })

    /// VoiceOver reads an unlabelled image by its file or symbol name — alone, or as all a button,
    /// toggle or link says ("circle, button").
    public static let imageNoLabel = ReviewRule(
        id: "image-no-label", severity: .warning,
        why: "VoiceOver reads this image (or the button, toggle or link it is all of) by the image's name.",
        fix: "Add .accessibilityLabel(…) (on the button for an icon-only button), or hide a decorative image with .accessibilityHidden(true) or Image(decorative:).", cell: { subject in
        AccessibilityTree.elements(of: subject.pipeline.layout).compactMap { element in
            guard !element.isLabelled else { return nil }
            let kind: String
            if element.traits.contains(.isButton) { kind = "button" }
            else if element.traits.contains(.isToggle) { kind = "toggle" }
            else if element.traits.contains(.isLink) { kind = "link" }
            else if element.traits.contains(.isImage) { kind = "image" }
            else { return nil }
            return ReviewRule.Hit("", element.label, element.frame, "the \(kind) reads \"\(element.label)\"")
        }
    })

    /// Text below the legible minimum (after any minimumScaleFactor shrinking).
    public static let smallText = ReviewRule(
        id: "small-text", severity: .warning,
        why: "text is smaller than 11 pt, the smallest the platform calls legible.",
        fix: "Use a text style (.caption2 is 11 pt) or a larger size; let Dynamic Type scale it.", cell: { subject in
        let systemDefaults = subject.systemDefaults
        return subject.nodes.compactMap { path, node -> ReviewRule.Hit? in
            guard case .text(let layout, _) = node.content, let text = node.textString, !text.isEmpty else { return nil }
            let size = layout.pointSize
            // The system's own labels (Swift Charts' automatic axis labels) are as small as iOS draws them.
            guard size < ReviewFigures.minimumLegibleSize - 0.01, !systemDefaults.contains(path) else { return nil }
            return ReviewRule.Hit(path, text, node.frame, "\"\(text)\" is \(String(format: "%.1f", Double(size))) pt",
                                  shortfall: Double(ReviewFigures.minimumLegibleSize - size))
        }
    })

    /// A button, toggle or Link smaller than the platform's minimum hit region.
    public static let smallHitRegion = ReviewRule(
        id: "small-hit-region", severity: .info,
        why: "a button, toggle or link is smaller than 44 × 44 pt, the hit region the HIG asks for on iOS.",
        fix: "Give it padding or a .frame(minWidth: 44, minHeight: 44) (and .contentShape(Rectangle()) to make the area tappable).", cell: { subject in
        subject.nodes.compactMap { path, node -> ReviewRule.Hit? in
            guard case .hitArea = node.content,
                  node.frame.width < ReviewFigures.minimumHitRegion - 0.01 || node.frame.height < ReviewFigures.minimumHitRegion - 0.01 else { return nil }
            return ReviewRule.Hit(path, nil, node.frame, "a \(node.kind) of \(node.frame.width.formatted) × \(node.frame.height.formatted) pt",
                                  shortfall: Double(ReviewFigures.minimumHitRegion - min(node.frame.width, node.frame.height)))
        }
    })

    /// A small widget is one tap target: iOS ignores the Links inside it.
    public static let linkInSmall = ReviewRule(
        id: "link-in-small", severity: .warning,
        why: "a systemSmall widget is one tap target, so a Link inside it does nothing.",
        fix: "Use .widgetURL(_:) for the whole widget, or move the links to a larger family.", cell: { subject in
        guard subject.cell.split(separator: "/").dropFirst().first == "systemSmall" else { return [] }
        return subject.nodes.compactMap { path, node -> ReviewRule.Hit? in
            guard case .hitArea(.link(let url)) = node.content else { return nil }
            return ReviewRule.Hit(path, nil, node.frame, "a Link to \(url.absoluteString)")
        }
    })

    /// Only one `.widgetURL` takes effect; which one is not defined.
    public static let severalWidgetURLs = ReviewRule(
        id: "several-widget-urls", severity: .warning,
        why: "a widget has one widget URL; with several, which one a tap opens is not defined.",
        fix: "Keep one .widgetURL(_:) (on the outermost view) and use Link for the others in medium and larger families.", cell: { subject in
        let nodes = subject.nodes
        // A Link records its destination as a link node too (around its hit area): count only widget URLs.
        let widgetURLs: [(path: String, frame: CGRect, url: URL)] = nodes.compactMap { placed in
            guard case .link(let url) = placed.node.content else { return nil }
            if case .hitArea(.link) = placed.node.children.first?.content { return nil }
            return (placed.path, placed.node.frame, url)
        }
        guard widgetURLs.count > 1 else { return [] }
        return widgetURLs.map { ReviewRule.Hit($0.path, nil, $0.frame, "\(widgetURLs.count) widget URLs, one \($0.url.absoluteString)") }
    })

    /// Entries that go back in time or share a date: WidgetKit shows them in date order, one per date.
    public static let timelineOrder = ReviewRule(
        id: "timeline-order", severity: .warning,
        why: "timeline entries are shown by date, so entries out of order or sharing a date are skipped.",
        fix: "Give each entry a later date than the one before it.", timeline: { subject in
        // A preview's explicit entries (no policy) are shown one by one in the canvas, whatever their dates.
        guard subject.timeline.policy != nil else { return [] }
        let dates = subject.timeline.entries.map(\.date)
        return dates.indices.dropFirst().compactMap { i -> ReviewRule.Hit? in
            guard dates[i] <= dates[i - 1] else { return nil }
            let how = dates[i] == dates[i - 1] ? "shares its date with" : "is earlier than"
            return ReviewRule.Hit("entry[\(i)]", nil, .zero, "entry \(i) \(how) entry \(i - 1)")
        }
    })

    /// The placeholder is laid out differently from the content that replaces it: the widget jumps
    /// when its data arrives. Texts are compared in order by their top-leading corner (redacted
    /// placeholder strings differ in length: a text keeps its leading edge, middle or trailing edge).
    public static let placeholderJumps = ReviewRule(
        id: "placeholder-jumps", severity: .warning,
        why: "the placeholder is laid out differently from the first entry, so the widget jumps when its data arrives.",
        fix: "Build placeholder(in:) from an entry shaped like real data (same texts and images, sample values).", timeline: { subject in
        guard let placeholder = subject.placeholder, let first = subject.firstEntry else { return [] }
        let a = placeholder.allNodes.filter { $0.kind == "Text" }, b = first.allNodes.filter { $0.kind == "Text" }
        if a.count != b.count {
            return [ReviewRule.Hit("placeholder", nil, .zero, "the placeholder has \(a.count) text\(a.count == 1 ? "" : "s"), the first entry \(b.count)")]
        }
        return zip(a, b).enumerated().compactMap { i, pair -> ReviewRule.Hit? in
            let (p, e) = pair
            // Leading-, centre- and trailing-aligned texts keep one of their edges or their middle.
            let across = min(abs(p.frame.minX - e.frame.minX), abs(p.frame.midX - e.frame.midX), abs(p.frame.maxX - e.frame.maxX))
            let moved = max(across, abs(p.frame.minY - e.frame.minY))
            guard moved > ReviewFigures.placeholderTolerance else { return nil }
            return ReviewRule.Hit("Text[\(i)]", e.textString, e.frame, "text \(i) \(e.textString.map { "\"\($0)\"" } ?? "") moves \(moved.formatted) pt from the placeholder", shortfall: Double(moved))
        }
    })

    /// A `.never` timeline whose every entry is already past shows its last entry until the app reloads it.
    public static let neverWithPastEntries = ReviewRule(
        id: "never-with-past-entries", severity: .warning,
        why: "with a .never policy and every entry in the past, the widget shows its last entry until the app asks for a reload.",
        fix: "Add entries for the time ahead, or use .atEnd or .after(_:).", timeline: { subject in
        guard subject.timeline.policy == .never, let last = subject.timeline.entries.map(\.date).max(), last < subject.now else { return [] }
        return [ReviewRule.Hit("timeline", nil, .zero, "every entry is before \(ISO8601DateFormatter().string(from: subject.now))")]
    })

    /// A reload asked for sooner than the budget plans for: WidgetKit spreads a few dozen reloads
    /// over a day, so the widget shows its last entry until the budget allows the next one.
    public static let reloadBudget = ReviewRule(
        id: "reload-budget", severity: .warning,
        why: "the timeline asks for its next reload sooner than WidgetKit's budget plans (40 to 70 reloads a day, one every 15 to 60 minutes), so the reload comes late and the last entry stays up meanwhile.",
        fix: "Put entries for the coming hours in one timeline (.atEnd after the last), use .after(_:) with a later date, or Text(timerInterval:) / Text(_:style:) for what changes each second or minute.", timeline: { subject in
        let reload: (date: Date, how: String)
        switch subject.timeline.policy {
        case .after(let date): reload = (date, ".after")
        case .atEnd:
            guard let last = subject.timeline.entries.map(\.date).max() else { return [] }
            reload = (last, ".atEnd (the last entry's date)")
        case .never, nil: return []
        }
        let interval = reload.date.timeIntervalSince(subject.now)
        guard interval < ReviewFigures.reloadPlanningInterval else { return [] }
        let minutes = max(interval, 0) / 60
        let when = minutes < 1 ? "\(Int(max(interval, 0))) s" : String(format: "%.0f min", minutes)
        return [ReviewRule.Hit("timeline", nil, .zero, "\(reload.how) asks for a reload \(when) after now")]
    })

    /// The widget gallery waits for `getSnapshot` with `isPreview` set; a slow answer shows an empty widget.
    public static let slowSnapshot = slowSnapshot(budget: ReviewFigures.snapshotBudget)

    /// slow-snapshot with another budget (seconds), for a run that plans differently.
    public static func slowSnapshot(budget: TimeInterval) -> ReviewRule {
        ReviewRule(
            id: "slow-snapshot", severity: .warning,
            why: "getSnapshot(in:completion:) answers slowly when context.isPreview is set, and the widget gallery waits for it.",
            fix: "When context.isPreview is true, call completion at once with sample data (as placeholder(in:) does) and load real data in getTimeline.", timeline: { subject in
            guard let timing = subject.snapshot, !timing.completedBeforeReturning, timing.seconds > budget else { return [] }
            return [ReviewRule.Hit("getSnapshot", nil, .zero, String(format: "the snapshot took %.2f s (the budget is %.2f s)", timing.seconds, budget))]
        })
    }
}
