/// Sets an environment value for a view and everything inside it.
struct EnvironmentWritingModifier: PrimitiveModifier {
    let update: (inout EnvironmentValues) -> Void
    func resolve(content: ModifierContent, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        update(&inner.environment)
        let nodes = content.resolve(in: inner)
        // Layout reads the direction from the tree, so a change of direction is marked in it.
        let direction = inner.environment.layoutDirection
        guard direction != context.environment.layoutDirection else { return nodes }
        return nodes.map { .layout(.layoutDirection(direction), $0) }
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Internal shorthand for modifiers that only change the environment.
    func transformEnvironment(_ update: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(EnvironmentWritingModifier(update: update))
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    public func font(_ font: Font?) -> some View { transformEnvironment { $0.font = font } }
    /// The older spelling of `.environment(\.colorScheme, …)`, common in previews.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { transformEnvironment { $0.colorScheme = colorScheme } }
    /// The scheme the presentation prefers: in a preview, the scheme its views are drawn in.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { transformEnvironment { $0.dynamicTypeSize = size } }
    public func redacted(reason: RedactionReasons) -> some View { transformEnvironment { $0.redactionReasons.formUnion(reason) } }
    public func unredacted() -> some View { transformEnvironment { $0.redactionReasons = [] } }
}
