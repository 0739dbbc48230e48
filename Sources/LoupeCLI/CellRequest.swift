import Foundation
import Loupe
import LoupeUI

/// One cell asked for by a program rather than typed at a prompt: the canvas page and its renderer
/// pass these. Each axis left out takes the command line's default (the preview's first family,
/// entry 0, full colour, light, large). It becomes `render`'s own options (`arguments`), so a
/// request is checked, and rejected, with the command line's words.
struct CellRequest: Codable, Hashable, Sendable {
    var target: String
    /// A widget family, or for Live Activities and controls a presentation (`presentation`).
    var family: String?
    var presentation: String?
    /// An entry index, `placeholder` or `snapshot`; a Live Activity's content state; a control's 0 or 1.
    var entry: String?
    var mode: String?
    var scheme: String?
    var dynamicType: String?
    var device: String?
    var locale: String?
    /// A gallery scene (`Mockup`) to show the widget in; nil for the widget alone.
    var scene: String?

    /// The query names the page uses, one per axis.
    static let queryNames = ["target", "family", "presentation", "entry", "mode", "scheme", "dynamicType", "device", "locale", "scene"]

    init(target: String, family: String? = nil, presentation: String? = nil, entry: String? = nil, mode: String? = nil, scheme: String? = nil,
         dynamicType: String? = nil, device: String? = nil, locale: String? = nil, scene: String? = nil) {
        (self.target, self.family, self.presentation, self.entry, self.mode, self.scheme) = (target, family, presentation, entry, mode, scheme)
        (self.dynamicType, self.device, self.locale, self.scene) = (dynamicType, device, locale, scene)
    }

    /// A request from a page's query; nil without a target. Empty values are left out.
    init?(query: [String: String]) {
        func value(_ name: String) -> String? { query[name].flatMap { $0.isEmpty ? nil : $0 } }
        guard let target = value("target") else { return nil }
        self.init(target: target, family: value("family"), presentation: value("presentation"), entry: value("entry"), mode: value("mode"),
                  scheme: value("scheme"), dynamicType: value("dynamicType"), device: value("device"), locale: value("locale"), scene: value("scene"))
    }

    /// `render`'s options for this cell.
    var arguments: [String] {
        var arguments = [target]
        let axes: [(String, String?)] = [("--family", family), ("--presentation", presentation), ("--timeline-index", entry), ("--mode", mode),
                                          ("--scheme", scheme), ("--dynamic-type", dynamicType), ("--device", device), ("--locale", locale)]
        for (option, value) in axes { if let value { arguments += [option, value] } }
        return arguments
    }
}
