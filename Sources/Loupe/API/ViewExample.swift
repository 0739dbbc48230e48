import Foundation
import LoupeUI

/// A named view at a size, light or dark: what `loupe render --example NAME` renders.
public struct ViewExample {
    public let name: String
    public let summary: String
    /// The size the view is proposed, in points.
    public var size: CGSize
    /// Render at the view's ideal size within `size` (`.previewLayout(.sizeThatFits)`).
    public var sizeThatFits = false
    public let makeView: (ColorScheme) -> AnyView

    public init<V: View>(name: String, summary: String, size: CGSize, @ViewBuilder view: @escaping (ColorScheme) -> V) {
        self.name = name
        self.summary = summary
        self.size = size
        self.makeView = { AnyView(view($0).environment(\.colorScheme, $0)) }
    }
}
