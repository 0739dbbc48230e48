import Foundation

// Gestures, hovering, feedback, badges and animation drivers: view code shared with an app uses
// them, and a widget ignores most of them. A still render has nothing to tap, hover, animate or
// feel, so each is accepted and changes nothing; the animators draw their first phase or initial
// value, as a view at rest shows it. (README lists them.)
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// A tooltip (macOS, visionOS): never shown in a still image.
    public func help(_ text: Text) -> some View { self }
    public func help(_ key: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// The shape that takes taps (and hover, drag previews): no effect on what is drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func geometryGroup() -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// A badge shows in lists and tab bars, not in a widget's views.
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    /// The view at the first phase, as it rests before the animation runs.
    public func phaseAnimator<Phase: Equatable, Content: View>(_ phases: some Sequence<Phase>, trigger: some Equatable = true,
                                                               @ViewBuilder content: @escaping (Self, Phase) -> Content,
                                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        Group { if let first = phases.first(where: { _ in true }) { content(self, first) } else { self } }
    }
    /// The view at the initial value, as it rests before the keyframes run.
    public func keyframeAnimator<Value, Content: View>(initialValue: Value, trigger: some Equatable = true,
                                                       @ViewBuilder content: @escaping (Self, Value) -> Content,
                                                       keyframes: @escaping (Value) -> Any) -> some View {
        content(self, initialValue)
    }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Sets `\.isEnabled` for the views below, which widget code can read; Loupe does not dim
    /// disabled controls (iOS's disabled look has no published figures — README).
    public func disabled(_ disabled: Bool) -> some View { transformEnvironment { if disabled { $0.isEnabled = false } } }
    /// Whether people can select the text (macOS, iPadOS): nothing to select in an image.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Drawn as one offscreen group, then composited: a compositing group.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { compositingGroup() }
}

/// What a content shape is for (taps, hover, drag and context-menu previews).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// The context of a state change (its animation); nothing changes in a still image.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Haptic and audio feedback an app plays; a picture plays none.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning"), error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection"), increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop"), alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange"), pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
    public struct Weight: Hashable, Sendable { let name: String; public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy") }
    public struct Flexibility: Hashable, Sendable { let name: String; public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft") }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// Text selection on or off (`.textSelection(.enabled)`).
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
extension EnvironmentValues {
    /// False below `.disabled(true)`.
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
}

extension View {
    /// A rotation in 3D, drawn flat: about the z axis it is `rotationEffect`; about x or y the view
    /// is foreshortened by the angle's cosine, without perspective (an approximation — README).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let length = sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z)
        let (x, y, z) = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
        let c = CGFloat(cos(angle.radians))
        // Each axis's share of the rotation: x shortens heights, y shortens widths, z turns.
        let sx = 1 - abs(y) * (1 - abs(c)), sy = 1 - abs(x) * (1 - abs(c))
        return scaleEffect(x: sx, y: sy, anchor: anchor).rotationEffect(.radians(angle.radians * Double(z)), anchor: anchor)
    }
}
