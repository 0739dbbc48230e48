import Foundation

/// What a fill, stroke or text is painted with, fully resolved: a color or a gradient in unit
/// coordinates of the shape's bounds.
public enum ResolvedPaint: Hashable, Sendable, CustomStringConvertible {
    case color(RGBA)
    case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    case radialGradient([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient in the unit square, stretched over the shape's bounds (radii as fractions).
    case ellipticalGradient([GradientStop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    case angularGradient([GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)

    public struct GradientStop: Hashable, Sendable {
        public var color: RGBA
        public var location: CGFloat
        public init(color: RGBA, location: CGFloat) { self.color = color; self.location = location }
    }

    public func withOpacity(_ factor: Double) -> ResolvedPaint {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.withAlpha(multipliedBy: factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.withAlpha(multipliedBy: factor))
        case let .linearGradient(s, a, b): return .linearGradient(fade(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(fade(s), center: c, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, c, r0, r1): return .ellipticalGradient(fade(s), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(fade(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    public var description: String {
        switch self {
        case .color(let c): return c.description
        case .linearGradient(let s, _, _): return "linearGradient(\(s.count) stops)"
        case .radialGradient(let s, _, _, _): return "radialGradient(\(s.count) stops)"
        case .ellipticalGradient(let s, _, _, _): return "ellipticalGradient(\(s.count) stops)"
        case .angularGradient(let s, _, _, _): return "angularGradient(\(s.count) stops)"
        }
    }
}

/// A color, gradient or semantic style used to fill shapes and text.
public protocol ShapeStyle {
    /// Resolves the style in an environment. Part of the public shape only so that author-defined
    /// wrappers compose; authors never call it.
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension Color: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolve(in: environment)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base._resolvePaint(in: environment) }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`: label colors by level.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    static let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // A level `.foregroundStyle(_:_:)` or `(_:_:_:)` gave a style of its own.
        let styles = environment.hierarchicalStyles
        if level < styles.count {
            var outer = environment
            outer.hierarchicalStyles = []
            return styles[level]._resolvePaint(in: outer)
        }
        // A level of the current content style: `.secondary` inside `.foregroundStyle(.white)` is the
        // white at the secondary label's share of the label's opacity, as SwiftUI maps a level onto
        // the style it is in. With no style set, or the primary one, the level is the label colour.
        if level > 0, let content = environment.foregroundStyle, !(content.base is HierarchicalShapeStyle) {
            var outer = environment
            outer.foregroundStyle = nil
            let label = SystemColorTable.color(.label, environment.colorScheme).alpha
            return content._resolvePaint(in: outer).withOpacity(SystemColorTable.color(Self.labels[level], environment.colorScheme).alpha / label)
        }
        return .color(SystemColorTable.color(Self.labels[level], environment.colorScheme))
    }
}

/// The current foreground style (what `.foregroundStyle` set; primary by default).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { environment.resolvedForeground }
}

/// The tint color (`.tint(_:)`), or the app's accent color when none is set: what toggles, links,
/// buttons, gauges and progress views are drawn in.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.tint?._resolvePaint(in: environment) ?? Color.accentColor._resolvePaint(in: environment)
    }
}

/// The background of the current context: systemBackground.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    /// The environment's `backgroundStyle` when one is set (iOS 16), else the system background.
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.backgroundStyle {
            var outer = environment
            outer.backgroundStyle = nil   // `.backgroundStyle(.background)` means the system's
            return style._resolvePaint(in: outer)
        }
        return .color(SystemColorTable.color(.systemBackground, environment.colorScheme))
    }
}

struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
extension EnvironmentValues {
    /// The style `.background` stands for below `.backgroundStyle(_:)`; nil: the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
extension View {
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { transformEnvironment { $0.backgroundStyle = AnyShapeStyle(style) } }
}

/// `.fill` and its levels: the translucent system fills.
public struct FillShapeStyle: ShapeStyle {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    static let fills: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .quaternarySystemFill]
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(SystemColorTable.color(Self.fills[level], environment.colorScheme))
    }
}

/// A style at a reduced level of emphasis (`Color.red.secondary`, `.tint.tertiary`…): the base
/// style with the opacity of that label level. Level opacities follow the label colors of §5c.
public struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment).withOpacity(opacity)
    }
}

extension ShapeStyle {
    public var secondary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, opacity: 0.6) }
    public var tertiary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, opacity: 0.3) }
    public var quaternary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, opacity: 0.18) }
    public func opacity(_ opacity: Double) -> LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

// MARK: - Gradients

/// A gradient used directly as a style (`.tint(Gradient(colors: …))`, `.fill(gradient)`): top to
/// bottom, as SwiftUI draws it.
extension Gradient: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._resolvePaint(in: environment)
    }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
    func resolve(in environment: EnvironmentValues) -> [ResolvedPaint.GradientStop] {
        stops.map { .init(color: $0.color.resolve(in: environment), location: min(max($0.location, 0), 1)) }
    }
}

public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }
}

public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A radial gradient drawn in the unit square and stretched to fill each shape's bounds, so it is
/// elliptical in a rectangle (SwiftUI's EllipticalGradient; radii are fractions of the unit square).
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) = (gradient, center, startRadiusFraction, endRadiusFraction)
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .ellipticalGradient(gradient.resolve(in: environment), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { Rectangle().fill(self).resolve(in: context) }
}

public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .angularGradient(gradient.resolve(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }

/// Gradients used as views fill what they are offered, like colors.
extension LinearGradient { public var body: Never { primitiveBody() } }
extension RadialGradient { public var body: Never { primitiveBody() } }
extension AngularGradient { public var body: Never { primitiveBody() } }
extension PrimitiveView where Self: ShapeStyle {
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [Redaction.shape(ResolvedShape(Rectangle(), drawing: .fill(_resolvePaint(in: context.environment), eoFill: false)), in: context.environment)]
    }
}

extension Color {
    /// `Color.blue.gradient`: the color's standard gradient.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// The standard gradient of a color: top to bottom, from the color lightened toward white to the
/// color itself. EST: 8 % lighter at the top, judged from iOS renders; Apple does not publish it.
public struct AnyGradient: ShapeStyle, View, PrimitiveView {
    static let topLightening = 0.08
    let color: Color
    public var body: Never { primitiveBody() }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = color.resolve(in: environment), t = Self.topLightening
        let top = RGBA(red: base.red + (1 - base.red) * t, green: base.green + (1 - base.green) * t,
                       blue: base.blue + (1 - base.blue) * t, alpha: base.alpha)
        return .linearGradient([.init(color: top, location: 0), .init(color: base, location: 1)], start: .top, end: .bottom)
    }
}

// The gradients as ShapeStyle members (iOS 15): `.fill(.linearGradient(colors: […], startPoint: .top, endPoint: .bottom))`.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}
