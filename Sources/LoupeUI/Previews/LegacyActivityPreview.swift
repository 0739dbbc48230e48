import CLoupePreviews
import Foundation

/// A Live Activity in a legacy `PreviewProvider`: `attributes.previewContext(state, viewKind: .content)`
/// or `.dynamicIsland(.compact/.expanded/.minimal)`. As in Xcode, the views are the activity widget's
/// in this binary whose `ActivityConfiguration` is for these attributes; it renders in that one
/// presentation (a preview without such a widget is a warning-free empty view).
public struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View, PrimitiveView {
    let attributes: Attributes
    let state: Attributes.ContentState
    let kind: ActivityPreviewViewKind
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [] }
}

extension ActivityAttributes {
    public func previewContext(_ state: ContentState, viewKind: ActivityPreviewViewKind) -> ActivityPreviewContextView<Self> {
        ActivityPreviewContextView(attributes: self, state: state, kind: viewKind)
    }
}

extension ActivityPreviewContextView: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] {
        let (attributes, state, kind) = (self.attributes, self.state, self.kind)
        return [PreviewItem(view: AnyView(EmptyView()), traits: traits, activity: { name in
            guard let widget = Self.activityWidget(for: attributes, state: state) else { return nil }
            func preview<W: Widget>(_ widget: W) -> WidgetPreview {
                .activity(name, as: kind, using: attributes, widget: { widget }) { state }
            }
            return preview(widget)
        })]
    }

    /// The widget in this binary whose activity configuration shows these attributes.
    static func activityWidget(for attributes: Attributes, state: Attributes.ContentState) -> (any Widget)? {
        let count = loupe_types_conforming_to("Widget", nil, 0)
        var types = [UnsafeRawPointer?](repeating: nil, count: count)
        _ = types.withUnsafeMutableBufferPointer { loupe_types_conforming_to("Widget", $0.baseAddress, count) }
        for pointer in types.compactMap({ $0 }) {
            guard let type = unsafeBitCast(pointer, to: Any.Type.self) as? any Widget.Type else { continue }
            let widget = type.init()
            if widget.body._description.activity?.views(attributes, state, false) != nil { return widget }
        }
        return nil
    }
}
