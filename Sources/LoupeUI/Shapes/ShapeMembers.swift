import Foundation

/// A radius for each corner, leading and trailing as the layout direction reads them.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// A rectangle with a radius of its own at each corner (iOS 16+).
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        (self.cornerRadii, self.style) = (cornerRadii, style)
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let inset = insetAmount
        let radii = RectangleCornerRadii(topLeading: max(cornerRadii.topLeading - inset, 0), bottomLeading: max(cornerRadii.bottomLeading - inset, 0),
                                         bottomTrailing: max(cornerRadii.bottomTrailing - inset, 0), topTrailing: max(cornerRadii.topTrailing - inset, 0))
        var path = Path()
        path.addRoundedRect(in: rect.insetBy(dx: inset, dy: inset), cornerRadii: radii, style: style)
        return path
    }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

// The static members iOS 17 gives `Shape`, so `.clipShape(.circle)`, `.background(.blue, in: .rect(cornerRadius: 8))`
// and `.containerShape(.rect(cornerRadius: 20))` read as in SwiftUI.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// The shape `ContainerRelativeShape` takes inside this view (iOS 15). Loupe's container shape
    /// is a rounded rectangle: a rectangle or rounded rectangle sets its corner radius; another
    /// shape is accepted and leaves the enclosing container's shape in place (README).
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        transformEnvironment { environment in
            if let rounded = shape as? RoundedRectangle {
                environment.containerShapeRadius = max(rounded.cornerSize.width - rounded.insetAmount, 0)
            } else if shape is Rectangle {
                environment.containerShapeRadius = 0
            }
        }
    }
}
