import Foundation

// Environment values SwiftUI gives every view that a still widget render answers with what a widget
// on the Home Screen has: no touch, no scene changes, the default accessibility settings, the
// compact size classes. Reading them compiles and returns that; setting one with `.environment`
// is seen by the views below (README, "What compiles, and what it does").

/// Opens a URL (`\.openURL`): a widget's tap goes to the app, so in a still image nothing opens.
public struct OpenURLAction {
    public struct Result: Sendable {
        let kind: Int
        public static let handled = Result(kind: 0)
        public static let discarded = Result(kind: 1)
        public static let systemAction = Result(kind: 2)
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }
    private let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}
}

/// Dismisses a presentation (`\.dismiss`): a widget presents nothing.
public struct DismissAction {
    public func callAsFunction() {}
}

/// Refreshes content (`\.refresh`): never offered in a widget.
public struct RefreshAction {
    public func callAsFunction() async {}
}

public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable { case standard, increased }
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }
public enum BackgroundProminence: Hashable, Sendable { case standard, increased }

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
struct AccessibilitySettingsKey: EnvironmentKey { static let defaultValue: [String: Bool] = [:] }

extension EnvironmentValues {
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
    public var dismiss: DismissAction { DismissAction() }
    public var refresh: RefreshAction? { nil }
    public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
    /// Widgets lay out in compact size classes, as an iPhone's Home Screen gives them.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The material behind the view, if the system drew one (none behind a widget's own background).
    public var backgroundMaterial: Material? { get { self[BackgroundMaterialKey.self] } set { self[BackgroundMaterialKey.self] = newValue } }
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] } set { self[BackgroundProminenceKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] } set { self[ColorSchemeContrastKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? { get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue } }
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
    public var isFocused: Bool { false }
    public var isSearching: Bool { false }
    public var isPresented: Bool { false }

    // Accessibility settings: off, as a device has them by default; `.environment` can turn one on.
    private func setting(_ name: String) -> Bool { self[AccessibilitySettingsKey.self][name] ?? false }
    private mutating func set(_ name: String, _ value: Bool) { self[AccessibilitySettingsKey.self][name] = value }
    public var accessibilityEnabled: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityVoiceOverEnabled: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilitySwitchControlEnabled: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityReduceMotion: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityReduceTransparency: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityDifferentiateWithoutColor: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityInvertColors: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityShowButtonShapes: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityDimFlashingLights: Bool { get { setting(#function) } set { set(#function, newValue) } }
    public var accessibilityPlayAnimatedImages: Bool { get { self[AccessibilitySettingsKey.self]["playAnimatedImages"] ?? true } set { set("playAnimatedImages", newValue) } }
}

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// `.labelsHidden()`: toggles, progress views and gauges inside draw without their labels.
    var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

extension View {
    /// Controls inside draw without their labels (a toggle its switch alone, a progress view or gauge
    /// its bar), as SwiftUI's `labelsHidden()`; VoiceOver still reads the labels.
    public func labelsHidden() -> some View { transformEnvironment { $0.labelsHidden = true } }

    /// The size of the controls inside (`\.controlSize`); Loupe draws its controls at one size.
    public func controlSize(_ size: ControlSize) -> some View { transformEnvironment { $0.controlSize = size } }
}
