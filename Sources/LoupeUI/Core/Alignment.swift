import Foundation

/// Names a custom alignment guide and gives its value when a view sets none.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide along one axis: built in (leading, center, firstTextBaseline…) or custom.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// How a container combines the explicit values of several children (layout.md §5).
    public enum Combination: Sendable { case mean, topmost, bottommost }

    let id: ObjectIdentifier
    public let axis: Axis
    public let name: String
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat
    public let combination: Combination

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis, combination: Combination = .mean) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.name = String(describing: id)
        self.defaultValue = { ID.defaultValue(in: $0) }
        self.combination = combination
    }
    public func defaultValue(in dimensions: ViewDimensions) -> CGFloat { defaultValue(dimensions) }
    public var isTextBaseline: Bool { combination != .mean }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}

private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Views without text put both baselines on their bottom edge (layout.md §5).
private enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

public struct VerticalAlignment: Equatable, Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(FirstBaselineID.self, axis: .vertical, combination: .topmost))
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(LastBaselineID.self, axis: .vertical, combination: .bottommost))
}

public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    public init(width: CGFloat, height: CGFloat, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
}
