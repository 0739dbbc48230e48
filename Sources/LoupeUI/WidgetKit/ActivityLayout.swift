import Foundation

/// Every figure of the Live Activity presentations, with its source (facts.md §2). The CONFIRMED
/// ones are the HIG's for the 430 × 932 iPhone; the rest are estimates, kept here and nowhere else.
public enum ActivityFigures {
    /// Compact and minimal island width (CONFIRMED, Pro Max / Plus class).
    public static let compactIslandWidth: CGFloat = 250
    /// Compact and minimal height (CONFIRMED: 36.67, which is 110 px at @3x: the HIG's figures
    /// with two decimals are thirds of a point, so they are kept exact).
    public static let compactHeight: CGFloat = 110.0 / 3
    /// Compact leading and trailing regions (CONFIRMED: 62.33 × 36.67, 187 × 110 px at @3x).
    public static let compactRegionWidth: CGFloat = 187.0 / 3
    /// The sensor housing between the compact regions, derived: 250 − 2 × 62.33 = 125.34.
    public static var sensorWidth: CGFloat { compactIslandWidth - 2 * compactRegionWidth }
    /// Minimal presentation width (CONFIRMED range 36.67–45): a circle, wider for wider content.
    public static let minimalWidthRange: ClosedRange<CGFloat> = (110.0 / 3)...45
    public static var minimalWidth: CGFloat { minimalWidthRange.lowerBound }
    /// Space kept either side of minimal content before the island widens (EST).
    public static let minimalInset: CGFloat = 6
    /// Expanded island and Lock Screen width (CONFIRMED: 408 on the 430 pt screen).
    public static let width: CGFloat = 408
    /// Expanded and Lock Screen heights (CONFIRMED: 84–160; the system truncates above 160).
    public static let heightRange: ClosedRange<CGFloat> = 84...160
    /// The island's corner radius (CONFIRMED: 44, matching the TrueDepth camera).
    public static let islandCornerRadius: CGFloat = 44

    /// Expanded content margins (EST: not published; the documentation's override example uses 8).
    public static let expandedHorizontalMargin: CGFloat = 20
    public static let expandedVerticalMargin: CGFloat = 12
    /// Between the expanded rows and columns, and between stacked regions of one position (EST).
    public static let expandedSpacing: CGFloat = 8
    public static let expandedStackSpacing: CGFloat = 4
    /// The Lock Screen presentation's corner (EST, from screenshots).
    public static let lockScreenCornerRadius: CGFloat = 24
    /// Lock Screen default backgrounds (CONFIRMED: light in light appearance, dark in dark; EST values).
    public static let lockScreenLight = RGBA(red: 0.96, green: 0.96, blue: 0.97)
    public static let lockScreenDark = RGBA(red: 0.11, green: 0.11, blue: 0.12)
    /// The key line drawn around the island in dark mode (CONFIRMED; width and default color EST).
    public static let keylineWidth: CGFloat = 1
    public static let keylineDefault = RGBA(red: 1, green: 1, blue: 1, alpha: 0.18)
    /// The island is black and opaque (CONFIRMED).
    public static let islandColor = RGBA(red: 0, green: 0, blue: 0)
}

/// The Lock Screen presentation: the activity's content, vertically centred on the system's
/// background (or its `activityBackgroundTint`), clipped to the presentation's corners.
public struct LockScreenActivityContainer: View, PrimitiveView {
    let content: AnyView
    public init(content: AnyView) { self.content = content }
    public var body: Never { primitiveBody() }

    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        var background: [ResolvedNode]?
        let nodes = WidgetContainer.extractBackground(from: context.resolve(content), into: &background)
        let body: ResolvedNode = nodes.count == 1 ? nodes[0] : .zStack(alignment: .center, children: nodes)
        let filled: ResolvedNode = .layout(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                                minHeight: nil, idealHeight: nil, maxHeight: .infinity), alignment: .center), body)
        let system = context.environment.colorScheme == .dark ? ActivityFigures.lockScreenDark : ActivityFigures.lockScreenLight
        let layers: [ResolvedNode] = background ?? [.shape(ResolvedShape(Rectangle(), drawing: .fill(.color(system), eoFill: false)))]
        let composed: ResolvedNode = .secondary(.background, alignment: .center, base: filled, content: layers)
        let corner = RoundedRectangle(cornerRadius: ActivityFigures.lockScreenCornerRadius, style: .continuous)
        return [.effect(.clip(ResolvedShape(corner, drawing: .fill(.color(.clear), eoFill: false))), composed)]
    }
}

/// The Dynamic Island's three presentations, drawn as the system draws them: black, with the key
/// line in dark mode; content in the dark appearance.
public struct DynamicIslandView: View {
    public enum Presentation { case compact, minimal, expanded }
    let island: DynamicIsland
    let presentation: Presentation
    /// Expanded regions (indices into `island.expanded`) placed below the sensor housing because
    /// they are `.belowIfTooWide` and wider than their side (measured by the engine).
    let below: Set<Int>
    @Environment(\.colorScheme) private var scheme

    public init(_ island: DynamicIsland, presentation: Presentation, below: Set<Int> = []) {
        self.island = island
        self.presentation = presentation
        self.below = below
    }

    /// The width beside the sensor housing for a leading or trailing region.
    public static func sideWidth(of island: DynamicIsland) -> CGFloat {
        let f = ActivityFigures.self
        let margins = island.contentMargins[.expanded]
        func inset(_ edge: Edge.Set) -> CGFloat { margins.map { $0.edges.contains(edge) ? $0.length : f.expandedHorizontalMargin } ?? f.expandedHorizontalMargin }
        return (f.width - inset(.leading) - inset(.trailing) - f.sensorWidth) / 2 - f.expandedSpacing
    }

    public var body: some View {
        let f = ActivityFigures.self
        Group {
            switch presentation {
            case .compact:
                HStack(spacing: 0) {
                    region(island.compactLeading, mode: .compactLeading).frame(width: f.compactRegionWidth, height: f.compactHeight)
                    Spacer(minLength: 0)
                    region(island.compactTrailing, mode: .compactTrailing).frame(width: f.compactRegionWidth, height: f.compactHeight)
                }
                .frame(width: f.compactIslandWidth, height: f.compactHeight)
                .background(shape(Capsule()))
            case .minimal:
                // A circle, widening to a capsule (at most 45 pt) for wider content.
                region(island.minimal, mode: .minimal)
                    .padding(.horizontal, f.minimalInset)
                    .frame(minWidth: f.minimalWidthRange.lowerBound, maxWidth: f.minimalWidthRange.upperBound, minHeight: f.compactHeight, maxHeight: f.compactHeight)
                    .background(shape(Capsule()))
            case .expanded:
                expanded
                    .frame(width: f.width, alignment: .top)
                    .background(shape(RoundedRectangle(cornerRadius: f.islandCornerRadius, style: .continuous)))
            }
        }
        .widgetURL(island.url)
        .environment(\.colorScheme, .dark)
    }

    /// The island's black shape, with the key line when the person's appearance is dark.
    private func shape<S: Shape>(_ outline: S) -> some View {
        ZStack {
            outline.fill(Color(red: ActivityFigures.islandColor.red, green: ActivityFigures.islandColor.green, blue: ActivityFigures.islandColor.blue))
            if scheme == .dark {
                outline.stroke(island.keylineTintColor ?? Color(red: 1, green: 1, blue: 1, opacity: ActivityFigures.keylineDefault.alpha),
                               lineWidth: ActivityFigures.keylineWidth)
            }
        }
    }

    private func region(_ content: AnyView, mode: DynamicIslandMode) -> some View {
        let margins = island.contentMargins[mode]
        return content.padding(margins?.edges ?? [], margins?.length ?? 0)
    }

    /// The regions at a position, beside the housing (`movedBelow` false) or moved below it.
    private func regions(_ position: DynamicIslandExpandedRegionPosition, movedBelow: Bool = false) -> [DynamicIslandRegion] {
        island.expanded.enumerated().filter { $0.element.position == position && below.contains($0.offset) == movedBelow }.map(\.element)
    }

    /// Leading and trailing beside the sensor housing, the centre below it, the bottom below all.
    /// A region's priority is its column's layout priority: the higher one gets its width first.
    private var expanded: some View {
        let f = ActivityFigures.self
        let margins = island.contentMargins[.expanded]
        func inset(_ edge: Edge.Set, _ standard: CGFloat) -> CGFloat { margins.map { $0.edges.contains(edge) ? $0.length : standard } ?? standard }
        let top = regions(.leading) + regions(.center) + regions(.trailing)
        return VStack(spacing: f.expandedSpacing) {
            if !top.isEmpty {
                // Leading and trailing share the sides equally, so the centre sits under the sensor
                // housing, in the middle of the island.
                HStack(alignment: .top, spacing: f.expandedSpacing) {
                    VStack(alignment: .leading, spacing: f.expandedStackSpacing) {
                        ForEach(Array(regions(.leading).enumerated()), id: \.offset) { _, r in placed(r, alignment: .leading) }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .layoutPriority(regions(.leading).map(\.priority).max() ?? 0)
                    VStack(spacing: 0) {
                        // The centre starts under the sensor housing.
                        Color.clear.frame(width: 0, height: max(f.compactHeight - inset(.top, f.expandedVerticalMargin), 0))
                        ForEach(Array(regions(.center).enumerated()), id: \.offset) { _, r in placed(r, alignment: .center) }
                    }
                    .layoutPriority(regions(.center).map(\.priority).max() ?? 0)
                    VStack(alignment: .trailing, spacing: f.expandedStackSpacing) {
                        ForEach(Array(regions(.trailing).enumerated()), id: \.offset) { _, r in placed(r, alignment: .trailing) }
                    }
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .layoutPriority(regions(.trailing).map(\.priority).max() ?? 0)
                }
            }
            if !below.isEmpty {
                HStack(alignment: .top, spacing: f.expandedSpacing) {
                    VStack(alignment: .leading, spacing: f.expandedStackSpacing) {
                        ForEach(Array(regions(.leading, movedBelow: true).enumerated()), id: \.offset) { _, r in placed(r, alignment: .leading) }
                    }
                    Spacer(minLength: 0)
                    VStack(alignment: .trailing, spacing: f.expandedStackSpacing) {
                        ForEach(Array(regions(.trailing, movedBelow: true).enumerated()), id: \.offset) { _, r in placed(r, alignment: .trailing) }
                    }
                }
            }
            ForEach(Array(regions(.bottom).enumerated()), id: \.offset) { _, r in placed(r, alignment: .center).frame(maxWidth: .infinity) }
        }
        .padding(.leading, inset(.leading, f.expandedHorizontalMargin))
        .padding(.trailing, inset(.trailing, f.expandedHorizontalMargin))
        .padding(.top, inset(.top, f.expandedVerticalMargin))
        .padding(.bottom, inset(.bottom, f.expandedVerticalMargin))
    }

    private func placed(_ region: DynamicIslandRegion, alignment: HorizontalAlignment) -> some View {
        region.content.padding(region.margins?.edges ?? [], region.margins?.length ?? 0)
    }
}
