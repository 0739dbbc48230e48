import Foundation
import LoupeUI

/// The cells of a preview over the axes asked for, in one stable order (family or presentation,
/// device, entry or state, mode, scheme, type size, place): the expansion the command line, the test
/// assertions and the gallery share. Every axis is typed and already chosen; what a command
/// line's "first" or "all" means is decided by whoever builds the matrix.
public struct RenderMatrix: Sendable {
    /// Which devices a widget family renders on.
    public enum Devices: Hashable, Sendable {
        /// The family's default device.
        case familyDefault
        /// Every device profile that has the family.
        case everyWithFamily
        /// These; each must have the family.
        case only([DeviceProfile])
    }

    /// Widget families; nil: every family the preview supports.
    public var families: [WidgetFamily]?
    /// A Live Activity's presentations; nil: every one its preview shows.
    public var activityPresentations: [ActivityPresentation]?
    /// A control's presentations; nil: all of them.
    public var controlPresentations: [ControlPresentation]?
    /// Entries (a Live Activity's content states, a control's 0 off and 1 on as `.entry`); nil:
    /// every entry of each family's timeline, every state, off and on.
    public var timelineIndices: [TimelineIndex]?
    public var modes: [WidgetRenderingMode]
    public var schemes: [ColorScheme]
    public var devices: Devices
    /// Type sizes; activities and controls take the first.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Places (the family's usual one, StandBy, CarPlay); a family a place does not show is left
    /// out there. Widgets only.
    public var places: [WidgetCell.Placement]
    /// What every cell shares.
    public var scale: CGFloat?
    public var layoutDirection: LayoutDirection
    public var locale: String
    public var timeZone: String
    public var backdrop: RenderingModeStyle.Backdrop
    /// Live Activities: the content drawn as stale.
    public var isStale: Bool
    public var now: Date
    public var assetCatalogs: [AssetCatalog]
    /// String tables every cell looks in first.
    public var stringTables: StringTables? = nil

    /// Every family, entry, mode and scheme at the default type size: a widget's whole matrix.
    public init(families: [WidgetFamily]? = nil, activityPresentations: [ActivityPresentation]? = nil,
                controlPresentations: [ControlPresentation]? = nil, timelineIndices: [TimelineIndex]? = nil,
                modes: [WidgetRenderingMode] = WidgetRenderingMode.allCases, schemes: [ColorScheme] = ColorScheme.allCases,
                devices: Devices = .familyDefault, dynamicTypeSizes: [DynamicTypeSize] = [.large], places: [WidgetCell.Placement] = [.standard],
                scale: CGFloat? = nil,
                layoutDirection: LayoutDirection = .leftToRight, locale: String = "en_US", timeZone: String = "UTC",
                backdrop: RenderingModeStyle.Backdrop = .transparent, isStale: Bool = false,
                now: Date = LoupeClock.processNow, assetCatalogs: [AssetCatalog] = [], stringTables: StringTables? = nil) {
        (self.families, self.activityPresentations, self.controlPresentations, self.timelineIndices) =
            (families, activityPresentations, controlPresentations, timelineIndices)
        (self.modes, self.schemes, self.devices, self.dynamicTypeSizes, self.places) = (modes, schemes, devices, dynamicTypeSizes, places)
        (self.scale, self.layoutDirection, self.locale, self.timeZone, self.backdrop) = (scale, layoutDirection, locale, timeZone, backdrop)
        (self.isStale, self.now, self.assetCatalogs, self.stringTables) = (isStale, now, assetCatalogs, stringTables)
    }

    /// What the axes ask that the preview cannot give.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noFamily(preview: String)
        case unsupportedFamily(preview: String, WidgetFamily, supported: [WidgetFamily])
        case deviceLacksFamily(DeviceProfile, WidgetFamily)
        case emptyTimeline(preview: String, WidgetFamily)
        case entryOutOfRange(preview: String, index: Int, count: Int, WidgetFamily)
        case unsupportedPresentation(preview: String, ActivityPresentation, supported: [ActivityPresentation])
        case notAState(preview: String, TimelineIndex, count: Int)
        case stateOutOfRange(preview: String, index: Int, count: Int)
        case notAControlState(preview: String, TimelineIndex)
        /// A Live Activity with no content state to show (its preview gives none, or no preview gives it any).
        case noContentStates(preview: String)
        /// The axes select no cell of the preview; why, in words.
        case noCells(preview: String, reason: String)

        public var description: String {
            switch self {
            case .noFamily(let preview): "\(preview) supports no family: it has nothing to render"
            case let .unsupportedFamily(preview, family, supported):
                "\(preview) does not support \(family); it supports \(supported.map(\.rawValue).joined(separator: ", "))"
            case let .deviceLacksFamily(device, family):
                "\(device.name) has no \(family) widgets; devices with it: \(DeviceProfile.all.filter { $0.size(of: family) != nil }.map(\.name).joined(separator: ", "))"
            case let .emptyTimeline(preview, family): "the timeline of \(preview) for \(family) is empty: there is no entry to render"
            case let .entryOutOfRange(preview, index, count, family):
                "timeline index \(index) is out of range: \(preview) has \(count) entr\(count == 1 ? "y" : "ies") for \(family) (0…\(count - 1))"
            case let .unsupportedPresentation(preview, presentation, supported):
                "the preview \(preview) is for \(supported.map(\.rawValue).joined(separator: ", ")), not \(presentation)"
            case let .notAState(preview, index, count): "\(preview) is a Live Activity: its entries are content states (0…\(max(count - 1, 0))), not \(index)"
            case let .stateOutOfRange(preview, index, count): "content state \(index) is out of range: \(preview) has \(count) (0…\(count - 1))"
            case let .notAControlState(preview, index): "\(preview) is a control: its entries are 0 (off) and 1 (on), not \(index)"
            case let .noContentStates(preview):
                "\(preview) is a Live Activity with no content state to render: a preview gives its attributes and states, as #Preview(\"…\", as: .content, using: attributes) { Widget() } contentStates: { state } or a PreviewProvider's attributes.previewContext(state, viewKind: .content) does"
            case let .noCells(preview, reason): "no cell of \(preview) to render: \(reason)"
            }
        }
    }

    /// The preview's cells. `name` is what failures call the preview; `timeline` answers a
    /// family's timeline on a device (nil: the family's default), asked once per family and device
    /// at most — a cache belongs to the caller.
    public func cells(of preview: WidgetPreview, named name: String,
                      timeline: (WidgetFamily, DeviceProfile?) throws -> LoadedTimeline) throws -> [WidgetCell] {
        if !preview.controlPresentations.isEmpty { return try controlCells(preview, name) }
        if !preview.presentations.isEmpty { return try activityCells(preview, name, timeline) }
        return try widgetCells(preview, name, timeline)
    }

    private func stamped(_ cell: WidgetCell) -> WidgetCell {
        var cell = cell
        cell.now = now
        cell.assetCatalogs = assetCatalogs
        cell.stringTables = stringTables
        return cell
    }

    private func widgetCells(_ preview: WidgetPreview, _ name: String,
                             _ timeline: (WidgetFamily, DeviceProfile?) throws -> LoadedTimeline) throws -> [WidgetCell] {
        let supported = preview.families
        guard !supported.isEmpty else { throw Failure.noFamily(preview: name) }
        // Named devices: with families named too, a device without one of them is a mistake; for the
        // whole widget, each device shows the families it has (the Mac no accessory ones, a watch no
        // system ones), as a place does — and a device with none of them is the mistake.
        if case .only(let list) = devices, families == nil,
           let lacking = list.first(where: { device in !supported.contains { device.size(of: $0) != nil } }) {
            throw Failure.deviceLacksFamily(lacking, supported[0])
        }
        var cells: [WidgetCell] = []
        for family in families ?? supported {
            guard supported.contains(family) else { throw Failure.unsupportedFamily(preview: name, family, supported: supported) }
            let onDevices: [DeviceProfile?]
            switch devices {
            case .familyDefault: onDevices = [nil]
            case .everyWithFamily: onDevices = DeviceProfile.all.filter { $0.size(of: family) != nil }
            case .only(let list):
                if families != nil, let lacking = list.first(where: { $0.size(of: family) == nil }) { throw Failure.deviceLacksFamily(lacking, family) }
                onDevices = list.filter { $0.size(of: family) != nil }
            }
            for device in onDevices {
                let indices: [TimelineIndex]
                if let timelineIndices {
                    for case .entry(let i) in timelineIndices {
                        let count = try timeline(family, device).entries.count
                        guard count > 0 else { throw Failure.emptyTimeline(preview: name, family) }
                        guard i < count else { throw Failure.entryOutOfRange(preview: name, index: i, count: count, family) }
                    }
                    indices = timelineIndices
                } else {
                    let count = try timeline(family, device).entries.count
                    guard count > 0 else { throw Failure.emptyTimeline(preview: name, family) }
                    indices = (0..<count).map { .entry($0) }
                }
                for index in indices {
                    for mode in modes {
                        for scheme in schemes {
                            for size in dynamicTypeSizes {
                                for place in places where place.shows(family) {
                                    var cell = WidgetCell(family: family, timelineIndex: index, renderingMode: mode, colorScheme: scheme,
                                                          device: device, scale: scale, dynamicTypeSize: size, layoutDirection: layoutDirection,
                                                          locale: locale, timeZone: timeZone, backdrop: backdrop)
                                    cell.placement = place
                                    cells.append(stamped(cell))
                                }
                            }
                        }
                    }
                }
            }
        }
        return cells
    }

    /// A Live Activity: presentation × content state × scheme, in full color only (none without it).
    private func activityCells(_ preview: WidgetPreview, _ name: String,
                               _ timeline: (WidgetFamily, DeviceProfile?) throws -> LoadedTimeline) throws -> [WidgetCell] {
        let supported = preview.presentations
        let presentations = activityPresentations ?? supported
        for presentation in presentations where !supported.contains(presentation) {
            throw Failure.unsupportedPresentation(preview: name, presentation, supported: supported)
        }
        guard modes.contains(.fullColor) else { return [] }
        // An activity's "timeline" is its content states.
        let count = try timeline(.systemMedium, nil).entries.count
        guard count > 0 else { throw Failure.noContentStates(preview: name) }
        let states = try (timelineIndices ?? (0..<count).map { .entry($0) }).map { index -> Int in
            guard case .entry(let i) = index else { throw Failure.notAState(preview: name, index, count: count) }
            guard i < count else { throw Failure.stateOutOfRange(preview: name, index: i, count: count) }
            return i
        }
        var cells: [WidgetCell] = []
        for presentation in presentations {
            for state in states {
                for scheme in schemes {
                    var cell = WidgetCell.activity(presentation, state: state, colorScheme: scheme, scale: scale, isStale: isStale)
                    (cell.dynamicTypeSize, cell.layoutDirection, cell.locale, cell.timeZone) =
                        (dynamicTypeSizes.first ?? .large, layoutDirection, locale, timeZone)
                    cells.append(stamped(cell))
                }
            }
        }
        return cells
    }

    /// Why these axes select no cell of `preview` (what `cells` gave no cell for), in words.
    public func whyNoCells(of preview: WidgetPreview) -> String {
        if let families, families.isEmpty { return "families: [] asks for none" }
        if modes.isEmpty || schemes.isEmpty || dynamicTypeSizes.isEmpty || places.isEmpty { return "an axis (modes, schemes, type sizes or places) is empty" }
        if !preview.controlPresentations.isEmpty {
            return modes.contains(.fullColor) ? "a control renders in the dark appearance only, and the schemes are \(schemes.map(\.rawValue))"
                                              : "a control renders in full color only, and the modes are \(modes.map(\.description))"
        }
        if !preview.presentations.isEmpty {
            return modes.contains(.fullColor) ? "the presentations asked for are none" : "a Live Activity renders in full color only, and the modes are \(modes.map(\.description))"
        }
        let shown = families ?? preview.families
        if !shown.contains(where: { family in places.contains { $0.shows(family) } }) {
            return "the places \(places.map(\.rawValue)) show \(Set(places.map(\.shownFamilies)).sorted().joined(separator: " and ")), and \(preview.widget.kind) is asked for \(shown.map(\.rawValue).joined(separator: ", "))"
        }
        if case .only(let list) = devices, !list.contains(where: { device in shown.contains { device.size(of: $0) != nil } }) {
            return "the devices \(list.map(\.name)) have none of the families \(shown.map(\.rawValue).joined(separator: ", "))"
        }
        return "the axes select none"
    }

    /// A control: presentation × off and on, in full color and the dark appearance (none without them).
    private func controlCells(_ preview: WidgetPreview, _ name: String) throws -> [WidgetCell] {
        guard modes.contains(.fullColor), schemes.contains(.dark) else { return [] }
        let states = try (timelineIndices ?? [.entry(0), .entry(1)]).map { index -> Bool in
            guard case .entry(let i) = index, i == 0 || i == 1 else { throw Failure.notAControlState(preview: name, index) }
            return i == 1
        }
        var cells: [WidgetCell] = []
        for presentation in controlPresentations ?? ControlPresentation.allCases {
            for isOn in states {
                var cell = WidgetCell.control(presentation, isOn: isOn, scale: scale)
                (cell.dynamicTypeSize, cell.layoutDirection, cell.locale) = (dynamicTypeSizes.first ?? .large, layoutDirection, locale)
                cells.append(stamped(cell))
            }
        }
        return cells
    }
}
