import Foundation
import Loupe
import LoupeUI

/// One cell of a render matrix with its stable file name.
struct MatrixCell {
    enum Subject {
        /// A widget, Live Activity or control in one family or presentation, entry or state, mode, scheme…
        case widget(WidgetPreview, WidgetCell)
        /// A plain view in one appearance.
        case view(ViewExample, ViewCell)
    }
    let target: PreviewCatalog.Target
    let subject: Subject

    func path(format: String) -> String {
        switch subject {
        case .widget(_, let cell): return SnapshotName.path(widget: target.name, cell: cell, format: format)
        case .view(_, let cell): return SnapshotName.path(view: target.name, cell: cell, format: format)
        }
    }

    /// The cell's stages, with the family's timeline asked for once per run.
    func pipeline(_ renderer: Renderer, timelines: TimelineCache) throws -> Pipeline {
        switch subject {
        case .widget(let preview, let cell):
            return try renderer.pipeline(preview, cell: cell, timeline: timeline(preview, cell, timelines))
        case .view(let view, let cell):
            return try renderer.pipeline(view, cell: cell)
        }
    }

    /// The cells of a matrix in groups that can be drawn from one laid-out tree (a widget's cells
    /// in its three modes, `WidgetCell.layoutKey`), as indices in order of first appearance; every
    /// other cell is a group of its own.
    static func layoutGroups(_ cells: [MatrixCell]) -> [[Int]] {
        struct Key: Hashable { let target: String; let cell: WidgetCell }
        var groups: [[Int]] = [], position: [Key: Int] = [:]
        for (i, cell) in cells.enumerated() {
            guard case .widget(_, let widgetCell) = cell.subject else { groups.append([i]); continue }
            let key = Key(target: cell.target.name, cell: widgetCell.layoutKey)
            if let g = position[key] { groups[g].append(i) } else { position[key] = groups.count; groups.append([i]) }
        }
        return groups
    }

    /// The stages of a group's cells (one of `layoutGroups`), in order; a failure is that cell's.
    static func pipelines(_ group: [MatrixCell], _ renderer: Renderer, timelines: TimelineCache) -> [Result<Pipeline, Error>] {
        guard group.count > 1, case .widget(let preview, let first) = group[0].subject else {
            return group.map { cell in Result { try cell.pipeline(renderer, timelines: timelines) } }
        }
        // A group is one target's cells of one family and entry, apart from their modes: one
        // preview, one timeline.
        let cells = group.compactMap { cell -> WidgetCell? in if case .widget(_, let widgetCell) = cell.subject { widgetCell } else { nil } }
        do {
            return renderer.pipelines(preview, cells: cells, timeline: try group[0].timeline(preview, first, timelines))
        } catch {
            return group.map { _ in .failure(error) }
        }
    }

    /// The cell's first stage (`--dump resolved`).
    func resolved(_ renderer: Renderer, timelines: TimelineCache) throws -> ResolvedStage {
        switch subject {
        case .widget(let preview, let cell):
            return try renderer.resolve(preview, cell: cell, timeline: timeline(preview, cell, timelines))
        case .view(let view, let cell):
            return try renderer.resolve(view, cell: cell)
        }
    }

    /// The timeline a widget cell draws from, asked for once per family in a run; nil where the
    /// cell needs none (a placeholder, a snapshot, a control).
    private func timeline(_ preview: WidgetPreview, _ cell: WidgetCell, _ timelines: TimelineCache) throws -> LoadedTimeline? {
        switch cell.subject {
        case let .widget(family, .entry, _):
            return try timelines.timeline(target.name, preview, family: family, device: cell.device, now: cell.now, region: cell.region())
        case .activity:
            // The content states, asked for once as activityCells counted them.
            return try timelines.timeline(target.name, preview, family: .systemMedium, device: nil, now: cell.now, region: cell.region())
        case .widget, .control:
            return nil
        }
    }
}

/// The axes of `render`, `verify`, `record` and `prune`: each a single value, a comma-separated
/// list, or `all`; nil when not given. What an axis that was not given means depends on the
/// command: `render` takes the first value of each (one cell), the snapshot commands take every
/// value (the whole matrix).
struct MatrixRequest {
    enum Defaults {
        /// An axis not given is its first or default value: one cell per widget.
        case first
        /// An axis not given is all of it, and every widget: the whole matrix.
        case whole
    }
    var defaults = Defaults.first
    var widgets: [String]?
    var families: String?
    var presentations: String?
    var indices: String?
    var modes: String?
    var schemes: String?
    var devices: String?
    var dynamicTypeSizes: String?
    /// `--place`: like type sizes, not a whole-matrix axis (the family's usual place unless asked).
    var places: String?
    var scale: CGFloat?
    var layoutDirection: LayoutDirection?
    var locale: String?
    var timeZone: String?
    var backdrop: RenderingModeStyle.Backdrop?
    var isStale: Bool?
    var now = LoupeClock.defaultNow
    /// `--resources` (`--assets`): catalogs and string tables every cell looks in first.
    var assetCatalogs: [AssetCatalog] = []
    var stringTables: StringTables? = nil
    /// The pinned fonts with the app's font files found by `--resources`; nil when it found none.
    var fontSet: FontSet? = nil

    private var whole: Bool { defaults == .whole }

    /// The targets asked for, in catalog order.
    func targets(in catalog: PreviewCatalog) throws -> [PreviewCatalog.Target] {
        guard !catalog.targets.isEmpty else {
            throw CLIError.usage("there are no widgets or previews: declare a #Preview or pass previews to LoupeCommandLine")
        }
        guard let widgets, widgets != ["all"] else { return whole || widgets == ["all"] ? catalog.targets : [catalog.targets[0]] }
        let names = widgets.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw CLIError.usage("an empty target name: name a widget or preview (\(catalog.names.prefix(3).joined(separator: ", "))…), a comma-separated list, or all")
        }
        var targets: [PreviewCatalog.Target] = []
        for name in names {
            guard let target = catalog.target(named: name) else {
                let shown = name.count > 80 ? "\(name.prefix(60))…' (\(name.count) characters" : name
                throw CLIError.usage("unknown widget '\(shown)'\(ArgumentParser.suggestion(for: name, among: catalog.names))")
            }
            if !targets.contains(where: { $0.name == target.name }) { targets.append(target) }
        }
        return targets
    }

    /// Every cell, in a stable order (target, family or presentation, device, index, mode, scheme, type size).
    func cells(in catalog: PreviewCatalog, timelines: TimelineCache) throws -> [MatrixCell] {
        let named = widgets != nil && widgets != ["all"]
        return try targets(in: catalog).flatMap { try cells(of: $0, named: named, timelines: timelines) }
    }

    /// The cells of one target. `named`: the target was asked for by name, so an axis value it
    /// cannot take is an error rather than a reason to skip it.
    func cells(of target: PreviewCatalog.Target, named: Bool, timelines: TimelineCache) throws -> [MatrixCell] {
        switch target.subject {
        case .view(let view):
            // A plain view has no rendering mode: it renders once, as designed.
            if try modeList().contains(.fullColor) == false {
                if named { throw CLIError.usage("\(target.name) is a plain view: it renders as designed only (--mode fullColor)") }
                return []
            }
            return try appearanceCells().map { MatrixCell(target: target, subject: .view(view, $0)) }
        case .widget(let preview):
            var matrix = try typedMatrix()
            if !preview.controlPresentations.isEmpty {
                guard try controlAxes(target, named: named, into: &matrix) else { return [] }
            } else if !preview.presentations.isEmpty {
                guard try activityAxes(target, preview, named: named, timelines: timelines, into: &matrix) else { return [] }
            } else {
                if let presentations {
                    if named { throw CLIError.usage("\(target.name) is a widget: --presentation \(presentations) applies to Live Activities and controls; choose its families with --family") }
                    return []
                }
                try widgetAxes(preview, into: &matrix)
                matrix.places = try placeList()
                // Asked by name for a place none of its families shows: say so rather than render nothing.
                if named, !matrix.places.contains(.standard), !(matrix.families ?? preview.families).contains(where: { family in matrix.places.contains { $0.shows(family) } }) {
                    let shown = Set(matrix.places.map(\.shownFamilies)).sorted().joined(separator: " or ")
                    let hint = matrix.places.allSatisfy { $0.shows(.systemSmall) && !$0.shows(.systemMedium) } ? " (--family systemSmall)" : ""
                    throw CLIError.usage("\(target.name): \(matrix.places.map(\.rawValue).joined(separator: " and ")) show\(matrix.places.count == 1 ? "s" : "") \(shown) only\(hint)")
                }
            }
            do {
                return try matrix.cells(of: preview, named: target.name) { family, device in
                    try timelines.timeline(target.name, preview, family: family, device: device, now: now, region: region())
                }.map { MatrixCell(target: target, subject: .widget(preview, $0)) }
            } catch let failure as RenderMatrix.Failure {
                // An axis value the target cannot take: the command line's usage error.
                throw CLIError.usage(failure.description)
            }
        }
    }

    /// The run's region: its `--locale` and `--time-zone`.
    func region() throws -> DeviceRegion {
        do { return try DeviceRegion(locale: locale ?? "en_US", timeZone: timeZone ?? "UTC") } catch { throw CLIError.usage("\(error)") }
    }

    /// The axes every target shares, parsed into the typed matrix (the hosting layer expands it).
    private func typedMatrix() throws -> RenderMatrix {
        RenderMatrix(modes: try modeList(), schemes: try schemeList(), dynamicTypeSizes: try typeSizeList(), scale: scale,
                     layoutDirection: layoutDirection ?? .leftToRight, locale: locale ?? "en_US", timeZone: timeZone ?? "UTC",
                     backdrop: backdrop ?? .transparent, isStale: isStale ?? false, now: now, assetCatalogs: assetCatalogs, stringTables: stringTables)
    }

    /// A widget's families, devices and entries. What the preview cannot take (a family it does
    /// not support, an entry past its timeline) the matrix reports.
    private func widgetAxes(_ preview: WidgetPreview, into matrix: inout RenderMatrix) throws {
        let supported = preview.families
        if let first = supported.first {
            matrix.families = try list(self.families, all: supported.map(\.rawValue), first: first.rawValue, axis: "family", check: { value in
                guard WidgetFamily(rawValue: value) != nil else {
                    throw CLIError.usage("unknown family '\(value)'\(ArgumentParser.suggestion(for: value, among: WidgetFamily.allCases.map(\.rawValue)))")
                }
            }).compactMap(WidgetFamily.init(rawValue:))
        }
        switch devices {
        case nil: matrix.devices = .familyDefault
        case "all"?: matrix.devices = .everyWithFamily
        case let names?:
            matrix.devices = .only(try list(names, all: DeviceProfile.all.map(\.name), first: "", axis: "device").compactMap(DeviceProfile.named))
            // Every family (record's and verify's default, or --family all) on a named device: the
            // families that device has (`record Steps --device mac` records small, medium and large).
            if families == "all" || (families == nil && whole) { matrix.families = nil }
        }
        matrix.timelineIndices = try indexList()
    }

    /// A Live Activity's presentations and content states; false when the run's modes leave it out.
    /// The family and device axes do not apply; `--family all` asks for every presentation, as
    /// `all` does on every axis.
    private func activityAxes(_ target: PreviewCatalog.Target, _ preview: WidgetPreview, named: Bool, timelines: TimelineCache,
                              into matrix: inout RenderMatrix) throws -> Bool {
        guard try appliesToPresentations(target, kind: "a Live Activity", presentations: preview.presentations.map(\.rawValue), named: named) else { return false }
        let supported = preview.presentations
        matrix.activityPresentations = try list(self.presentations ?? (families == "all" ? "all" : nil), all: supported.map(\.rawValue),
                                                first: supported[0].rawValue, axis: "presentation", check: { value in
            guard ActivityPresentation(rawValue: value) != nil else {
                throw CLIError.usage("unknown presentation '\(value)'\(ArgumentParser.suggestion(for: value, among: ActivityPresentation.allCases.map(\.rawValue)))")
            }
        }).compactMap(ActivityPresentation.init(rawValue:))
        if !matrix.modes.contains(.fullColor) {
            if named { throw CLIError.usage("\(target.name) is a Live Activity: it renders in full color only (--mode fullColor)") }
            return false
        }
        matrix.timelineIndices = try numberedIndices { text in
            guard let i = Int(text), i >= 0 else {
                let count = try timelines.timeline(target.name, preview, family: .systemMedium, device: nil, now: now, region: region()).entries.count
                throw CLIError.usage("\(target.name) is a Live Activity: --timeline-index selects a content state (0…\(max(count - 1, 0))), not '\(text)'")
            }
            return i
        }
        return true
    }

    /// A control's presentations and states (off, on); false when the run's modes or schemes leave
    /// it out (Control Center is full color and dark).
    private func controlAxes(_ target: PreviewCatalog.Target, named: Bool, into matrix: inout RenderMatrix) throws -> Bool {
        let all = ControlPresentation.allCases.map(\.rawValue)
        guard try appliesToPresentations(target, kind: "a control", presentations: all, named: named) else { return false }
        matrix.controlPresentations = try list(self.presentations ?? (families == "all" ? "all" : nil), all: all, first: all[0], axis: "presentation", check: { value in
            guard ControlPresentation(rawValue: value) != nil else {
                throw CLIError.usage("unknown control presentation '\(value)'\(ArgumentParser.suggestion(for: value, among: all))")
            }
        }).compactMap(ControlPresentation.init(rawValue:))
        let dark = schemes == nil || matrix.schemes.contains(.dark)
        if !matrix.modes.contains(.fullColor) || !dark {
            if named { throw CLIError.usage("\(target.name) is a control: it renders in full color and the dark appearance only (--mode fullColor --scheme dark)") }
            return false
        }
        matrix.schemes = [.dark]
        matrix.timelineIndices = try numberedIndices { text in
            switch text {
            case "0", "off": return 0
            case "1", "on": return 1
            default: throw CLIError.usage("\(target.name) is a control: --timeline-index takes 0/off, 1/on or all, not '\(text)'")
            }
        }
        return true
    }

    /// Whether the run's widget axes leave an activity or a control in: `--family` (but `all`, which
    /// asks for every presentation), `--device` and `--place` do not apply to one. Asked for by
    /// name, such an axis is a usage error; otherwise the target is left out.
    private func appliesToPresentations(_ target: PreviewCatalog.Target, kind: String, presentations: [String], named: Bool) throws -> Bool {
        var stray: [String] = []
        if let families, families != "all" { stray.append("--family \(families)") }
        if let devices { stray.append("--device \(devices)") }
        if let places, places != WidgetCell.Placement.standard.rawValue { stray.append("--place \(places)") }
        guard let first = stray.first else { return true }
        if named {
            throw CLIError.usage("\(target.name) is \(kind): \(first) does not apply; it renders in its presentations (\(presentations.joined(separator: ", "))): choose them with --presentation")
        }
        return false
    }

    /// A plain view's cells: scheme × type size, and the single-valued axes.
    private func appearanceCells() throws -> [ViewCell] {
        try schemeList().flatMap { scheme in
            try typeSizeList().map { size in
                var cell = ViewCell(colorScheme: scheme, dynamicTypeSize: size, layoutDirection: layoutDirection ?? .leftToRight, locale: locale ?? "en_US",
                                    timeZone: timeZone ?? "UTC", scale: scale, now: now)
                cell.assetCatalogs = assetCatalogs
                cell.stringTables = stringTables
                return cell
            }
        }
    }

    /// An axis' values: the given ones (each checked), all of them, or the default.
    private func list(_ text: String?, all: [String], first: String, axis: String, check: ((String) throws -> Void)? = nil) throws -> [String] {
        guard let text else { return whole ? all : [first] }
        if text == "all" { return all }
        let values = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !values.isEmpty else { throw CLIError.usage("--\(axis) needs a value, a comma-separated list, or all") }
        for value in values {
            if let check { try check(value) } else if !all.contains(value) {
                throw CLIError.usage("unknown \(axis) '\(value)'\(ArgumentParser.suggestion(for: value, among: all))")
            }
        }
        return values
    }

    /// `--timeline-index` for activities and controls: numbered states only; nil is every state.
    private func numberedIndices(_ parse: (String) throws -> Int) throws -> [TimelineIndex]? {
        guard let indices, indices != "all" else { return whole || indices == "all" ? nil : [.entry(0)] }
        return try indices.split(separator: ",").map { .entry(try parse($0.trimmingCharacters(in: .whitespaces))) }
    }

    /// `--timeline-index` for widgets: entries, `placeholder` or `snapshot`; nil is every entry.
    private func indexList() throws -> [TimelineIndex]? {
        guard let indices, indices != "all" else { return whole || indices == "all" ? nil : [.entry(0)] }
        return try indices.split(separator: ",").map { part in
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let index = TimelineIndex(text) else {
                throw CLIError.usage("--timeline-index must be a number, placeholder, snapshot, a comma-separated list or all, not '\(text)'")
            }
            return index
        }
    }

    /// `tinted` is iOS's name for the accented mode; a mode named twice is one.
    private func modeList() throws -> [WidgetRenderingMode] {
        let named = try list(modes, all: WidgetRenderingMode.allCases.map(\.description), first: "fullColor", axis: "mode", check: { value in
            guard WidgetRenderingMode(named: value) != nil else {
                throw CLIError.usage("unknown mode '\(value)'\(ArgumentParser.suggestion(for: value, among: WidgetRenderingMode.allCases.map(\.description) + ["tinted"]))")
            }
        }).compactMap(WidgetRenderingMode.init(named:))
        return named.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    private func schemeList() throws -> [ColorScheme] {
        try list(schemes, all: ColorScheme.allCases.map(\.rawValue), first: "light", axis: "scheme").compactMap(ColorScheme.init(rawValue:))
    }
    /// Places are not a whole-matrix axis: the family's usual place unless asked.
    private func placeList() throws -> [WidgetCell.Placement] {
        guard let places else { return [.standard] }
        return try list(places, all: WidgetCell.Placement.allCases.map(\.rawValue), first: "standard", axis: "place").compactMap(WidgetCell.Placement.init(rawValue:))
    }

    /// Type sizes are not a whole-matrix axis: the default is large unless asked.
    private func typeSizeList() throws -> [DynamicTypeSize] {
        guard let dynamicTypeSizes else { return [.large] }
        return try list(dynamicTypeSizes, all: DynamicTypeSize.allCases.map(\.rawValue), first: "large", axis: "dynamic-type").compactMap(DynamicTypeSize.init(rawValue:))
    }
}

/// Each (target, family, device) timeline is asked for once per run, not once per cell. Failures
/// are kept too, so a provider that times out costs its time limit once.
final class TimelineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var timelines: [String: Result<LoadedTimeline, Error>] = [:]

    /// A family's timeline, asked for once per device, now and region: a provider that formats in
    /// `getTimeline` gives a German cell German entries.
    func timeline(_ name: String, _ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile?, now: Date,
                  region: DeviceRegion) throws -> LoadedTimeline {
        let key = "\(name)|\(family)|\(device?.name ?? "-")|\(now.timeIntervalSince1970)|\(region)"
        lock.lock()
        if let known = timelines[key] { lock.unlock(); return try known.get() }
        lock.unlock()
        let loaded = Result { try Loupe.timeline(preview, family: family, device: device, now: now, region: region) }
        lock.lock(); timelines[key] = loaded; lock.unlock()
        return try loaded.get()
    }
}

/// `--shard i/n`: cells whose position in the stable order is i−1 modulo n. Shards 1…n partition
/// the matrix exactly.
struct Shard: Equatable {
    let index: Int
    let count: Int

    init(_ text: String) throws {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw CLIError.usage("--shard must look like i/n with 1 ≤ i ≤ n (for example 2/4), not '\(text)'")
        }
        (index, count) = (i, n)
    }

    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
