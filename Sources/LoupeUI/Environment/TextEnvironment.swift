import Foundation

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct BoldKey: EnvironmentKey { static let defaultValue = false }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct UnderlineKey: EnvironmentKey { static let defaultValue: Color?? = nil }
struct StrikethroughKey: EnvironmentKey { static let defaultValue: Color?? = nil }
struct DecorationPatternsKey: EnvironmentKey { static let defaultValue = (underline: Text.LineStyle.Pattern.solid, strikethrough: Text.LineStyle.Pattern.solid) }
struct HierarchicalStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The style `.foregroundStyle` set, if any.
    public var foregroundStyle: AnyShapeStyle? { get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue } }
    public var tint: AnyShapeStyle? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    var lineLimitReservesSpace: Bool { get { self[LineLimitReservesSpaceKey.self] } set { self[LineLimitReservesSpaceKey.self] = newValue } }
    /// Extra space between the lines of multiline text, in points (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment { get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue } }
    public var truncationMode: Text.TruncationMode { get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue } }
    public var minimumScaleFactor: CGFloat { get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue } }
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    var fontWeight: Font.Weight? { get { self[FontWeightKey.self] } set { self[FontWeightKey.self] = newValue } }
    var fontDesign: Font.Design? { get { self[FontDesignKey.self] } set { self[FontDesignKey.self] = newValue } }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
    var isMonospacedDigit: Bool { get { self[MonospacedDigitKey.self] } set { self[MonospacedDigitKey.self] = newValue } }
    var tracking: CGFloat { get { self[TrackingKey.self] } set { self[TrackingKey.self] = newValue } }
    var baselineOffset: CGFloat { get { self[BaselineOffsetKey.self] } set { self[BaselineOffsetKey.self] = newValue } }
    /// `.underline()` / `.strikethrough()` on a view: set (with an optional color) for the texts inside.
    var underline: Color?? { get { self[UnderlineKey.self] } set { self[UnderlineKey.self] = newValue } }
    var strikethrough: Color?? { get { self[StrikethroughKey.self] } set { self[StrikethroughKey.self] = newValue } }
    /// The patterns of `.underline(pattern:)` / `.strikethrough(pattern:)` set on a view.
    var decorationPatterns: (underline: Text.LineStyle.Pattern, strikethrough: Text.LineStyle.Pattern) {
        get { self[DecorationPatternsKey.self] } set { self[DecorationPatternsKey.self] = newValue }
    }
    /// The styles `.foregroundStyle(_:_:)` / `(_:_:_:)` gave the primary, secondary and tertiary levels.
    var hierarchicalStyles: [AnyShapeStyle] { get { self[HierarchicalStylesKey.self] } set { self[HierarchicalStylesKey.self] = newValue } }

    /// The foreground paint in effect: what `.foregroundStyle` set, else the primary label color.
    public var resolvedForeground: ResolvedPaint {
        var outer = self
        outer.foregroundStyle = nil  // a style that refers to the foreground must not recurse into itself
        return foregroundStyle?._resolvePaint(in: outer) ?? .color(SystemColorTable.color(.label, colorScheme))
    }
}

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            // The style is read in the content style it replaces, so `.secondary` below a
            // `.foregroundStyle(.white)` is a level of the white (HierarchicalShapeStyle).
            if let outer = environment.foregroundStyle, style is HierarchicalShapeStyle {
                environment.foregroundStyle = AnyShapeStyle(StyleInContext(style: AnyShapeStyle(style), content: outer))
            } else {
                environment.foregroundStyle = AnyShapeStyle(style)
            }
        }
    }
    /// Styles for the primary and secondary levels: `.secondary` below reads the second.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.hierarchicalStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        }
    }
    /// Styles for the primary, secondary and tertiary levels (hierarchical and palette symbols, `.tertiary`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.hierarchicalStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }
    /// iOS 16: a baseline offset, underline or strikethrough for every text inside.
    public func baselineOffset(_ offset: CGFloat) -> some View { transformEnvironment { $0.baselineOffset += offset.isFinite ? offset : 0 } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0.underline = isActive ? .some(color) : nil; $0.decorationPatterns.underline = pattern }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0.strikethrough = isActive ? .some(color) : nil; $0.decorationPatterns.strikethrough = pattern }
    }
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }
    /// Adds `amount` points between the lines of multiline text below (not above the first line).
    public func lineSpacing(_ amount: CGFloat) -> some View { transformEnvironment { $0.lineSpacing = amount.isFinite ? amount : 0 } }
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment { $0.lineLimit = number.map { max($0, 1) }; $0.lineLimitReservesSpace = false }
    }
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View {
        transformEnvironment { $0.lineLimit = max(number, 1); $0.lineLimitReservesSpace = reservesSpace }
    }
    /// `lineLimit(2...4)`: at most the upper bound; at least the lower bound's height is reserved.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment { $0.lineLimit = max(limit.upperBound, 1); $0.lineLimitReservesSpace = limit.lowerBound > 1 }
    }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment { $0.lineLimit = max(limit.upperBound, 1) }
    }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment { $0.lineLimit = nil; $0.lineLimitReservesSpace = limit.lowerBound > 1 }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment { $0.truncationMode = mode }
    }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformEnvironment { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }
    public func textCase(_ textCase: Text.Case?) -> some View { transformEnvironment { $0.textCase = textCase } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment { $0.fontWeight = weight } }
    public func fontDesign(_ design: Font.Design?) -> some View { transformEnvironment { $0.fontDesign = design } }
    public func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isBold = isActive } }
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isItalic = isActive } }
    public func monospacedDigit() -> some View { transformEnvironment { $0.isMonospacedDigit = true } }
    /// Text below in the monospaced design (iOS 16).
    public func monospaced(_ isActive: Bool = true) -> some View { transformEnvironment { if isActive { $0.fontDesign = .monospaced } } }
    public func kerning(_ kerning: CGFloat) -> some View { transformEnvironment { $0.tracking += kerning.isFinite ? kerning : 0 } }
    public func tracking(_ tracking: CGFloat) -> some View { transformEnvironment { $0.tracking += tracking.isFinite ? tracking : 0 } }
}

/// A style resolved in the content style that was current where it was set.
struct StyleInContext: ShapeStyle {
    let style: AnyShapeStyle
    let content: AnyShapeStyle
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var inner = environment
        inner.foregroundStyle = content
        return style._resolvePaint(in: inner)
    }
}
