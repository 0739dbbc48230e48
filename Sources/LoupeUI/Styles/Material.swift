import Foundation

/// A blur material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`). On iOS it blurs what is
/// behind it and tints it; Loupe has no backdrop blur, so a material is drawn as a translucent fill
/// of its tint — right over flat colors, without the blur over images and gradients.
public struct Material: ShapeStyle, Hashable, Sendable {
    let thickness: Int

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 2)

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let dark = environment.colorScheme == .dark
        let tint = dark ? MaterialFigures.darkTint : MaterialFigures.lightTint
        return .color(tint.withAlpha(multipliedBy: MaterialFigures.opacity[thickness]))
    }
}

/// Material tints and opacities (EST: read off iOS renders of materials over white and black; Apple
/// publishes none). Thickness order: ultraThin, thin, regular, thick, ultraThick.
enum MaterialFigures {
    static let lightTint = RGBA(red: 0.97, green: 0.97, blue: 0.97)
    static let darkTint = RGBA(red: 0.11, green: 0.11, blue: 0.12)
    static let opacity: [Double] = [0.55, 0.7, 0.8, 0.88, 0.94]
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension FileManager {
    /// An app group's shared folder. iOS gives nil to a process without the group's entitlement, as
    /// a Linux process is: nil, unless `LOUPE_APP_GROUPS` names a folder holding one folder per group
    /// identifier (then a provider can read the files a test put there).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let root = ProcessInfo.processInfo.environment["LOUPE_APP_GROUPS"], !root.isEmpty else { return nil }
        let url = URL(fileURLWithPath: root).appendingPathComponent(groupIdentifier)
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue ? url : nil
    }
}
