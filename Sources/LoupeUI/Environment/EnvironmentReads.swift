import Foundation

/// Which of the values a render varies the views read while they were resolved and laid out.
/// One render installs one in its environment (every copy of the environment holds the same
/// object, so a read anywhere in the tree, or in a `GeometryReader`'s content during layout, is
/// seen); a tree whose views never read a value cannot depend on it, so cells that differ only in
/// that value can share the tree.
///
/// Tracked: the two values a widget's rendering modes set apart — the mode itself, and whether the
/// system shows the container background (not in the accented and vibrant modes). Neither reaches
/// the tree otherwise: paint maps colours per mode, and the container tags its background so it
/// can be taken out of a laid-out tree (`WidgetContainer`).
package final class EnvironmentReads {
    package var renderingMode = false
    package var showsContainerBackground = false
    package init() {}

    /// Whether the views read either value: then the tree may differ from mode to mode.
    package var modeValues: Bool { renderingMode || showsContainerBackground }
}

struct EnvironmentReadsKey: EnvironmentKey { static let defaultValue: EnvironmentReads? = nil }

extension EnvironmentValues {
    /// The reads of the render this environment belongs to, if it tracks them.
    package var reads: EnvironmentReads? {
        get { self[EnvironmentReadsKey.self] }
        set { self[EnvironmentReadsKey.self] = newValue }
    }
}
