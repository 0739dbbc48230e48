import Foundation

/// A piece of user interface, declared as in SwiftUI: a composite view returns its `body`; the
/// primitive views Loupe knows how to draw (Text, stacks, shapes…) have `Never` as their body and
/// resolve themselves through `PrimitiveView`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Loupe resolves directly instead of through its body. Package-internal: authors never see it.
package protocol PrimitiveView {
    /// The nodes this view contributes to its parent; more than one for groups and lists, none for
    /// an empty view.
    func resolve(in context: ResolveContext) -> [ResolvedNode]
}

extension PrimitiveView {
    /// Primitive views have no body; reaching one is a bug in Loupe, not in the author's code.
    package func primitiveBody() -> Never {
        fatalError("\(type(of: self)) is a primitive view and has no body")
    }
}

/// A view that displays nothing and takes no space: not even a stack child.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [] }
}

/// Several views side by side in a builder, as a stack or group sees them: each is its own child.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]
    public init(_ value: T) {
        self.value = value
        var items: [any View] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { items.append(view) }
        }
        self.children = items
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        children.flatMap { context.resolve($0) }
    }
}

/// The two branches of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let view): return context.resolve(view)
        case .falseContent(let view): return context.resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch self {
        case .some(let view): return context.resolve(view)
        case .none: return []
        }
    }
}

/// Groups views without laying them out: modifiers on a group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { context.resolve(content) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { context.resolve(view) }

    /// The erased view's type name without generic arguments when it is the author's own type
    /// (`BadgeView`), nil for SwiftUI's own (`VStack<…>`, modified content): an unnamed preview's name.
    public var previewTypeName: String? {
        var inner: any View = view
        while let erased = inner as? AnyView { inner = erased.view }
        let qualified = String(reflecting: type(of: inner))
        guard !qualified.hasPrefix("LoupeUI."), !qualified.hasPrefix("Swift.") else { return nil }
        let name = String(describing: type(of: inner))
        return String(name.prefix { $0 != "<" })
    }
}
