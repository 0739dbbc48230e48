import Foundation

/// SF Symbols variants (`.symbolVariant(.fill)`, `.circle.fill`): they change the symbol's name the
/// way SF Symbols names are built — base, then an enclosure, then `.slash`, then `.fill` — and a
/// variant the symbol table does not have leaves the name as it was, as a missing variant does on iOS.
public struct SymbolVariants: Hashable, Sendable {
    var enclosure: String?
    var fills = false
    var slashes = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(fills: true)
    public static let slash = SymbolVariants(slashes: true)
    public static let circle = SymbolVariants(enclosure: "circle")
    public static let square = SymbolVariants(enclosure: "square")
    public static let rectangle = SymbolVariants(enclosure: "rectangle")
    public var fill: SymbolVariants { var v = self; v.fills = true; return v }
    public var slash: SymbolVariants { var v = self; v.slashes = true; return v }
    public var circle: SymbolVariants { var v = self; v.enclosure = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.enclosure = "square"; return v }

    /// `name` with these variants, if the table has it; else `name`.
    func apply(to name: String, known: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var candidate = name
        if let enclosure, !candidate.contains(".\(enclosure)") { candidate += ".\(enclosure)" }
        if slashes, !candidate.contains(".slash") { candidate += ".slash" }
        if fills, !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return known(candidate) ? candidate : name
    }
}

/// How a symbol's layers are colored (`SymbolStyle` says how Loupe draws each).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants { get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue } }
    /// The mode `.symbolRenderingMode(_:)` set for the symbols inside, if any.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    public func symbolVariant(_ variant: SymbolVariants) -> some View { transformEnvironment { $0.symbolVariants = variant } }
    /// The rendering mode of the symbols inside (`SymbolStyle`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { transformEnvironment { $0.symbolRenderingMode = mode } }
    /// Accepted: a still image shows a symbol at rest, so an effect draws nothing different.
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension Image {
    /// This symbol's rendering mode, over the environment's (`SymbolStyle`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }
}

// SF Symbols effects (iOS 17/18), as widget code names them. A still render shows the symbol at
// rest, so they are accepted and draw nothing different (README).
public protocol SymbolEffect {}

/// Each effect, with the variants its name takes (`.bounce.up.byLayer`).
public struct PulseSymbolEffect: SymbolEffect { public var byLayer: Self { self }; public var wholeSymbol: Self { self } }
public struct BounceSymbolEffect: SymbolEffect {
    public var up: Self { self }; public var down: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct ScaleSymbolEffect: SymbolEffect {
    public var up: Self { self }; public var down: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct VariableColorSymbolEffect: SymbolEffect {
    public var iterative: Self { self }; public var cumulative: Self { self }; public var reversing: Self { self }
    public var nonReversing: Self { self }; public var hideInactiveLayers: Self { self }; public var dimInactiveLayers: Self { self }
}
public struct AppearSymbolEffect: SymbolEffect {
    public var up: Self { self }; public var down: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct DisappearSymbolEffect: SymbolEffect {
    public var up: Self { self }; public var down: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct ReplaceSymbolEffect: SymbolEffect {
    public var downUp: Self { self }; public var upUp: Self { self }; public var offUp: Self { self }
    public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct WiggleSymbolEffect: SymbolEffect {
    public var up: Self { self }; public var down: Self { self }; public var left: Self { self }; public var right: Self { self }
    public var forward: Self { self }; public var backward: Self { self }; public var clockwise: Self { self }
    public var counterClockwise: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}
public struct BreatheSymbolEffect: SymbolEffect { public var plain: Self { self }; public var pulse: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self } }
public struct RotateSymbolEffect: SymbolEffect {
    public var clockwise: Self { self }; public var counterClockwise: Self { self }; public var byLayer: Self { self }; public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }

/// How an effect plays (repeats, speed): nothing to play in a still image.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
