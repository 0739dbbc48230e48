/// A view style as the environment keeps it: the body it makes for a configuration, its type
/// erased. Every styled control (Label, Button, Toggle, Gauge, ProgressView) reads one from the
/// environment and asks it for its body, so a widget's own `makeBody(configuration:)` style and
/// the built-in ones take the same path.
struct AnyViewStyle<Configuration> {
    let body: (Configuration) -> AnyView

    init(body: @escaping (Configuration) -> AnyView) { self.body = body }

    /// A widget's own style. Inside its body the environment's style is `fallback`, so a control of
    /// the same kind built there from the configuration (`Label(configuration)`, as styles that
    /// wrap another do) is drawn by the built-in style instead of calling this one forever.
    /// (SwiftUI hands it the style that was in effect outside this one; the built-in default is
    /// that style unless styles are nested.)
    /// Every `.labelStyle(_:)`, `.buttonStyle(_:)`, … erases a widget's own style through here.
    init<Slot>(custom make: @escaping (Configuration) -> AnyView, resetting keyPath: WritableKeyPath<EnvironmentValues, Slot>, to fallback: Slot) {
        body = { configuration in AnyView(make(configuration).transformEnvironment(keyPath) { $0 = fallback }) }
    }
}
