import Foundation

// What an app and its widgets tell the system at run time: reloads, pushes, configurations.
// Nothing is installed on Linux, so these answer empty and do nothing; they exist so widget code
// that calls them compiles and runs unchanged (issue #17).

extension WidgetCenter {
    /// Keys of a widget's or Live Activity's user info (the URL's when it is tapped).
    public struct UserInfoKey: Sendable {
        public static let kind = "WGWidgetUserInfoKeyKind"
        public static let family = "WGWidgetUserInfoKeyFamily"
        public static let activityID = "ActivityIdentifier"
    }

    /// The push token WidgetKit registered for the extension: none on Linux.
    public var currentPushInfo: WidgetPushInfo? { nil }
}

/// A widget extension's push token.
public struct WidgetPushInfo: Sendable, Hashable {
    public let token: Data
    public init(token: Data) { self.token = token }
}

/// Receives push-token changes for widgets (`pushHandler(_:)`); Loupe never calls it.
public protocol WidgetPushHandler {
    init()
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

extension WidgetConfiguration {
    /// Accepted: no push arrives on Linux.
    public func pushHandler<H: WidgetPushHandler>(_ handler: H.Type) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}

/// What Control Center knows of an installed control: none on Linux.
public struct ControlInfo: Sendable, Hashable {
    public let kind: String
    public init(kind: String) { self.kind = kind }
}

/// Asks the system to reload controls; in a still render there is nothing to reload.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
    public func currentControls() async throws -> [ControlInfo] { [] }
}
