import Foundation
import Observation

// A still render evaluates each body once, at the cell's now: state holds its initial value,
// nothing changes it afterwards. These wrappers keep SwiftUI's spelling so widget code compiles
// unchanged, and give every read the value a freshly created view would see.

/// A view's own value: its initial value in a still render. Writes (in an action that never runs)
/// are kept, so code that sets state in `init` or `onAppear`-style helpers still reads back.
@propertyWrapper
public struct State<Value> {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A value in `UserDefaults`, as a widget reads its app group's settings. A render shows the
/// default the declaration gives: what a user's defaults hold on this machine must not change a
/// snapshot. The key and the suite (`store:`) are accepted.
@propertyWrapper
public struct AppStorage<Value> {
    private let state: State<Value>
    public let key: String
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// `@AppStorage("token") var token: String?`: nil until the app writes it.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value restored with a scene; a widget has no scene, so it is the initial value.
@propertyWrapper
public struct SceneStorage<Value> {
    private let state: State<Value>
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

// MARK: - Combine-style observable objects (Combine is not on Linux; SwiftUI re-exports these)

/// Sends "will change" to subscribers; a still render has none.
public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

/// A class whose changes a view follows (SwiftUI's `ObservableObject`).
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A published property of an `ObservableObject`: a plain stored value here.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    /// `$property`: the value's publisher in Combine; here only something to hold.
    public struct Publisher { public let value: Value }
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }
}

/// Bindings to an observed object's properties: `$model.isOn`.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        Binding(get: { self.object[keyPath: keyPath] }, set: { self.object[keyPath: keyPath] = $0 })
    }
}

/// An object the view creates and keeps (`@StateObject var model = Model()`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { wrappedValue = thunk() }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

/// An object the view is given (`@ObservedObject var model: Model`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentCapturing {
    private let captured = CapturedEnvironment()
    public init() {}
    func capture(_ environment: EnvironmentValues) { captured.environment = environment }
    public var wrappedValue: ObjectType {
        let environment = captured.environment ?? EnvironmentValues.current
        guard let object = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            // SwiftUI stops here too; the message says what is missing.
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view above this one needs .environmentObject(\(ObjectType.self)(…))")
        }
        return object
    }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue: [ObjectIdentifier: AnyObject] = [:] }

extension EnvironmentValues {
    /// Objects put in the environment by type (`environmentObject`, `environment(_ object:)`).
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Supplies an `ObservableObject` to `@EnvironmentObject` properties below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Supplies an `@Observable` object to `@Environment(T.self)` properties below.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

extension Environment {
    /// `@Environment(Model.self) var model`: an `@Observable` object from `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(object: { environment in
            guard let object = environment.objects[ObjectIdentifier(Value.self)] as? Value else {
                fatalError("No \(Value.self) found in the environment: a view above this one needs .environment(\(Value.self)(…))")
            }
            return object
        })
    }

    /// `@Environment(Model.self) var model: Model?`: nil when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(object: { $0.objects[ObjectIdentifier(T.self)] as? T })
    }
}
