import Foundation

// `#Preview`, spelled as Apple's. Each expansion forwards its arguments to the matching
// `LoupePreviews.make` overload and records the preview in the binary (see LoupeMacros).

/// `#Preview("Name", as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry])
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                     timelineProvider: () -> P)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, using: MyIntent()) { MyWidget() } timelineProvider: { Provider() }`
@freestanding(declaration)
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                              widget: () -> W, timelineProvider: () -> P)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview(as: .systemSmall, using: MyINIntent()) { MyWidget() } timelineProvider: { Provider() }` (SiriKit intents)
@freestanding(declaration)
public macro Preview<W: Widget, P: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                           widget: () -> W, timelineProvider: () -> P)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview("Name", widget: { MyRelevanceWidget() }, relevanceEntries: { Entry(…); Entry(…) })`
@freestanding(declaration)
public macro Preview<W: Widget, Entry: RelevanceEntry>(_ name: String? = nil, widget: () -> W,
                                                       @PreviewRelevanceEntryBuilder<Entry> relevanceEntries: @escaping () async -> [Entry])
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview(widget: { MyRelevanceWidget() }, relevanceProvider: { Provider() })`
@freestanding(declaration)
public macro Preview<W: Widget, P: RelevanceEntriesProvider>(_ name: String? = nil, widget: () -> W, relevanceProvider: () -> P)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview(widget: { … }, relevanceProvider: { Provider() }, relevance: { WidgetRelevance([…]) })`
@freestanding(declaration)
public macro Preview<W: Widget, P: RelevanceEntriesProvider>(_ name: String? = nil, widget: () -> W, relevanceProvider: () -> P,
                                                             relevance: @escaping () async -> WidgetRelevance<P.Configuration>)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview("Name", as: .content, using: attributes) { MyActivity() } contentStates: { state1; state2 }`
/// (also `as: .dynamicIsland(.compact / .minimal / .expanded)`)
@freestanding(declaration)
public macro Preview<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
                                                       widget: () -> W,
                                                       @PreviewActivityBuilder<A> contentStates: @escaping () async -> [A.ContentState])
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")

/// `#Preview { MyView() }` and `#Preview("Name") { MyView() }`
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "LoupeMacros", type: "PreviewMacro")
