import Foundation
import Loupe
import LoupeUI

/// `loupe list [--json]`: widgets (kind, families, entries with dates and relevance, reload
/// policy, where a #Preview was declared), device profiles and example views.
struct ListCommand {
    let catalog: PreviewCatalog
    let examples: [ViewExample]
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "list", summary: "List the widgets and previews, their timelines, the device profiles and the plain views.", options: [
        .init(name: "--json", short: nil, takesValue: false, help: "print JSON instead of text", valueName: ""),
        ReportFile.option,
        ResourcesOption.option,
        .init(name: "--assets", short: nil, takesValue: true, help: "the same as --resources", valueName: "DIR"),
        NowOption.option,
    ], positionals: nil)

    struct WidgetInfo: Encodable {
        struct Entry: Encodable { let index: Int; let date: String; let relevance: Float? }
        struct FamilyTimeline: Encodable { let family: String; let entries: [Entry]; let policy: String?; let error: String? }
        let name: String
        let kind: String
        /// Other names that find it (a widget's kind).
        let aliases: [String]
        var displayName: String
        var description: String
        let families: [String]
        let preview: String?
        let timelines: [FamilyTimeline]
        /// "widget", "activity" or "control".
        let type: String
        /// A Live Activity's or a control's presentations.
        let presentations: [String]
        /// A Live Activity's content states (0…count−1); a control's are off and on.
        let states: Int?
        /// Where a widget can show (its families' places, less the disfavoured ones).
        let places: [String]
        /// How visionOS shows it: its mountings and texture (nil: it has no system family).
        let visionOS: VisionOS?
        struct VisionOS: Encodable { let mountings: [String]; let texture: String }
    }

    func widgets(now: Date) -> [WidgetInfo] {
        let dates = ISO8601DateFormatter()
        return catalog.targets.compactMap { target -> WidgetInfo? in
            guard let preview = target.widgetPreview else { return nil }
            let description = preview.widget
            let timelines = preview.families.map { family -> WidgetInfo.FamilyTimeline in
                do {
                    let timeline = try Loupe.timeline(preview, family: family, now: now)
                    return .init(family: family.rawValue, entries: timeline.entries.enumerated().map {
                        .init(index: $0.offset, date: dates.string(from: $0.element.date), relevance: $0.element.relevance?.score)
                    }, policy: timeline.policy?.description, error: nil)
                } catch {
                    return .init(family: family.rawValue, entries: [], policy: nil, error: "\(error)")
                }
            }
            let isActivity = !preview.presentations.isEmpty, isControl = !preview.controlPresentations.isEmpty
            let states = isActivity ? (try? Loupe.timeline(preview, family: .systemMedium, now: now).entries.count) : isControl ? 2 : nil
            return WidgetInfo(name: target.name, kind: description.kind, aliases: target.aliases, displayName: description.displayName,
                              description: description.summary, families: preview.families.map(\.rawValue), preview: target.location, timelines: timelines,
                              type: isActivity ? "activity" : isControl ? "control" : "widget",
                              presentations: isActivity ? preview.presentations.map(\.rawValue) : preview.controlPresentations.map(\.rawValue),
                              states: states, places: isActivity || isControl ? [] : description.places.map(\.description),
                              visionOS: isActivity || isControl ? nil : description.visionOS.map {
                                  .init(mountings: $0.mountings.map(\.description), texture: $0.texture.description)
                              })
        }
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let report = try ReportFile(parsed.value("--output"), writes: parsed.has("--json") ? [.json] : [.text], printingTo: output)
        try report.collecting { try ListCommand(catalog: catalog, examples: examples, output: report.write).list(parsed) }
    }

    private func list(_ parsed: ParsedArguments) throws {
        let now = try NowOption.now(parsed)
        // Display names and descriptions as the widget gallery shows them, from the string tables.
        let resources = try ResourcesOption.read(parsed).resources.followed(by: .discovered)
        let tables = resources.stringTables
        let english = Locale(identifier: "en_US")
        func shown(_ key: String) -> String { tables.text(for: key, locale: english) ?? key }
        let widgets: [WidgetInfo] = try ProcessClock.run(at: now) { self.widgets(now: now) }.map { info in
            var info = info
            (info.displayName, info.description) = (shown(info.displayName), shown(info.description))
            return info
        }
        let views = catalog.targets.compactMap { target -> (name: String, view: ViewExample, location: String?)? in
            if case .view(let view) = target.subject { return (target.name, view, target.location) }
            return nil
        }
        if parsed.has("--json") {
            struct Listing: Encodable {
                struct Device: Encodable { let name: String; let summary: String; let scale: Double; let families: [String] }
                struct ExampleView: Encodable { let name: String; let width: Double; let height: Double; let summary: String; let preview: String? }
                let widgets: [WidgetInfo]
                let devices: [Device]
                let examples: [ExampleView]
                let resources: ResourceListing
            }
            let listing = Listing(widgets: widgets,
                                  devices: DeviceProfile.all.map { .init(name: $0.name, summary: $0.summary, scale: Double($0.scale), families: $0.supportedFamilies.map(\.rawValue)) },
                                  examples: views.map { .init(name: $0.name, width: Double($0.view.size.width), height: Double($0.view.size.height),
                                                              summary: $0.view.summary, preview: $0.location) },
                                  resources: ResourceListing(resources, problems: AppResources.discoveryProblems))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            output(String(decoding: try encoder.encode(listing), as: UTF8.self))
            return
        }
        output("widgets:")
        for widget in widgets {
            let place = widget.preview.map { $0.hasPrefix("PreviewProvider ") ? ", from \($0)" : ", #Preview at \($0)" } ?? ""
            let also = widget.aliases.filter { $0 != widget.kind }
            output("  \(widget.name)  (kind \(widget.kind)\(also.isEmpty ? "" : "; also \(also.joined(separator: ", "))")\(place))")
            if widget.type == "activity" {
                output("    Live Activity: \(widget.presentations.joined(separator: ", ")); \(widget.states ?? 0) content state\(widget.states == 1 ? "" : "s")")
            } else if widget.type == "control" {
                output("    control: \(widget.presentations.joined(separator: ", ")); off, on")
            }
            // Families with the same timeline are listed together.
            var groups: [(families: [String], timeline: WidgetInfo.FamilyTimeline)] = []
            for timeline in widget.timelines {
                let key = { (t: WidgetInfo.FamilyTimeline) in "\(t.entries.map { "\($0.date)\($0.relevance ?? -1)" })|\(t.policy ?? "")|\(t.error ?? "")" }
                if let i = groups.firstIndex(where: { key($0.timeline) == key(timeline) }) { groups[i].families.append(timeline.family) }
                else { groups.append(([timeline.family], timeline)) }
            }
            if !widget.places.isEmpty { output("    places: \(widget.places.joined(separator: ", "))") }
            if let vision = widget.visionOS {
                output("    visionOS: mounted \(vision.mountings.joined(separator: " or ")), \(vision.texture) (--place \(vision.mountings.joined(separator: ", ")))")
            }
            for (families, timeline) in groups {
                let label = families.joined(separator: ", ")
                if let error = timeline.error { output("    \(label): \(error)"); continue }
                let entries = timeline.entries.map { "\($0.index) \($0.date.dropLast().replacingOccurrences(of: "T", with: " "))\($0.relevance.map { String(format: " r%.2f", $0) } ?? "")" }
                output("    \(label)")
                output("      \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies"): \(entries.joined(separator: ", "))\(timeline.policy.map { "; reload \($0)" } ?? "")")
            }
        }
        output("devices:")
        let deviceColumn = DeviceProfile.all.map(\.name.count).max() ?? 0
        for device in DeviceProfile.all {
            output("  \(device.name.padding(toLength: deviceColumn, withPad: " ", startingAt: 0))  \(device.summary): \(device.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
        }
        if !views.isEmpty {
            output("views:")
            let viewColumn = views.map(\.name.count).max() ?? 0
            for view in views {
                output("  \(view.name.padding(toLength: viewColumn, withPad: " ", startingAt: 0))  \(view.view.size.width.formatted)×\(view.view.size.height.formatted)  \(view.view.summary)")
            }
        }
        ResourceListing(resources, problems: AppResources.discoveryProblems).lines.forEach(output)
    }
}

/// The app resources a run uses and where they were looked for, so a German cell showing English
/// can be traced to a String Catalog Loupe never found.
struct ResourceListing: Encodable {
    struct Place: Encodable { let path: String; let source: String }
    struct Table: Encodable { let table: String; let languages: [String]; let sourceLanguage: String? }
    let places: [Place]
    let assetCatalogs: [String]
    let stringTables: [Table]
    let fonts: [String]
    /// Places named in the environment that could not serve.
    let problems: [String]

    init(_ resources: AppResources, problems: [String]) {
        places = resources.places.map { Place(path: $0.url.path, source: $0.source) }
        assetCatalogs = resources.catalogs.map(\.url.path)
        stringTables = resources.stringTables.languagesByTable.map { Table(table: $0.table, languages: $0.languages, sourceLanguage: $0.source) }
        fonts = resources.fontFiles.map(\.path)
        self.problems = problems
    }

    var lines: [String] {
        var lines = ["resources:"]
        if places.isEmpty {
            lines.append("  none found (searched beside the executable, the IOSSources shared folders and LOUPE_RESOURCES; give a folder with --resources DIR or LOUPE_RESOURCES=DIR)")
        }
        lines += places.map { "  searched \($0.path) (\($0.source))" }
        if !assetCatalogs.isEmpty { lines.append("  asset catalogs: \(assetCatalogs.joined(separator: ", "))") }
        if !stringTables.isEmpty {
            let described = stringTables.map { table in
                let others = table.languages.filter { $0 != table.sourceLanguage }
                return "\(table.table) (\(((table.sourceLanguage.map { ["\($0) source"] } ?? []) + others).joined(separator: ", ")))"
            }
            lines.append("  strings: \(described.joined(separator: "; "))")
        }
        if !fonts.isEmpty { lines.append("  fonts: \(fonts.joined(separator: ", "))") }
        lines += problems.map { "  cannot use \($0)" }
        return lines
    }
}

/// `loupe timeline WIDGET [--family F]`: why a widget shows what it shows, and when it updates.
struct TimelineCommand {
    let catalog: PreviewCatalog
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "timeline", summary: "Show a widget's timeline entries and when WidgetKit would ask for the next timeline.", options: [
        .init(name: "--family", short: nil, takesValue: true, help: "widget family (default: the preview's first)", valueName: "F"),
        NowOption.option,
    ], positionals: "WIDGET")

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        guard let name = parsed.positionals.first else {
            throw CLIError.usage("\(CLIError.programName) timeline needs a widget: \(catalog.names.joined(separator: ", "))")
        }
        guard parsed.positionals.count == 1 else { throw CLIError.usage("\(CLIError.programName) timeline shows one widget at a time") }
        guard let target = catalog.target(named: name) else {
            throw CLIError.usage("unknown widget '\(name)'\(ArgumentParser.suggestion(for: name, among: catalog.names))")
        }
        let now = try NowOption.now(parsed)
        try ProcessClock.run(at: now) { try show(target, family: parsed.value("--family"), now: now) }
    }

    private func show(_ target: PreviewCatalog.Target, family text: String?, now: Date) throws {
        let name = target.name
        guard let preview = target.widgetPreview else { throw CLIError.usage("\(name) is a plain view: it has no timeline") }
        // Live Activities and controls have states, not a timeline.
        if !preview.controlPresentations.isEmpty {
            if text != nil { throw CLIError.usage("\(name) is a control: it has no families, only its presentations") }
            output("\(name) · control · 2 states: 0 off, 1 on (no timeline: a control shows its value provider's current state)")
            return
        }
        if !preview.presentations.isEmpty {
            if text != nil { throw CLIError.usage("\(name) is a Live Activity: it has no families, only its presentations") }
            let states: Int
            do { states = try Loupe.timeline(preview, family: .systemMedium, now: now).entries.count } catch { throw CLIError.failure("\(error)") }
            output("\(name) · Live Activity · \(states) content state\(states == 1 ? "" : "s") (0…\(max(states - 1, 0))), shown in \(preview.presentations.map(\.rawValue).joined(separator: ", "))")
            output("no timeline: an activity changes when the app or a push update sends a new content state")
            return
        }
        guard let first = preview.families.first else { throw CLIError.usage("\(name) supports no family: it has no timeline") }
        var family = first
        if let text {
            guard let value = WidgetFamily(rawValue: text) else {
                throw CLIError.usage("unknown family '\(text)'\(ArgumentParser.suggestion(for: text, among: WidgetFamily.allCases.map(\.rawValue)))")
            }
            guard preview.families.contains(value) else {
                throw CLIError.usage("\(name) does not support \(text); it supports \(preview.families.map(\.rawValue).joined(separator: ", "))")
            }
            family = value
        }
        let timeline: LoadedTimeline
        do { timeline = try Loupe.timeline(preview, family: family, now: now) } catch { throw CLIError.failure("\(error)") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        output("\(name) · \(family) · \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies")")
        let dates = timeline.entries.map(\.date)
        for (index, entry) in timeline.entries.enumerated() {
            let shown = index + 1 < dates.count ? "shown until \(formatter.string(from: dates[index + 1]))" : "shown until the next timeline"
            let relevance = entry.relevance.map { String(format: ", relevance %.2f for %.0f s", $0.score, $0.duration) } ?? ""
            output("  [\(index)] \(formatter.string(from: entry.date))  \(shown)\(relevance)")
            if index > 0 && dates[index] < dates[index - 1] {
                output("       ! earlier than the entry before it: WidgetKit shows entries in date order")
            }
        }
        switch timeline.policy {
        case .atEnd?:
            output("reload: .atEnd — WidgetKit asks for a new timeline after the last entry's date, \(dates.last.map(formatter.string(from:)) ?? "—") (not sooner; the system may delay it).")
        case .after(let date)?:
            output("reload: .after — WidgetKit asks for a new timeline after \(formatter.string(from: date)).")
            if let last = dates.last, date > last { output("       the last entry stays on screen from \(formatter.string(from: last)) until then") }
        case .never?:
            output("reload: .never — the widget does not update again until the app calls WidgetCenter.shared.reloadTimelines(ofKind: \"\(preview.widget.kind)\").")
        case nil:
            output("reload: none — this preview lists its own entries.")
        }
    }
}
