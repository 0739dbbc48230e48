import Foundation

// What an intent's `perform()` returns, as widget and app code declares it:
// `some IntentResult & ReturnsValue<Bool> & ProvidesDialog & OpensIntent & ShowsSnippetView`, built with
// `.result(value:dialog:)`, `.result(opensIntent:)`, `.result(dialog:view:)`… One container type
// conforms to every part, so any combination a declaration names is satisfied. Loupe never performs
// an intent: the results are values.

/// A result that returns a value.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}
/// A result that opens another intent after this one.
public protocol OpensIntent: IntentResult {}
/// A result that speaks or shows a dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// Every intent result: its value, the intent it opens, its dialog and its view, each if any.
public struct IntentResultContainer<Value, Opened, Content, Dialog>: IntentResult, ReturnsValue, OpensIntent, ProvidesDialog, ShowsSnippetView {
    public let value: Value?
    public let opensIntent: Opened?
    public let dialog: IntentDialog?
    init(value: Value? = nil, opensIntent: Opened? = nil, dialog: IntentDialog? = nil) {
        (self.value, self.opensIntent, self.dialog) = (value, opensIntent, dialog)
    }
}


extension IntentResult {
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value)
    }
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(opensIntent: opensIntent)
    }
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog)
    }
    public static func result<V, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        .init(value: value, opensIntent: opensIntent)
    }
    public static func result<C: View>(view: C) -> Self where Self == IntentResultContainer<Never, Never, C, IntentDialog> { .init() }
    public static func result<C: View>(dialog: IntentDialog, view: C) -> Self where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
        .init(dialog: dialog)
    }
    public static func result<V, C: View>(value: V, dialog: IntentDialog, view: C) -> Self where Self == IntentResultContainer<V, Never, C, IntentDialog> {
        .init(value: value, dialog: dialog)
    }
}

/// What an intent says when it runs.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    public let full: String
    public let supporting: String?
    public init(_ text: LocalizedStringResource) { full = text.key; supporting = nil }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { (self.full, self.supporting) = (full.description, supporting.description) }
    public init(full: LocalizedStringResource, systemImageName: String) { (self.full, supporting) = (full.key, nil) }
    public init(stringLiteral value: String) { full = value; supporting = nil }
    public init(stringInterpolation: DefaultStringInterpolation) { full = String(stringInterpolation: stringInterpolation); supporting = nil }
}

// Kinds of intents by what they do. Each is an AppIntent with nothing more a still image uses;
// `Button(intent:)` and `Toggle(isOn:intent:)` take any of them.
public protocol AudioPlaybackIntent: AppIntent {}
public protocol AudioRecordingIntent: AppIntent {}
public protocol ForegroundContinuableIntent: AppIntent {}
public protocol ProgressReportingIntent: AppIntent {}
public protocol SystemIntent: AppIntent {}
public protocol CameraCaptureIntent: AppIntent {}
public protocol PredictableIntent: AppIntent {}
/// An intent the app can open from a URL.
public protocol URLRepresentableIntent: AppIntent {}

extension ProgressReportingIntent {
    public var progress: Progress { Progress(totalUnitCount: 1) }
}

extension AppIntent {
    /// Whether running the intent opens the app first (`static var openAppWhenRun = true`).
    public static var openAppWhenRun: Bool { false }
    /// Whether the intent can run from the Lock Screen without unlocking.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }
    public static var isDiscoverable: Bool { true }
}

public enum IntentAuthenticationPolicy: Sendable { case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication }

/// A dependency an intent reads at run time (`@Dependency var store: Store`), registered with
/// `AppDependencyManager`. Loupe never runs an intent, so the value is never read here.
@propertyWrapper
public struct Dependency<Value> {
    private let key: String?
    public init() { key = nil }
    public init(key: String) { self.key = key }
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.value(of: Value.self, key: key) else {
            fatalError("no dependency of type \(Value.self) was added to AppDependencyManager.shared")
        }
        return value
    }
}

/// Where an app registers what its intents depend on.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    private let lock = NSLock()
    private var values: [String: () -> Any] = [:]
    public func add<Value>(key: String? = nil, dependency: @escaping @Sendable () -> Value) {
        lock.withLock { values[key ?? String(reflecting: Value.self)] = dependency }
    }
    func value<Value>(of type: Value.Type, key: String?) -> Value? {
        lock.withLock { values[key ?? String(reflecting: Value.self)] }?() as? Value
    }
}
