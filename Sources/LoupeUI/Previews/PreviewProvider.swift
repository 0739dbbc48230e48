import CLoupePreviews
import Foundation

/// A legacy preview, as many shipping widgets still declare them:
///
///     struct HydrationWidget_Previews: PreviewProvider {
///         static var previews: some View {
///             HydrationEntryView(entry: .sample)
///                 .previewContext(WidgetPreviewContext(family: .systemSmall))
///             HydrationEntryView(entry: .sample)
///                 .previewContext(WidgetPreviewContext(family: .accessoryCircular))
///                 .previewDisplayName("Lock Screen")
///         }
///     }
///
/// Found at run time with no registration (`LoupePreviews.all`): each view in `previews` (inside
/// groups, with the preview modifiers applied to it or to a group around it) is a preview of its own.
/// A view with a `WidgetPreviewContext` renders as a widget in that family — container, margins,
/// background, every mode and scheme; any other view as a plain view preview.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; accepted, Loupe renders every preview on its own device profiles.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A context a preview is shown in (SwiftUI's `PreviewContext`).
public protocol PreviewContext {}

/// "Show this view as a widget of `family`": `.previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: PreviewContext, Hashable, Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// How a plain view preview is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// On the device's screen (Loupe: the 430 × 932 pt iPhone canvas).
    case device
    /// As small as the view fits (Loupe: the view's ideal size).
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by Xcode's name (`"iPhone 15 Pro"`): accepted and shown in `loupe list`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Xcode's orientations; accepted (widgets do not rotate).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// What the preview modifiers said about a view.
public struct PreviewTraits: Hashable, Sendable {
    public var displayName: String?
    public var family: WidgetFamily?
    public var layout: PreviewLayout?
    public var device: String?

    public init(displayName: String? = nil, family: WidgetFamily? = nil, layout: PreviewLayout? = nil, device: String? = nil) {
        (self.displayName, self.family, self.layout, self.device) = (displayName, family, layout, device)
    }

    /// These traits inside `outer`'s: what is set here wins.
    func inside(_ outer: PreviewTraits) -> PreviewTraits {
        PreviewTraits(displayName: displayName ?? outer.displayName, family: family ?? outer.family,
                      layout: layout ?? outer.layout, device: device ?? outer.device)
    }
}

/// A view with preview traits. Rendered, it is just its content.
public struct PreviewTraitsView<Content: View>: View, PrimitiveView {
    let content: Content
    let traits: PreviewTraits
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { context.resolve(content) }
}

extension View {
    public func previewContext<C: PreviewContext>(_ context: C) -> PreviewTraitsView<Self> {
        PreviewTraitsView(content: self, traits: PreviewTraits(family: (context as? WidgetPreviewContext)?.family))
    }
    public func previewDisplayName(_ name: String?) -> PreviewTraitsView<Self> {
        PreviewTraitsView(content: self, traits: PreviewTraits(displayName: name))
    }
    public func previewLayout(_ layout: PreviewLayout) -> PreviewTraitsView<Self> {
        PreviewTraitsView(content: self, traits: PreviewTraits(layout: layout))
    }
    public func previewDevice(_ device: PreviewDevice?) -> PreviewTraitsView<Self> {
        PreviewTraitsView(content: self, traits: PreviewTraits(device: device?.rawValue))
    }
    /// Accepted: widgets do not rotate.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

/// One preview in a provider's `previews`: a view and what the modifiers around it said.
public struct PreviewItem {
    public let view: AnyView
    public let traits: PreviewTraits
    /// A Live Activity preview (`attributes.previewContext(state, viewKind:)`): makes the preview
    /// under a name, from the activity widget in this binary that shows those attributes.
    let activity: ((String) -> WidgetPreview?)?

    init(view: AnyView, traits: PreviewTraits, activity: ((String) -> WidgetPreview?)? = nil) {
        (self.view, self.traits, self.activity) = (view, traits, activity)
    }
}

/// Views that hold several previews, or traits for the ones inside them.
protocol PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem]
}

extension PreviewTraitsView: PreviewContainer {
    func previewItems(inside outer: PreviewTraits) -> [PreviewItem] { PreviewItem.items(of: content, inside: traits.inside(outer)) }
}
extension TupleView: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] { children.flatMap { PreviewItem.items(of: $0, inside: traits) } }
}
extension Group: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] { PreviewItem.items(of: content, inside: traits) }
}
extension AnyView: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] { PreviewItem.items(of: view, inside: traits) }
}
extension _ConditionalContent: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] {
        switch storage {
        case .trueContent(let view): return PreviewItem.items(of: view, inside: traits)
        case .falseContent(let view): return PreviewItem.items(of: view, inside: traits)
        }
    }
}
/// Modifiers written after a preview's traits (`.previewContext(…).colorScheme(.dark)`) apply to
/// each preview inside, which keeps its traits.
extension ModifiedContent: PreviewContainer where Content: View, Modifier: ViewModifier {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] {
        PreviewItem.items(of: content, inside: traits).map {
            PreviewItem(view: AnyView(erasing: $0.view.modifier(modifier)), traits: $0.traits, activity: $0.activity)
        }
    }
}
extension ForEach: PreviewContainer {
    func previewItems(inside traits: PreviewTraits) -> [PreviewItem] { data.flatMap { PreviewItem.items(of: content($0), inside: traits) } }
}

extension PreviewItem {
    /// The previews in `view`: groups, tuples and conditionals opened, traits carried inward.
    public static func items(of view: any View, inside traits: PreviewTraits = PreviewTraits()) -> [PreviewItem] {
        if let container = view as? PreviewContainer { return container.previewItems(inside: traits) }
        if view is EmptyView { return [] }
        return [PreviewItem(view: AnyView(erasing: view), traits: traits)]
    }
}

/// The entry a legacy widget preview shows: its view ignores it; its date is the render's now.
struct LegacyPreviewEntry: TimelineEntry {
    let date: Date
}

extension LoupePreviews {
    /// Every `PreviewProvider` in this binary, each of its views a record of its own: a widget
    /// preview in its `WidgetPreviewContext`'s family, or a plain view preview. Named by
    /// `.previewDisplayName`, else by the provider's type and the family (`Hydration_Previews-systemSmall`).
    static var providerRecords: [Record] {
        // Asked twice: first how many, then into a buffer that size.
        let count = loupe_types_conforming_to("PreviewProvider", nil, 0)
        var types = [UnsafeRawPointer?](repeating: nil, count: count)
        _ = types.withUnsafeMutableBufferPointer { loupe_types_conforming_to("PreviewProvider", $0.baseAddress, count) }
        var records: [Record] = []
        for pointer in types.compactMap({ $0 }) {
            let type = unsafeBitCast(pointer, to: Any.Type.self)
            guard let provider = type as? any PreviewProvider.Type else { continue }
            records += Self.records(of: provider)
        }
        return records
    }

    /// The records of one provider (also for code that lists its providers itself). `previews` is
    /// read here for its structure only (how many views, their families and names); each record
    /// builds its view again when it renders, so `Date()` in `previews` reads the render's now.
    public static func records(of provider: any PreviewProvider.Type) -> [Record] {
        let typeName = String(describing: provider)
        let place = String(reflecting: provider)
        let items = PreviewItem.items(of: provider.previews)
        let count = items.count
        return items.enumerated().map { index, item in
            let traits = item.traits
            let view: () -> AnyView = {
                let now = PreviewItem.items(of: provider.previews)
                // The same structure on every read, unless `previews` branches on the time.
                return now.count == count ? now[index].view : item.view
            }
            if let activity = item.activity {
                let name = traits.displayName ?? "\(typeName)-\(index)"
                if let preview = activity(name) { return Record(file: place, line: 0, item: .widget(preview), provider: place) }
            }
            if let family = traits.family {
                let name = traits.displayName ?? "\(typeName)-\(family.rawValue)"
                var description = WidgetDescription(kind: typeName, makeSource: { _ in
                    TimelineSource(placeholder: { _ in LegacyPreviewEntry(date: Date()) },
                                   snapshot: { _, done in done(LegacyPreviewEntry(date: Date())) },
                                   timeline: { _, done in done([LegacyPreviewEntry(date: Date())], .never) })
                }, content: { _ in view() })
                description.displayName = name
                description.supportedFamilies = [family]
                return Record(file: place, line: 0, item: .widget(WidgetPreview(name, widget: description, family: family)), provider: place)
            }
            let name = traits.displayName ?? typeName
            return Record(file: place, line: 0, item: .view(ViewPreview(name: name, makeView: view, layout: traits.layout ?? .device)),
                          provider: place)
        }
    }
}
