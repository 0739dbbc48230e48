import CLoupePreviews
import Foundation

/// The previews a binary declares with `#Preview`, found at run time: a package's preview blocks
/// are its render matrix. The `make` functions are what the macro forwards to; they can be called
/// directly by code that prefers no macro.
public enum LoupePreviews {
    /// One preview: of a widget (its timeline), or of a plain view.
    public enum Item {
        case widget(WidgetPreview)
        case view(ViewPreview)

        public var name: String? {
            switch self {
            case .widget(let preview): return preview.name
            case .view(let preview): return preview.name
            }
        }
    }

    /// A preview and where it was declared.
    public final class Record {
        public let file: String
        public let line: Int
        public let item: Item
        /// The `PreviewProvider` type a legacy preview comes from (`MyWidgets.Hydration_Previews`); nil for `#Preview`.
        public let provider: String?
        public init(file: String, line: Int, item: Item, provider: String? = nil) {
            (self.file, self.line, self.item, self.provider) = (file, line, item, provider)
        }
    }

    /// Every `#Preview` in this binary, in link order, then every legacy `PreviewProvider`'s previews.
    /// Listing builds them, which runs their code — a provider's `static let` made with `Date()` is
    /// first touched here — so unless the caller already holds a now (a command line's run, a
    /// snapshot assertion), they are listed at the process's now (`LoupeClock.processNow`).
    public static var all: [Record] { LoupeClock.withProcessNowUnlessHeld { macroRecords + providerRecords } }

    /// Every `#Preview` in this binary, in link order.
    public static var macroRecords: [Record] {
        guard let records = loupe_previews_begin() else { return [] }
        return (0..<loupe_previews_count()).compactMap { index in
            guard let make = records[index], let record = make() else { return nil }
            return Unmanaged<Record>.fromOpaque(record).takeRetainedValue()
        }
    }

    /// Called by each expansion: builds the preview and hands it over retained.
    public static func record(file: String, line: Int, _ make: () -> Item) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Record(file: sourceFile(file), line: sourceLine(line, in: file), item: make())).toOpaque()
    }

    /// The line in the file a preview was written in: a gated copy starts with one line the
    /// original does not have (its `#sourceLocation`), which the macro, seeing the copy, counts.
    public static func sourceLine(_ line: Int, in file: String) -> Int {
        file.hasSuffix(gatedCopySuffix) ? line - 1 : line
    }

    /// How the `IOSSources` plugin names its gated copy of `File.swift`. The macro sees the copy's
    /// name, not the one `#sourceLocation` gives its diagnostics.
    public static let gatedCopySuffix = ".loupe-ios.swift"

    /// The file a preview was written in (`Module/File.swift`), for one the macro found in a gated copy.
    public static func sourceFile(_ file: String) -> String {
        file.hasSuffix(gatedCopySuffix) ? String(file.dropLast(gatedCopySuffix.count)) + ".swift" : file
    }

    public static func make<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                       @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) -> Item {
        .widget(.widget(name, as: family, widget: widget, timeline: timeline))
    }

    public static func make<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                            timelineProvider: () -> P) -> Item {
        .widget(.widget(name, as: family, widget: widget, timelineProvider: timelineProvider))
    }

    public static func make<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                                     widget: () -> W, timelineProvider: () -> P) -> Item {
        .widget(.widget(name, as: family, using: intent, widget: widget, timelineProvider: timelineProvider))
    }

    public static func make<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
                                                              widget: () -> W,
                                                              @PreviewActivityBuilder<A> contentStates: @escaping () async -> [A.ContentState]) -> Item {
        .widget(.activity(name, as: kind, using: attributes, widget: widget, contentStates: contentStates))
    }

    public static func make<W: Widget, P: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                                  widget: () -> W, timelineProvider: () -> P) -> Item {
        .widget(.widget(name, as: family, using: intent, widget: widget, timelineProvider: timelineProvider))
    }

    public static func make<W: Widget, Entry: RelevanceEntry>(_ name: String? = nil, widget: () -> W,
                                                              @PreviewRelevanceEntryBuilder<Entry> relevanceEntries: @escaping () async -> [Entry]) -> Item {
        .widget(.widget(name, widget: widget, relevanceEntries: relevanceEntries))
    }

    public static func make<W: Widget, P: RelevanceEntriesProvider>(_ name: String? = nil, widget: () -> W, relevanceProvider: () -> P) -> Item {
        .widget(.widget(name, widget: widget, relevanceProvider: relevanceProvider))
    }

    public static func make<W: Widget, P: RelevanceEntriesProvider>(_ name: String? = nil, widget: () -> W, relevanceProvider: () -> P,
                                                                    relevance: @escaping () async -> WidgetRelevance<P.Configuration>) -> Item {
        .widget(.widget(name, widget: widget, relevanceProvider: relevanceProvider, relevance: relevance))
    }

    public static func make(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) -> Item {
        .view(ViewPreview(name: name, makeView: { AnyView(erasing: body()) }))
    }
}

/// A preview of a plain view (`#Preview { MyView() }`): rendered in an iPhone-sized canvas.
public struct ViewPreview {
    public let name: String?
    public let makeView: () -> AnyView
    /// How it is sized (`.previewLayout`); `#Preview` views are on the device.
    public var layout: PreviewLayout = .device

    public init(name: String?, makeView: @escaping () -> AnyView, layout: PreviewLayout = .device) {
        (self.name, self.makeView, self.layout) = (name, makeView, layout)
    }
    /// The canvas a plain view preview is proposed: the 430×932 pt iPhone screen (facts.md §1a).
    public static let canvas = CGSize(width: 430, height: 932)
}

extension AnyView {
    /// Erases an existential view (`any View`), as `#Preview` bodies return.
    public init(erasing view: any View) { self.view = view }
}
