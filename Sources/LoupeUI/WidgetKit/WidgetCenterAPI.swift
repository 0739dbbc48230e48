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
public struct ControlInfo: Sendable, Hashable, Identifiable {
    public let kind: String
    public init(kind: String) { self.kind = kind }
    public var id: String { kind }
    /// No push token on Linux.
    public var pushInfo: ControlPushInfo? { nil }
    /// No installed configuration on Linux.
    public func configurationIntent<Intent>(of type: Intent.Type) -> Intent? { nil }
}

/// A control's push token.
public struct ControlPushInfo: Sendable, Hashable {
    public let token: Data
    public init(token: Data) { self.token = token }
}

/// Receives push-token changes for controls (`pushHandler(_:)`); Loupe never calls it.
public protocol ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo])
}

extension ControlWidgetConfiguration {
    /// Accepted: the system asks for a configuration when the control is added; a render shows it configured.
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration<Self> { ModifiedControlConfiguration(base: self) { _ in } }
    /// Accepted: no push arrives on Linux.
    public func pushHandler<H: ControlPushHandler>(_ handler: H.Type) -> ModifiedControlConfiguration<Self> { ModifiedControlConfiguration(base: self) { _ in } }
}

extension View {
    /// The verb Control Center shows while the control's action runs ("Pause"); not part of a still image.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
}

/// Asks the system to reload controls; in a still render there is nothing to reload.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// What a control button shows while its action runs when no action label is given: nothing extra.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// What a control toggle shows for its value when no value label is given: nothing extra.
public struct ControlWidgetToggleDefaultLabel: View {
    public init() {}
    public var body: some View { EmptyView() }
}
