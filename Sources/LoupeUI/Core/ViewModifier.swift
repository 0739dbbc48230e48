/// A reusable change to a view, as in SwiftUI: `content.modifier(M())` or `.someModifier()`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: ModifierContent
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(in: context) }
}

/// The content a modifier applies to, resolved lazily so environment modifiers can change the
/// environment before the content sees it.
package struct ModifierContent {
    let view: any View
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { context.resolve(view) }
}

/// A modifier Loupe applies directly instead of through a body.
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    func resolve(content: ModifierContent, in context: ResolveContext) -> [ResolvedNode]
}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(type(of: self)) is a primitive modifier") }
}

/// A modifier that wraps each resolved node of its content (as SwiftUI applies a modifier to each
/// child of a group).
package protocol NodeModifier: PrimitiveModifier {
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode
}

extension NodeModifier {
    package func resolve(content: ModifierContent, in context: ResolveContext) -> [ResolvedNode] {
        content.resolve(in: context).map { apply(to: $0, in: context) }
    }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let content = ModifierContent(view: self.content)
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: content, in: context)
        }
        let body = EnvironmentValues.$current.withValue(context.environment) {
            modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
        }
        return context.resolve(body)
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Wraps each node of the content in a layout modifier.
struct LayoutModifier: NodeModifier {
    let modifier: ResolvedLayoutModifier
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .layout(modifier, node) }
}

/// Wraps each node of the content in a drawing effect.
struct EffectModifier: NodeModifier {
    let effect: (ResolveContext) -> ResolvedEffect
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .effect(effect(context), node) }
}
