import Foundation
import LoupeUI

/// Stable, readable names for cells: `<target>/<family or presentation>/<index>-<mode>-<scheme>[-<device>][-<variants>][-<place>][@<scale>x].<format>`
/// (a plain view: `<target>/view/<scheme>[-<variants>][@<scale>x].<format>`), the layout of
/// Snapshots/ and of `loupe render` folders. Parts for non-default axes are added only when they
/// differ from the defaults, so the common names stay short and stable. `Parts` reads a name back.
public enum SnapshotName {
    /// The folder of a plain view's cells, where a widget has its family.
    public static let viewFolder = "view"

    public static func path(widget: String, cell: WidgetCell, format: String = "png") -> String {
        // A presentation stands where a widget's family does; a content state where an entry does,
        // and a control's state is on or off. Activities and controls are always full color.
        let folder: String, index: String, mode: WidgetRenderingMode, isStale: Bool
        switch cell.subject {
        case let .widget(family, timelineIndex, renderingMode):
            (folder, index, mode, isStale) = (family.rawValue, "\(timelineIndex)", renderingMode, false)
        case let .activity(presentation, state, stale):
            (folder, index, mode, isStale) = (presentation.rawValue, "\(state)", .fullColor, stale)
        case let .control(presentation, isOn):
            (folder, index, mode, isStale) = (presentation.rawValue, isOn ? "on" : "off", .fullColor, false)
        }
        var leaf = "\(index)-\(mode)-\(cell.colorScheme.rawValue)"
        let defaultDevice = WidgetCell(subject: cell.subject).resolvedDevice
        if let device = cell.device, device != defaultDevice { leaf += "-\(device.name)" }
        leaf += variants(cell.dynamicTypeSize, cell.layoutDirection, cell.locale, cell.timeZone, isStale: isStale)
        if cell.placement != .standard { leaf += "-\(cell.placement.rawValue)" }
        if let scale = cell.scale, scale != cell.resolvedDevice.scale { leaf += "@\(Int(scale))x" }
        return "\(sanitize(widget))/\(folder)/\(sanitize(leaf)).\(format)"
    }

    public static func path(view: String, cell: ViewCell, format: String = "png") -> String {
        var leaf = cell.colorScheme.rawValue + variants(cell.dynamicTypeSize, cell.layoutDirection, cell.locale, cell.timeZone, isStale: false)
        if let scale = cell.scale, scale != ViewCell.defaultScale { leaf += "@\(Int(scale))x" }
        return "\(sanitize(view))/\(viewFolder)/\(sanitize(leaf)).\(format)"
    }

    private static func variants(_ size: DynamicTypeSize, _ direction: LayoutDirection, _ locale: String, _ timeZone: String, isStale: Bool) -> String {
        var text = ""
        if size != .large { text += "-\(size.rawValue)" }
        if direction == .rightToLeft { text += "-rtl" }
        if locale != "en_US" { text += "-\(locale)" }
        if timeZone != "UTC" { text += "-\(timeZone.replacingOccurrences(of: "/", with: "_"))" }
        if isStale { text += "-stale" }
        return text
    }

    /// File and folder names from user text: no path separators, no dot-dot, no control characters.
    /// Distinct widget names that sanitise alike are told apart by the catalog (`-2`, `-3`).
    public static func sanitize(_ name: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.@+"))
        var out = String(name.unicodeScalars.map { allowed.contains($0) ? Character($0) : "_" })
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "_" : out
    }

    /// A reference's name read back into the axis values it spells (as the command line writes
    /// them). Reading is by shape only: whether the widget has such a cell is for its matrix to say,
    /// which then writes the name again and compares — a name that does not come back the same is
    /// no cell's.
    public struct Parts: Equatable {
        /// The family, presentation, or `view`.
        public var folder: String
        /// `0`, `placeholder`, `snapshot`, `on`, `off`; nil for a view.
        public var index: String?
        public var mode: String?
        public var scheme: String
        public var device: String?
        public var dynamicTypeSize: String?
        public var isRightToLeft = false
        public var locale: String?
        public var timeZone: String?
        public var isStale = false
        /// `standBy` or `carPlay`; nil for the family's usual place.
        public var place: String?
        public var scale: Int?
        public var format: String

        /// `path` relative to the target's folder: `systemSmall/2-accented-dark-iphone-375@2x.png`.
        public init?(_ path: String) {
            let pieces = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard pieces.count == 2, !pieces[0].isEmpty else { return nil }
            folder = pieces[0]
            var leaf = pieces[1]
            guard let dot = leaf.lastIndex(of: ".") else { return nil }
            format = String(leaf[leaf.index(after: dot)...])
            guard format == "png" || format == "svg" else { return nil }
            leaf = String(leaf[..<dot])
            if let at = leaf.lastIndex(of: "@"), leaf.hasSuffix("x"), let n = Int(leaf[leaf.index(after: at)..<leaf.index(before: leaf.endIndex)]) {
                scale = n
                leaf = String(leaf[..<at])
            }
            var tokens = ArraySlice(leaf.split(separator: "-", omittingEmptySubsequences: false).map(String.init))
            if folder != SnapshotName.viewFolder {
                guard tokens.count >= 3 else { return nil }
                index = tokens.removeFirst()
                mode = tokens.removeFirst()
            }
            guard let scheme = tokens.popFirst() else { return nil }
            self.scheme = scheme
            for length in [3, 2, 1] where tokens.count >= length {
                let candidate = tokens.prefix(length).joined(separator: "-")
                if DeviceProfile.named(candidate) != nil { device = candidate; tokens.removeFirst(length); break }
            }
            if let first = tokens.first, DynamicTypeSize(rawValue: first) != nil { dynamicTypeSize = first; tokens.removeFirst() }
            if tokens.first == "rtl" { isRightToLeft = true; tokens.removeFirst() }
            if let last = tokens.last, last != WidgetCell.Placement.standard.rawValue, WidgetCell.Placement(rawValue: last) != nil {
                place = last; tokens.removeLast()
            }
            if tokens.last == "stale" { isStale = true; tokens.removeLast() }
            // What is left is a locale, a time zone (its "/" written "_"), or both in that order.
            if !tokens.isEmpty {
                if let zone = Self.timeZone(spelled: tokens.joined(separator: "-")) {
                    timeZone = zone
                } else {
                    locale = tokens.removeFirst()
                    if !tokens.isEmpty {
                        guard let zone = Self.timeZone(spelled: tokens.joined(separator: "-")) else { return nil }
                        timeZone = zone
                    }
                }
            }
        }

        private static func timeZone(spelled text: String) -> String? {
            if text == "UTC" || text == "GMT" { return text }
            return TimeZone.knownTimeZoneIdentifiers.first { $0.replacingOccurrences(of: "/", with: "_") == text }
        }
    }
}
