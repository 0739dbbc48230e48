import Foundation
import LoupeUI

/// Everything a binary can render, by the names people type (`loupe render Steps`) and that
/// snapshot paths use: the previews it was given, its `#Preview` blocks, each widget itself, and
/// plain views. The command line, LoupeTesting and the gallery all name targets here.
///
/// Names never depend on where a preview sits in its file, so moving a preview keeps its references:
/// - a named preview is its name;
/// - a widget itself (its own provider, every family it supports) is its kind — every widget that
///   appears in a preview is a target of its own — and its type's name finds it too;
/// - a Live Activity itself (every presentation of the content states its first preview gives) is
///   its kind, its attributes' type (`DeliveryAttributes`), and its widget's type finds it too;
/// - an unnamed widget preview is its widget's kind and what it shows (`HydrationWidget-systemSmall`,
///   `DeliveryActivity-expanded`), since the kind alone names the widget itself;
/// - an unnamed view preview is its view's type (`BadgeView`), or its file's name for a view built
///   from SwiftUI's own types;
/// - only when two targets would still share a name does the later one get `-2`, `-3`.
public struct PreviewCatalog {
    public struct Target {
        public enum Subject {
            case widget(WidgetPreview)
            case view(ViewExample)
        }
        public let name: String
        public let subject: Subject
        /// Other names that find this target: a whole widget's kind when its name differs.
        public let aliases: [String]
        /// Where a `#Preview` was declared (`Module/File.swift:12`), if it came from one: shown, never a name.
        public let location: String?

        public var widgetPreview: WidgetPreview? {
            if case .widget(let preview) = subject { return preview }
            return nil
        }
    }

    public let targets: [Target]

    /// - Parameters:
    ///   - previews: widgets given in code (the `loupe` binary's examples), first in line for their names.
    ///   - views: plain views at their sizes.
    ///   - records: the binary's `#Preview` blocks (`LoupePreviews.all`).
    ///   - bundled: the widgets of the binary's widget bundle (`LoupePreviews.bundledWidgets`): each
    ///     that no preview names is a target of its own, by its kind, after those the previews name.
    public init(previews: [WidgetPreview] = [], views: [ViewExample] = [], records: [LoupePreviews.Record] = LoupePreviews.all,
                bundled: [WidgetDescription] = []) {
        var targets: [Target] = []
        var used = Set<String>()
        func add(_ name: String, _ subject: Target.Subject, aliases: [String] = [], location: String? = nil) {
            var unique = name, n = 2
            while used.contains(SnapshotName.sanitize(unique)) { unique = "\(name)-\(n)"; n += 1 }
            used.insert(SnapshotName.sanitize(unique))
            targets.append(Target(name: unique, subject: subject, aliases: aliases.filter { $0 != unique }, location: location))
        }
        let macroWidgets = records.compactMap { record -> (WidgetPreview, String)? in
            guard case .widget(let preview) = record.item else { return nil }
            return (preview, record.location)
        }
        // A legacy preview's "widget" is a view in a family, not a widget with a provider of its own
        // (a legacy Live Activity preview shows the binary's real activity widget).
        let legacyKinds = Set(records.compactMap { record -> String? in
            guard record.provider != nil, case .widget(let preview) = record.item, preview.widget.activity == nil else { return nil }
            return preview.widget.kind
        })
        // Given previews first, then each widget itself (unless a given preview already is it).
        // A given preview of an activity in every presentation stands for the activity itself.
        func standsForItself(_ preview: WidgetPreview) -> Bool {
            Self.isWholeWidget(preview) || preview.widget.activity != nil && preview.activity != nil && preview.activity?.presentation == nil
        }
        for preview in previews {
            add(Self.baseName(of: preview), .widget(preview), aliases: standsForItself(preview) ? Self.names(of: preview.widget) : [])
        }
        var kinds: [String] = []
        for (preview, _) in macroWidgets where !kinds.contains(preview.widget.kind) && Self.canStandAlone(preview) && !legacyKinds.contains(preview.widget.kind) {
            kinds.append(preview.widget.kind)
        }
        for kind in kinds where !previews.contains(where: { $0.widget.kind == kind && Self.isWholeWidget($0) }) {
            let preview = macroWidgets.first { $0.0.widget.kind == kind }!.0
            add(kind, .widget(WidgetPreview(widget: preview.widget)), aliases: Self.names(of: preview.widget))
        }
        // The bundle's widgets no preview shows (a Live Activity needs a preview's attributes and
        // content states, so it stands alone only through one).
        for widget in bundled where widget.activity == nil && !kinds.contains(widget.kind) && !legacyKinds.contains(widget.kind)
            && !previews.contains(where: { $0.widget.kind == widget.kind }) {
            kinds.append(widget.kind)
            add(widget.kind, .widget(WidgetPreview(widget: widget)), aliases: Self.names(of: widget))
        }
        // Each Live Activity itself: every presentation of its first preview's content states.
        var activities: [String] = []
        for (preview, _) in macroWidgets where preview.widget.activity != nil && preview.activity != nil && !activities.contains(preview.widget.kind) {
            activities.append(preview.widget.kind)
            guard !previews.contains(where: { $0.widget.kind == preview.widget.kind && standsForItself($0) }) else { continue }
            add(preview.widget.kind, .widget(Self.wholeActivity(preview)), aliases: Self.names(of: preview.widget))
        }
        // Then the #Preview blocks: named ones before unnamed ones, so a name given in the source
        // never yields to a derived one.
        for (preview, location) in macroWidgets where preview.name != nil { add(Self.baseName(of: preview), .widget(preview), location: location) }
        for (preview, location) in macroWidgets where preview.name == nil { add(Self.baseName(of: preview), .widget(preview), location: location) }
        for view in views { add(view.name, .view(view)) }
        for record in records {
            guard case .view(let preview) = record.item else { continue }
            let name = preview.name ?? preview.makeView().previewTypeName ?? ((record.file as NSString).lastPathComponent as NSString).deletingPathExtension
            var view = ViewExample(name: name, summary: "\(record.provider == nil ? "#Preview at " : "")\(record.location)", size: ViewPreview.canvas) { _ in preview.makeView() }
            switch preview.layout {
            case .device: break
            case .sizeThatFits: view.sizeThatFits = true
            case .fixed(let width, let height): view.size = CGSize(width: width, height: height)
            }
            add(name, .view(view), location: record.location)
        }
        self.targets = targets
    }

    public var names: [String] { targets.map(\.name) }

    /// The target with this name, or whose alias (a widget's kind) it is.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name } ?? targets.first { $0.aliases.contains(name) }
    }

    /// The name a preview takes when nothing else claims it (see the type's documentation).
    public static func baseName(of preview: WidgetPreview) -> String {
        if let name = preview.name { return name }
        if isWholeWidget(preview) { return preview.widget.kind }
        let shows = preview.family?.rawValue ?? (preview.presentations.count == 1 ? preview.presentations[0].rawValue : "preview")
        return "\(preview.widget.kind)-\(shows)"
    }

    /// A widget with its own provider in every family it supports (or a control): the widget itself.
    public static func isWholeWidget(_ preview: WidgetPreview) -> Bool {
        preview.family == nil && preview.entries == nil && preview.source == nil && preview.activity == nil && preview.intent == nil
    }

    /// Whether the widget of a preview renders without the preview (a Live Activity needs the
    /// preview's attributes and content states).
    static func canStandAlone(_ preview: WidgetPreview) -> Bool { preview.widget.activity == nil }

    /// The activity of `preview` itself: its attributes and content states, in every presentation.
    static func wholeActivity(_ preview: WidgetPreview) -> WidgetPreview {
        guard let data = preview.activity else { return preview }
        return WidgetPreview(widget: preview.widget,
                             activity: ActivityPreviewData(attributes: data.attributes, contentStates: data.contentStates, presentation: nil))
    }

    /// The names a widget itself answers to: its kind, and its type's name.
    static func names(of widget: WidgetDescription) -> [String] {
        [widget.kind] + (widget.typeName.map { [$0] } ?? [])
    }

    /// What a `.widget(…)` preview of a Live Activity lacks, its attributes and content states,
    /// taken from the first of `records` that shows the same activity (as the catalog's own target
    /// of it is); the preview as it is when it is no activity or has them.
    public static func withContentStates(_ preview: WidgetPreview, from records: @autoclosure () -> [LoupePreviews.Record]) -> WidgetPreview {
        guard preview.widget.activity != nil, preview.activity == nil else { return preview }
        for record in records() {
            guard case .widget(let shown) = record.item, shown.widget.kind == preview.widget.kind, shown.activity != nil else { continue }
            return wholeActivity(shown)
        }
        return preview
    }
}

extension LoupePreviews.Record {
    /// `Module/File.swift:12` (the file's `#fileID`), or `PreviewProvider Module.Type` for a legacy preview.
    public var location: String { provider.map { "PreviewProvider \($0)" } ?? "\(file):\(line)" }
}
