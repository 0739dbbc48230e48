import Foundation

/// The Dynamic Island's views of a Live Activity: the expanded regions and the compact and minimal
/// presentations. Loupe lays them out in `DynamicIslandLayout` (LoupeUI/WidgetKit/ActivityLayout.swift).
public struct DynamicIsland {
    public let expanded: [DynamicIslandRegion]
    public let compactLeading: AnyView
    public let compactTrailing: AnyView
    public let minimal: AnyView
    public private(set) var keylineTintColor: Color?
    public private(set) var contentMargins: [DynamicIslandMode: (edges: Edge.Set, length: CGFloat)] = [:]
    public private(set) var url: URL?

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The color of the key line drawn around the island in dark mode.
    public func keylineTint(_ color: Color?) -> DynamicIsland { var copy = self; copy.keylineTintColor = color; return copy }

    /// Margins around a presentation's content, replacing the system's on those edges.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self; copy.contentMargins[mode] = (edges, length); return copy
    }

    /// Where a tap on the island leads.
    public func widgetURL(_ url: URL?) -> DynamicIsland { var copy = self; copy.url = url; return copy }
}

/// The presentations `contentMargins(_:_:for:)` addresses.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the sensor housing, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the sensor housing, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the sensor housing, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below everything else, across the island.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded island.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content
    var margins: (edges: Edge.Set, length: CGFloat)?

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        (self.position, self.priority, self.content) = (position, priority, content())
    }

    /// Margins around this region's content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat) -> DynamicIslandExpandedRegion<Content> {
        var copy = self; copy.margins = (edges, length); return copy
    }
}

/// The expanded regions a `DynamicIsland` was built with.
public struct DynamicIslandExpandedContent<Content> {
    let regions: [DynamicIslandRegion]
}

/// An expanded region with its view erased.
public struct DynamicIslandRegion {
    public let position: DynamicIslandExpandedRegionPosition
    public let priority: Double
    public let content: AnyView
    public let margins: (edges: Edge.Set, length: CGFloat)?
    /// From `.dynamicIsland(verticalPlacement:)` on the region's content.
    public let verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public typealias Regions = [DynamicIslandRegion]
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> Regions {
        let placement = (region.content as? DynamicIslandPlacementMarker)?._verticalPlacement ?? .default
        return [.init(position: region.position, priority: region.priority, content: AnyView(region.content), margins: region.margins,
                      verticalPlacement: placement)]
    }
    /// Regions from a helper: `@DynamicIslandExpandedContentBuilder func bottom() -> DynamicIslandExpandedContent<some View>`.
    public static func buildExpression<C>(_ content: DynamicIslandExpandedContent<C>) -> Regions { content.regions }
    public static func buildExpression(_ regions: Regions) -> Regions { regions }
    public static func buildArray(_ parts: [Regions]) -> Regions { parts.flatMap { $0 } }
    public static func buildPartialBlock(first: Regions) -> Regions { first }
    public static func buildPartialBlock(accumulated: Regions, next: Regions) -> Regions { accumulated + next }
    public static func buildBlock() -> Regions { [] }
    public static func buildOptional(_ part: Regions?) -> Regions { part ?? [] }
    public static func buildEither(first: Regions) -> Regions { first }
    public static func buildEither(second: Regions) -> Regions { second }
    public static func buildLimitedAvailability(_ part: Regions) -> Regions { part }
    public static func buildFinalResult(_ regions: Regions) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: regions)
    }
}

/// Whether leading and trailing content that is too wide moves below the sensor housing.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// Leading or trailing content that does not fit beside the sensor housing moves below it
    /// (`.belowIfTooWide`). Read from the region's content itself, where the modifier goes.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        DynamicIslandPlacementView(content: self, placement: verticalPlacement)
    }
}

protocol DynamicIslandPlacementMarker { var _verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement { get } }

struct DynamicIslandPlacementView<Content: View>: View, DynamicIslandPlacementMarker {
    let content: Content
    let placement: DynamicIslandExpandedRegionVerticalPlacement
    var _verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement { placement }
    var body: some View { content }
}
