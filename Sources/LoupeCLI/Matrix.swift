import Foundation
import Loupe
import LoupeUI

/// One cell of a render matrix with its stable file name.
struct MatrixCell {
    let widget: Catalog.Entry
    let cell: WidgetCell

    func path(format: String) -> String { SnapshotName.path(widget: widget.name, cell: cell, format: format) }
}

/// The axes of `loupe render`: each a single value, a comma-separated list, or `all`.
struct MatrixRequest {
    var widgets: [String]?          // nil: the first widget
    var families: String?           // nil: the preview's first family
    var presentations: String?      // Live Activities; nil: the preview's first presentation
    var isStale = false
    var indices: String = "0"
    var modes: String = "fullColor"
    var schemes: String = "light"
    /// `--scheme` was given (controls default to dark, the only appearance they have).
    var schemeGiven = false
    var devices: String?
    var scale: CGFloat?
    var dynamicTypeSizes: String = "large"
    var layoutDirection = LayoutDirection.leftToRight
    var locale = "en_US"
    var timeZone = "UTC"
    var backdrop = RenderingModeStyle.Backdrop.transparent

    /// Every cell, in a stable order (widget, family, index, mode, scheme, device, type size).
    func cells(in catalog: Catalog, timelines: TimelineCache) throws -> [MatrixCell] {
        let widgetNames = try list(widgets.map { $0.joined(separator: ",") }, all: catalog.names, axis: "widget") ?? [catalog.names.first].compactMap { $0 }
        guard !widgetNames.isEmpty else { throw CLIError.usage("there are no widgets to render: declare a #Preview") }
        var cells: [MatrixCell] = []
        for name in widgetNames {
            let entry = try catalog.entry(named: name)
            if !entry.preview.controlPresentations.isEmpty {
                cells += try controlCells(entry, named: widgets != nil && widgets != ["all"])
                continue
            }
            if !entry.preview.presentations.isEmpty {
                cells += try activityCells(entry, named: widgets != nil && widgets != ["all"], timelines: timelines)
                continue
            }
            let supported = entry.preview.families
            let families = try list(self.families, all: supported.map(\.rawValue), axis: "family", check: { value in
                guard let family = WidgetFamily(rawValue: value) else {
                    throw CLIError.usage("unknown family '\(value)'\(ArgumentParser.suggestion(for: value, among: WidgetFamily.allCases.map(\.rawValue)))")
                }
                guard supported.contains(family) else {
                    throw CLIError.usage("\(name) does not support \(value); it supports \(supported.map(\.rawValue).joined(separator: ", "))")
                }
            })?.compactMap(WidgetFamily.init(rawValue:)) ?? [supported[0]]
            for family in families {
                let devices = try deviceList(for: family)
                for device in devices {
                    let indices = try indexList(entry, family: family, device: device, timelines: timelines)
                    for index in indices {
                        for mode in try modeList() {
                            for scheme in try schemeList() {
                                for size in try typeSizeList() {
                                    var cell = WidgetCell(family: family, timelineIndex: index, renderingMode: mode, colorScheme: scheme,
                                                          device: device, scale: scale, dynamicTypeSize: size, layoutDirection: layoutDirection,
                                                          locale: locale, timeZone: timeZone, backdrop: backdrop)
                                    cell.providerTimeout = 10
                                    cells.append(MatrixCell(widget: entry, cell: cell))
                                }
                            }
                        }
                    }
                }
            }
        }
        return cells
    }

    /// A Live Activity's cells: presentation × content state × scheme, in full color (the island
    /// is always drawn dark; the Lock Screen follows the scheme). The family and device axes do not
    /// apply. `named`: the activity was asked for by name, so a mode it cannot take is an error.
    private func activityCells(_ entry: Catalog.Entry, named: Bool, timelines: TimelineCache) throws -> [MatrixCell] {
        let supported = entry.preview.presentations
        let presentations = try list(self.presentations, all: supported.map(\.rawValue), axis: "presentation", check: { value in
            guard let presentation = ActivityPresentation(rawValue: value) else {
                throw CLIError.usage("unknown presentation '\(value)'\(ArgumentParser.suggestion(for: value, among: ActivityPresentation.allCases.map(\.rawValue)))")
            }
            guard supported.contains(presentation) else {
                throw CLIError.usage("the preview \(entry.name) is for \(supported.map(\.rawValue).joined(separator: ", ")), not \(value)")
            }
        })?.compactMap(ActivityPresentation.init(rawValue:)) ?? [supported[0]]
        let modes = try modeList().filter { $0 == .fullColor }
        if modes.isEmpty {
            if named { throw CLIError.usage("\(entry.name) is a Live Activity: it renders in full color only (--mode fullColor)") }
            return []
        }
        let count = try timelines.timeline(entry, family: .systemMedium, device: nil).entries.count
        let indices: [Int]
        if self.indices == "all" {
            indices = Array(0..<count)
        } else {
            indices = try self.indices.split(separator: ",").map { part in
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let i = Int(text), i >= 0 else {
                    throw CLIError.usage("\(entry.name) is a Live Activity: --timeline-index selects a content state (0…\(max(count - 1, 0))), not '\(text)'")
                }
                guard i < count else {
                    throw CLIError.usage("content state \(i) is out of range: \(entry.name) has \(count) (0…\(count - 1))")
                }
                return i
            }
        }
        var cells: [MatrixCell] = []
        for presentation in presentations {
            for index in indices {
                for scheme in try schemeList() {
                    // The family is not used for an activity; the presentation takes its place.
                    var cell = WidgetCell.activity(presentation, state: index, colorScheme: scheme, scale: scale, isStale: isStale)
                    cell.dynamicTypeSize = (try? typeSizeList().first) ?? .large
                    (cell.layoutDirection, cell.locale, cell.timeZone) = (layoutDirection, locale, timeZone)
                    cell.providerTimeout = 10
                    cells.append(MatrixCell(widget: entry, cell: cell))
                }
            }
        }
        return cells
    }

    /// A control's cells: presentation × state (off, on), in full color and the dark appearance
    /// (Control Center is dark). `--timeline-index` takes 0/off, 1/on or all (default: both).
    private func controlCells(_ entry: Catalog.Entry, named: Bool) throws -> [MatrixCell] {
        let presentations = try list(self.presentations, all: ControlPresentation.allCases.map(\.rawValue), axis: "presentation", check: { value in
            guard ControlPresentation(rawValue: value) != nil else {
                throw CLIError.usage("unknown control presentation '\(value)'\(ArgumentParser.suggestion(for: value, among: ControlPresentation.allCases.map(\.rawValue)))")
            }
        })?.compactMap(ControlPresentation.init(rawValue:)) ?? [.small]
        let modes = try modeList().filter { $0 == .fullColor }
        let schemes = schemeGiven ? try schemeList().filter { $0 == .dark } : [.dark]
        if modes.isEmpty || schemes.isEmpty {
            if named { throw CLIError.usage("\(entry.name) is a control: it renders in full color and the dark appearance only (--mode fullColor --scheme dark)") }
            return []
        }
        let states: [Int]
        if indices == "all" {
            states = [0, 1]
        } else {
            states = try indices.split(separator: ",").map { part in
                switch part.trimmingCharacters(in: .whitespaces) {
                case "0", "off": return 0
                case "1", "on": return 1
                case let other: throw CLIError.usage("\(entry.name) is a control: --timeline-index takes 0/off, 1/on or all, not '\(other)'")
                }
            }
        }
        var cells: [MatrixCell] = []
        for presentation in presentations {
            for state in states {
                var cell = WidgetCell.control(presentation, isOn: state == 1, scale: scale)
                cell.dynamicTypeSize = (try? typeSizeList().first) ?? .large
                (cell.layoutDirection, cell.locale) = (layoutDirection, locale)
                cells.append(MatrixCell(widget: entry, cell: cell))
            }
        }
        return cells
    }

    private func list(_ text: String?, all: [String], axis: String, check: ((String) throws -> Void)? = nil) throws -> [String]? {
        guard let text else { return nil }
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

    private func deviceList(for family: WidgetFamily) throws -> [DeviceProfile?] {
        guard let devices else { return [nil] }
        let names = devices == "all" ? DeviceProfile.all.filter { $0.size(of: family) != nil }.map(\.name) : try list(devices, all: DeviceProfile.all.map(\.name), axis: "device")!
        return try names.map { name in
            let device = DeviceProfile.named(name)!
            guard device.size(of: family) != nil else {
                throw CLIError.usage("\(name) has no \(family) widgets; devices with it: \(DeviceProfile.all.filter { $0.size(of: family) != nil }.map(\.name).joined(separator: ", "))")
            }
            return device
        }
    }

    private func indexList(_ entry: Catalog.Entry, family: WidgetFamily, device: DeviceProfile?, timelines: TimelineCache) throws -> [TimelineIndex] {
        let count = { try timelines.timeline(entry, family: family, device: device).entries.count }
        if indices == "all" { return (0..<(try count())).map { .entry($0) } }
        return try indices.split(separator: ",").map { part in
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let index = TimelineIndex(text) else {
                throw CLIError.usage("--timeline-index must be a number, placeholder, snapshot, a comma-separated list or all, not '\(text)'")
            }
            if case .entry(let i) = index {
                let n = try count()
                guard n > 0 else { throw CLIError.usage("the timeline of \(entry.name) for \(family) is empty: there is no entry to render") }
                guard i < n else {
                    throw CLIError.usage("timeline index \(i) is out of range: \(entry.name) has \(n) entr\(n == 1 ? "y" : "ies") for \(family) (0…\(n - 1))")
                }
            }
            return index
        }
    }

    private func modeList() throws -> [WidgetRenderingMode] {
        try list(modes, all: WidgetRenderingMode.allCases.map(\.description), axis: "mode")!.compactMap(WidgetRenderingMode.init(named:))
    }
    private func schemeList() throws -> [ColorScheme] {
        try list(schemes, all: ColorScheme.allCases.map(\.rawValue), axis: "scheme")!.compactMap(ColorScheme.init(rawValue:))
    }
    private func typeSizeList() throws -> [DynamicTypeSize] {
        try list(dynamicTypeSizes, all: DynamicTypeSize.allCases.map(\.rawValue), axis: "dynamic-type")!.compactMap(DynamicTypeSize.init(rawValue:))
    }
}

/// Each (widget, family, device) timeline is asked for once per run, not once per cell.
final class TimelineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var timelines: [String: LoadedTimeline] = [:]

    func timeline(_ entry: Catalog.Entry, family: WidgetFamily, device: DeviceProfile?) throws -> LoadedTimeline {
        let key = "\(entry.name)|\(family)|\(device?.name ?? "-")"
        lock.lock()
        if let known = timelines[key] { lock.unlock(); return known }
        lock.unlock()
        let loaded = try Loupe.timeline(entry.preview, family: family, device: device)
        lock.lock(); timelines[key] = loaded; lock.unlock()
        return loaded
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
