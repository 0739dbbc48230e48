import Foundation
import LoupeUI

/// A named view at a size, light or dark: what `loupe render --example NAME` renders.
public struct ViewExample {
    public let name: String
    public let summary: String
    /// The size the view is proposed, in points.
    public let size: CGSize
    public let makeView: (ColorScheme) -> AnyView

    public init<V: View>(name: String, summary: String, size: CGSize, @ViewBuilder view: @escaping (ColorScheme) -> V) {
        self.name = name
        self.summary = summary
        self.size = size
        self.makeView = { AnyView(view($0).environment(\.colorScheme, $0)) }
    }
}
