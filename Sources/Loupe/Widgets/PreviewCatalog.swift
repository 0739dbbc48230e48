import Foundation
import LoupeUI

/// Everything a binary can render, by the names people type (`loupe render Steps`) and that
/// snapshot paths use: the previews it was given, its `#Preview` blocks, each widget itself, and
/// plain views. The command line, LoupeTesting and the gallery all name targets here.
///
/// Names never depend on where a preview sits in its file, so moving a preview keeps its references:
/// - a named preview is its name;
/// - a widget itself (its own provider, every family it supports) is its kind — every widget that
///   appears in a preview is a target of its own;
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
    public init(previews: [WidgetPreview] = [], views: [ViewExample] = [], records: [LoupePreviews.Record] = LoupePreviews.all) {
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
        // A legacy preview's "widget" is a view in a family, not a widget with a provider of its own.
        let legacyKinds = Set(records.compactMap { record -> String? in
            guard record.provider != nil, case .widget(let preview) = record.item else { return nil }
            return preview.widget.kind
        })
        // Given previews first, then each widget itself (unless a given preview already is it).
        for preview in previews {
            add(Self.baseName(of: preview), .widget(preview), aliases: Self.isWholeWidget(preview) ? [preview.widget.kind] : [])
        }
        var kinds: [String] = []
        for (preview, _) in macroWidgets where !kinds.contains(preview.widget.kind) && Self.canStandAlone(preview) && !legacyKinds.contains(preview.widget.kind) {
            kinds.append(preview.widget.kind)
        }
        for kind in kinds where !previews.contains(where: { $0.widget.kind == kind && Self.isWholeWidget($0) }) {
            let preview = macroWidgets.first { $0.0.widget.kind == kind }!.0
            add(kind, .widget(WidgetPreview(widget: preview.widget)))
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
}

extension LoupePreviews.Record {
    /// `Module/File.swift:12` (the file's `#fileID`), or `PreviewProvider Module.Type` for a legacy preview.
    public var location: String { provider.map { "PreviewProvider \($0)" } ?? "\(file):\(line)" }
}
