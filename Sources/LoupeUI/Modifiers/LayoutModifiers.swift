import Foundation

/// The default padding (16 pt on iOS; facts.md §4, 3P).
let defaultPadding: CGFloat = 16

extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(LayoutModifier(modifier: .padding(insets.sanitized)))
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(modifier: .frame(width: width.finiteOrNil, height: height.finiteOrNil, alignment: alignment)))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(modifier: .flexFrame(FlexFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                               minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight),
                                                     alignment: alignment)))
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutModifier(modifier: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutModifier(modifier: .layoutPriority(value.isNaN ? 0 : value)))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(LayoutModifier(modifier: .aspectRatio(ratio, contentMode: contentMode)))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifier(modifier: .alignmentGuide(g.key, computeValue)))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifier(modifier: .alignmentGuide(g.key, computeValue)))
    }

    /// A frame whose size on `axes` is the nearest container's: in a widget, the widget (C9).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame `span` of `count` columns (or rows) of the container wide, `spacing` between them (C9).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * (count - 1)) / count
            return max(column * span + spacing * (span - 1), 0)
        }
    }

    /// A frame whose size on `axes` is `length(containerLength, axis)` (C9).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(LayoutModifier(modifier: .containerRelativeFrame(axes: axes, alignment: alignment, length: length)))
    }

    /// Moves the view when drawn; its layout frame (and its neighbours) stay where they were.
    public func offset(_ offset: CGSize) -> some View {
        modifier(LayoutModifier(modifier: .offset(CGSize(width: offset.width.isFinite ? offset.width : 0,
                                                         height: offset.height.isFinite ? offset.height : 0))))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Carried into the layout tree, so tests can find a view's frame by identifier.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(LayoutModifier(modifier: .accessibilityIdentifier(identifier)))
    }
    /// Identity does not change a still image.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

extension EdgeInsets {
    /// Non-finite insets are ignored (treated as 0).
    var sanitized: EdgeInsets {
        func s(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return EdgeInsets(top: s(top), leading: s(leading), bottom: s(bottom), trailing: s(trailing))
    }
}
