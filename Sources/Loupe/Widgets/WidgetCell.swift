import Foundation
import LoupeUI

/// One point of the render matrix: what is shown (a widget in a family at a timeline index and
/// rendering mode, a Live Activity's presentation of a content state, or a control's presentation
/// off or on) and how it appears (scheme, type size, direction, locale, zone, scale, device).
public struct WidgetCell: Hashable, Sendable {
    /// What the cell shows: one of three kinds, each with only its own axes.
    public enum Subject: Hashable, Sendable {
        /// A widget in a family, at a timeline index (or its placeholder or snapshot), in a rendering mode.
        case widget(WidgetFamily, TimelineIndex, WidgetRenderingMode)
        /// A Live Activity's presentation of one of its preview's content states (by index), and
        /// whether that content is stale (`ActivityViewContext.isStale`). Always full color.
        case activity(ActivityPresentation, state: Int, isStale: Bool)
        /// A control's presentation, off or on. Always full color, in the dark appearance.
        case control(ControlPresentation, isOn: Bool)
    }
    public var subject: Subject
    public var colorScheme: ColorScheme
    /// nil: the default device (the family's, or the iPhone for activities and controls).
    public var device: DeviceProfile?
    /// nil: the device's scale.
    public var scale: CGFloat?
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    public var locale: String
    public var timeZone: String
    public var backdrop: RenderingModeStyle.Backdrop
    /// When the cell renders: the provider is asked for its timeline at this instant, and `Date()`
    /// in the widget's own code reads it (`LoupeClock`). Activities and controls, which carry no
    /// date of their own, show it.
    public var now: Date = LoupeClock.processNow
    /// Asset catalogs to look in before the discovered ones (`--resources`).
    public var assetCatalogs: [AssetCatalog] = []
    /// String tables every cell looks in first (`--resources`), before those found beside the executable.
    public var stringTables: StringTables? = nil
    /// How long the provider may take to answer.
    public var providerTimeout: TimeInterval = TimelineLoader.defaultProviderTimeout
    /// Where the widget is shown: its family's usual place, StandBy or CarPlay.
    public var placement: Placement = .standard

    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// Home Screen, Today View or Lock Screen (on a watch: its face or Smart Stack), as the family
        /// and device say.
        case standard
        /// StandBy (facts.md §2, CONFIRMED qualitative): no platter, and the container background is
        /// removed when the widget allows it. The scale-up is the gallery's (MockupFigures).
        case standBy
        /// CarPlay's dashboard (iOS 26; facts.md §6, CONFIRMED): full color, no platter, the container
        /// background removed when the widget allows it.
        case carPlay
        /// visionOS, seen from afar: the system asks for `\.levelOfDetail` `.simplified` (the
        /// visionOS device unless another is named; the widget keeps its platter).
        case distant
        /// The Infograph watch face's top subdial, the one circular complication whose
        /// `widgetLabel` the system shows, along the bezel (`widgetLabel(_:)`'s documentation; the
        /// 45 mm watch unless another is named).
        case bezel
        /// A watch face's rectangular slot (the Modular face's large complication), rather than the
        /// Smart Stack: on the face's black, with no background behind it — removed unless the
        /// widget says it is not removable (the 45 mm watch unless another is named).
        case face
        /// visionOS, mounted on a surface in a frame of "composite material" (`WidgetMountingStyle.elevated`,
        /// the default) — the frame drawn around the widget.
        case elevated
        /// visionOS, "displayed within a recessed portal" in a wall (`WidgetMountingStyle.recessed`),
        /// for widgets that list it in `supportedMountingStyles(_:)` — the wall drawn around it.
        case recessed

        /// The families the place shows: StandBy and CarPlay show small system widgets (the WidgetKit
        /// guide's families table); visionOS shows the system families; the bezel, circular ones.
        public func shows(_ family: WidgetFamily) -> Bool {
            switch self {
            case .standard: true
            case .standBy, .carPlay: family == .systemSmall
            case .distant, .elevated, .recessed: family.isSystem
            case .bezel: family == .accessoryCircular
            case .face: family == .accessoryRectangular
            }
        }
        /// What `shows` allows, in words, for errors.
        public var shownFamilies: String {
            switch self {
            case .distant, .elevated, .recessed: "system families"
            case .bezel: "accessoryCircular widgets"
            case .face: "accessoryRectangular widgets"
            default: "systemSmall widgets"
            }
        }
        /// Its location, as `\.widgetLocation` reads it; nil for the family's usual place (visionOS has no location).
        public var location: WidgetLocation? {
            switch self {
            case .standard, .distant, .elevated, .recessed: nil
            case .standBy: .standBy
            case .carPlay: .carPlay
            case .bezel, .face: .watchFace
            }
        }
        /// StandBy and CarPlay show the widget without its platter; elsewhere the device's platter stays.
        var keepsPlatter: Bool { self != .standBy && self != .carPlay && self != .face }
        /// The places only a watch has.
        var isWatchOnly: Bool { self == .bezel || self == .face }
        /// The places only visionOS has.
        var isVisionOnly: Bool { self == .distant || self == .elevated || self == .recessed }
    }

    /// A widget cell.
    public init(family: WidgetFamily, timelineIndex: TimelineIndex = .entry(0), renderingMode: WidgetRenderingMode = .fullColor,
                colorScheme: ColorScheme = .light, device: DeviceProfile? = nil, scale: CGFloat? = nil,
                dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                locale: String = "en_US", timeZone: String = "UTC", backdrop: RenderingModeStyle.Backdrop = .transparent) {
        self.init(subject: .widget(family, timelineIndex, renderingMode), colorScheme: colorScheme, device: device, scale: scale,
                  dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, locale: locale, timeZone: timeZone, backdrop: backdrop)
    }

    /// A cell of any subject.
    public init(subject: Subject, colorScheme: ColorScheme = .light, device: DeviceProfile? = nil, scale: CGFloat? = nil,
                dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                locale: String = "en_US", timeZone: String = "UTC", backdrop: RenderingModeStyle.Backdrop = .transparent) {
        (self.subject, self.colorScheme, self.device, self.scale) = (subject, colorScheme, device, scale)
        (self.dynamicTypeSize, self.layoutDirection, self.locale, self.timeZone, self.backdrop) =
            (dynamicTypeSize, layoutDirection, locale, timeZone, backdrop)
    }

    /// A Live Activity cell: a presentation and a content state (`state` indexes the preview's).
    public static func activity(_ presentation: ActivityPresentation, state: Int = 0, colorScheme: ColorScheme = .light,
                                scale: CGFloat? = nil, isStale: Bool = false) -> WidgetCell {
        WidgetCell(subject: .activity(presentation, state: state, isStale: isStale), colorScheme: colorScheme, scale: scale)
    }

    /// A control cell: a presentation, off or on, in the dark appearance (Control Center's).
    public static func control(_ presentation: ControlPresentation, isOn: Bool, scale: CGFloat? = nil) -> WidgetCell {
        WidgetCell(subject: .control(presentation, isOn: isOn), colorScheme: .dark, scale: scale)
    }

    /// The region the cell's device is set to: its locale and time zone, pinned while it renders
    /// (`LoupeClock.withPinned`), so `Locale.current` and default formatters follow it.
    public func region() throws -> DeviceRegion {
        do { return try DeviceRegion(locale: locale, timeZone: timeZone) } catch { throw LoupeError.widget("\(error)") }
    }

    /// The device the cell is drawn for: the one given, else the family's default (the iPhone for
    /// activities and controls).
    public var resolvedDevice: DeviceProfile {
        if let device { return device }
        guard case .widget(let family, _, _) = subject else { return .iPhone430 }
        if placement.isVisionOnly { return .visionPro }
        if placement.isWatchOnly { return .watch45 }
        return DeviceProfile.defaultProfile(for: family)
    }

    /// The widget's family, timeline index and mode, for code that only handles widgets: nil for
    /// an activity or a control.
    public var widget: (family: WidgetFamily, index: TimelineIndex, mode: WidgetRenderingMode)? {
        guard case let .widget(family, index, mode) = subject else { return nil }
        return (family, index, mode)
    }

    /// Cells with the same key can be drawn from one laid-out tree: a widget's cells in its three
    /// rendering modes. Their views are resolved in environments that differ only in
    /// `\.widgetRenderingMode` and `\.showsWidgetContainerBackground` (`prepareWidget`); paint maps
    /// the colours for each mode (over the cell's backdrop, which only paint reads), and a
    /// background the mode removes is taken out of the laid-out tree. Any other cell is its own
    /// key. `Renderer.pipelines` shares the tree only if its views never read those two values.
    public var layoutKey: WidgetCell {
        guard case let .widget(family, index, _) = subject else { return self }
        var key = self
        key.subject = .widget(family, index, .fullColor)
        key.backdrop = .transparent
        return key
    }
}

/// A widget cell ready for the pipeline: the container view, its size and scale, its environment.
struct PreparedCell {
    var view: AnyView
    var size: CGSize
    let scale: CGFloat
    let environment: EnvironmentValues
    let style: RenderingModeStyle
    /// Sides that follow the content (a Live Activity's Lock Screen and expanded heights, the
    /// minimal island's width): the content's ideal length kept within the range. `size` holds the
    /// most, and the proposal for the other side.
    var fittedWidth: ClosedRange<CGFloat>?
    var fittedHeight: ClosedRange<CGFloat>?
    /// A last step that needs measuring (the expanded island's `.belowIfTooWide` regions): given a
    /// way to measure a view's ideal width, the view to render instead.
    var refine: (((AnyView) throws -> CGFloat) throws -> AnyView)?

    static func prepare(_ preview: WidgetPreview, _ cell: WidgetCell, timeline known: LoadedTimeline? = nil) throws -> PreparedCell {
        switch cell.subject {
        case let .activity(presentation, state, isStale):
            return try prepareActivity(preview, cell, presentation: presentation, state: state, isStale: isStale, timeline: known)
        case let .control(presentation, isOn):
            return try prepareControl(preview, cell, presentation: presentation, isOn: isOn)
        case let .widget(family, index, mode):
            return try prepareWidget(preview, cell, family: family, index: index, mode: mode, timeline: known)
        }
    }

    private static func prepareWidget(_ preview: WidgetPreview, _ cell: WidgetCell, family: WidgetFamily, index timelineIndex: TimelineIndex,
                                      mode renderingMode: WidgetRenderingMode, timeline known: LoadedTimeline?) throws -> PreparedCell {
        let description = preview.widget
        if description.activity != nil {
            throw LoupeError.widget("\(description.kind) is a Live Activity: choose a presentation (\(ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", "))), not a family")
        }
        if description.control != nil {
            throw LoupeError.widget("\(description.kind) is a control: choose a presentation (\(ControlPresentation.allCases.map(\.rawValue).joined(separator: ", "))), not a family")
        }
        guard description.supportedFamilies.contains(family) else {
            throw LoupeError.widget("\(description.kind) does not support \(family); it supports \(description.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
        }
        if let only = preview.family, only != family {
            throw LoupeError.widget("the preview \(preview.name.map { "\"\($0)\"" } ?? "of \(description.kind)") is for \(only), not \(family)")
        }
        // A watch-only widget (a relevance widget) is shown in the watch's Smart Stack unless a device is named.
        let device = cell.device == nil && description.isWatchOnly && cell.placement == .standard ? .watch45 : cell.resolvedDevice
        guard let size = device.size(of: family) else {
            throw LoupeError.widget("\(device.name) has no \(family) widgets; devices with it: \(DeviceProfile.all.filter { $0.size(of: family) != nil }.map(\.name).joined(separator: ", "))")
        }
        // Checked before the provider is asked for anything.
        guard TimeZone(identifier: cell.timeZone) != nil else {
            throw LoupeError.widget("unknown time zone \"\(cell.timeZone)\" (use an IANA name such as Europe/Paris)")
        }

        let entry: any TimelineEntry
        var redacted = false
        switch timelineIndex {
        case .placeholder:
            entry = TimelineLoader.placeholder(preview, family: family, device: device)
            redacted = true
        case .snapshot:
            entry = try TimelineLoader.snapshot(preview, family: family, device: device, timeout: cell.providerTimeout)
        case .entry(let index):
            let timeline = try known ?? TimelineLoader.timeline(preview, family: family, device: device, now: cell.now, region: cell.region(),
                                                                 timeout: cell.providerTimeout)
            guard !timeline.entries.isEmpty else {
                throw LoupeError.widget("the timeline of \(description.kind) for \(family) is empty: there is nothing to render")
            }
            guard index < timeline.entries.count else {
                throw LoupeError.widget("timeline index \(index) is out of range: the timeline of \(description.kind) for \(family) has \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies") (0…\(timeline.entries.count - 1))")
            }
            entry = timeline.entries[index]
        }
        guard let content = description.content(entry) else {
            throw LoupeError.widget("the entry \(type(of: entry)) is not the type the widget \(description.kind) displays")
        }

        var environment = try Self.environment(for: cell, date: Self.clampedDate(entry.date))
        environment.widgetFamily = family
        // Here the mode enters the environment, and below whether the background shows; otherwise
        // only the style (paint) takes the mode. `WidgetCell.layoutKey` relies on that.
        environment.widgetRenderingMode = renderingMode
        // The place the cell stands for: iPhone shows accessory families on the Lock Screen; a watch
        // shows rectangular widgets in its Smart Stack and the others on its faces.
        environment.widgetLocation = cell.placement.location ?? (family.isAccessory ? .lockScreen : .homeScreen)
        if device.isWatch {
            if cell.placement == .standard { environment.widgetLocation = family == .accessoryRectangular ? .smartStack : .watchFace }
            // watchOS has one appearance, dark (it offers no light mode): a watch cell's scheme is dark.
            environment.colorScheme = .dark
        }
        // On the Mac an iPhone widget reads `.iPhoneWidgetsOnMac` (a macOS widget has no
        // `\.widgetLocation` to read). The Mac reports the mode by where the widget is: full color in
        // Notification Center and on the active desktop, vibrant on the desktop while other windows
        // are in front, accented with macOS 26's tinted or clear desktop — the mode axis says which.
        if device.isMac, cell.placement == .standard { environment.widgetLocation = .iPhoneWidgetsOnMac }
        guard cell.placement.shows(family) else {
            throw LoupeError.widget("\(cell.placement.rawValue) shows \(cell.placement.shownFamilies), not \(family)")
        }
        try Self.check(cell.placement, on: device, for: description)
        if cell.placement == .distant { environment.levelOfDetail = .simplified }
        let platter = cell.placement.keepsPlatter ? device.platter(of: family) : .none
        // The system removes the background in the accented and vibrant modes, and on the Lock Screen.
        var showsBackground = renderingMode == .fullColor || !description.containerBackgroundRemovable
        if case .none = platter { showsBackground = cell.placement != .standard && !description.containerBackgroundRemovable }
        environment.showsWidgetContainerBackground = showsBackground
        if redacted { environment.redactionReasons = .placeholder }

        // The backdrop is paint's alone (`WidgetCell.layoutKey` relies on that).
        var style = RenderingModeStyle(mode: renderingMode, backdrop: cell.backdrop)
        style.backdropCornerRadius = device.containerCornerRadius(of: family)
        // A watch tints the accent group in its face's colour (the rest white, as iPhone does).
        if device.isWatch { style.accentColor = WatchFaceFigures.faceTint }
        // On a watch face the face itself is behind the complication, in every mode.
        if cell.placement == .face { style.surfaces = [.init(.color(WatchFaceFigures.faceColor), Path(CGRect(origin: .zero, size: size)))] }
        // A corner complication is drawn in its corner of the face, a circular one in Infograph's
        // top subdial when the cell asks for the bezel; both with their labels, on the face.
        if let face = device.watchFace, let slot = Self.watchSlot(family, cell.placement) {
            environment.showsWidgetLabel = true
            style.surfaces = [.init(.color(WatchFaceFigures.faceColor), face.screenShape(slot).path(in: CGRect(origin: .zero, size: face.canvas(slot))))]
            return PreparedCell(view: AnyView(WatchFaceContainer(face: face, slot: slot) { content }), size: face.canvas(slot),
                                scale: cell.scale ?? device.scale, environment: environment, style: style)
        }
        let container = WidgetContainer(cornerRadius: device.containerCornerRadius(of: family), margins: device.contentMargins(of: family),
                                        marginsDisabled: description.contentMarginsDisabled, platter: platter) { content }
        // visionOS coats every widget (glass unless it asks for paper) and mounts it in a frame or a wall.
        if device == .visionPro {
            let margin = VisionPresentation.margin(at: cell.placement)
            VisionPresentation.dress(&style, size: size, corner: device.containerCornerRadius(of: family), placement: cell.placement,
                                     texture: description.texture ?? .glass, showsBackground: environment.showsWidgetContainerBackground)
            return PreparedCell(view: margin > 0 ? AnyView(container.padding(margin)) : AnyView(container), size: CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin),
                                scale: cell.scale ?? device.scale, environment: environment, style: style)
        }
        return PreparedCell(view: AnyView(container), size: size, scale: cell.scale ?? device.scale, environment: environment,
                            style: style)
    }

    /// A place's own conditions: the device that has it, a mounting the widget allows.
    private static func check(_ placement: WidgetCell.Placement, on device: DeviceProfile, for description: WidgetDescription) throws {
        if placement.isVisionOnly, device != .visionPro {
            throw LoupeError.widget("\(placement.rawValue) is a visionOS place (\(placement == .distant ? "the widget seen from afar" : "how it is mounted")), not \(device.name)'s")
        }
        if placement.isWatchOnly, device.watchFace == nil {
            throw LoupeError.widget("\(placement.rawValue) is a watch face's place (\(placement == .bezel ? "Infograph's top subdial" : "its rectangular slot")), not \(device.name)'s")
        }
        let mountings = description.mountingStyles.isEmpty ? [WidgetMountingStyle.elevated] : description.mountingStyles
        for (place, mounting) in [(WidgetCell.Placement.elevated, WidgetMountingStyle.elevated), (.recessed, .recessed)]
        where placement == place && !mountings.contains(mounting) {
            let listed = description.mountingStyles.isEmpty ? "elevated only (the default)" : mountings.map(\.description).joined(separator: " and ")
            throw LoupeError.widget("\(description.kind) cannot be mounted \(mounting): it supports \(listed); list it in .supportedMountingStyles(_:)")
        }
    }

    /// The slot of a watch face a cell is drawn in, if any: the corner for `accessoryCorner`, the
    /// top subdial for `accessoryCircular` at the bezel place.
    static func watchSlot(_ family: WidgetFamily, _ placement: WidgetCell.Placement) -> WatchFace.Slot? {
        switch (family, placement) {
        case (.accessoryCorner, .standard): .corner
        case (.accessoryCircular, .bezel): .topSubdial
        default: nil
        }
    }

    /// What every cell's content sees: scheme, date, type size, direction, locale, time zone and
    /// a Gregorian calendar in that locale and zone.
    static func environment(for cell: WidgetCell, date: Date) throws -> EnvironmentValues {
        let region = try cell.region()
        var environment = EnvironmentValues()
        environment.colorScheme = cell.colorScheme
        environment.renderDate = date
        environment.assetCatalogs = cell.assetCatalogs + AssetCatalog.discovered
        if let tables = cell.stringTables { environment.stringTables = tables.merged(over: StringTables.discovered) }
        environment.dynamicTypeSize = cell.dynamicTypeSize
        environment.layoutDirection = cell.layoutDirection
        environment.locale = region.locale
        environment.timeZone = region.timeZone
        environment.calendar = region.calendar
        return environment
    }

    /// Dates far outside any sensible range (year < 1 or > 9999) are pinned to that range, so date
    /// formatting stays defined.
    static func clampedDate(_ date: Date) -> Date {
        let lower = Date(timeIntervalSinceReferenceDate: -63_113_904_000), upper = Date(timeIntervalSinceReferenceDate: 252_423_993_599)
        guard date.timeIntervalSinceReferenceDate.isFinite else { return lower }
        return min(max(date, lower), upper)
    }
}

extension Renderer {
    /// The stages of one widget cell. Pass the family's `timeline` when you already have it (a matrix
    /// asks the provider once per family, not once per cell).
    public func pipeline(_ preview: WidgetPreview, cell: WidgetCell, timeline: LoadedTimeline? = nil) throws -> Pipeline {
        try LoupeClock.withPinned(now: cell.now, region: cell.region()) {
            let prepared = try sized(preview, cell: cell, timeline: timeline)
            return try pipeline(prepared.view, size: prepared.size, scale: prepared.scale, environment: prepared.environment, style: prepared.style)
        }
    }

    /// The stages of several cells of one widget, in order, each as `pipeline(_:cell:timeline:)`
    /// gives it — with fewer resolves: cells with the same `layoutKey` are painted from one
    /// laid-out tree when its views never read `\.widgetRenderingMode` or
    /// `\.showsWidgetContainerBackground` (a tree that reads one is resolved again for each mode,
    /// as SwiftUI would evaluate the body again). A tree laid out with the container background
    /// serves a cell without it once the background is taken out; not the other way round, so the
    /// full-color cell should come first (the matrix's order). A failure is that cell's result;
    /// the others still render.
    public func pipelines(_ preview: WidgetPreview, cells: [WidgetCell], timeline: LoadedTimeline? = nil) -> [Result<Pipeline, Error>] {
        pipelines(preview, cells: cells) { _ in timeline }
    }

    /// The same, for cells of several families: each widget cell's timeline is its family's in
    /// `timelines` (asked for where it is missing).
    public func pipelines(_ preview: WidgetPreview, cells: [WidgetCell], timelines: [WidgetFamily: LoadedTimeline]) -> [Result<Pipeline, Error>] {
        pipelines(preview, cells: cells) { $0.widget.flatMap { timelines[$0.family] } }
    }

    private func pipelines(_ preview: WidgetPreview, cells: [WidgetCell], timeline: (WidgetCell) -> LoadedTimeline?) -> [Result<Pipeline, Error>] {
        var trees: [WidgetCell: (tree: LaidOutStage, showsBackground: Bool)] = [:]
        return cells.map { cell in
            Result {
                try LoupeClock.withPinned(now: cell.now, region: cell.region()) {
                    // Prepared even when the tree is shared: the cell's own style, and its own errors.
                    let prepared = try sized(preview, cell: cell, timeline: timeline(cell))
                    let showsBackground = prepared.environment.showsWidgetContainerBackground
                    if let shared = trees[cell.layoutKey], shared.tree.size == prepared.size, shared.tree.scale == prepared.scale,
                       shared.showsBackground || !showsBackground {
                        let tree = shared.showsBackground && !showsBackground ? shared.tree.removingContainerBackground() : shared.tree
                        return paint(tree, style: prepared.style)
                    }
                    let tree = layout(try resolve(prepared.view, size: prepared.size, scale: prepared.scale, environment: prepared.environment))
                    if !tree.readsModeValues, trees[cell.layoutKey] == nil || showsBackground {
                        trees[cell.layoutKey] = (tree, showsBackground)
                    }
                    return paint(tree, style: prepared.style)
                }
            }
        }
    }

    /// Stage 1 of one widget cell: the widget in its container, resolved in the cell's environment
    /// (`paint` then maps its colours for the place the cell stands for, which `pipeline` does).
    public func resolve(_ preview: WidgetPreview, cell: WidgetCell, timeline: LoadedTimeline? = nil) throws -> ResolvedStage {
        try LoupeClock.withPinned(now: cell.now, region: cell.region()) {
            let prepared = try sized(preview, cell: cell, timeline: timeline)
            return try resolve(prepared.view, size: prepared.size, scale: prepared.scale, environment: prepared.environment)
        }
    }

    /// The cell prepared, and sized where its size follows its content (a Live Activity's height, a
    /// control's width). Runs at the cell's pinned now.
    private func sized(_ preview: WidgetPreview, cell: WidgetCell, timeline: LoadedTimeline?) throws -> PreparedCell {
        var prepared = try PreparedCell.prepare(preview, cell, timeline: timeline)
        let environment = prepared.environment, scale = prepared.scale
        if let refine = prepared.refine {
            prepared.view = try refine { try self.idealSize(of: $0, fixing: (true, true), proposal: .zero, environment: environment, scale: scale).width }
        }
        if prepared.fittedWidth != nil || prepared.fittedHeight != nil {
            let ideal = try idealSize(of: prepared.view, fixing: (prepared.fittedWidth != nil, prepared.fittedHeight != nil),
                                      proposal: prepared.size, environment: environment, scale: scale)
            // Within the range, then up to whole pixels.
            func fit(_ length: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
                PixelGrid.wholePixels(min(max(length, range.lowerBound), range.upperBound), scale: scale) / scale
            }
            if let range = prepared.fittedWidth { prepared.size.width = fit(ideal.width, range) }
            if let range = prepared.fittedHeight { prepared.size.height = fit(ideal.height, range) }
        }
        return prepared
    }

    /// A view's ideal size on the sides `fixing` names (SwiftUI's `fixedSize`), proposed `proposal`'s
    /// length on the others.
    func idealSize(of view: AnyView, fixing: (horizontal: Bool, vertical: Bool), proposal: CGSize,
                   environment: EnvironmentValues, scale: CGFloat) throws -> CGSize {
        let id = "loupe.ideal-size"
        let probe = ZStack(alignment: .topLeading) { view.fixedSize(horizontal: fixing.horizontal, vertical: fixing.vertical).accessibilityIdentifier(id) }
        let canvas = CGSize(width: fixing.horizontal ? 2000 : proposal.width, height: fixing.vertical ? 2000 : proposal.height)
        let laidOut = layout(try resolve(probe, size: canvas, scale: scale, environment: environment))
        return laidOut.root.allNodes.first { $0.identifier == id }?.frame.size ?? proposal
    }

    public func render(_ preview: WidgetPreview, cell: WidgetCell, timeline: LoadedTimeline? = nil) throws -> RenderedImage {
        try rasterize(pipeline(preview, cell: cell, timeline: timeline))
    }
}

extension Loupe {
    /// Renders a widget at a family, timeline index, rendering mode, color scheme and device.
    public static func render<W: Widget>(_ widget: W, family: WidgetFamily, timelineIndex: TimelineIndex = .entry(0),
                                         renderingMode: WidgetRenderingMode = .fullColor, colorScheme: ColorScheme = .light,
                                         device: DeviceProfile? = nil) throws -> RenderedImage {
        try render(.widget(widget), cell: WidgetCell(family: family, timelineIndex: timelineIndex, renderingMode: renderingMode,
                                                     colorScheme: colorScheme, device: device))
    }

    public static func render(_ preview: WidgetPreview, cell: WidgetCell) throws -> RenderedImage {
        try Renderer.forCurrentThread().render(preview, cell: cell)
    }

    public static func layout<W: Widget>(_ widget: W, family: WidgetFamily, timelineIndex: TimelineIndex = .entry(0),
                                         renderingMode: WidgetRenderingMode = .fullColor, colorScheme: ColorScheme = .light,
                                         device: DeviceProfile? = nil) throws -> LayoutNode {
        try layout(.widget(widget), cell: WidgetCell(family: family, timelineIndex: timelineIndex, renderingMode: renderingMode,
                                                     colorScheme: colorScheme, device: device))
    }

    public static func layout(_ preview: WidgetPreview, cell: WidgetCell) throws -> LayoutNode {
        try Renderer.forCurrentThread().pipeline(preview, cell: cell).layout
    }

    /// A preview's timeline for a family (entries and reload policy), asked for at `now` in `region`
    /// (nil: whatever region is pinned, else Foundation's own).
    public static func timeline(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile? = nil,
                                now: Date = LoupeClock.processNow, region: DeviceRegion? = nil) throws -> LoadedTimeline {
        try TimelineLoader.timeline(preview, family: family, device: device ?? DeviceProfile.defaultProfile(for: family), now: now, region: region)
    }

    /// How long the preview's provider takes to answer `getSnapshot(in:completion:)` as the widget
    /// gallery asks it (`isPreview` set), at `now`; nil when the preview has no provider.
    public static func snapshotTiming(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile? = nil,
                                      now: Date = LoupeClock.processNow) throws -> SnapshotTiming? {
        try TimelineLoader.snapshotTiming(preview, family: family, device: device ?? DeviceProfile.defaultProfile(for: family), now: now)
    }
}
