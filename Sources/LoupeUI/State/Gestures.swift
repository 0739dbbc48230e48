import Foundation

// Gestures written for the app and kept in views a widget shares with it. A still image is never
// touched, so no gesture begins: values are never produced, callbacks never run, a @GestureState
// keeps its initial value, and a view with a gesture draws as it does at rest (README). Each
// gesture, value, modifier and combinator SwiftUI has is here with its names and labels, so the
// shared files compile unchanged.

/// A gesture: what it recognises (`Value`) and how it is built.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture Loupe declares itself: it has no body to build.
public protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Which gestures of a view and its subviews take part (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: - The gestures

public struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct SpatialTapGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { (self.count, self.coordinateSpace) = (count, coordinateSpace) }
}

public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        (self.minimumDuration, self.maximumDistance) = (minimumDuration, maximumDistance)
    }
}

public struct DragGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        (self.minimumDistance, self.coordinateSpace) = (minimumDistance, coordinateSpace)
    }
}

public struct MagnifyGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

public struct RotateGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

// MARK: - Modifiers and combinators

/// A gesture with a callback or a mapped value: it recognises what its base does.
public struct _ModifiedGesture<Base: Gesture, Value>: PrimitiveGesture {
    let base: Base
}

/// Two gestures at once: each one's value, if it has one.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// One gesture, then the other once it succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// The first gesture if it succeeds, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> where Value: Equatable {
        _ModifiedGesture(base: self)
    }
    /// Updates a `@GestureState` while the gesture runs: never, in a still image.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> { _ModifiedGesture(base: self) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// State a gesture sets while it runs and that returns to its initial value when it ends. Nothing
/// runs in a still image: the view reads the initial value. Its `init(wrappedValue:)` keeps a
/// view's memberwise initialiser as accessible as with `@State`.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// iOS 18: a gesture that can be turned off.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
