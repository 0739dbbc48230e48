import Foundation

/// iOS 26's Liquid Glass: `glassEffect(_:in:)`, `Glass`, `GlassEffectContainer`, the glass button
/// styles. On iOS the glass blurs and bends what is behind it and lights its rim. Loupe has no
/// backdrop blur (as for `Material`), so glass is drawn as a lightened, translucent fill of its
/// shape — tinted when the glass is — under a specular rim brightest at the top leading edge. In
/// the accented and vibrant modes the fill and rim are content like any other and follow the mode.
public struct Glass: Hashable, Sendable {
    enum Variant: Hashable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// The standard glass: medium transparency, for controls and badges.
    public static var regular: Glass { Glass(variant: .regular) }
    /// Highly transparent glass, for controls over photos and media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass at all: for switching the effect off without changing the view's structure.
    public static var identity: Glass { Glass(variant: .identity) }

    /// The glass tinted with a colour (nil: untinted).
    public func tint(_ color: Color?) -> Glass { var copy = self; copy.tintColor = color; return copy }
    /// The glass reacting to touches; a still render shows it at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass { var copy = self; copy.isInteractive = isEnabled; return copy }
}

/// The shape glass takes when none is given: a capsule, as on iOS.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Glass's look (all EST: read off iOS 26 simulator renders of `glassEffect()` over white, black and
/// the default wallpaper; Apple publishes none). Fills are white at these opacities, light and dark.
enum GlassFigures {
    static let regularFill = (light: 0.42, dark: 0.16)
    static let clearFill = (light: 0.14, dark: 0.07)
    /// A tint is laid over the fill at this opacity.
    static let tintOpacity = 0.38
    /// The specular rim: a 1 pt stroke, white at these opacities at the top leading corner, in the
    /// middle and at the bottom trailing corner.
    static let rimWidth: CGFloat = 1
    static let rim = (lead: 0.75, middle: 0.18, trail: 0.4)
}

/// The glass drawn behind a view, in its shape.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        if glass.variant != .identity {
            let fill = glass.variant == .regular ? GlassFigures.regularFill : GlassFigures.clearFill
            ZStack {
                shape.fill(Color.white.opacity(scheme == .dark ? fill.dark : fill.light))
                if let tint = glass.tintColor {
                    shape.fill(tint.opacity(GlassFigures.tintOpacity))
                }
                shape.stroke(LinearGradient(stops: [.init(color: .white.opacity(GlassFigures.rim.lead), location: 0),
                                                    .init(color: .white.opacity(GlassFigures.rim.middle), location: 0.5),
                                                    .init(color: .white.opacity(GlassFigures.rim.trail), location: 1)],
                                            startPoint: .topLeading, endPoint: .bottomTrailing),
                             lineWidth: GlassFigures.rimWidth)
            }
        }
    }
}

extension View {
    /// Liquid Glass behind the view, anchored to its bounds (padding included), in `shape`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background { GlassBackground(glass: glass, shape: shape) }
    }
    /// The identity a glass shape morphs by in a `GlassEffectContainer`: accepted (a still render
    /// has no transitions).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
    /// Glass shapes joined into one: accepted, each drawn in its own shape.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
    /// Extends the view under the sidebars and inspectors around it: no such edge in a widget.
    public func backgroundExtensionEffect() -> some View { self }
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}

public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// Groups glass shapes so they blend and morph into each other on iOS; its content is laid out as
/// it is, each glass drawn in its own shape.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// `@Namespace`: an identity for matched geometry and glass morphing, which a still render never
/// animates.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {
        let value: UUID
    }
    private let id = ID(value: UUID())
    public init() {}
    public var wrappedValue: ID { id }
}

extension View {
    /// Matched geometry animates between views; a still render shows each where it is.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
