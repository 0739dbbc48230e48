import CLoupePreviews
import Foundation

extension LoupePreviews {
    /// The widgets of this binary's widget bundles (`@main struct MyWidgets: WidgetBundle`), in each
    /// bundle's order: as Xcode lists every widget of the extension, a widget no `#Preview` shows is
    /// still one the binary can render. Found in the Swift runtime's conformance records, as legacy
    /// previews are; a generic bundle is skipped (it cannot be made without its parameters).
    public static var bundledWidgets: [WidgetDescription] {
        let count = loupe_types_conforming_to("WidgetBundle", nil, 0)
        var types = [UnsafeRawPointer?](repeating: nil, count: count)
        _ = types.withUnsafeMutableBufferPointer { loupe_types_conforming_to("WidgetBundle", $0.baseAddress, count) }
        return types.compactMap { $0 }.flatMap { pointer -> [WidgetDescription] in
            guard let type = unsafeBitCast(pointer, to: Any.Type.self) as? any WidgetBundle.Type else { return [] }
            return type.init().widgets.map(\._loupeDescription)
        }
    }
}
