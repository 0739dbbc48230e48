import Foundation

/// SwiftUI reads a `Text` made from a string literal (a LocalizedStringKey) as inline Markdown:
/// `**bold**`, `*italic*` / `_italic_`, `` `code` ``, `~~strikethrough~~` and `[links](url)`;
/// `Text(verbatim:)` and a `String` variable are shown as they are. This is CommonMark's inline
/// subset: emphasis by delimiter runs with its flanking rules (so `5 * 3` and `snake_case` stay
/// literal), code spans, links, and backslash escapes. Interpolated values (`"**\(count)** steps"`)
/// take the style of the markers around them: the caller passes each as one placeholder character.
enum InlineMarkdown {
    struct Flags: Hashable {
        var bold = false, italic = false, code = false, strikethrough = false
        var link: String?
    }

    /// Characters that make a string worth parsing; anything else is plain text.
    static let markers: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

    /// The string in spans of one style each, in order.
    static func spans(_ string: String) -> [(text: String, flags: Flags)] {
        let chars = Array(string)
        var items: [Item] = []
        scan(chars[...], link: nil, code: false, into: &items)
        let ranges = matchDelimiters(&items)
        var out: [(text: String, flags: Flags)] = []
        func append(_ c: Character, _ flags: Flags) {
            if let last = out.last, last.flags == flags { out[out.count - 1].text.append(c) } else { out.append((String(c), flags)) }
        }
        for (index, item) in items.enumerated() {
            var flags = Flags()
            for range in ranges where range.open < index && index < range.close {
                switch range.kind {
                case .bold: flags.bold = true
                case .italic: flags.italic = true
                case .strikethrough: flags.strikethrough = true
                }
            }
            switch item {
            case let .atom(c, code, link):
                flags.code = flags.code || code
                flags.link = link
                append(c, flags)
            case let .delimiter(c, _, remaining, _, _):
                for _ in 0..<remaining { append(c, flags) }
            }
        }
        return out
    }

    private enum Item {
        case atom(Character, code: Bool, link: String?)
        /// A run of `*`, `_` or `~`: its length, what is left after matching, whether it can open or close.
        case delimiter(Character, count: Int, remaining: Int, canOpen: Bool, canClose: Bool)
    }

    private enum Kind { case bold, italic, strikethrough }

    private static func isPunctuation(_ c: Character) -> Bool { c.isASCII && (c.isPunctuation || c.isSymbol) }

    private static func scan(_ chars: ArraySlice<Character>, link: String?, code: Bool, into items: inout [Item]) {
        var i = chars.startIndex
        while i < chars.endIndex {
            let c = chars[i]
            if c == "\\", i + 1 < chars.endIndex, isPunctuation(chars[i + 1]) {
                items.append(.atom(chars[i + 1], code: code, link: link))
                i += 2
            } else if c == "`", let close = chars[(i + 1)...].firstIndex(of: "`") {
                for inner in chars[(i + 1)..<close] { items.append(.atom(inner, code: true, link: link)) }
                i = close + 1
            } else if c == "[", link == nil, let close = chars[(i + 1)...].firstIndex(of: "]"),
                      close + 1 < chars.endIndex, chars[close + 1] == "(", let end = chars[(close + 2)...].firstIndex(of: ")") {
                scan(chars[(i + 1)..<close], link: String(chars[(close + 2)..<end]), code: code, into: &items)
                i = end + 1
            } else if c == "*" || c == "_" || c == "~" {
                var n = 1
                while i + n < chars.endIndex, chars[i + n] == c { n += 1 }
                let before: Character = i > chars.startIndex ? chars[i - 1] : " "
                let after: Character = i + n < chars.endIndex ? chars[i + n] : " "
                let leftFlanking = !after.isWhitespace, rightFlanking = !before.isWhitespace
                var canOpen = leftFlanking, canClose = rightFlanking
                if c == "_" {
                    // Intraword underscores are not emphasis (snake_case stays as it is).
                    canOpen = leftFlanking && !(before.isLetter || before.isNumber)
                    canClose = rightFlanking && !(after.isLetter || after.isNumber)
                }
                if c == "~" && n != 2 { canOpen = false; canClose = false }
                items.append(.delimiter(c, count: n, remaining: n, canOpen: canOpen, canClose: canClose))
                i += n
            } else {
                items.append(.atom(c, code: code, link: link))
                i += 1
            }
        }
    }

    /// Pairs openers and closers of the same character, innermost first, two at a time for
    /// `**`/`__`/`~~` and one for `*`/`_`; what is not matched stays literal.
    private static func matchDelimiters(_ items: inout [Item]) -> [(open: Int, close: Int, kind: Kind)] {
        var ranges: [(open: Int, close: Int, kind: Kind)] = []
        var openers: [Int] = []
        for k in items.indices {
            guard case let .delimiter(c, _, _, canOpen, canClose) = items[k] else { continue }
            if canClose {
                while case let .delimiter(_, count, remaining, _, _) = items[k], remaining > 0,
                      let position = openers.lastIndex(where: { index in
                          if case let .delimiter(oc, _, or, _, _) = items[index] { return oc == c && or > 0 }
                          return false
                      }) {
                    let o = openers[position]
                    guard case let .delimiter(_, oCount, oRemaining, oOpen, oClose) = items[o] else { break }
                    let use = c == "~" ? 2 : (oRemaining >= 2 && remaining >= 2 ? 2 : 1)
                    ranges.append((o, k, c == "~" ? .strikethrough : (use == 2 ? .bold : .italic)))
                    items[o] = .delimiter(c, count: oCount, remaining: oRemaining - use, canOpen: oOpen, canClose: oClose)
                    items[k] = .delimiter(c, count: count, remaining: remaining - use, canOpen: canOpen, canClose: canClose)
                    // Openers inside the matched pair can no longer match anything outside it.
                    openers.removeSubrange((position + 1)...)
                    if oRemaining - use == 0 { openers.remove(at: position) }
                }
            }
            if canOpen, case let .delimiter(_, _, remaining, _, _) = items[k], remaining > 0 { openers.append(k) }
        }
        return ranges
    }
}
