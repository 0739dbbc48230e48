import Foundation

/// A run of styled text, as in SwiftUI: from a literal (with interpolations), a string, or other
/// Texts joined with `+`. Text-returning modifiers style every run inside it.
public struct Text: View, PrimitiveView {
    enum Storage {
        case verbatim(String)
        /// A key looked up in a string table (nil: Localizable), shown as written when no table has it.
        case localized(LocalizedStringKey, table: String?)
        case concatenated([Text])
        /// A value computed from the environment when resolved (dates, timers, formatted values).
        case computed((EnvironmentValues) -> String)
        case image(Image)
    }

    enum Attribute {
        case font(Font?)
        case weight(Font.Weight?)
        case bold(Bool)
        case italic(Bool)
        case monospacedDigit
        case design(Font.Design?)
        case foreground(AnyShapeStyle?)
        case underline(Bool, Color?, Text.LineStyle.Pattern = .solid)
        case strikethrough(Bool, Color?, Text.LineStyle.Pattern = .solid)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case baselineOffset(CGFloat)
    }

    let storage: Storage
    var attributes: [Attribute] = []

    init(storage: Storage) { self.storage = storage }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key, table: tableName)
    }
    public init(verbatim content: String) { storage = .verbatim(content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }
    /// A localized resource is looked up like a key. Disfavoured: `Text("…")` is a LocalizedStringKey, as on iOS.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { storage = .localized(resource.localizedKey, table: nil) }
    /// `Text(Image(systemName:))`: a symbol inline with text.
    public init(_ image: Image) { storage = .image(image) }
    /// `Text(value, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        storage = .computed { environment in
            if let localizable = format as? any LocaleSettable { return localizable.format(input, in: environment) }
            return format.format(input)
        }
    }
    init(computed: @escaping (EnvironmentValues) -> String) { storage = .computed(computed) }

    public var body: Never { primitiveBody() }

    /// The characters of a text that does not depend on the environment (for descriptions and
    /// recommendations); computed parts and inline images are left out.
    package var plainText: String {
        switch storage {
        case .verbatim(let string): return string
        case .localized(let key, _): return key.key
        case .concatenated(let parts): return parts.map(\.plainText).joined()
        case .computed, .image: return ""
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenated([lhs, rhs]))
    }

    func with(_ attribute: Attribute) -> Text {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }

    public func font(_ font: Font?) -> Text { with(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with(.weight(weight)) }
    public func bold() -> Text { with(.bold(true)) }
    public func bold(_ isActive: Bool) -> Text { with(.bold(isActive)) }
    public func italic() -> Text { with(.italic(true)) }
    public func italic(_ isActive: Bool) -> Text { with(.italic(isActive)) }
    public func monospacedDigit() -> Text { with(.monospacedDigit) }
    public func fontDesign(_ design: Font.Design?) -> Text { with(.design(design)) }
    /// The font's monospaced design (iOS 16).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func foregroundColor(_ color: Color?) -> Text { with(.foreground(color.map(AnyShapeStyle.init))) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with(.foreground(AnyShapeStyle(style))) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(.underline(isActive, color, pattern))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with(.strikethrough(isActive, color, pattern))
    }
    public func kerning(_ kerning: CGFloat) -> Text { with(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { with(.tracking(tracking)) }
    public func baselineOffset(_ offset: CGFloat) -> Text { with(.baselineOffset(offset)) }

    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.text(ResolvedText(self, in: context))]
    }
}

extension Text {
    public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }
    public enum Case: String, Hashable, Sendable { case uppercase, lowercase }
}

public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }
