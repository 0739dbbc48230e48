import Foundation
import LoupeUI

/// A device a widget is shown on: its family sizes, scale, container corner and margins.
/// The one table for these figures; sources per row (facts.md §1).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let summary: String
    public let scale: CGFloat
    public let familySizes: [WidgetFamily: CGSize]
    /// The system families' continuous container corner (facts.md §1g: ≈22 pt on iPhone, EST).
    public let cornerRadius: CGFloat
    /// Content margins per family (facts.md §1g).
    public let margins: [WidgetFamily: CGFloat]

    public var description: String { name }
    public var supportedFamilies: [WidgetFamily] { WidgetFamily.allCases.filter { familySizes[$0] != nil } }

    public func size(of family: WidgetFamily) -> CGSize? { familySizes[family] }
    public func containerCornerRadius(of family: WidgetFamily) -> CGFloat { family.isSystem ? cornerRadius : 0 }
    /// On a watch the Smart Stack draws accessory widgets on black (facts.md §1d, CONFIRMED);
    /// the Lock Screen removes accessory widgets' backgrounds.
    public var isWatch: Bool { name.hasPrefix("watch") }
    public func platter(of family: WidgetFamily) -> WidgetContainer.Platter {
        if family.isSystem { return .system }
        return isWatch ? .color(RGBA(red: 0, green: 0, blue: 0)) : .none
    }
    public func contentMargins(of family: WidgetFamily) -> EdgeInsets {
        let m = margins[family] ?? (family.isSystem ? WidgetFigures.systemMargin : WidgetFigures.accessoryMargin)
        return EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    }

    private static func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }

    /// iPhone rows are CONFIRMED (HIG widget dimensions, facts.md §1a); scales from the HIG device table.
    public static let iPhone430 = DeviceProfile(
        name: "iphone-430", summary: "430×932 iPhone (Pro Max / Plus class) @3x", scale: 3,
        familySizes: [.systemSmall: size(170, 170), .systemMedium: size(364, 170), .systemLarge: size(364, 382),
                      .accessoryCircular: size(76, 76), .accessoryRectangular: size(172, 76), .accessoryInline: size(257, 26)],
        cornerRadius: 22, margins: [:])
    public static let iPhone393 = DeviceProfile(
        name: "iphone-393", summary: "393×852 iPhone (Pro / base class) @3x", scale: 3,
        familySizes: [.systemSmall: size(158, 158), .systemMedium: size(338, 158), .systemLarge: size(338, 354),
                      .accessoryCircular: size(72, 72), .accessoryRectangular: size(160, 72), .accessoryInline: size(234, 26)],
        cornerRadius: 22, margins: [:])
    public static let iPhone375 = DeviceProfile(
        name: "iphone-375", summary: "375×667 iPhone (SE class) @2x", scale: 2,
        familySizes: [.systemSmall: size(148, 148), .systemMedium: size(321, 148), .systemLarge: size(321, 324),
                      .accessoryCircular: size(68, 68), .accessoryRectangular: size(153, 68), .accessoryInline: size(225, 26)],
        cornerRadius: 20, margins: [:])
    /// iPad canvas sizes (the size the widget is laid out at before the system scales it), facts.md §1b.
    /// Corner radius EST (20 pt on the canvas).
    public static let iPad1024 = DeviceProfile(
        name: "ipad-1024", summary: "1024×1366 iPad (12.9\") canvas @2x", scale: 2,
        familySizes: [.systemSmall: size(170, 170), .systemMedium: size(378.5, 170), .systemLarge: size(378.5, 378.5),
                      .systemExtraLarge: size(795, 378.5)],
        cornerRadius: 20, margins: [:])
    public static let iPad834 = DeviceProfile(
        name: "ipad-834", summary: "834×1194 iPad (11\") canvas @2x", scale: 2,
        familySizes: [.systemSmall: size(155, 155), .systemMedium: size(342, 155), .systemLarge: size(342, 342),
                      .systemExtraLarge: size(715.5, 342)],
        cornerRadius: 20, margins: [:])
    /// visionOS, facts.md §1c (CONFIRMED sizes); @2x and a 24 pt corner are EST.
    public static let visionPro = DeviceProfile(
        name: "visionos", summary: "Apple Vision Pro (widgets at 100 %) @2x", scale: 2,
        familySizes: [.systemSmall: size(158, 158), .systemMedium: size(338, 158), .systemLarge: size(338, 354),
                      .systemExtraLarge: size(450, 338), .systemExtraLargePortrait: size(338, 450)],
        cornerRadius: 24, margins: [:])
    /// Apple Watch 45 mm @2x (facts.md §1d): Smart Stack rectangular 184×80.5 (CONFIRMED); circular
    /// 50×50 and corner 38×38 are the complication image sizes (CONFIRMED images, EST as families);
    /// rectangular margin 7 pt (3P).
    public static let watch45 = DeviceProfile(
        name: "watch-45mm", summary: "Apple Watch 45 mm @2x", scale: 2,
        familySizes: [.accessoryRectangular: size(184, 80.5), .accessoryCircular: size(50, 50), .accessoryCorner: size(38, 38)],
        cornerRadius: 0, margins: [.accessoryRectangular: WidgetFigures.watchRectangularMargin])
    public static let watch49 = DeviceProfile(
        name: "watch-49mm", summary: "Apple Watch Ultra 49 mm @2x", scale: 2,
        familySizes: [.accessoryRectangular: size(191, 81.5), .accessoryCircular: size(50, 50), .accessoryCorner: size(38, 38)],
        cornerRadius: 0, margins: [.accessoryRectangular: WidgetFigures.watchRectangularMargin])

    public static let all: [DeviceProfile] = [.iPhone430, .iPhone393, .iPhone375, .iPad1024, .iPad834, .visionPro, .watch45, .watch49]

    public static func named(_ name: String) -> DeviceProfile? { all.first { $0.name == name } }

    /// The device a family is shown on by default: the 430-pt iPhone, an iPad for extra large,
    /// visionOS for extra large portrait, a 45 mm watch for the corner.
    public static func defaultProfile(for family: WidgetFamily) -> DeviceProfile {
        switch family {
        case .systemExtraLarge: return .iPad1024
        case .systemExtraLargePortrait: return .visionPro
        case .accessoryCorner: return .watch45
        default: return .iPhone430
        }
    }
}
