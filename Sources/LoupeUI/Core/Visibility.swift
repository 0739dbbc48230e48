/// Whether something the system draws is shown: SwiftUI's `Visibility`, as charts' axes and legends
/// (`.chartYAxis(.hidden)`) and other modifiers take it.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
