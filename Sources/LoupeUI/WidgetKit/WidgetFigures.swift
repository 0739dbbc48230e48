import Foundation

/// Widget container figures that are not per-device sizes: the one table, with sources.
/// (Family sizes, scales and corner radii per device are in Loupe's DeviceProfile table.)
public enum WidgetFigures {
    /// Default content margins of the system families on iPhone (facts.md §1g: HIG 16 pt, CONFIRMED
    /// as the standard margin; EST as the `widgetContentMargins` value).
    public static let systemMargin: CGFloat = 16
    /// Lock Screen accessory families have no default margins on iPhone (facts.md §1g, 3P).
    public static let accessoryMargin: CGFloat = 0
    /// watchOS rectangular margins (facts.md §1g, 3P).
    public static let watchRectangularMargin: CGFloat = 7
    /// The Mac desktop's "smaller margins" (facts.md §1g: CONFIRMED qualitative, no number given):
    /// the HIG's tight margin, 11 pt, EST.
    public static let macMargin: CGFloat = 11
    /// AccessoryWidgetBackground: translucent white, 15–25 % (facts.md §6, EST): the middle.
    public static let accessoryBackgroundOpacity = 0.2
    /// AccessoryWidgetBackground's corner in the rectangular family (EST, from Lock Screen renders).
    public static let accessoryRectangularCornerRadius: CGFloat = 12
    /// `AccessoryWidgetGroup` (watchOS): its label this far above its items, each item on a circle
    /// (or a rounded square of this corner) of this side, the items this far apart. EST: Apple
    /// publishes no figures; sized so three items and the label fill the 45 mm Smart Stack widget.
    public static let accessoryGroupLabelGap: CGFloat = 4
    public static let accessoryGroupItemSide: CGFloat = 36
    public static let accessoryGroupItemSpacing: CGFloat = 6
    public static let accessoryGroupItemCorner: CGFloat = 8
    /// The default container background in dark mode: the "elevated" system background, as widgets
    /// sit above the wallpaper (facts.md §5c/§5d, EST). Light mode uses systemBackground (white).
    public static let darkContainerBackground = RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
    /// What iOS 17 and later draw in place of a widget that declares no container background
    /// (issue #13 item 9; the words are the system's). Its type and color are EST: centred caption
    /// text in the secondary label color, as screenshots of the message show it.
    public static let adoptContainerBackgroundMessage = "Please adopt containerBackground API"
    /// The start of the warning a widget with no container background gets (read by `loupe review`).
    public static let noContainerBackgroundWarning = "the widget has no .containerBackground(for: .widget)"
    /// The identifier of the node whose frame holds the content margins (the widget's content sits
    /// inside it, inset by the family's margins).
    public static let contentMarginsIdentifier = "loupe.content-margins"
    /// The identifier of the node that draws the system's platter and the widget's container
    /// background behind the content (the background layer's node; its base is the content).
    public static let containerBackgroundIdentifier = "loupe.container-background"
}
