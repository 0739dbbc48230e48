import Foundation

/// A button, as SwiftUI's: in a widget it runs an App Intent. A still render draws its label in
/// the button style and records the hit area (kind `button`) in the layout tree.
public struct Button<Label: View>: View {
    let label: Label
    let action: HitArea.Action
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style
    @Environment(\.customButtonStyle) private var customStyle

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = .ownCode
    }
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        action = .intent(String(describing: I.self))
    }

    public var body: some View {
        styled.modifier(HitAreaModifier(area: .button(action)))
    }

    @ViewBuilder var styled: some View {
        if let customStyle {
            // A widget's own style draws the label as it is, without the tint the built-in styles
            // give it; buttons inside that body fall back to the built-in styles (AnyViewStyle).
            customStyle.body(ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: false))
        } else {
            builtIn
        }
    }

    @ViewBuilder var builtIn: some View {
        switch style {
        case .plain:
            label
        case .automatic, .borderless:
            label.foregroundStyle(.tint)
        case .bordered:
            label.font(.body.weight(.medium))
                .foregroundStyle(.tint)
                .padding(.horizontal, ButtonFigures.horizontalPadding).padding(.vertical, ButtonFigures.verticalPadding)
                .background(.tint.opacity(ButtonFigures.borderedFillOpacity), in: Capsule())
        case .borderedProminent:
            label.font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, ButtonFigures.horizontalPadding).padding(.vertical, ButtonFigures.verticalPadding)
                .background(.tint, in: Capsule())
        case .glass(let glass):
            // iOS 26's glass buttons: the label in the primary colour on glass.
            label.font(.body.weight(.medium))
                .foregroundStyle(.primary)
                .padding(.horizontal, ButtonFigures.horizontalPadding).padding(.vertical, ButtonFigures.verticalPadding)
                .glassEffect(glass)
        case .glassProminent:
            // Tinted with the accent, the label white.
            label.font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, ButtonFigures.horizontalPadding).padding(.vertical, ButtonFigures.verticalPadding)
                .background(.tint, in: Capsule())
                .glassEffect(.regular)
        }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action) { Text(titleKey) } }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(intent: intent) { Text(titleKey) } }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: I) { self.init(role: role, intent: intent) { Text(titleKey) } }
}

extension Button where Label == LoupeUI.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol (iOS 17).
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: I) {
        self.init(intent: intent) { LoupeUI.Label(titleKey, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LoupeUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// A two-way connection to a value. A still render only reads it.
@propertyWrapper
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
}

/// An on/off control: a switch beside its label, or a button that looks pressed when on.
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label
    let action: HitArea.Action
    @Environment(\.toggleStyle) private var style
    @Environment(\.customToggleStyle) private var customStyle
    @Environment(\.labelsHidden) private var labelsHidden

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.label = label()
        action = .ownCode
    }
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        action = .intent(String(describing: I.self))
    }

    public var body: some View {
        Group {
            if let customStyle {
                customStyle.body(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: .constant(isOn)))
            } else {
                builtIn
            }
        }
        .modifier(HitAreaModifier(area: .toggle(action, isOn: isOn)))
    }

    @ViewBuilder var builtIn: some View {
        switch style {
        case .button:
            Button(action: {}) { label }
                .transformEnvironment(\.buttonStyle) { $0 = isOn ? .borderedProminent : .bordered }
        case .automatic, .switch:
            if labelsHidden {
                SwitchGraphic(isOn: isOn)
            } else {
                HStack {
                    label
                    Spacer(minLength: 0)
                    SwitchGraphic(isOn: isOn)
                }
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(isOn: isOn, intent: intent) { Text(titleKey) } }
}

/// The iOS switch: a 51×31 capsule in the tint (green by default) or the system fill, a white knob.
struct SwitchGraphic: View {
    let isOn: Bool
    @Environment(\.tint) private var tint
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (tint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(FillShapeStyle()))
            Circle().fill(Color.white)
                .frame(width: ButtonFigures.knobDiameter, height: ButtonFigures.knobDiameter)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: ButtonFigures.switchSize.width, height: ButtonFigures.switchSize.height)
    }
}

/// Button and toggle geometry: the one table.
public enum ButtonFigures {
    /// UISwitch's frame, 51×31 pt (facts.md §4, 3P); the knob is EST.
    public static let switchSize = CGSize(width: 51, height: 31)
    public static let knobDiameter: CGFloat = 27
    /// Bordered buttons: capsule (iOS 26), padding and fill opacity EST (facts.md §4 gives none).
    public static let horizontalPadding: CGFloat = 12
    public static let verticalPadding: CGFloat = 7
    public static let borderedFillOpacity = 0.15
}

public enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent, glass(Glass), glassProminent }
public protocol PrimitiveButtonStyle { var _kind: ButtonStyleKind { get } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .plain } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .borderless } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .borderedProminent } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .automatic } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
/// iOS 26's glass buttons (`.buttonStyle(.glass)`, `.glass(.clear)`, `.glassProminent`).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    public var _kind: ButtonStyleKind { .glass(glass) }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: ButtonStyleKind { .glassProminent } }
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { .init() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { .init(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }

public enum ToggleStyleKind: Hashable, Sendable { case automatic, `switch`, button }
/// The built-in toggle styles (a widget's own ToggleStyle is in ViewStyles/ToggleStyle.swift).
protocol BuiltInToggleStyle { var kind: ToggleStyleKind { get } }
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .switch }
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggle(configuration: configuration, kind: kind) }
}
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .button }
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggle(configuration: configuration, kind: kind) }
}
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggle(configuration: configuration, kind: kind) }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }
struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }
extension EnvironmentValues {
    var buttonStyle: ButtonStyleKind { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
    var toggleStyle: ToggleStyleKind { get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue } }
}
extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { transformEnvironment { $0.buttonStyle = style._kind } }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment {
            if let builtIn = style as? BuiltInToggleStyle {
                $0.toggleStyle = builtIn.kind
                $0.customToggleStyle = nil
            } else {
                $0.customToggleStyle = AnyViewStyle(custom: { AnyView(style.makeBody(configuration: $0)) }, resetting: \.customToggleStyle, to: nil)
            }
        }
    }
    /// Marks content that may be stale until the widget reloads; a still render draws it as is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Redacted when the environment asks for privacy redaction (locked device).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment { if sensitive && $0.redactionReasons.contains(.privacy) { $0.redactionReasons.insert(.placeholder) } }
    }
}

/// Records a tappable area in the layout tree.
struct HitAreaModifier: NodeModifier {
    let area: HitArea
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .layout(.hitArea(area), node) }
}
