import Foundation

// Controls (iOS 18): Control Center and Lock Screen buttons and toggles, declared as WidgetKit
// declares them. Loupe renders each in its off and on states (ControlLayout.swift).

/// An intent that sets a value: a toggle control's action.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType = Bool
    var value: ValueType { get set }
}

/// An intent that configures a control (`AppIntentControlConfiguration`).
public protocol ControlConfigurationIntent: AppIntent {}

/// A control: a kind and the template it shows.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    var body: Body { get }
}

/// What a control's body describes. Loupe reads it as a `ControlDescription`.
public protocol ControlWidgetConfiguration {
    var _control: ControlDescription { get }
}

/// A control's template (`ControlWidgetToggle`, `ControlWidgetButton`).
public protocol ControlWidgetTemplate {
    var _template: ControlTemplate { get }
}

/// A control template with its views erased: the system shows a title, a value and a symbol, which
/// it takes from the template's labels (their title and icon).
public struct ControlTemplate {
    public enum Kind: Sendable { case toggle, button }
    public let kind: Kind
    /// The toggle's own title, if it was given as text (`ControlWidgetToggle("Living Room", …)`).
    public let title: AnyView?
    /// The label for a state: the value label of a toggle (on or off), the action label of a button
    /// (performing or not), else the label.
    public let label: (Bool) -> AnyView
    public var tint: Color?

    public init(kind: Kind, title: AnyView?, label: @escaping (Bool) -> AnyView, tint: Color? = nil) {
        (self.kind, self.title, self.label, self.tint) = (kind, title, label, tint)
    }
}

/// Everything Loupe needs from a control declaration.
public struct ControlDescription {
    public var kind: String
    public var displayName: String
    public var summary: String
    /// The template, given the configuration intent (nil: the intent type's `init()`).
    public let template: ((any ControlConfigurationIntent)?) -> ControlTemplate
    public var intentTypeName: String?
}

extension ControlWidgetTemplate {
    /// The toggle's on color (and the button's accent).
    public func tint(_ color: Color?) -> TintedControlTemplate { TintedControlTemplate(base: _template, tint: color) }
}

public struct TintedControlTemplate: ControlWidgetTemplate {
    let base: ControlTemplate
    let tint: Color?
    public var _template: ControlTemplate { var t = base; t.tint = tint; return t }
}

/// A toggle: off and on, with a value label per state.
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public let _template: ControlTemplate

    public init<Action: SetValueIntent, Label: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
        let label = AnyView(label())
        _template = ControlTemplate(kind: .toggle, title: nil, label: { _ in label })
    }

    public init<Action: SetValueIntent, Label: View, ValueLabel: View>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
                                                                        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        let label = AnyView(label())
        _template = ControlTemplate(kind: .toggle, title: label, label: { AnyView(valueLabel($0)) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Action: SetValueIntent, ValueLabel: View>(_ title: S, isOn: Bool, action: Action,
                                                                              @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        _template = ControlTemplate(kind: .toggle, title: AnyView(Text(String(title))), label: { AnyView(valueLabel($0)) })
    }

    public init<Action: SetValueIntent, ValueLabel: View>(_ title: LocalizedStringKey, isOn: Bool, action: Action,
                                                          @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        _template = ControlTemplate(kind: .toggle, title: AnyView(Text(title)), label: { AnyView(valueLabel($0)) })
    }

    @_disfavoredOverload
    public init<Action: SetValueIntent, ValueLabel: View>(_ title: LocalizedStringResource, isOn: Bool, action: Action,
                                                          @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        _template = ControlTemplate(kind: .toggle, title: AnyView(Text(title.localizedKey)), label: { AnyView(valueLabel($0)) })
    }
}

/// A button: performs its action; the action label shows while it does.
public struct ControlWidgetButton: ControlWidgetTemplate {
    public let _template: ControlTemplate

    public init<Action: AppIntent, Label: View>(action: Action, @ViewBuilder label: () -> Label) {
        let label = AnyView(label())
        _template = ControlTemplate(kind: .button, title: nil, label: { _ in label })
    }

    public init<Action: AppIntent, Label: View, ActionLabel: View>(action: Action, @ViewBuilder label: () -> Label,
                                                                   @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        let label = AnyView(label())
        _template = ControlTemplate(kind: .button, title: label, label: { AnyView(actionLabel($0)) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Action: AppIntent, ActionLabel: View>(_ title: S, action: Action,
                                                                         @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        _template = ControlTemplate(kind: .button, title: AnyView(Text(String(title))), label: { AnyView(actionLabel($0)) })
    }

    public init<Action: AppIntent, ActionLabel: View>(_ title: LocalizedStringKey, action: Action,
                                                      @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        _template = ControlTemplate(kind: .button, title: AnyView(Text(title)), label: { AnyView(actionLabel($0)) })
    }

    @_disfavoredOverload
    public init<Action: AppIntent, ActionLabel: View>(_ title: LocalizedStringResource, action: Action,
                                                      @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        _template = ControlTemplate(kind: .button, title: AnyView(Text(title.localizedKey)), label: { AnyView(actionLabel($0)) })
    }
}

/// Where a control's value comes from (`StaticControlConfiguration(kind:provider:content:)`).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// The same, given the control's configuration intent.
public protocol AppIntentControlValueProvider {
    associatedtype Configuration: ControlConfigurationIntent
    associatedtype Value
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let _control: ControlDescription

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        _control = ControlDescription(kind: kind, displayName: kind, summary: "", template: { _ in content()._template })
    }

    /// The provider's preview value is what Loupe shows (a still image cannot wait for the current one).
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        _control = ControlDescription(kind: kind, displayName: kind, summary: "", template: { _ in content(provider.previewValue)._template })
    }
}

public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let _control: ControlDescription

    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        var control = ControlDescription(kind: kind, displayName: kind, summary: "", template: { configured in
            content((configured as? Configuration) ?? Configuration())._template
        })
        control.intentTypeName = String(describing: Configuration.self)
        _control = control
    }

    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Configuration == Configuration {
        var control = ControlDescription(kind: kind, displayName: kind, summary: "", template: { configured in
            content(provider.previewValue(configuration: (configured as? Configuration) ?? Configuration()))._template
        })
        control.intentTypeName = String(describing: Configuration.self)
        _control = control
    }
}

/// A control configuration with its name or description set.
public struct ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let base: Base
    let change: (inout ControlDescription) -> Void
    public var _control: ControlDescription { var control = base._control; change(&control); return control }
}

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringKey) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.displayName = name.key }
    }
    @_disfavoredOverload
    public func displayName<S: StringProtocol>(_ name: S) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.displayName = String(name) }
    }
    @_disfavoredOverload
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.displayName = name.description }
    }
    public func displayName(_ name: Text) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.displayName = name.plainText }
    }
    public func description(_ text: LocalizedStringKey) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.summary = text.key }
    }
    @_disfavoredOverload
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.summary = text.description }
    }
    public func description(_ text: Text) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.summary = text.plainText }
    }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ text: S) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(base: self) { $0.summary = String(text) }
    }
}

/// A control's body holds one template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

/// Control presentations: Control Center sizes and the Lock Screen's corner buttons.
public enum ControlPresentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Control Center, one module: the symbol in a circle.
    case small
    /// Control Center, two modules wide: symbol, title and value.
    case medium
    /// Control Center, two by two modules.
    case large
    /// A Lock Screen corner button (in place of the flashlight or camera).
    case lockScreen
    public var description: String { rawValue }
}

extension WidgetPreview {
    /// A control, rendered off and on in every presentation.
    public static func control<C: ControlWidget>(_ control: C, name: String? = nil) -> WidgetPreview {
        let description = control.body._control
        var widget = EmptyWidgetConfiguration()._description
        widget.kind = description.kind
        widget.displayName = description.displayName
        widget.summary = description.summary
        widget.supportedFamilies = []
        widget.control = description
        widget.typeName = String(describing: C.self)
        return WidgetPreview(name, widget: widget)
    }

    /// The control presentations this preview renders (empty for widgets and activities).
    public var controlPresentations: [ControlPresentation] { widget.control == nil ? [] : ControlPresentation.allCases }
}

extension WidgetBundleBuilder {
    /// Controls in a bundle, as in the seeds' `MyWidgets`.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> [any Widget] { [ControlWidgetAdapter(control)] }
}

/// A control standing in a bundle's list of widgets.
public struct ControlWidgetAdapter: Widget {
    let description: ControlDescription?
    public init() { description = nil }
    init<C: ControlWidget>(_ control: C) { description = control.body._control }
    public var body: ControlWidgetBundleConfiguration { ControlWidgetBundleConfiguration(control: description) }
}

public struct ControlWidgetBundleConfiguration: WidgetConfiguration {
    let control: ControlDescription?
    public var _description: WidgetDescription {
        var description = EmptyWidgetConfiguration()._description
        description.kind = control?.kind ?? ""
        description.supportedFamilies = []
        description.control = control
        return description
    }
}
