import Foundation

/// A key for a value in `EnvironmentValues`, with the value views see when nobody set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings: color scheme, font, display scale, locale…
/// A plain value: each resolution carries its own copy down the tree.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The environment of the body being evaluated right now. Task-local, so it is scoped to one
    /// resolution on one thread and never shared between renders running in parallel.
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value from the environment of the view whose body is being evaluated.
@propertyWrapper
public struct Environment<Value>: EnvironmentCapturing {
    private let read: (EnvironmentValues) -> Value
    private let captured = CapturedEnvironment()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    /// An object read by its type (`@Environment(Model.self)`, StateWrappers.swift).
    init(object read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    public var wrappedValue: Value { read(captured.environment ?? EnvironmentValues.current) }
    func capture(_ environment: EnvironmentValues) { captured.environment = environment }
}

/// A property that keeps the environment of the body that declared it (`@Environment`,
/// `@EnvironmentObject`), set by resolution just before the body is evaluated.
protocol EnvironmentCapturing {
    func capture(_ environment: EnvironmentValues)
}

/// The environment a property captured: a box, so the view value holding it need not change.
final class CapturedEnvironment: @unchecked Sendable {
    var environment: EnvironmentValues?
}

// MARK: - Built-in keys

public enum ColorScheme: String, CaseIterable, Hashable, Sendable { case light, dark }

public enum LayoutDirection: String, CaseIterable, Hashable, Sendable { case leftToRight, rightToLeft }

public enum DynamicTypeSize: String, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
/// Fixed defaults keep renders deterministic whatever the machine's settings are.
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
}
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var pixelLength: CGFloat { 1 / displayScale }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue } }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var redactionReasons: RedactionReasons { get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue } }
}

/// A number that grows with Dynamic Type, as SwiftUI's ScaledMetric: the declared value times the
/// ratio of its text style's size at the environment's type size to its size at the default (large).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: EnvironmentCapturing {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let captured = CapturedEnvironment()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        (base, self.textStyle) = (wrappedValue, textStyle)
    }

    public var wrappedValue: Value {
        let size = (captured.environment ?? EnvironmentValues.current).dynamicTypeSize
        let ratio = TypeScale.metrics(textStyle, size).size / TypeScale.metrics(textStyle, .large).size
        return base * Value(ratio)
    }

    func capture(_ environment: EnvironmentValues) { captured.environment = environment }
}
