import Foundation

/// Which of the values a render varies the views read while they were resolved and laid out.
/// One render installs one in its environment (every copy of the environment holds the same
/// object, so a read anywhere in the tree, or in a `GeometryReader`'s content during layout, is
/// seen); a tree whose views never read a value cannot depend on it, so cells that differ only in
/// that value can share the tree.
///
/// Only `widgetRenderingMode` is tracked: it is the one value that sets cells of a widget matrix
/// apart and does not reach the tree otherwise (paint maps colours per mode).
package final class EnvironmentReads {
    package var renderingMode = false
    package init() {}
}

struct EnvironmentReadsKey: EnvironmentKey { static let defaultValue: EnvironmentReads? = nil }

extension EnvironmentValues {
    /// The reads of the render this environment belongs to, if it tracks them.
    package var reads: EnvironmentReads? {
        get { self[EnvironmentReadsKey.self] }
        set { self[EnvironmentReadsKey.self] = newValue }
    }
}
