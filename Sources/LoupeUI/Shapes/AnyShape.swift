import Foundation

/// A type-erased shape (iOS 16): any shape, as one type, so shapes chosen at run time share a type.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}
