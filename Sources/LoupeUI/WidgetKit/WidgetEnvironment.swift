import Foundation

struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
/// The entry's date: "now" for everything time-dependent. Outside a timeline, Loupe's default now
/// (a render passes its own), so renders of plain views are deterministic.
struct RenderDateKey: EnvironmentKey { static let defaultValue = LoupeClock.defaultNow }

extension EnvironmentValues {
    public var widgetFamily: WidgetFamily { get { self[WidgetFamilyKey.self] } set { self[WidgetFamilyKey.self] = newValue } }
    /// Reading it is noted (`EnvironmentReads`): a tree that never read it looks the same in every
    /// mode, and a matrix lays it out once for a cell's three modes.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[EnvironmentReadsKey.self]?.renderingMode = true; return self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Reading it is noted too (`EnvironmentReads`): it is the other value a widget's modes set apart.
    public var showsWidgetContainerBackground: Bool {
        get { self[EnvironmentReadsKey.self]?.showsContainerBackground = true; return self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    public var widgetContentMargins: EdgeInsets { get { self[WidgetContentMarginsKey.self] } set { self[WidgetContentMarginsKey.self] = newValue } }
    public var isLuminanceReduced: Bool { get { self[IsLuminanceReducedKey.self] } set { self[IsLuminanceReducedKey.self] = newValue } }
    /// Loupe's "now": the date of the timeline entry being rendered.
    public var renderDate: Date { get { self[RenderDateKey.self] } set { self[RenderDateKey.self] = newValue } }
}

/// Where a container background goes; widgets have one placement.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

struct ContainerBackgroundModifier: NodeModifier {
    let content: (ResolveContext) -> [ResolvedNode]
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode {
        .layout(.containerBackground(content(context)), node)
    }
}

extension View {
    /// The widget's background, drawn behind the whole container (margins included) and removed
    /// where the system removes backgrounds (accented and vibrant modes, StandBy).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier { context in
            [.shape(ResolvedShape(Rectangle(), drawing: .fill(style._resolvePaint(in: context.environment), eoFill: false), environment: context.environment))]
        })
    }

    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return modifier(ContainerBackgroundModifier { context in
            [.zStack(alignment: alignment, children: context.resolve(view))]
        })
    }

    /// Puts this view in the accent group: in the accented mode it takes the accent color.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(EffectModifier { _ in .widgetAccentable(accentable) })
    }
}

/// The translucent backdrop of Lock Screen accessory widgets; empty in other families.
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family
    public init() {}
    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            Circle().fill(Color.white.opacity(WidgetFigures.accessoryBackgroundOpacity))
        case .accessoryRectangular:
            RoundedRectangle(cornerRadius: WidgetFigures.accessoryRectangularCornerRadius, style: .continuous)
                .fill(Color.white.opacity(WidgetFigures.accessoryBackgroundOpacity))
        default:
            EmptyView()
        }
    }
}
