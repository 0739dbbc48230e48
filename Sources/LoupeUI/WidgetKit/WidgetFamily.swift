import Foundation

/// The sizes and places a widget can appear in, as WidgetKit names them.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

    public var description: String { rawValue }

    /// Home Screen families get the container background, corner and 16 pt margins.
    public var isSystem: Bool { rawValue.hasPrefix("system") }
    public var isAccessory: Bool { !isSystem }

    /// The families a widget supports when it does not say (WidgetKit's default: the system families).
    public static let defaultSupported: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
}

/// How the system draws a widget: as designed, tinted by group, or as a vibrant monochrome.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public static let allCases: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
    public var description: String { name }
    /// A mode by its name; `tinted`, the name iOS's Home Screen customization gives the accented
    /// mode, is `accented`.
    public init?(named name: String) {
        guard let mode = Self.allCases.first(where: { $0.name == name }) ?? (name == "tinted" ? .accented : nil) else { return nil }
        self = mode
    }
    private init(name: String) { self.name = name }
}

/// How a full-color image is drawn in the accented mode (iOS 18).
public enum WidgetAccentedRenderingMode: String, Hashable, Sendable {
    case accented, desaturated, accentedDesaturated, fullColor
}
