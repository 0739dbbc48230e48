import Foundation

/// What resolution carries down the tree: the environment, and warnings for the caller.
public struct ResolveContext {
    public var environment: EnvironmentValues
    let diagnostics: Diagnostics

    public init(environment: EnvironmentValues, diagnostics: Diagnostics = Diagnostics()) {
        self.environment = environment
        self.environment.diagnostics = diagnostics
        self.diagnostics = diagnostics
    }

    /// Expands a view into resolved nodes: primitives resolve themselves; any other view's body is
    /// evaluated with this environment visible to its `@Environment` properties.
    public func resolve(_ view: any View) -> [ResolvedNode] {
        if let primitive = view as? any PrimitiveView { return primitive.resolve(in: self) }
        if let shape = resolveIfShape(view) { return shape }
        return resolveBody(of: view)
    }

    private func resolveBody<V: View>(of view: V) -> [ResolvedNode] {
        // As SwiftUI updates a view's dynamic properties before its body: environment properties
        // keep this environment, so closures the body hands on (ForEach content, a GeometryReader's)
        // read it after the body has returned.
        for child in Mirror(reflecting: view).children {
            (child.value as? EnvironmentCapturing)?.capture(environment)
        }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return resolve(body)
    }

    /// Resolves a view that must be exactly one node (a background's content, a mask…):
    /// several nodes become a ZStack, none an empty ZStack.
    func resolveSingle(_ view: any View) -> ResolvedNode {
        let nodes = resolve(view)
        return nodes.count == 1 ? nodes[0] : .zStack(alignment: .center, children: nodes)
    }
}

extension View {
    /// Resolves this view as a root: the nodes the engine lays out.
    public func resolved(in environment: EnvironmentValues, diagnostics: Diagnostics = Diagnostics()) -> [ResolvedNode] {
        ResolveContext(environment: environment, diagnostics: diagnostics).resolve(self)
    }
}
