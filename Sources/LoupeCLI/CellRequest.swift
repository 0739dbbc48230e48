import Foundation
import Loupe
import LoupeGallery
import LoupeUI

/// One cell asked for by a program rather than typed at a prompt — the canvas page and its renderer,
/// the agents' `RenderPreview` — with its axes as their types. Each axis left out takes the command
/// line's default (the preview's first family, entry 0, full colour, light, large). It is rendered
/// through `render`'s own options (`arguments`), so the target, the device and whether the preview
/// takes the axis are checked, and rejected, in the command line's words.
struct CellRequest: Hashable, Sendable {
    var target: String
    var family: WidgetFamily?
    /// A Live Activity's presentation or a control's (`ActivityPresentation`, `ControlPresentation`).
    var presentation: Presentation?
    var entry: Entry?
    var mode: WidgetRenderingMode?
    var scheme: ColorScheme?
    var dynamicType: DynamicTypeSize?
    /// A device profile's name (`list` shows them).
    var device: String?
    var locale: String?
    /// A gallery scene to show the widget in; nil for the widget alone.
    var scene: Mockup?
    var layoutDirection: LayoutDirection?
    /// An IANA time zone (`render` checks it).
    var timeZone: String?
    var place: WidgetCell.Placement?
    /// A Live Activity's content drawn as stale.
    var isStale = false

    enum Presentation: Hashable, Sendable {
        case activity(ActivityPresentation)
        case control(ControlPresentation)
        var name: String {
            switch self {
            case .activity(let presentation): presentation.rawValue
            case .control(let presentation): presentation.rawValue
            }
        }
    }

    /// A timeline entry, a Live Activity's content state or a control's off (0) and on (1).
    enum Entry: Hashable, Sendable {
        case placeholder, snapshot
        case index(Int)
        var name: String {
            switch self {
            case .placeholder: "placeholder"
            case .snapshot: "snapshot"
            case .index(let i): String(i)
            }
        }
    }

    init(target: String, family: WidgetFamily? = nil, presentation: Presentation? = nil, entry: Entry? = nil, mode: WidgetRenderingMode? = nil,
         scheme: ColorScheme? = nil, dynamicType: DynamicTypeSize? = nil, device: String? = nil, locale: String? = nil, scene: Mockup? = nil) {
        (self.target, self.family, self.presentation, self.entry, self.mode, self.scheme) = (target, family, presentation, entry, mode, scheme)
        (self.dynamicType, self.device, self.locale, self.scene) = (dynamicType, device, locale, scene)
    }

    /// `render`'s options for this cell.
    var arguments: [String] {
        var arguments = [target]
        let axes: [(String, String?)] = [("--family", family?.rawValue), ("--presentation", presentation?.name), ("--timeline-index", entry?.name),
                                          ("--mode", mode?.description), ("--scheme", scheme?.rawValue), ("--dynamic-type", dynamicType?.rawValue),
                                          ("--device", device), ("--locale", locale),
                                          ("--layout-direction", layoutDirection.map { $0 == .rightToLeft ? "rtl" : "ltr" }),
                                          ("--time-zone", timeZone), ("--place", place?.rawValue)]
        for (option, value) in axes { if let value { arguments += [option, value] } }
        if isStale { arguments.append("--stale") }
        return arguments
    }

    /// The values as text, by the names the page's query and the renderer's messages use.
    var fields: [String: String] {
        ["target": target, "family": family?.rawValue, "presentation": presentation?.name, "entry": entry?.name, "mode": mode?.description,
         "scheme": scheme?.rawValue, "dynamicType": dynamicType?.rawValue, "device": device, "locale": locale, "scene": scene?.rawValue,
         "layoutDirection": layoutDirection.map { $0 == .rightToLeft ? "rtl" : "ltr" }, "timeZone": timeZone, "place": place?.rawValue,
         "stale": isStale ? "true" : nil]
            .compactMapValues { $0 }
    }

    /// A request from named text values (a page's query); empty values are left out. A value that
    /// names no family, mode, scheme… is a usage error saying which and suggesting the nearest.
    init(fields: [String: String]) throws {
        func value(_ name: String) -> String? { fields[name].flatMap { $0.isEmpty ? nil : $0 } }
        for name in fields.keys.sorted() where !Self.names.contains(name) {
            throw CLIError.usage("a cell has no '\(name)'\(ArgumentParser.suggestion(for: name, among: Self.names)); it takes \(Self.names.joined(separator: ", "))")
        }
        guard let target = value("target") else { throw CLIError.usage("a cell needs a target") }
        self.init(target: target, device: value("device"), locale: value("locale"))
        timeZone = value("timeZone")
        family = try value("family").map { try Self.parse($0, "family", WidgetFamily.allCases.map(\.rawValue), WidgetFamily.init(rawValue:)) }
        if let name = value("presentation") {
            let names = ActivityPresentation.allCases.map(\.rawValue) + ControlPresentation.allCases.map(\.rawValue).filter { $0 != "lockScreen" }
            presentation = try Self.parse(name, "presentation", names) { text in
                ActivityPresentation(rawValue: text).map(Presentation.activity) ?? ControlPresentation(rawValue: text).map(Presentation.control)
            }
        }
        if let text = value("entry") {
            switch text {
            case "placeholder": entry = .placeholder
            case "snapshot": entry = .snapshot
            default:
                guard let index = Int(text), index >= 0 else {
                    throw CLIError.usage("entry must be an index (0, 1, …), placeholder or snapshot, not '\(text)'")
                }
                entry = .index(index)
            }
        }
        mode = try value("mode").map { try Self.parse($0, "mode", WidgetRenderingMode.allCases.map(\.description) + ["tinted"], WidgetRenderingMode.init(named:)) }
        scheme = try value("scheme").map { try Self.parse($0, "scheme", ColorScheme.allCases.map(\.rawValue), ColorScheme.init(rawValue:)) }
        dynamicType = try value("dynamicType").map { try Self.parse($0, "dynamic-type", DynamicTypeSize.allCases.map(\.rawValue), DynamicTypeSize.init(rawValue:)) }
        scene = try value("scene").map { try Self.parse($0, "scene", Mockup.allCases.map(\.rawValue), Mockup.init(rawValue:)) }
        layoutDirection = try value("layoutDirection").map { text in
            try Self.parse(text, "layout-direction", ["ltr", "rtl"]) { ["ltr", "leftToRight"].contains($0) ? .leftToRight : ["rtl", "rightToLeft"].contains($0) ? .rightToLeft : nil }
        }
        place = try value("place").map { try Self.parse($0, "place", WidgetCell.Placement.allCases.map(\.rawValue), WidgetCell.Placement.init(rawValue:)) }
        isStale = try value("stale").map { try Self.parse($0, "stale", ["true", "false"]) { ["true": true, "false": false][$0] } } ?? false
    }

    static let names = ["target", "family", "presentation", "entry", "mode", "scheme", "dynamicType", "device", "locale", "scene",
                        "layoutDirection", "timeZone", "place", "stale"]

    /// A value of one axis, in the command line's words when it names nothing.
    private static func parse<T>(_ text: String, _ axis: String, _ known: [String], _ make: (String) -> T?) throws -> T {
        guard let value = make(text) else {
            throw CLIError.usage("unknown \(axis) '\(text)'\(ArgumentParser.suggestion(for: text, among: known))")
        }
        return value
    }
}

/// On the wire between the canvas and its renderer: the fields, as text.
extension CellRequest: Codable {
    init(from decoder: Decoder) throws {
        try self.init(fields: try [String: String](from: decoder))
    }
    func encode(to encoder: Encoder) throws {
        try fields.encode(to: encoder)
    }
}
