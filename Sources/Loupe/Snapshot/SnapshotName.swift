import Foundation
import LoupeUI

/// Stable, readable names for cells: `<widget>/<family or presentation>/<index>-<mode>-<scheme>[-<device>][-<variants>][@<scale>x].<format>`,
/// the layout of Snapshots/ and of `loupe render` folders. Parts for non-default axes are added
/// only when they differ from the defaults, so the common names stay short and stable.
public enum SnapshotName {
    public static func path(widget: String, cell: WidgetCell, format: String = "png") -> String {
        // A control's index is its state.
        let index = cell.controlPresentation == nil ? "\(cell.timelineIndex)" : (cell.timelineIndex == .entry(1) ? "on" : "off")
        var leaf = "\(index)-\(cell.renderingMode)-\(cell.colorScheme.rawValue)"
        if let device = cell.device, device != DeviceProfile.defaultProfile(for: cell.family) { leaf += "-\(device.name)" }
        if cell.dynamicTypeSize != .large { leaf += "-\(cell.dynamicTypeSize.rawValue)" }
        if cell.layoutDirection == .rightToLeft { leaf += "-rtl" }
        if cell.locale != "en_US" { leaf += "-\(cell.locale)" }
        if cell.timeZone != "UTC" { leaf += "-\(cell.timeZone.replacingOccurrences(of: "/", with: "_"))" }
        if cell.isStale { leaf += "-stale" }
        if let scale = cell.scale, scale != cell.resolvedDevice.scale { leaf += "@\(Int(scale))x" }
        // A Live Activity's presentation stands where a widget's family does.
        let folder = cell.presentation?.rawValue ?? cell.controlPresentation?.rawValue ?? cell.family.rawValue
        return "\(sanitize(widget))/\(folder)/\(sanitize(leaf)).\(format)"
    }

    /// File and folder names from user text: no path separators, no dot-dot, no control characters.
    /// Distinct widget names that sanitise alike are told apart by the catalog (`-2`, `-3`).
    public static func sanitize(_ name: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.@+"))
        var out = String(name.unicodeScalars.map { allowed.contains($0) ? Character($0) : "_" })
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "_" : out
    }
}
