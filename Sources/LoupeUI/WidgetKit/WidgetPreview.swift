import Foundation

/// A widget preview: what `#Preview(as:widget:timeline:)` and its siblings declare. The widget's
/// declaration, optionally a family, and either an explicit timeline, a provider, or (by default)
/// the widget's own provider. A package's previews are its render matrix.
public struct WidgetPreview {
    public let name: String?
    public let widget: WidgetDescription
    public let family: WidgetFamily?
    /// Explicit entries (`timeline:`), or nil to ask the provider.
    public let entries: (() async -> [any TimelineEntry])?
    /// The provider (`timelineProvider:`), or nil for the widget's own.
    public let source: TimelineSource?
    /// The configuration intent (`using:`).
    public let intent: (any WidgetConfigurationIntent)?
    /// A Live Activity preview's attributes and content states.
    public let activity: ActivityPreviewData?

    public init(_ name: String? = nil, widget: WidgetDescription, family: WidgetFamily? = nil,
                entries: (() async -> [any TimelineEntry])? = nil, source: TimelineSource? = nil,
                intent: (any WidgetConfigurationIntent)? = nil, activity: ActivityPreviewData? = nil) {
        (self.name, self.widget, self.family, self.entries, self.source, self.intent) = (name, widget, family, entries, source, intent)
        self.activity = activity
    }

    /// `#Preview("Name", as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`.
    public static func widget<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                         @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: family, entries: timeline)
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`.
    public static func widget<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                              timelineProvider: () -> P) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: family, source: TimelineSource(timelineProvider()))
    }

    /// `#Preview(as: .systemSmall, using: Intent()) { MyWidget() } timelineProvider: { Provider() }`.
    public static func widget<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                                       widget: () -> W, timelineProvider: () -> P) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: family,
                      source: TimelineSource(timelineProvider(), intent: intent), intent: intent)
    }

    /// A widget with its own provider, in every family it supports.
    public static func widget<W: Widget>(_ widget: W, name: String? = nil) -> WidgetPreview {
        WidgetPreview(name, widget: widget._loupeDescription)
    }

    /// The families this preview renders: its own, or all the widget supports.
    public var families: [WidgetFamily] { widget.activity != nil || widget.control != nil ? [] : family.map { [$0] } ?? widget.supportedFamilies }
}
