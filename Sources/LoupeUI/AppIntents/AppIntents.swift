import Foundation

/// The small App Intents surface widget code reaches for: intents with parameters, entities and
/// queries. Intents are values here; Loupe never performs them (a still image has no taps).
public protocol AppIntent {
    associatedtype PerformResult: IntentResult = IntentResultValue
    init()
    static var title: LocalizedStringResource { get }
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public func perform() async throws -> IntentResultValue where PerformResult == IntentResultValue { .result() }
}

/// An intent that configures a widget (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

public protocol IntentResult {}

public struct IntentResultValue: IntentResult {
    public init() {}
}

extension IntentResult where Self == IntentResultValue {
    public static func result() -> IntentResultValue { IntentResultValue() }
}

public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.description }
    /// The Shortcuts app's category and search words: accepted, not shown in a widget.
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [],
                resultValueName: LocalizedStringResource? = nil) { self.text = text.description }
    public init(stringLiteral value: String) { text = value }
}

/// An intent's parameter: its title and its value. As in App Intents, the value lives in a box, so
/// it can be set on an intent held in a `let` (`let intent = MyIntent(); intent.city = "Paris"`, as
/// Xcode's widget template does); copies of an intent share the values, as on iOS, where a
/// parameter is a class (IntentParameter).
@propertyWrapper
public struct Parameter<Value> {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private var box: Box
    public let title: LocalizedStringResource

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public init(title: LocalizedStringResource, default value: Value) {
        self.title = title
        self.box = Box(value)
    }
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.init(title: title, default: value)
    }
    public var projectedValue: Parameter<Value> { self }
}

extension Parameter where Value: ExpressibleByNilLiteral {
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, default: nil)
    }
}

extension Parameter where Value == String {
    /// A required string parameter starts empty, as an intent made with `init()` has it.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, default: "")
    }
}

extension Parameter where Value == Int {
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, default: 0)
    }
}

extension Parameter where Value: AppEnum {
    /// A required enum parameter starts at the enum's first case, as an intent made with `init()`.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, default: Value.allCases.first!)
    }
}

extension Parameter where Value == Bool {
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, default: false)
    }
}

public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    public let name: LocalizedStringResource
    public init(name: LocalizedStringResource) { self.name = name }
    /// `static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"`.
    public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
}

public struct DisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    /// Shown beside the title in the Shortcuts app and the widget's settings, never in a widget.
    public let image: Image?
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }

    /// The picture beside a value's title: a symbol, a named image or image data.
    public struct Image: Sendable {
        public enum Source: Sendable { case systemName(String), named(String), data(Data) }
        public let source: Source
        public let isTemplate: Bool
        public init(systemName: String, isTemplate: Bool = true) { (source, self.isTemplate) = (.systemName(systemName), isTemplate) }
        public init(named name: String, isTemplate: Bool = false) { (source, self.isTemplate) = (.named(name), isTemplate) }
        public init(data: Data, isTemplate: Bool = false) { (source, self.isTemplate) = (.data(data), isTemplate) }
    }
    /// `[.vanilla: "Vanilla"]` in an enum's `caseDisplayRepresentations`.
    public init(stringLiteral value: String) { (title, subtitle, image) = (LocalizedStringResource(stringLiteral: value), nil, nil) }
}

public protocol EntityQuery {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query the Shortcuts app and the widget's settings can search by text.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

public protocol AppEntity: Identifiable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// Widgets ask WidgetCenter to reload; in a still render there is nothing to reload.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
}

// Parameter summaries: how the Shortcuts app and the widget's edit sheet describe an intent
// (`static var parameterSummary: some ParameterSummary { Summary("Weather in \(\.$city)") { \.$units } }`).
// A render shows no edit sheet, so a summary is recorded and draws nothing.
public protocol ParameterSummary {}

/// A summary's sentence, with parameters interpolated by key path.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) { text += "${parameter}" }
    }
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// A summary of an intent's parameters: a sentence and the parameters shown below it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public let sentence: String?
    public let additionalParameters: [PartialKeyPath<Intent>]

    public init() { (sentence, additionalParameters) = (nil, []) }
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        (sentence, additionalParameters) = (nil, additionalParameterKeyPaths())
    }
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) { (sentence, additionalParameters) = (string.text, []) }
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        (sentence, additionalParameters) = (string.text, additionalParameterKeyPaths())
    }

    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
        public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
    }
}

extension AppIntent {
    /// `Summary(…)` inside an intent is a summary of that intent, as in App Intents.
    public typealias Summary = IntentParameterSummary<Self>
}
