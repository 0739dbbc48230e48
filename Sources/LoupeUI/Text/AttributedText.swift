import Foundation

extension Text {
    /// How an underline or strikethrough is drawn: solid, in the text's color unless given one.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { (self.pattern, self.color) = (pattern, color) }
        public static let single = LineStyle()
    }

    /// `Text(attributed)`: each run of an `AttributedString` with its SwiftUI attributes — font,
    /// foreground color, underline, strikethrough, kerning, tracking, baseline offset — as the
    /// runs of a concatenated `Text`. Attributes SwiftUI ignores in `Text` are ignored here too.
    /// Disfavoured: on Linux `AttributedString` takes string literals, and `Text("…")` must stay
    /// a `LocalizedStringKey`, as on iOS.
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        var parts: [Text] = []
        for run in attributed.runs {
            var part = Text(verbatim: String(attributed[run.range].characters))
            if let font = run[A.FontAttribute.self] { part = part.font(font) }
            if let color = run[A.ForegroundColorAttribute.self] { part = part.foregroundColor(color) }
            if let style = run[A.UnderlineStyleAttribute.self] { part = part.underline(true, pattern: style.pattern, color: style.color) }
            if let style = run[A.StrikethroughStyleAttribute.self] { part = part.strikethrough(true, pattern: style.pattern, color: style.color) }
            if let kern = run[A.KerningAttribute.self] { part = part.kerning(kern) }
            if let tracking = run[A.TrackingAttribute.self] { part = part.tracking(tracking) }
            if let offset = run[A.BaselineOffsetAttribute.self] { part = part.baselineOffset(offset) }
            parts.append(part)
        }
        self.init(storage: parts.count == 1 ? parts[0].storage : .concatenated(parts))
        if parts.count == 1 { attributes = parts[0].attributes }
    }
}

extension Text {
    /// `Text(date, formatter: formatter)`: the formatter's own string, in its own locale and time
    /// zone (not the environment's), as on iOS.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(computed: { _ in formatter.string(for: subject) ?? "" })
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString` (`s.font = .headline`,
    /// `s.foregroundColor = .red`, `s.underlineStyle = .single`), and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.ForegroundColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.BackgroundColor" }
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.UnderlineStyle" }
        public enum StrikethroughStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.StrikethroughStyle" }
        public enum KerningAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Kern" }
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Tracking" }
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.BaselineOffset" }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
