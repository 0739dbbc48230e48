import Foundation
import LoupeUI

/// One render of a plain view target (an example view, or a `#Preview { SomeView() }`): its
/// appearance; the size is the view's own.
public struct ViewCell: Hashable, Sendable {
    public var colorScheme: ColorScheme
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    public var locale: String
    public var timeZone: String
    /// nil: @3x, as on the iPhone a preview canvas stands for.
    public var scale: CGFloat?
    public var now: Date
    /// Asset catalogs to look in before the discovered ones (`--resources`).
    public var assetCatalogs: [AssetCatalog] = []
    /// String tables every cell looks in first (`--resources`), before those found beside the executable.
    public var stringTables: StringTables? = nil

    public static let defaultScale: CGFloat = 3

    /// The region the view renders in: its locale and time zone (`WidgetCell.region()`).
    public func region() throws -> DeviceRegion {
        do { return try DeviceRegion(locale: locale, timeZone: timeZone) } catch { throw LoupeError.widget("\(error)") }
    }

    public init(colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                locale: String = "en_US", timeZone: String = "UTC", scale: CGFloat? = nil, now: Date = LoupeClock.processNow) {
        (self.colorScheme, self.dynamicTypeSize, self.layoutDirection, self.locale, self.timeZone, self.scale, self.now) =
            (colorScheme, dynamicTypeSize, layoutDirection, locale, timeZone, scale, now)
    }
}

extension Renderer {
    /// The stages of a plain view target in one appearance, at the cell's now.
    public func pipeline(_ view: ViewExample, cell: ViewCell) throws -> Pipeline {
        try LoupeClock.withPinned(now: cell.now, region: cell.region()) {
            let sized = try self.sized(view, cell: cell)
            return try pipeline(sized.content, size: sized.size, scale: sized.scale, environment: sized.environment)
        }
    }

    /// Stage 1 of a plain view target in one appearance, at the cell's now.
    public func resolve(_ view: ViewExample, cell: ViewCell) throws -> ResolvedStage {
        try LoupeClock.withPinned(now: cell.now, region: cell.region()) {
            let sized = try self.sized(view, cell: cell)
            return try resolve(sized.content, size: sized.size, scale: sized.scale, environment: sized.environment)
        }
    }

    /// The view in the cell's environment, and the size it is rendered at (its own, up to whole
    /// pixels, for a view that sizes itself). Runs at the cell's pinned now.
    private func sized(_ view: ViewExample, cell: ViewCell) throws -> (content: AnyView, size: CGSize, scale: CGFloat, environment: EnvironmentValues) {
        let region = try cell.region()
        var environment = EnvironmentValues()
        environment.colorScheme = cell.colorScheme
        environment.dynamicTypeSize = cell.dynamicTypeSize
        environment.layoutDirection = cell.layoutDirection
        environment.locale = region.locale
        environment.timeZone = region.timeZone
        environment.calendar = region.calendar
        environment.renderDate = cell.now
        environment.assetCatalogs = cell.assetCatalogs + AssetCatalog.discovered
        if let tables = cell.stringTables { environment.stringTables = tables.merged(over: StringTables.discovered) }
        let scale = cell.scale ?? ViewCell.defaultScale
        let content = view.makeView(cell.colorScheme)
        var size = view.size
        if view.sizeThatFits {
            // Up to whole pixels, so the image holds all of the view.
            let ideal = try idealSize(of: content, fixing: (true, true), proposal: size, environment: environment, scale: scale)
            size = CGSize(width: max(PixelGrid.wholePixels(ideal.width, scale: scale), 1) / scale,
                          height: max(PixelGrid.wholePixels(ideal.height, scale: scale), 1) / scale)
        }
        return (content, size, scale, environment)
    }
}
