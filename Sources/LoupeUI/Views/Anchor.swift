import Foundation

/// A geometry value measured in one view and read in another's coordinates (`GeometryProxy[anchor]`),
/// as SwiftUI's `Anchor`. Loupe's anchors come from views that know their frame as a share of the
/// reader's (a chart's plot frame): the anchor resolves against the reading proxy's size.
public struct Anchor<Value> {
    let resolve: (CGSize) -> Value
    public init(resolving resolve: @escaping (CGSize) -> Value) { self.resolve = resolve }
    /// Where an anchor is taken from: `.bounds`, `.rect(_)`, `.topLeading`…
    public struct Source {
        let resolve: (CGSize) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init { CGRect(origin: .zero, size: $0) } }
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init { _ in rect } }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}
