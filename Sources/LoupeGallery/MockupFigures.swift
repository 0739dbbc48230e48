import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// Every figure the in-context mock-ups use, with its source. The mock-ups are stand-ins drawn by
/// Loupe to show a widget where it lives; only the widget inside them is a faithful render.
///
/// The Home Screen grid is derived, not guessed: a small widget spans 2 × 2 icon cells and a large
/// one 4 × 4, and both sizes are CONFIRMED (facts.md §1a), so on the 430 × 932 iPhone
///   2 · column + gap = 170 and 4 · column + 3 · gap = 364  →  column 73 pt, gap 24 pt;
///   2 · row + gap = 170 and 4 · row + 3 · gap = 382       →  row 64 pt, gap 42 pt.
enum MockupFigures {
    /// The screen the mock-ups show (facts.md §1a row 430×932, the default iPhone profile).
    static let screen = CGSize(width: 430, height: 932)
    /// Pixels per point of mock-up images: sharp on high-density displays at a tolerable file size.
    static let scale: CGFloat = 2

    // Home Screen grid (derived above from CONFIRMED widget sizes).
    static let columns = 4
    static let columnWidth: CGFloat = 73
    static let columnGap: CGFloat = 24
    static let rowHeight: CGFloat = 64
    static let rowGap: CGFloat = 42
    /// Grid left edge: the 364 pt grid centred on the 430 pt screen.
    static var gridLeft: CGFloat { (screen.width - (CGFloat(columns) * columnWidth + CGFloat(columns - 1) * columnGap)) / 2 }
    /// First row's top: below the status bar (54 pt, EST from the Dynamic Island safe area) plus 18 pt (EST).
    static let gridTop: CGFloat = 72
    static let rows = 6
    /// App icon side on iPhone: 60 pt (CONFIRMED, HIG App icons: 180 px @3x); corner EST 0.225 × side.
    static let iconSize: CGFloat = 60
    static let iconCornerFraction: CGFloat = 0.225
    /// Icon label: caption-sized (EST 11 pt), 6 pt under the icon (EST).
    static let iconLabelSize: CGFloat = 11
    static let iconLabelGap: CGFloat = 6
    /// Dock: a rounded platter of four icons at the bottom (EST: 96 pt tall, 12 pt from the sides and bottom, 34 pt corners).
    static let dockHeight: CGFloat = 96
    static let dockInset: CGFloat = 12
    static let dockCorner: CGFloat = 34
    /// The Search pill above the dock (iOS 16+; EST 30 pt tall, 14 pt above the dock).
    static let searchHeight: CGFloat = 30
    static let searchGap: CGFloat = 14
    static let searchLabelSize: CGFloat = 13
    static let searchPadding: CGFloat = 12

    // Status bar (EST from screenshots): time at 17 pt semibold, 18 pt from the top, 34 pt from the
    // sides; the indicators at 15 pt, 5 pt apart.
    static let statusTop: CGFloat = 18
    static let statusTimeSize: CGFloat = 17
    static let statusSideInset: CGFloat = 34
    static let statusIndicatorSize: CGFloat = 15
    static let statusIndicatorSpacing: CGFloat = 5
    /// The symbol on a stand-in app icon (EST).
    static let iconSymbolSize: CGFloat = 28

    // Lock Screen (EST from screenshots of iOS 17/18 on a 430 pt phone): the date line, the clock, and
    // the accessory row under it; the inline widget replaces the date line.
    static let lockDateTop: CGFloat = 68
    static let lockDateSize: CGFloat = 20
    static let lockDateHeight: CGFloat = 26
    static let lockClockTop: CGFloat = 92
    static let lockClockSize: CGFloat = 96
    static let lockWidgetTop: CGFloat = 222
    /// The flashlight and camera buttons (as large as a control there, ControlCenterFigures): their
    /// symbols, inset from the sides, and distance of their top from the bottom (EST).
    static let lockButtonSymbolSize: CGFloat = 20
    static let lockButtonInset: CGFloat = 46
    static let lockButtonsBottom: CGFloat = 110
    /// The home indicator and its distance from the bottom (EST).
    static let homeIndicator = CGSize(width: 140, height: 5)
    static let homeIndicatorBottom: CGFloat = 13

    // The Dynamic Island: its top edge (EST 11 pt from the screen's top on the 430 pt phone) and how
    // much of the screen the island mock-up shows under it (EST).
    static let islandTop: CGFloat = 11
    static let islandSceneBelow: CGFloat = 60
    /// A Live Activity on the Lock Screen ends this far above the screen's bottom, clear of the
    /// flashlight and camera buttons (EST).
    static let lockActivityBottom: CGFloat = 130

    // StandBy: landscape, black, two small widgets side by side (facts.md §2, CONFIRMED qualitative);
    // the scale-up is not published: EST ×2, which fills the 430 pt height with 45 pt to spare.
    static var standBySize: CGSize { CGSize(width: screen.height, height: screen.width) }
    static let standByWidgetScale: CGFloat = 2
    static let standByGap: CGFloat = 40
    /// The clock in StandBy's second slot (EST).
    static let standByClockSize: CGFloat = 150
    /// A Live Activity's Lock Screen presentation in StandBy (facts.md §2, CONFIRMED: ×2).
    static let standByActivityScale: CGFloat = 2

    // CarPlay (iOS 26): Apple publishes no dashboard geometry. EST: an 800 × 480 pt screen (a common
    // CarPlay display), an 80 pt status column, widgets on cards of 11 % white with a 20 pt corner,
    // 24 pt apart. Apple says small widgets "appear scaled up and in full color" in CarPlay
    // ("Preparing widgets for additional platforms, contexts, and appearances") without a factor:
    // the scene draws them at their own size.
    static let carPlaySize = CGSize(width: 800, height: 480)
    /// The watch scene: a case this wide around the 45 mm screen, this grey; the time this large (EST).
    static let watchCaseWidth: CGFloat = 12
    static let watchCaseWhite = 0.18
    static let watchTimeSize: CGFloat = 44
    /// The Smart Stack: the time at the top (this size), the card this far under it, the card's corner (EST).
    static let watchStackTop: CGFloat = 14
    static let watchStackTimeSize: CGFloat = 17
    static let watchStackGap: CGFloat = 10
    static let watchStackCardCorner: CGFloat = 20
    /// The visionOS wall: room for the portrait family (338 × 450) mounted, and the floor's edge
    /// below it; an elevated widget's shadow (EST).
    static let visionWallSize = CGSize(width: 560, height: 600)
    static let visionFloorHeight: CGFloat = 60
    /// The floor's grey, lighter at the wall (EST).
    static let visionFloorWhite = (top: 0.55, bottom: 0.42)
    static let visionShadowOpacity = 0.25
    static let visionShadowRadius: CGFloat = 10
    static let carPlayStatusWidth: CGFloat = 80
    static let carPlayGap: CGFloat = 24
    static let carPlayCardWhite = 0.11
    static let carPlayCardCorner: CGFloat = 20

    // The Mac (macOS 14+): a corner of the desktop, EST — 900 × 560 pt, a 24 pt menu bar of 20 %
    // black, widgets 20 pt from the left and below the menu bar, 16 pt apart. With other windows in
    // front the system draws desktop widgets in the vibrant mode ("Preparing widgets for additional
    // platforms, contexts, and appearances": vibrant colours content "for the Lock Screen background
    // or a macOS desktop"); the scene shows them on a tile of 10 % white (EST) beside a stand-in
    // window. Notification Center shows widgets in full colour (WidgetRenderingMode.fullColor's
    // documentation) in a column 12 pt from the right edge (EST).
    static let macDesktopSize = CGSize(width: 900, height: 560)
    static let macMenuBarHeight: CGFloat = 24
    static let macMenuBarBlack = 0.2
    static let macInset: CGFloat = 20
    static let macTileWhite = 0.1
    static let macWindowCorner: CGFloat = 10
    static let macNotificationInset: CGFloat = 12

    /// Clear Home Screen (iOS 26, Liquid Glass): Apple describes "a clear glass presentation" with
    /// no figures. EST: the wallpaper veiled 15 % black, widget platters and icons of clear glass
    /// drawn as 100 % white at 22 % opacity (no refraction or blur modelled).
    static let clearVeil = 0.15
    static let clearGlassWhite = 1.0
    static let clearGlassOpacity = 0.22

    /// The clocks' fields, as `DateFormatter` templates the locale orders (`SceneClock`): hours and
    /// minutes in the locale's cycle; the Lock Screen's weekday, month and day (iOS: "Monday, June 3");
    /// the Mac menu bar's short weekday and time ("Mon 9:00 AM").
    static let clockTemplate = "jmm"
    static let lockDateTemplate = "EEEEMMMMd"
    static let menuBarTemplate = "EEEjmm"

    /// The person's tint on the tinted Home Screen (EST: an amber, as the stand-in icons are drawn):
    /// the icons' glyphs, and the widget's accented render multiplied by it, as iOS applies the tint
    /// to the accented render afterwards.
    static let homeScreenTint = Color(red: 1, green: 0.78, blue: 0.45)

    /// Tinted Home Screen: the wallpaper darkened (EST 55 % black) and icons drawn in the tint.
    static let tintedVeil = 0.55
    /// The widget platter in tinted mode (EST: a dark glass, 16 % white at 85 % opacity over the veiled wallpaper).
    static let tintedPlatterWhite = 0.16
    static let tintedPlatterOpacity = 0.85
}
