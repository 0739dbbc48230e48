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
    /// A watch's screen and complication sizes (nil for other devices).
    public var watchFace: WatchFace? = nil

    public var description: String { name }
    public var supportedFamilies: [WidgetFamily] { WidgetFamily.allCases.filter { familySizes[$0] != nil } }

    public func size(of family: WidgetFamily) -> CGSize? { familySizes[family] }
    public func containerCornerRadius(of family: WidgetFamily) -> CGFloat { family.isSystem ? cornerRadius : 0 }
    /// On a watch the Smart Stack draws accessory widgets on black (facts.md §1d, CONFIRMED);
    /// the Lock Screen removes accessory widgets' backgrounds.
    public var isWatch: Bool { watchFace != nil }
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
    /// Screens: the HIG's watchOS layout diagrams in pixels, halved (CONFIRMED for 40–45 mm; 49 mm
    /// 410×502 px, 3P). Corner image, labelled image and text sizes: HIG complications (facts.md §1d).
    public static let watch45 = DeviceProfile(
        name: "watch-45mm", summary: "Apple Watch 45 mm @2x", scale: 2,
        familySizes: [.accessoryRectangular: size(184, 80.5), .accessoryCircular: size(50, 50), .accessoryCorner: size(38, 38)],
        cornerRadius: 0, margins: [.accessoryRectangular: WidgetFigures.watchRectangularMargin],
        watchFace: WatchFace(screen: size(198, 242), imageSide: 38, labeledImageSide: 24, textSize: 12, circularSide: 50))
    public static let watch49 = DeviceProfile(
        name: "watch-49mm", summary: "Apple Watch Ultra 49 mm @2x", scale: 2,
        familySizes: [.accessoryRectangular: size(191, 81.5), .accessoryCircular: size(50, 50), .accessoryCorner: size(38, 38)],
        cornerRadius: 0, margins: [.accessoryRectangular: WidgetFigures.watchRectangularMargin],
        watchFace: WatchFace(screen: size(205, 251), imageSide: 38, labeledImageSide: 24, textSize: 12, circularSide: 50))

    /// The Mac: its desktop and Notification Center (macOS 14+), where macOS widgets and a paired
    /// iPhone's widgets show. Sizes 3P (facts.md §1e: the HIG gives no macOS table; projects render
    /// small 170×170, medium 364×170, large 364×382); no extra large (no figure found); Retina @2x.
    /// Margins: the HIG says the Mac desktop uses "smaller margins" without a number (facts.md §1g,
    /// CONFIRMED qualitative) — 11 pt, its tight margin, EST; corner 20 pt EST (as the iPad's).
    public static let mac = DeviceProfile(
        name: "mac", summary: "Mac desktop and Notification Center @2x", scale: 2,
        familySizes: [.systemSmall: size(170, 170), .systemMedium: size(364, 170), .systemLarge: size(364, 382)],
        cornerRadius: 20, margins: [.systemSmall: WidgetFigures.macMargin, .systemMedium: WidgetFigures.macMargin, .systemLarge: WidgetFigures.macMargin])
    public var isMac: Bool { name == "mac" }

    /// The remaining rows of facts.md §1a/§1b/§1d (CONFIRMED sizes; corners and margins as above).
    private static func iPhone(_ name: String, _ summary: String, _ scale: CGFloat, _ small: CGFloat, _ medium: CGSize, _ large: CGSize,
                               accessory: (circular: CGFloat, rectangular: CGSize, inline: CGFloat)?) -> DeviceProfile {
        var sizes: [WidgetFamily: CGSize] = [.systemSmall: size(small, small), .systemMedium: medium, .systemLarge: large]
        if let accessory {
            sizes[.accessoryCircular] = size(accessory.circular, accessory.circular)
            sizes[.accessoryRectangular] = accessory.rectangular
            sizes[.accessoryInline] = size(accessory.inline, 26)
        }
        return DeviceProfile(name: name, summary: summary, scale: scale, familySizes: sizes, cornerRadius: scale == 3 ? 22 : 20, margins: [:])
    }
    private static func iPad(_ name: String, _ summary: String, _ small: CGFloat, _ width: CGFloat, _ extraLarge: CGFloat) -> DeviceProfile {
        DeviceProfile(name: name, summary: summary, scale: 2,
                      familySizes: [.systemSmall: size(small, small), .systemMedium: size(width, small), .systemLarge: size(width, width),
                                    .systemExtraLarge: size(extraLarge, width)], cornerRadius: 20, margins: [:])
    }
    private static func watch(_ name: String, _ summary: String, _ rectangular: CGSize, _ face: WatchFace) -> DeviceProfile {
        DeviceProfile(name: name, summary: summary, scale: 2,
                      familySizes: [.accessoryRectangular: rectangular, .accessoryCircular: size(face.circularSide, face.circularSide),
                                    .accessoryCorner: size(face.imageSide, face.imageSide)],
                      cornerRadius: 0, margins: [.accessoryRectangular: WidgetFigures.watchRectangularMargin], watchFace: face)
    }

    public static let moreDevices: [DeviceProfile] = [
        iPhone("iphone-428", "428×926 iPhone (12/13 Pro Max) @3x", 3, 170, size(364, 170), size(364, 382), accessory: (76, size(172, 76), 257)),
        iPhone("iphone-414-896", "414×896 iPhone (XR, 11) @2x", 2, 169, size(360, 169), size(360, 379), accessory: (76, size(160, 72), 248)),
        iPhone("iphone-414-736", "414×736 iPhone (8 Plus) @3x", 3, 159, size(348, 157), size(348, 357), accessory: (76, size(170, 76), 248)),
        iPhone("iphone-390", "390×844 iPhone (12–14) @3x", 3, 158, size(338, 158), size(338, 354), accessory: (72, size(160, 72), 234)),
        iPhone("iphone-375-812", "375×812 iPhone (X, 11 Pro, mini) @3x", 3, 155, size(329, 155), size(329, 345), accessory: (72, size(157, 72), 225)),
        iPhone("iphone-360", "360×780 iPhone (12/13 mini, display zoom) @3x", 3, 155, size(329, 155), size(329, 345), accessory: (72, size(157, 72), 225)),
        iPhone("iphone-320", "320×568 iPhone (SE 1st gen) @2x", 2, 141, size(292, 141), size(292, 311), accessory: nil),
        iPad("ipad-768", "768×1024 iPad (9.7\") canvas @2x", 141, 305.5, 634.5),
        iPad("ipad-744", "744×1133 iPad mini canvas @2x", 141, 305.5, 634.5),
        iPad("ipad-810", "810×1080 iPad (10.2\") canvas @2x", 146, 320.5, 669),
        iPad("ipad-820", "820×1180 iPad Air canvas @2x", 155, 342, 715.5),
        iPad("ipad-834-1112", "834×1112 iPad Pro (10.5\") canvas @2x", 150, 327.5, 682),
        iPad("ipad-954", "954×1373 iPad Pro 11\" (More Space) @2x", 162, 350, 726),
        iPad("ipad-970", "970×1389 iPad Pro 13\" (More Space) @2x", 162, 350, 726),
        iPad("ipad-1192", "1192×1590 iPad Pro 13\" (More Space) @2x", 188, 412, 860),
        watch("watch-40mm", "Apple Watch 40 mm @2x", size(152, 69.5),
              WatchFace(screen: size(162, 197), imageSide: 32, labeledImageSide: 20, textSize: 10, circularSide: 42)),
        watch("watch-41mm", "Apple Watch 41 mm @2x", size(165, 72.5),
              WatchFace(screen: size(176, 215), imageSide: 34, labeledImageSide: 21, textSize: 10.5, circularSide: 44.5)),
        watch("watch-44mm", "Apple Watch 44 mm @2x", size(173, 76.5),
              WatchFace(screen: size(184, 224), imageSide: 36, labeledImageSide: 22, textSize: 11, circularSide: 47)),
    ]

    public static let all: [DeviceProfile] = [.iPhone430, .iPhone393, .iPhone375, .iPad1024, .iPad834, .visionPro, .watch45, .watch49, .mac] + moreDevices

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
