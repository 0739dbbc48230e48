import Foundation

// Where a widget shows and how it is mounted: the WidgetKit vocabulary for locations, watch labels
// and groups, and visionOS textures (issue #17). What the system decides on a device — a label
// along a watch bezel, a texture in a room — is recorded here and drawn by the place's cell (the
// watch face's container in WatchFace.swift, visionOS's coating and mounting in Loupe's
// VisionPresentation), so widget code that uses it compiles unchanged and renders as it would there.

/// A place a widget appears (`disfavoredLocations(_:for:)`, `\.widgetLocation`).
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }

    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let smartStack = WidgetLocation(name: "smartStack")
    public static let carPlay = WidgetLocation(name: "carPlay")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let watchFace = WidgetLocation(name: "watchFace")
}

extension WidgetLocation {
    /// Where the system shows a family (the WidgetKit guide's families table): system families on
    /// the Home Screen; small ones also in StandBy and CarPlay (iOS 26); small, medium and large as
    /// iPhone widgets on Mac; Lock Screen accessories also on watch faces, rectangular ones in the
    /// watch's Smart Stack; the corner on watch faces only. visionOS's portrait family has no location.
    public static func places(of family: WidgetFamily) -> [WidgetLocation] {
        switch family {
        case .systemSmall: [.homeScreen, .standBy, .carPlay, .iPhoneWidgetsOnMac]
        case .systemMedium, .systemLarge: [.homeScreen, .iPhoneWidgetsOnMac]
        case .systemExtraLarge: [.homeScreen]
        case .accessoryCircular, .accessoryInline: [.lockScreen, .watchFace]
        case .accessoryRectangular: [.lockScreen, .watchFace, .smartStack]
        case .accessoryCorner: [.watchFace]
        default: []
        }
    }

    static let order: [WidgetLocation] = [.homeScreen, .lockScreen, .standBy, .smartStack, .carPlay, .iPhoneWidgetsOnMac, .watchFace]
}

extension WidgetDescription {
    /// The places the widget can show, from its families, less those it disfavours for every
    /// family that would take it there.
    public var places: [WidgetLocation] {
        // A relevance widget exists only in the watch's Smart Stack.
        if isWatchOnly { return [.smartStack] }
        return WidgetLocation.order.filter { location in
            supportedFamilies.contains { WidgetLocation.places(of: $0).contains(location) && !(disfavoredLocations[location]?.contains($0) ?? false) }
        }
    }
}

extension WidgetDescription {
    /// How visionOS can show the widget — it shows every system family, a compatible iPhone or iPad
    /// app's widgets too — nil if it has none: its mountings (elevated by default) and its texture
    /// (glass by default).
    public var visionOS: (mountings: [WidgetMountingStyle], texture: WidgetTexture)? {
        guard !isWatchOnly, supportedFamilies.contains(where: \.isSystem) else { return nil }
        return (mountingStyles.isEmpty ? [.elevated] : mountingStyles, texture ?? .glass)
    }
}

/// A visionOS widget's material (`widgetTexture(_:)`).
public struct WidgetTexture: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let glass = WidgetTexture(name: "glass")
    public static let paper = WidgetTexture(name: "paper")
}

/// How a visionOS widget sits on a wall or a table (`supportedMountingStyles(_:)`).
public struct WidgetMountingStyle: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let elevated = WidgetMountingStyle(name: "elevated")
    public static let recessed = WidgetMountingStyle(name: "recessed")
}

/// How much detail a visionOS widget shows: `.simplified` from a distance (`\.levelOfDetail`).
public struct LevelOfDetail: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let `default` = LevelOfDetail(name: "default")
    public static let simplified = LevelOfDetail(name: "simplified")
}

struct WidgetLocationKey: EnvironmentKey { static let defaultValue = WidgetLocation.homeScreen }
struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }
struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Where the widget is shown: the Home Screen for system families, the Lock Screen for
    /// accessory families on iPhone, StandBy in a StandBy cell (set by the cell).
    public var widgetLocation: WidgetLocation { get { self[WidgetLocationKey.self] } set { self[WidgetLocationKey.self] = newValue } }
    /// Whether the place shows the widget's `widgetLabel` (watch faces); false on iPhone, where
    /// accessory widgets have no label.
    public var showsWidgetLabel: Bool { get { self[ShowsWidgetLabelKey.self] } set { self[ShowsWidgetLabelKey.self] = newValue } }
    /// visionOS: `.simplified` when the person is far away; `.default` here.
    public var levelOfDetail: LevelOfDetail { get { self[LevelOfDetailKey.self] } set { self[LevelOfDetailKey.self] = newValue } }
    /// A Live Activity's size class: `.small` on the watch and in CarPlay, `.medium` on iPhone.
    public var activityFamily: ActivityFamily { get { self[ActivityFamilyKey.self] } set { self[ActivityFamilyKey.self] = newValue } }
    /// Whether a Live Activity fills the screen (StandBy); false in Loupe's presentations.
    public var isActivityFullscreen: Bool { get { self[IsActivityFullscreenKey.self] } set { self[IsActivityFullscreenKey.self] = newValue } }
}

extension WidgetConfiguration {
    /// Places the system should not offer the widget in, per family: recorded in the description.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { description in
            for location in locations { description.disfavoredLocations[location, default: []].formUnion(families) }
        }
    }
    /// visionOS: the widget's coating — glass (the default) or paper; drawn over visionOS cells.
    public func widgetTexture(_ texture: WidgetTexture) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.texture = texture }
    }
    /// visionOS: how the widget may be mounted — elevated (the default) and, if listed, recessed;
    /// the `elevated` and `recessed` places draw each.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.mountingStyles = styles }
    }
    public func configurationDisplayName(_ name: Text) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = name.plainText }
    }
    public func description(_ text: Text) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.summary = text.plainText }
    }
}

extension View {
    /// The label a watch face shows with an accessory widget: along the inside of the curve for
    /// a corner complication (the content shrinks to make room). Places that show no labels — the
    /// iPhone Lock Screen, a watch's Smart Stack — ignore it (`\.showsWidgetLabel` is false there).
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { modifier(WidgetLabelModifier(label: AnyView(Text(label)))) }
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { modifier(WidgetLabelModifier(label: AnyView(Text(label)))) }
    public func widgetLabel(_ label: Text) -> some View { modifier(WidgetLabelModifier(label: AnyView(label))) }
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { modifier(WidgetLabelModifier(label: AnyView(label()))) }
    /// A corner complication's text bent along the outside of the face's curve (its label on the
    /// inside); where no label can show, as is.
    public func widgetCurvesContent(_ curves: Bool = true) -> some View { modifier(CurvesContentModifier(curves: curves)) }
    /// How an `AccessoryWidgetGroup` frames each of its items.
    public func accessoryWidgetGroupStyle(_ style: AccessoryWidgetGroupStyle) -> some View { environment(\.accessoryWidgetGroupStyle, style) }
}

/// How an `AccessoryWidgetGroup` frames each item.
public struct AccessoryWidgetGroupStyle: Hashable, Sendable {
    let name: String
    public static let automatic = AccessoryWidgetGroupStyle(name: "automatic")
    public static let circular = AccessoryWidgetGroupStyle(name: "circular")
    public static let roundedSquare = AccessoryWidgetGroupStyle(name: "roundedSquare")
}

struct AccessoryWidgetGroupStyleKey: EnvironmentKey { static let defaultValue = AccessoryWidgetGroupStyle.automatic }
extension EnvironmentValues {
    var accessoryWidgetGroupStyle: AccessoryWidgetGroupStyle {
        get { self[AccessoryWidgetGroupStyleKey.self] } set { self[AccessoryWidgetGroupStyleKey.self] = newValue }
    }
}

/// A titled row of up to three small items in an accessory widget (watchOS 10+): the label on
/// top, the items beside each other below, each centred on a circle (or a rounded square, as the
/// group's style says) in the accessory background's fill. Figures: `WidgetFigures` (EST).
public struct AccessoryWidgetGroup<GroupLabel: View, Content: View>: View {
    let label: GroupLabel
    let content: Content

    public init(@ViewBuilder label: () -> GroupLabel, @ViewBuilder content: () -> Content) {
        (self.label, self.content) = (label(), content())
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: WidgetFigures.accessoryGroupLabelGap) {
            label.font(.headline)
            AccessoryGroupItems(content: content)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The group's items in a row, each framed on its own circle or rounded square: the one place
/// a view wraps each of its content's views, so it resolves them itself.
struct AccessoryGroupItems<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let f = WidgetFigures.self
        let fill = Color.white.opacity(f.accessoryBackgroundOpacity)
        let backdrop = context.environment.accessoryWidgetGroupStyle == .roundedSquare
            ? context.resolve(RoundedRectangle(cornerRadius: f.accessoryGroupItemCorner, style: .continuous).fill(fill))
            : context.resolve(Circle().fill(fill))
        let items = context.resolve(content).map { item -> ResolvedNode in
            .secondary(.background, alignment: .center,
                       base: .layout(.frame(width: f.accessoryGroupItemSide, height: f.accessoryGroupItemSide, alignment: .center), item),
                       content: backdrop)
        }
        return [.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: f.accessoryGroupItemSpacing, children: items)]
    }
}

extension AccessoryWidgetGroup where GroupLabel == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(label: { Text(title) }, content: content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(label: { Text(title) }, content: content) }
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, @ViewBuilder content: () -> Content) { self.init(label: { Text(title.localizedKey) }, content: content) }
}

extension AccessoryWidgetGroup where GroupLabel == Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title, systemImage: systemImage) }, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title, systemImage: systemImage) }, content: content)
    }
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title.localizedKey, systemImage: systemImage) }, content: content)
    }
    public init(_ title: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title: { Text(title) }, icon: { Image(image) }) }, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title: { Text(title) }, icon: { Image(image) }) }, content: content)
    }
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: { Label(title: { Text(title.localizedKey) }, icon: { Image(image) }) }, content: content)
    }
}

/// The Live Activity families the system may ask for (watch, CarPlay: `.small`); iPhone's `.medium`.
public struct SupportedActivityFamiliesEnvironmentKey: EnvironmentKey {
    public static let defaultValue: [ActivityFamily] = [.medium]
}
