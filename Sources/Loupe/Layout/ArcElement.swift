import Foundation
import LoupeUI

/// `.alongArc` (a watch face's curved label, `ResolvedArc`): takes the whole proposal, and lays its
/// child along an arc measured in its own bounds.
///
/// Text is set character by character: each one (with its run's font and paint) is centred on the
/// circle where its middle falls along the line, and turned to the tangent, so the line reads
/// clockwise with its tops outward, centred on the arc's middle. Where a character's middle falls
/// is measured on the line's prefixes, so kerning and shaping across characters survive the
/// bending. Anything else is centred on the arc's middle at its ideal size, turned the same way.
final class ArcElement: LayoutElement {
    let arc: ResolvedArc
    private let text: ResolvedText?
    private let child: LayoutElement

    init(_ arc: ResolvedArc, text: ResolvedText?, child: LayoutElement, context: LayoutContext) {
        (self.arc, self.text, self.child) = (arc, text, child)
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions(by: .zero) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let children: [LayoutNode]
        if let text {
            let glyphs = glyphs(of: text).map { glyph in
                turned(centredOn: arc.middle + arc.degrees(along: glyph.offset), glyph.element, origin: origin)
            }
            children = [Self.oneLine(glyphs, reading: text.string)]
        } else {
            children = [turned(centredOn: arc.middle, child, origin: origin)]
        }
        return node("alongArc", origin: origin, size: size, children: children, detail: arc.description)
    }

    /// The bent characters as the one line they are: VoiceOver reads the whole line (untruncated, as
    /// for a truncated `Text`) as one static text, and the characters are glyphs, not texts of their own.
    private static func oneLine(_ glyphs: [LayoutNode], reading line: String) -> LayoutNode {
        let frame = glyphs.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        let bounds = frame.isNull ? .zero : frame
        let renamed = glyphs.map { turned in
            LayoutNode(kind: turned.kind, frame: turned.frame, identifier: turned.identifier,
                       children: turned.children.map { LayoutNode(kind: "Glyph", frame: $0.frame, identifier: $0.identifier, children: $0.children,
                                                                   content: $0.content, detail: $0.detail) },
                       content: turned.content, detail: turned.detail)
        }
        var reading = AccessibilityAttributes()
        reading.label = line
        reading.children = .ignore
        reading.addedTraits = .isStaticText
        let characters = LayoutNode(kind: "curvedText", frame: bounds, identifier: nil, children: renamed, content: .none, detail: "\"\(line)\"")
        return LayoutNode(kind: "accessibility", frame: bounds, identifier: nil, children: [characters], content: .accessibility(reading), detail: reading.summary)
    }

    /// Each visible character of the line as its own text, with the distance from the line's middle
    /// to the character's middle.
    private func glyphs(of text: ResolvedText) -> [(element: TextElement, offset: CGFloat)] {
        var characters = text.runs.flatMap { run in run.string.map { (character: $0, run: run) } }
        func width(_ line: some Collection<(character: Character, run: ResolvedText.Run)>) -> CGFloat {
            line.isEmpty ? 0 : TextElement(text.keepingRuns(of: line), context: context).sizeThatFits(.unspecified).width
        }
        // A line longer than the arc allows keeps as many characters as fit with an ellipsis after
        // them (in the last kept character's style), as a truncated line does.
        if let sweep = arc.maximumSweep, let last = characters.last {
            let room = arc.radius * CGFloat(sweep * .pi / 180)
            if width(characters) > room {
                var kept = characters.count - 1
                let ellipsis: Character = "…"
                while kept > 0, width(characters.prefix(kept) + [(character: ellipsis, run: characters[kept - 1].run)]) > room { kept -= 1 }
                while kept > 0, characters[kept - 1].character.isWhitespace { kept -= 1 }
                characters = Array(characters.prefix(kept)) + [(character: ellipsis, run: kept > 0 ? characters[kept - 1].run : last.run)]
            }
        }
        let advances = (0...characters.count).map { width(characters.prefix($0)) }
        let middle = (advances.last ?? 0) / 2
        return characters.indices.compactMap { index in
            guard !characters[index].character.isWhitespace else { return nil }
            let element = TextElement(text.keepingRuns(of: characters[index...index]), context: context)
            return (element, (advances[index] + advances[index + 1]) / 2 - middle)
        }
    }

    /// The element at its ideal size, centred on the arc at `angle` and turned to its tangent.
    private func turned(centredOn angle: Double, _ element: LayoutElement, origin: CGPoint) -> LayoutNode {
        let size = element.sizeThatFits(.unspecified)
        let point = arc.point(at: angle)
        let placed = element.place(at: CGPoint(x: origin.x + point.x - size.width / 2, y: origin.y + point.y - size.height / 2),
                                   proposal: .unspecified)
        // Tops outward: at 12 o'clock (270°) the element is upright.
        let rotation = ResolvedEffect.rotation(degrees: angle + 90, anchor: .center)
        return LayoutNode(kind: rotation.kind, frame: placed.frame, identifier: nil, children: LayoutNode.effectChildren(content: placed, mask: nil), content: .effect(rotation), detail: rotation.detail)
    }
}

private extension ResolvedText {
    /// This text's paragraph settings over the given characters, each keeping its run's style, on one line.
    func keepingRuns<C: Collection>(of characters: C) -> ResolvedText where C.Element == (character: Character, run: ResolvedText.Run) {
        var copy = self
        copy.runs = []
        for (character, run) in characters {
            if let last = copy.runs.indices.last, copy.runs[last].hasStyle(of: run) {
                copy.runs[last].string.append(character)
            } else {
                var piece = run
                piece.string = String(character)
                copy.runs.append(piece)
            }
        }
        copy.lineLimit = 1
        return copy
    }
}

private extension ResolvedText.Run {
    func hasStyle(of other: ResolvedText.Run) -> Bool {
        var mine = self, theirs = other
        mine.string = ""
        theirs.string = ""
        return mine == theirs
    }
}
