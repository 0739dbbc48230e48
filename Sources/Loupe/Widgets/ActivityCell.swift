import Foundation
import LoupeUI

/// A Live Activity cell: the presentation's view around the activity's content, at the
/// presentation's size. The Lock Screen and expanded heights follow the content (84–160 pt,
/// facts.md §2), so those canvases are sized by the renderer after one layout (`Renderer.pipeline`).
extension PreparedCell {
    static func prepareActivity(_ preview: WidgetPreview, _ cell: WidgetCell, presentation: ActivityPresentation, state index: Int,
                                isStale: Bool, timeline known: LoadedTimeline?) throws -> PreparedCell {
        let description = preview.widget
        guard let activity = description.activity, let data = preview.activity else {
            throw LoupeError.widget("\(description.kind) is not a Live Activity with a preview of its content states: preview it with #Preview(as: .content, using: attributes) { … } contentStates: { … }")
        }
        guard index >= 0 else { throw LoupeError.widget("content state \(index) is out of range: use 0 or more") }
        let timeline = try known ?? TimelineLoader.timeline(preview, family: .systemMedium, device: .iPhone430, now: cell.now, region: cell.region(),
                                                             timeout: cell.providerTimeout)
        guard !timeline.entries.isEmpty else { throw LoupeError.widget("the preview of \(description.kind) has no content states") }
        guard index < timeline.entries.count, let entry = timeline.entries[index] as? ActivityStateEntry else {
            throw LoupeError.widget("content state \(index) is out of range: the preview of \(description.kind) has \(timeline.entries.count) (0…\(timeline.entries.count - 1))")
        }
        guard let views = activity.views(data.attributes, entry.state, isStale) else {
            throw LoupeError.widget("the preview's attributes or content state is not \(activity.attributesType)'s")
        }
        let environment = try environment(for: cell, date: entry.date)

        let f = ActivityFigures.self
        let view: AnyView, size: CGSize
        switch presentation {
        case .lockScreen:
            view = AnyView(LockScreenActivityContainer(content: views.content))
            size = CGSize(width: f.width, height: f.heightRange.upperBound)
        case .compact:
            view = AnyView(DynamicIslandView(views.island, presentation: .compact))
            size = CGSize(width: f.compactIslandWidth, height: f.compactHeight)
        case .minimal:
            view = AnyView(DynamicIslandView(views.island, presentation: .minimal))
            size = CGSize(width: f.minimalWidthRange.upperBound, height: f.compactHeight)
        case .expanded:
            view = AnyView(DynamicIslandView(views.island, presentation: .expanded))
            size = CGSize(width: f.width, height: f.heightRange.upperBound)
        }
        var prepared = PreparedCell(view: view, size: size, scale: cell.scale ?? DeviceProfile.iPhone430.scale, environment: environment,
                                    style: RenderingModeStyle(mode: .fullColor),
                                    fittedWidth: presentation == .minimal ? f.minimalWidthRange : nil,
                                    fittedHeight: presentation == .lockScreen || presentation == .expanded ? f.heightRange : nil)
        // `.belowIfTooWide` leading and trailing regions move below the housing when their ideal
        // width is more than their side has.
        let island = views.island
        let movable = island.expanded.indices.filter {
            let region = island.expanded[$0]
            return region.verticalPlacement == .belowIfTooWide && (region.position == .leading || region.position == .trailing)
        }
        if presentation == .expanded && !movable.isEmpty {
            prepared.refine = { idealWidth in
                let side = DynamicIslandView.sideWidth(of: island)
                let below = try Set(movable.filter { try idealWidth(island.expanded[$0].content) > side })
                return AnyView(DynamicIslandView(island, presentation: .expanded, below: below))
            }
        }
        return prepared
    }
}

/// A control cell: the control in one presentation and state, always in the dark appearance
/// (Control Center and the Lock Screen's buttons are dark).
extension PreparedCell {
    static func prepareControl(_ preview: WidgetPreview, _ cell: WidgetCell, presentation: ControlPresentation, isOn: Bool) throws -> PreparedCell {
        let description = preview.widget
        guard let control = description.control else { throw LoupeError.widget("\(description.kind) is not a control") }
        var dark = cell
        dark.colorScheme = .dark
        let environment = try environment(for: dark, date: cell.now)
        let view = ControlView(control.template(nil), presentation: presentation, isOn: isOn)
        return PreparedCell(view: AnyView(view), size: ControlCenterFigures.size(of: presentation), scale: cell.scale ?? DeviceProfile.iPhone430.scale,
                            environment: environment, style: RenderingModeStyle(mode: .fullColor))
    }
}
