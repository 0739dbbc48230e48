import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// Where a widget is shown in a gallery's in-context view. Each mock-up is an ordinary LoupeUI view
/// drawn by Loupe itself around the widget's own render (placed pixel for pixel), so the widget in
/// the scene is exactly the widget in the grid. Figures: `MockupFigures`.
public enum Mockup: String, CaseIterable, Sendable {
    case homeScreen
    case tintedHomeScreen
    /// iOS 26's clear appearance (Liquid Glass): the widget's accented render on clear glass over
    /// the wallpaper.
    case clearHomeScreen
    case lockScreen
    case standBy
    /// CarPlay's dashboard (iOS 26): small widgets on dark cards beside the car's status column.
    case carPlay
    /// The Mac desktop while another window is in front: the widget in the vibrant mode.
    case macDesktop
    /// The Mac's Notification Center: the widget in full colour in the column at the right.
    case notificationCenter
    /// A watch face (45 mm): a corner complication in its corner, around the time.
    case watchFace
    /// The Infograph watch face: a circular complication in the top subdial, its label along the bezel.
    case infograph
    /// The watch's Smart Stack: a rectangular widget on its black card, under the time.
    case watchSmartStack
    /// A wall in a room seen through Apple Vision Pro: the widget mounted elevated, in its frame.
    case visionElevated
    /// The same wall with the widget recessed into it (only for widgets that list `.recessed`).
    case visionRecessed
    /// A Live Activity in the Dynamic Island at the top of the phone (compact or expanded).
    case dynamicIsland
    /// A Live Activity on the Lock Screen, under the clock.
    case lockScreenActivity
    /// A Live Activity in StandBy: its Lock Screen presentation scaled ×2 on black (facts.md §2,
    /// CONFIRMED), as StandBy shows it when the minimal presentation is tapped.
    case standByActivity
    /// A control in Control Center, among stand-in system controls.
    case controlCenter
    /// A control in the Lock Screen's bottom-left corner, in the flashlight's place.
    case lockScreenControl

    public var title: String {
        switch self {
        case .homeScreen: return "Home Screen"
        case .tintedHomeScreen: return "Tinted Home Screen"
        case .clearHomeScreen: return "Clear Home Screen"
        case .lockScreen: return "Lock Screen"
        case .standBy: return "StandBy"
        case .carPlay: return "CarPlay dashboard"
        case .macDesktop: return "Mac desktop (window in front)"
        case .notificationCenter: return "Mac Notification Center"
        case .watchFace: return "Apple Watch face"
        case .infograph: return "Infograph watch face"
        case .watchSmartStack: return "Apple Watch Smart Stack"
        case .visionElevated: return "visionOS wall (elevated)"
        case .visionRecessed: return "visionOS wall (recessed)"
        case .dynamicIsland: return "Dynamic Island"
        case .lockScreenActivity, .lockScreenControl: return "Lock Screen"
        case .controlCenter: return "Control Center"
        case .standByActivity: return "StandBy"
        }
    }

    /// The mock-ups that show a family (iPhone places only: StandBy shows small widgets, the Lock
    /// Screen the accessory families that an iPhone has).
    public static func mockups(for family: WidgetFamily) -> [Mockup] {
        switch family {
        case .systemSmall: return [.homeScreen, .tintedHomeScreen, .clearHomeScreen, .standBy, .carPlay, .macDesktop, .notificationCenter]
        case .systemMedium, .systemLarge: return [.homeScreen, .tintedHomeScreen, .clearHomeScreen, .macDesktop, .notificationCenter]
        case .accessoryCircular: return [.lockScreen, .infograph]
        case .accessoryRectangular: return [.lockScreen, .watchSmartStack]
        case .accessoryInline: return [.lockScreen]
        case .accessoryCorner: return [.watchFace]
        default: return []
        }
    }

    /// The place a widget mock-up shows, as `disfavoredLocations(_:for:)` names it.
    public var location: WidgetLocation? {
        switch self {
        case .homeScreen, .tintedHomeScreen, .clearHomeScreen: .homeScreen
        case .lockScreen: .lockScreen
        case .standBy: .standBy
        case .carPlay: .carPlay
        case .macDesktop, .notificationCenter: .iPhoneWidgetsOnMac
        case .watchFace, .infograph: .watchFace
        case .watchSmartStack: .smartStack
        case .visionElevated, .visionRecessed: nil
        case .dynamicIsland, .lockScreenActivity, .standByActivity, .controlCenter, .lockScreenControl: nil
        }
    }

    /// The mock-ups that show a widget's family, less the places the widget disfavours for it
    /// (the system does not offer it there, so neither does the gallery).
    ///
    /// A visionOS wall joins them for a widget that speaks of visionOS — it has the portrait family
    /// or chooses a texture or mountings — in each family visionOS has; recessed only if it lists it.
    public static func mockups(for family: WidgetFamily, of widget: WidgetDescription) -> [Mockup] {
        var shown = mockups(for: family).filter { mockup in
            guard let location = mockup.location else { return true }
            return widget.places.contains(location) && !(widget.disfavoredLocations[location]?.contains(family) ?? false)
        }
        let speaksOfVisionOS = widget.supportedFamilies.contains(.systemExtraLargePortrait) || widget.texture != nil || !widget.mountingStyles.isEmpty
        if speaksOfVisionOS, DeviceProfile.visionPro.size(of: family) != nil {
            shown.append(.visionElevated)
            if widget.mountingStyles.contains(.recessed) { shown.append(.visionRecessed) }
        }
        return shown
    }

    /// The mock-ups that show a Live Activity's presentation.
    public static func mockups(for presentation: ActivityPresentation) -> [Mockup] {
        switch presentation {
        case .lockScreen: return [.lockScreenActivity, .standByActivity]
        case .compact, .expanded: return [.dynamicIsland]
        case .minimal: return []
        }
    }

    /// The scene's size: the phone's screen, StandBy's landscape, CarPlay's dashboard. (The Dynamic
    /// Island's scene is cut to the activity's height; `scene` gives its own.)
    public var sceneSize: CGSize {
        switch self {
        case .standBy, .standByActivity: MockupFigures.standBySize
        case .carPlay: MockupFigures.carPlaySize
        case .macDesktop, .notificationCenter: MockupFigures.macDesktopSize
        case .watchFace, .infograph, .watchSmartStack: WatchFaceScene.size
        case .visionElevated, .visionRecessed: MockupFigures.visionWallSize
        default: MockupFigures.screen
        }
    }

    /// The color schemes a mock-up is shown in: the Home Screen in both, the others as the system
    /// shows them (tinted, Lock Screen and StandBy are dark).
    public var schemes: [ColorScheme] {
        switch self {
        case .homeScreen, .notificationCenter: [.light, .dark]
        case .visionElevated, .visionRecessed: [.light]
        default: [.dark]
        }
    }

    /// The widget cell to render for this mock-up: its mode, placement and a scale that lands the
    /// render on the mock-up's pixel grid.
    public func widgetCell(family: WidgetFamily, timelineIndex: TimelineIndex, scheme: ColorScheme) -> WidgetCell {
        let mode: WidgetRenderingMode = self == .tintedHomeScreen || self == .clearHomeScreen ? .accented : self == .lockScreen || self == .macDesktop ? .vibrant : .fullColor
        var cell = WidgetCell(family: family, timelineIndex: timelineIndex, renderingMode: mode, colorScheme: scheme, device: .iPhone430,
                              scale: MockupFigures.scale)
        switch self {
        case .homeScreen, .tintedHomeScreen, .clearHomeScreen, .lockScreen: break
        case .standBy:
            cell.placement = .standBy
            cell.scale = MockupFigures.scale * MockupFigures.standByWidgetScale
        case .carPlay:
            cell.placement = .carPlay
        case .macDesktop, .notificationCenter:
            cell.device = .mac
        case .watchFace, .watchSmartStack:
            cell.device = .watch45
        case .infograph:
            cell.device = .watch45
            cell.placement = .bezel
        case .visionElevated, .visionRecessed:
            cell.device = .visionPro
            cell.placement = self == .visionElevated ? .elevated : .recessed
        case .dynamicIsland, .lockScreenActivity, .controlCenter, .lockScreenControl, .standByActivity: break
        }
        return cell
    }

    /// A cell as this scene shows it: the scene's mode, device, placement, scale and scheme over the
    /// cell's own entry or state, Dynamic Type size, region and resources (the canvas shows any cell in
    /// its place). nil when the scene does not show the cell's family or presentation.
    public func placing(_ cell: WidgetCell, of widget: WidgetDescription) -> WidgetCell? {
        var placed = cell
        let scheme = schemes.contains(cell.colorScheme) ? cell.colorScheme : schemes[0]
        switch cell.subject {
        case .widget(let family, let index, _):
            guard Self.mockups(for: family, of: widget).contains(self) else { return nil }
            let scene = widgetCell(family: family, timelineIndex: index, scheme: scheme)
            placed.subject = scene.subject
            (placed.device, placed.placement, placed.scale, placed.colorScheme) = (scene.device, scene.placement, scene.scale, scene.colorScheme)
            // Accented and vibrant are drawn over the system's backdrop, as on a device.
            placed.backdrop = scene.widget?.mode == .fullColor ? .transparent : .system
        case .activity(let presentation, _, _):
            guard Self.mockups(for: presentation).contains(self) else { return nil }
            placed.colorScheme = .dark
            placed.scale = self == .standByActivity ? MockupFigures.scale * MockupFigures.standByActivityScale : MockupFigures.scale
        case .control(let presentation, _):
            guard self == (presentation == .lockScreen ? .lockScreenControl : .controlCenter) else { return nil }
            (placed.colorScheme, placed.scale) = (.dark, MockupFigures.scale)
        }
        return placed
    }

    /// The scene around a widget rendered from `placing(_:of:)`'s cell, drawn.
    public func render(widget: RenderedImage, cell: WidgetCell, with renderer: Renderer) throws -> RenderedImage {
        var control: ControlPresentation?
        if case .control(let presentation, _) = cell.subject { control = presentation }
        let shown = scene(widget: widget, family: cell.widget?.family ?? .systemMedium, scheme: cell.colorScheme, clock: SceneClock(cell: cell), control: control)
        return try renderer.render(shown.view, size: shown.size, scale: MockupFigures.scale)
    }

    /// The scene around a rendered widget (straight RGBA pixels from `widgetCell`), its clocks at
    /// `clock` (the cell's pinned now, in its locale).
    public func scene(widget: RenderedImage, family: WidgetFamily, scheme: ColorScheme, clock: SceneClock,
                      control: ControlPresentation? = nil) -> (view: AnyView, size: CGSize) {
        // The render's pixels shown at the mock-up's scale: 1:1, or ×2 for StandBy.
        let bitmap = ResolvedImage.Bitmap(width: widget.width, height: widget.height, pixels: widget.pixels, scale: MockupFigures.scale)
        let image = Image(bitmap: bitmap)
        switch self {
        case .homeScreen: return (AnyView(HomeScreenScene(widget: image, family: family, scheme: scheme, style: .standard, clock: clock)), MockupFigures.screen)
        case .tintedHomeScreen: return (AnyView(HomeScreenScene(widget: image, family: family, scheme: .dark, style: .tinted, clock: clock)), MockupFigures.screen)
        case .clearHomeScreen: return (AnyView(HomeScreenScene(widget: image, family: family, scheme: .dark, style: .clear, clock: clock)), MockupFigures.screen)
        case .lockScreen: return (AnyView(LockScreenScene(widget: image, family: family, clock: clock)), MockupFigures.screen)
        case .standBy: return (AnyView(StandByScene(widget: image, clock: clock)), sceneSize)
        case .carPlay: return (AnyView(CarPlayScene(widget: image, clock: clock)), sceneSize)
        case .macDesktop: return (AnyView(MacDesktopScene(widget: image, family: family, inFront: true, scheme: .dark, clock: clock)), sceneSize)
        case .notificationCenter: return (AnyView(MacDesktopScene(widget: image, family: family, inFront: false, scheme: scheme, clock: clock)), sceneSize)
        case .watchFace, .infograph: return (AnyView(WatchFaceScene(complication: image, size: widget.stages.size, clock: clock)), sceneSize)
        case .watchSmartStack: return (AnyView(WatchFaceScene(complication: image, size: widget.stages.size, clock: clock, inSmartStack: true)), sceneSize)
        case .visionElevated, .visionRecessed:
            return (AnyView(VisionWallScene(widget: image, size: widget.stages.size, elevated: self == .visionElevated)), sceneSize)
        case .dynamicIsland:
            let size = CGSize(width: MockupFigures.screen.width, height: MockupFigures.islandTop + widget.stages.size.height + MockupFigures.islandSceneBelow)
            return (AnyView(IslandScene(island: image, islandSize: widget.stages.size, size: size, clock: clock)), size)
        case .lockScreenActivity:
            return (AnyView(LockScreenActivityScene(activity: image, activitySize: widget.stages.size, clock: clock)), MockupFigures.screen)
        case .standByActivity:
            // Rendered at twice the mock-up's scale and drawn at the mock-up's: twice its point size.
            let doubled = ResolvedImage.Bitmap(width: widget.width, height: widget.height, pixels: widget.pixels, scale: MockupFigures.scale)
            let size = CGSize(width: widget.stages.size.width * MockupFigures.standByActivityScale,
                              height: widget.stages.size.height * MockupFigures.standByActivityScale)
            return (AnyView(Image(bitmap: doubled).frame(width: size.width, height: size.height)
                .frame(width: MockupFigures.standBySize.width, height: MockupFigures.standBySize.height).background(Color.black)), MockupFigures.standBySize)
        case .controlCenter:
            return (AnyView(ControlCenterScene(control: image, controlSize: widget.stages.size, presentation: control ?? .small, clock: clock)), MockupFigures.screen)
        case .lockScreenControl:
            return (AnyView(LockScreenScene(widget: nil, family: .accessoryCircular, clock: clock, leadingButton: image)), MockupFigures.screen)
        }
    }
}

/// A stand-in wallpaper: soft color fields, in a light and a dark variant.
struct Wallpaper: View {
    let scheme: ColorScheme
    var body: some View {
        let light = scheme == .light
        ZStack {
            LinearGradient(colors: light ? [Color(red: 0.55, green: 0.72, blue: 0.96), Color(red: 0.96, green: 0.78, blue: 0.80)]
                                         : [Color(red: 0.07, green: 0.11, blue: 0.24), Color(red: 0.22, green: 0.08, blue: 0.27)],
                           startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [Color(red: 0.99, green: 0.62, blue: 0.42).opacity(light ? 0.75 : 0.45), .clear],
                           center: UnitPoint(x: 0.15, y: 0.78), startRadius: 0, endRadius: 330)
            RadialGradient(colors: [Color(red: 0.35, green: 0.55, blue: 1.0).opacity(light ? 0.6 : 0.5), .clear],
                           center: UnitPoint(x: 0.9, y: 0.25), startRadius: 0, endRadius: 300)
        }
    }
}

/// The status bar's time and indicators.
struct StatusBar: View {
    let width: CGFloat
    let clock: SceneClock
    /// The Lock Screen shows the big clock instead.
    var showsTime = true
    var body: some View {
        HStack {
            Text(verbatim: showsTime ? clock.time : "").font(.system(size: MockupFigures.statusTimeSize, weight: .semibold))
            Spacer()
            HStack(spacing: MockupFigures.statusIndicatorSpacing) {
                Image(systemName: "cellularbars")
                Image(systemName: "wifi")
                Image(systemName: "battery.100")
            }.font(.system(size: MockupFigures.statusIndicatorSize, weight: .semibold))
        }
        .foregroundStyle(.white)
        .padding(.horizontal, MockupFigures.statusSideInset)
        .frame(width: width)
        .offset(y: MockupFigures.statusTop)
    }
}

/// How the Home Screen draws icons and widgets: in full color, tinted (dark glass, the person's
/// tint) or clear (iOS 26's Liquid Glass: white glyphs on clear glass).
enum HomeScreenStyle {
    case standard, tinted, clear
}

/// An app icon with its label, in full color or in the tinted or clear Home Screen's style.
struct AppIcon: View {
    let symbol: String
    let label: String
    let color: Color
    let style: HomeScreenStyle
    var body: some View {
        let side = MockupFigures.iconSize
        let f = MockupFigures.self
        VStack(spacing: MockupFigures.iconLabelGap) {
            ZStack {
                switch style {
                case .standard:
                    RoundedRectangle(cornerRadius: side * f.iconCornerFraction, style: .continuous)
                        .fill(LinearGradient(colors: [color.opacity(0.85), color], startPoint: .top, endPoint: .bottom))
                case .tinted:
                    RoundedRectangle(cornerRadius: side * f.iconCornerFraction, style: .continuous).fill(Color(white: 0.14).opacity(0.9))
                case .clear:
                    RoundedRectangle(cornerRadius: side * f.iconCornerFraction, style: .continuous).fill(Color(white: f.clearGlassWhite).opacity(f.clearGlassOpacity))
                }
                Image(systemName: symbol).font(.system(size: MockupFigures.iconSymbolSize, weight: .medium))
                    .foregroundStyle(style == .tinted ? MockupFigures.homeScreenTint : .white)
            }
            .frame(width: side, height: side)
            Text(label).font(.system(size: MockupFigures.iconLabelSize, weight: .medium)).foregroundStyle(.white).lineLimit(1)
        }
        .frame(width: MockupFigures.columnWidth)
    }

    /// A fixed set of stand-in apps, so every mock-up shows the same screen.
    static let apps: [(String, String, Color)] = [
        ("envelope.fill", "Mail", Color(red: 0.13, green: 0.52, blue: 0.98)), ("calendar", "Calendar", Color(red: 0.95, green: 0.27, blue: 0.23)),
        ("photo.fill", "Photos", Color(red: 0.98, green: 0.62, blue: 0.16)), ("camera.fill", "Camera", Color(white: 0.45)),
        ("map.fill", "Maps", Color(red: 0.26, green: 0.74, blue: 0.36)), ("clock.fill", "Clock", Color(white: 0.12)),
        ("music.note", "Music", Color(red: 0.98, green: 0.24, blue: 0.38)), ("book.fill", "Books", Color(red: 0.98, green: 0.55, blue: 0.10)),
        ("folder.fill", "Files", Color(red: 0.20, green: 0.55, blue: 0.96)), ("heart.fill", "Health", Color(red: 0.99, green: 0.30, blue: 0.45)),
        ("gearshape.fill", "Settings", Color(white: 0.55)), ("cloud.sun.fill", "Weather", Color(red: 0.25, green: 0.60, blue: 0.98)),
        ("message.fill", "Messages", Color(red: 0.20, green: 0.80, blue: 0.35)), ("phone.fill", "Phone", Color(red: 0.22, green: 0.82, blue: 0.38)),
        ("note.text", "Notes", Color(red: 0.98, green: 0.80, blue: 0.20)), ("checklist", "Reminders", Color(red: 0.30, green: 0.45, blue: 0.95)),
        ("creditcard.fill", "Wallet", Color(white: 0.10)), ("chart.line.uptrend.xyaxis", "Stocks", Color(white: 0.16)),
        ("mic.fill", "Podcasts", Color(red: 0.62, green: 0.30, blue: 0.95)), ("cart.fill", "Store", Color(red: 0.10, green: 0.60, blue: 0.95)),
        ("car.fill", "Drive", Color(red: 0.15, green: 0.70, blue: 0.65)), ("house.fill", "Home", Color(red: 0.98, green: 0.58, blue: 0.12)),
        ("star.fill", "Favorites", Color(red: 0.95, green: 0.70, blue: 0.10)), ("square.and.pencil", "Journal", Color(red: 0.55, green: 0.35, blue: 0.85)),
    ]
}

/// The iPhone Home Screen: wallpaper, status bar, the widget at the grid's top-left, icons in the
/// cells it leaves free, and the dock. Tinted: veiled wallpaper, icons and the widget's platter in
/// the dark tinted style, the widget's accented render on it.
struct HomeScreenScene: View {
    let widget: Image
    let family: WidgetFamily
    let scheme: ColorScheme
    let style: HomeScreenStyle
    let clock: SceneClock

    /// Grid cells (columns × rows) a family covers.
    static func span(_ family: WidgetFamily) -> (columns: Int, rows: Int) {
        switch family {
        case .systemMedium: return (4, 2)
        case .systemLarge: return (4, 4)
        default: return (2, 2)
        }
    }

    var body: some View {
        let f = MockupFigures.self
        let (spanColumns, spanRows) = Self.span(family)
        let pitchX = f.columnWidth + f.columnGap, pitchY = f.rowHeight + f.rowGap
        let free = (0..<(f.rows * f.columns)).filter { $0 % f.columns >= spanColumns || $0 / f.columns >= spanRows }
        let size = DeviceProfile.iPhone430.size(of: family) ?? CGSize(width: 170, height: 170)
        let corner = DeviceProfile.iPhone430.containerCornerRadius(of: family)
        ZStack(alignment: .topLeading) {
            let tinted = style == .tinted
            Wallpaper(scheme: scheme).overlay(Color.black.opacity(style == .tinted ? f.tintedVeil : style == .clear ? f.clearVeil : 0))
            StatusBar(width: f.screen.width, clock: clock)
            ForEach(Array(free.enumerated()), id: \.offset) { k, cell in
                let app = AppIcon.apps[(k + 4) % AppIcon.apps.count]
                AppIcon(symbol: app.0, label: app.1, color: app.2, style: style)
                    .offset(x: f.gridLeft + CGFloat(cell % f.columns) * pitchX, y: f.gridTop + CGFloat(cell / f.columns) * pitchY)
            }
            // Tinted: the accented render (white groups) takes the person's tint, as iOS applies it.
            widget
                .colorMultiply(style == .tinted ? f.homeScreenTint : .white)
                .background(style == .tinted ? Color(white: f.tintedPlatterWhite).opacity(f.tintedPlatterOpacity)
                                : style == .clear ? Color(white: f.clearGlassWhite).opacity(f.clearGlassOpacity) : .clear,
                            in: RoundedRectangle(cornerRadius: corner, style: .continuous))
                .frame(width: size.width, height: size.height)
                .offset(x: f.gridLeft, y: f.gridTop)
            Label("Search", systemImage: "magnifyingglass")
                .font(.system(size: f.searchLabelSize, weight: .semibold)).foregroundStyle(.white)
                .padding(.horizontal, f.searchPadding).frame(height: f.searchHeight)
                .background(Color.white.opacity(tinted ? 0.12 : 0.28), in: Capsule())
                .frame(width: f.screen.width)
                .offset(y: f.screen.height - f.dockInset - f.dockHeight - f.searchGap - f.searchHeight)
            RoundedRectangle(cornerRadius: f.dockCorner, style: .continuous)
                .fill(Color.white.opacity(tinted ? 0.12 : 0.28))
                .frame(width: f.screen.width - 2 * f.dockInset, height: f.dockHeight)
                .offset(x: f.dockInset, y: f.screen.height - f.dockInset - f.dockHeight)
            HStack(spacing: f.columnGap) {
                ForEach(0..<4) { k in
                    let app = AppIcon.apps[k]
                    AppIcon(symbol: app.0, label: "", color: app.2, style: style).frame(height: f.iconSize, alignment: .top)
                }
            }
            .offset(x: f.gridLeft, y: f.screen.height - f.dockInset - f.dockHeight + (f.dockHeight - f.iconSize) / 2)
        }
        .frame(width: f.screen.width, height: f.screen.height, alignment: .topLeading)
        .environment(\.colorScheme, scheme)
    }
}

/// The Lock Screen: wallpaper, date (or the inline widget in its place), clock, and the accessory
/// widget under the clock in its vibrant rendering.
struct LockScreenScene: View {
    /// The accessory widget, or nil for a Lock Screen with only the clock (under a Live Activity).
    let widget: Image?
    let family: WidgetFamily
    let clock: SceneClock
    /// A control in the bottom-left corner instead of the flashlight.
    var leadingButton: Image? = nil

    var body: some View {
        let f = MockupFigures.self
        let size = DeviceProfile.iPhone430.size(of: family) ?? CGSize(width: 76, height: 76)
        // The corner buttons are as large as a control placed there.
        let button = ControlCenterFigures.lockScreenButton
        ZStack(alignment: .topLeading) {
            Wallpaper(scheme: .dark).overlay(Color.black.opacity(0.15))
            StatusBar(width: f.screen.width, clock: clock, showsTime: false)
            Group {
                if family == .accessoryInline, let widget {
                    widget.frame(width: size.width, height: size.height)
                } else {
                    Text(verbatim: clock.date).font(.system(size: f.lockDateSize, weight: .semibold)).foregroundStyle(.white.opacity(0.85))
                }
            }
            .frame(width: f.screen.width, height: f.lockDateHeight)
            .offset(y: f.lockDateTop)
            Text(verbatim: clock.time).font(.system(size: f.lockClockSize, weight: .bold)).foregroundStyle(.white.opacity(0.9))
                .frame(width: f.screen.width)
                .offset(y: f.lockClockTop)
            if family != .accessoryInline, let widget {
                widget.frame(width: size.width, height: size.height)
                    .frame(width: f.screen.width)
                    .offset(y: f.lockWidgetTop)
            }
            HStack {
                if let leadingButton {
                    leadingButton.frame(width: button, height: button)
                } else {
                    Circle().fill(Color.white.opacity(0.18)).frame(width: button, height: button)
                        .overlay(Image(systemName: "flashlight.on.fill").font(.system(size: f.lockButtonSymbolSize)).foregroundStyle(.white))
                }
                Spacer()
                Circle().fill(Color.white.opacity(0.18)).frame(width: button, height: button)
                    .overlay(Image(systemName: "camera.fill").font(.system(size: f.lockButtonSymbolSize)).foregroundStyle(.white))
            }
            .padding(.horizontal, f.lockButtonInset)
            .frame(width: f.screen.width)
            .offset(y: f.screen.height - f.lockButtonsBottom)
            Capsule().fill(Color.white).frame(width: f.homeIndicator.width, height: f.homeIndicator.height)
                .frame(width: f.screen.width)
                .offset(y: f.screen.height - f.homeIndicatorBottom)
        }
        .frame(width: f.screen.width, height: f.screen.height, alignment: .topLeading)
        .environment(\.colorScheme, .dark)
    }
}

/// StandBy: the phone on its side, black, the widget scaled up without its background on the left
/// and a clock in the second slot.
struct StandByScene: View {
    let widget: Image
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self
        let side = (DeviceProfile.iPhone430.size(of: .systemSmall)?.width ?? 170) * f.standByWidgetScale
        HStack(spacing: f.standByGap) {
            widget.frame(width: side, height: side)
            Text(verbatim: clock.time).font(.system(size: f.standByClockSize, weight: .bold, design: .rounded)).foregroundStyle(.white.opacity(0.92))
                .frame(width: side, height: side)
        }
        .frame(width: f.standBySize.width, height: f.standBySize.height)
        .background(Color.black)
        .environment(\.colorScheme, .dark)
    }
}

/// CarPlay's dashboard: the status column (time, stand-in app icons) on the left, then the widget
/// and a stand-in second widget on dark cards. Every figure is EST (MockupFigures).
struct CarPlayScene: View {
    let widget: Image
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self
        let side = DeviceProfile.iPhone430.size(of: .systemSmall)?.width ?? 170
        HStack(spacing: f.carPlayGap) {
            VStack(spacing: 18) {
                Text(verbatim: clock.time).font(.system(size: 17, weight: .semibold)).foregroundStyle(.white)
                ForEach(0..<3, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 10).fill(Color.white.opacity(0.18 - Double(i) * 0.04)).frame(width: 44, height: 44)
                }
                Spacer(minLength: 0)
            }
            .padding(.vertical, 16)
            .frame(width: f.carPlayStatusWidth)
            .background(Color.white.opacity(0.06))
            widget.frame(width: side, height: side)
                .background(Color(white: f.carPlayCardWhite), in: RoundedRectangle(cornerRadius: f.carPlayCardCorner))
            RoundedRectangle(cornerRadius: f.carPlayCardCorner).fill(Color(white: f.carPlayCardWhite)).frame(width: side, height: side)
            Spacer(minLength: 0)
        }
        .frame(width: f.carPlaySize.width, height: f.carPlaySize.height, alignment: .leading)
        .background(Color.black)
        .environment(\.colorScheme, .dark)
    }
}

/// A corner of the Mac desktop: the menu bar over the wallpaper, then either the widget at the top
/// left beside a stand-in window in front (the vibrant render on a faint tile), or Notification
/// Center's column at the right with the widget in full colour. Figures EST (MockupFigures).
struct MacDesktopScene: View {
    let widget: Image
    let family: WidgetFamily
    let inFront: Bool
    let scheme: ColorScheme
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self
        let size = DeviceProfile.mac.size(of: family) ?? CGSize(width: 170, height: 170)
        let radius = DeviceProfile.mac.containerCornerRadius(of: family)
        ZStack(alignment: .topLeading) {
            Wallpaper(scheme: scheme)
            if inFront {
                widget.frame(width: size.width, height: size.height)
                    .background(Color.white.opacity(f.macTileWhite), in: RoundedRectangle(cornerRadius: radius, style: .continuous))
                    .offset(x: f.macInset, y: f.macMenuBarHeight + f.macInset)
                MacWindow(scheme: scheme)
                    .frame(width: f.macDesktopSize.width - size.width - 3 * f.macInset, height: f.macDesktopSize.height - f.macMenuBarHeight - 2 * f.macInset)
                    .offset(x: size.width + 2 * f.macInset, y: f.macMenuBarHeight + f.macInset)
            } else {
                widget.frame(width: size.width, height: size.height)
                    .offset(x: f.macDesktopSize.width - size.width - f.macNotificationInset, y: f.macMenuBarHeight + f.macNotificationInset)
            }
            HStack(spacing: 18) {
                Text("Finder").fontWeight(.bold)
                Text("File")
                Text("Edit")
                Spacer()
                Text(verbatim: clock.menuBar)
            }
            .font(.system(size: 13))
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .frame(width: f.macDesktopSize.width, height: f.macMenuBarHeight)
            .background(Color.black.opacity(f.macMenuBarBlack))
        }
        .frame(width: f.macDesktopSize.width, height: f.macDesktopSize.height, alignment: .topLeading)
        .environment(\.colorScheme, scheme)
    }
}

/// A stand-in app window: a title bar with its three buttons over an empty document.
struct MacWindow: View {
    let scheme: ColorScheme
    var body: some View {
        let dark = scheme == .dark
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                Circle().fill(Color(red: 1, green: 0.37, blue: 0.34)).frame(width: 12, height: 12)
                Circle().fill(Color(red: 1, green: 0.74, blue: 0.18)).frame(width: 12, height: 12)
                Circle().fill(Color(red: 0.16, green: 0.79, blue: 0.25)).frame(width: 12, height: 12)
                Spacer()
            }
            .padding(.horizontal, 12)
            .frame(height: 28)
            .background(Color(white: dark ? 0.22 : 0.92))
            Color(white: dark ? 0.16 : 0.99)
        }
        .clipShape(RoundedRectangle(cornerRadius: MockupFigures.macWindowCorner, style: .continuous))
        .shadow(color: .black.opacity(0.35), radius: 12, y: 6)
    }
}

/// The top of the phone with a Live Activity in the Dynamic Island: wallpaper, the status bar's
/// time and indicators either side of the island.
struct IslandScene: View {
    let island: Image
    let islandSize: CGSize
    let size: CGSize
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self
        ZStack(alignment: .topLeading) {
            Wallpaper(scheme: .dark)
            StatusBar(width: f.screen.width, clock: clock)
            island.frame(width: islandSize.width, height: islandSize.height)
                .frame(width: f.screen.width)
                .offset(y: f.islandTop)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.colorScheme, .dark)
    }
}

/// The Lock Screen with a Live Activity near the bottom, above the flashlight and camera.
struct LockScreenActivityScene: View {
    let activity: Image
    let activitySize: CGSize
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self
        ZStack(alignment: .topLeading) {
            LockScreenScene(widget: nil, family: .accessoryCircular, clock: clock)
            activity.frame(width: activitySize.width, height: activitySize.height)
                .frame(width: f.screen.width)
                .offset(y: f.screen.height - f.lockActivityBottom - activitySize.height)
        }
        .frame(width: f.screen.width, height: f.screen.height, alignment: .topLeading)
    }
}

/// Control Center: the dimmed wallpaper, a few stand-in system modules, and the control in the
/// first free place of the grid (modules and gaps from ControlCenterFigures).
struct ControlCenterScene: View {
    let control: Image
    let controlSize: CGSize
    let presentation: ControlPresentation
    let clock: SceneClock

    var body: some View {
        let f = MockupFigures.self, c = ControlCenterFigures.self
        let left = (f.screen.width - (4 * c.module + 3 * c.gap)) / 2
        let pitch = c.module + c.gap
        let platter = Color(red: c.platter.red, green: c.platter.green, blue: c.platter.blue)
        let block = c.size(of: .large)
        func module(_ symbol: String, on: Bool, tint: Color = .blue) -> some View {
            Image(systemName: symbol).font(.system(size: c.symbolSize, weight: .semibold)).foregroundStyle(.white)
                .frame(width: c.module, height: c.module)
                .background(on ? tint : platter, in: Circle())
        }
        return ZStack(alignment: .topLeading) {
            Wallpaper(scheme: .dark).overlay(Color.black.opacity(0.55))
            StatusBar(width: f.screen.width, clock: clock, showsTime: false)
            // Row 1: connectivity (2 × 2) and media (2 × 2) blocks.
            RoundedRectangle(cornerRadius: c.largeCorner, style: .continuous).fill(platter)
                .frame(width: block.width, height: block.height)
                .overlay(VStack(spacing: c.gap) {
                    HStack(spacing: c.gap) { module("airplane", on: false); module("antenna.radiowaves.left.and.right", on: true, tint: .green) }
                    HStack(spacing: c.gap) { module("wifi", on: true); module("bluetooth", on: true) }
                })
                .offset(x: left, y: f.gridTop)
            RoundedRectangle(cornerRadius: c.largeCorner, style: .continuous).fill(platter)
                .frame(width: block.width, height: block.height)
                .overlay(VStack(spacing: 6) {
                    Image(systemName: "music.note").font(.system(size: 28)).foregroundStyle(.white.opacity(0.6))
                    Text("Not Playing").font(.system(size: 13, weight: .semibold)).foregroundStyle(.white.opacity(0.6))
                })
                .offset(x: left + 2 * pitch, y: f.gridTop)
            // Row 3: two system modules, then the control.
            module("flashlight.on.fill", on: false).offset(x: left, y: f.gridTop + 2 * pitch)
            module("moon.fill", on: false).offset(x: left + pitch, y: f.gridTop + 2 * pitch)
            control.frame(width: controlSize.width, height: controlSize.height)
                .offset(x: left + 2 * pitch, y: f.gridTop + 2 * pitch)
        }
        .frame(width: f.screen.width, height: f.screen.height, alignment: .topLeading)
        .environment(\.colorScheme, .dark)
    }
}

/// A 45 mm watch: the case around the screen, the face black, the complication's cell — already
/// its part of the face, corner or top half — at the top left, and the time in the face's middle;
/// or the Smart Stack: the time small at the top right, the widget's card under it.
struct WatchFaceScene: View {
    let complication: Image
    /// The cell's size in points.
    let size: CGSize
    let clock: SceneClock
    /// The Smart Stack instead of the face: the time small at the top, the widget's card under it.
    var inSmartStack = false
    static let face = DeviceProfile.watch45.watchFace ?? WatchFace(screen: CGSize(width: 198, height: 242), imageSide: 38, labeledImageSide: 24, textSize: 12, circularSide: 50)
    static var size: CGSize {
        CGSize(width: face.screen.width + 2 * MockupFigures.watchCaseWidth, height: face.screen.height + 2 * MockupFigures.watchCaseWidth)
    }

    var body: some View {
        let f = MockupFigures.self, face = Self.face
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: face.screenCornerRadius + f.watchCaseWidth, style: .continuous).fill(Color(white: f.watchCaseWhite))
            ZStack(alignment: .topLeading) {
                Color.black
                if inSmartStack {
                    VStack(spacing: f.watchStackGap) {
                        Text(verbatim: clock.time).font(.system(size: f.watchStackTimeSize, weight: .semibold, design: .rounded)).foregroundStyle(.white)
                            .frame(maxWidth: .infinity, alignment: .trailing)
                        complication.frame(width: size.width, height: size.height)
                            .clipShape(RoundedRectangle(cornerRadius: f.watchStackCardCorner, style: .continuous))
                    }
                    .padding(.horizontal, (face.screen.width - size.width) / 2)
                    .padding(.top, f.watchStackTop)
                } else {
                    complication.frame(width: size.width, height: size.height)
                    // The time in the middle of the face, over the complication's cell (which is face too).
                    Text(verbatim: clock.time).font(.system(size: f.watchTimeSize, weight: .medium, design: .rounded)).foregroundStyle(.white)
                        .frame(width: face.screen.width, height: face.screen.height)
                }
            }
            .frame(width: face.screen.width, height: face.screen.height, alignment: .topLeading)
            .clipShape(RoundedRectangle(cornerRadius: face.screenCornerRadius, style: .circular))
            .offset(x: f.watchCaseWidth, y: f.watchCaseWidth)
        }
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        .environment(\.colorScheme, .dark)
    }
}

/// A wall in a room (visionOS): the wall in the colour a recessed portal is cut into, the floor's
/// edge below, and the mounted widget's cell — frame or wall included — centred, an elevated one
/// casting a soft shadow. Figures EST (MockupFigures, VisionFigures).
struct VisionWallScene: View {
    let widget: Image
    let size: CGSize
    /// An elevated widget stands off the wall and casts a shadow; a recessed one is in it.
    let elevated: Bool

    var body: some View {
        let f = MockupFigures.self
        ZStack {
            VStack(spacing: 0) {
                Color(red: VisionFigures.wall.red, green: VisionFigures.wall.green, blue: VisionFigures.wall.blue)
                LinearGradient(colors: [Color(white: f.visionFloorWhite.top), Color(white: f.visionFloorWhite.bottom)],
                               startPoint: .top, endPoint: .bottom).frame(height: f.visionFloorHeight)
            }
            widget.frame(width: size.width, height: size.height)
                .shadow(color: .black.opacity(elevated ? f.visionShadowOpacity : 0), radius: f.visionShadowRadius, y: f.visionShadowRadius / 2)
                .offset(y: -f.visionFloorHeight / 2)
        }
        .frame(width: f.visionWallSize.width, height: f.visionWallSize.height)
    }
}
