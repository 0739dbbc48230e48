import Foundation

/// A background or overlay view, laid out in the base view's bounds (layout.md §3.7).
struct SecondaryModifier: NodeModifier {
    let layer: SecondaryLayer
    let alignment: Alignment
    let content: (ResolveContext) -> [ResolvedNode]
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode {
        .secondary(layer, alignment: alignment, base: node, content: content(context))
    }
}

/// A shape style filling the base view's bounds: `.background(.red)`, `.background(.blue, in: Capsule())`.
private func styleFill<St: ShapeStyle, Sh: Shape>(_ style: St, _ shape: Sh) -> (ResolveContext) -> [ResolvedNode] {
    { context in [.shape(ResolvedShape(shape, drawing: .fill(style._resolvePaint(in: context.environment), eoFill: false), environment: context.environment))] }
}

extension View {
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return modifier(SecondaryModifier(layer: .background, alignment: alignment) { $0.resolve(view) })
    }
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(layer: .background, alignment: alignment) { $0.resolve(view) })
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(layer: .background, alignment: .center, content: styleFill(style, Rectangle())))
    }
    public func background<St: ShapeStyle, Sh: Shape>(_ style: St, in shape: Sh, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(layer: .background, alignment: .center, content: styleFill(style, shape)))
    }
    public func background<Sh: Shape>(in shape: Sh, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(layer: .background, alignment: .center, content: styleFill(BackgroundStyle(), shape)))
    }
    /// `.background()` with no argument: the context's background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle())
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return modifier(SecondaryModifier(layer: .overlay, alignment: alignment) { $0.resolve(view) })
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(layer: .overlay, alignment: alignment) { $0.resolve(view) })
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(layer: .overlay, alignment: .center, content: styleFill(style, Rectangle())))
    }
    public func overlay<St: ShapeStyle, Sh: Shape>(_ style: St, in shape: Sh, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(layer: .overlay, alignment: .center, content: styleFill(style, shape)))
    }

    /// A border drawn inside the view's bounds, as SwiftUI's `.border`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
