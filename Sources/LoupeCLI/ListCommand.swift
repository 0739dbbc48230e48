import Foundation
import Loupe
import LoupeUI

/// `loupe list [--json]`: widgets (kind, families, entries with dates and relevance, reload
/// policy, where a #Preview was declared), device profiles and example views.
struct ListCommand {
    let catalog: Catalog
    let examples: [ViewExample]
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "list", summary: "List the widgets, their timelines, the device profiles and the example views.", options: [
        .init(name: "--json", short: nil, takesValue: false, help: "print JSON instead of text", valueName: ""),
    ], positionals: nil)

    struct WidgetInfo: Encodable {
        struct Entry: Encodable { let index: Int; let date: String; let relevance: Float? }
        struct FamilyTimeline: Encodable { let family: String; let entries: [Entry]; let policy: String?; let error: String? }
        let name: String
        let kind: String
        let displayName: String
        let description: String
        let families: [String]
        let preview: String?
        let timelines: [FamilyTimeline]
        /// "widget", "activity" or "control".
        let type: String
        /// A Live Activity's or a control's presentations.
        let presentations: [String]
        /// A Live Activity's content states (0…count−1); a control's are off and on.
        let states: Int?
    }

    func widgets() -> [WidgetInfo] {
        let dates = ISO8601DateFormatter()
        return catalog.entries.map { entry in
            let description = entry.preview.widget
            let timelines = entry.preview.families.map { family -> WidgetInfo.FamilyTimeline in
                do {
                    let timeline = try Loupe.timeline(entry.preview, family: family)
                    return .init(family: family.rawValue, entries: timeline.entries.enumerated().map {
                        .init(index: $0.offset, date: dates.string(from: $0.element.date), relevance: $0.element.relevance?.score)
                    }, policy: timeline.policy?.description, error: nil)
                } catch {
                    return .init(family: family.rawValue, entries: [], policy: nil, error: "\(error)")
                }
            }
            let isActivity = !entry.preview.presentations.isEmpty, isControl = !entry.preview.controlPresentations.isEmpty
            let states = isActivity ? (try? Loupe.timeline(entry.preview, family: .systemMedium).entries.count) : isControl ? 2 : nil
            return WidgetInfo(name: entry.name, kind: description.kind, displayName: description.displayName, description: description.summary,
                              families: entry.preview.families.map(\.rawValue), preview: entry.location, timelines: timelines,
                              type: isActivity ? "activity" : isControl ? "control" : "widget",
                              presentations: isActivity ? entry.preview.presentations.map(\.rawValue) : entry.preview.controlPresentations.map(\.rawValue),
                              states: states)
        }
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let widgets = widgets()
        if parsed.has("--json") {
            struct Listing: Encodable {
                struct Device: Encodable { let name: String; let summary: String; let scale: Double; let families: [String] }
                struct ExampleView: Encodable { let name: String; let width: Double; let height: Double; let summary: String }
                let widgets: [WidgetInfo]
                let devices: [Device]
                let examples: [ExampleView]
            }
            let listing = Listing(widgets: widgets,
                                  devices: DeviceProfile.all.map { .init(name: $0.name, summary: $0.summary, scale: Double($0.scale), families: $0.supportedFamilies.map(\.rawValue)) },
                                  examples: examples.map { .init(name: $0.name, width: Double($0.size.width), height: Double($0.size.height), summary: $0.summary) })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            output(String(decoding: try encoder.encode(listing), as: UTF8.self))
            return
        }
        output("widgets:")
        for widget in widgets {
            output("  \(widget.name)  (kind \(widget.kind)\(widget.preview.map { ", #Preview at \($0)" } ?? ""))")
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
            for (families, timeline) in groups {
                let label = families.joined(separator: ", ")
                if let error = timeline.error { output("    \(label): \(error)"); continue }
                let entries = timeline.entries.map { "\($0.index) \($0.date.dropLast().replacingOccurrences(of: "T", with: " "))\($0.relevance.map { String(format: " r%.2f", $0) } ?? "")" }
                output("    \(label)")
                output("      \(timeline.entries.count) entries: \(entries.joined(separator: ", "))\(timeline.policy.map { "; reload \($0)" } ?? "")")
            }
        }
        output("devices:")
        for device in DeviceProfile.all {
            output("  \(device.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(device.summary): \(device.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
        }
        if !examples.isEmpty {
            output("example views (render --example NAME):")
            for example in examples {
                output("  \(example.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(example.size.width.formatted)×\(example.size.height.formatted)  \(example.summary)")
            }
        }
    }
}

/// `loupe timeline WIDGET [--family F]`: why a widget shows what it shows, and when it updates.
struct TimelineCommand {
    let catalog: Catalog
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "timeline", summary: "Show a widget's timeline entries and when WidgetKit would ask for the next timeline.", options: [
        .init(name: "--family", short: nil, takesValue: true, help: "widget family (default: the preview's first)", valueName: "F"),
    ], positionals: "WIDGET")

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        guard let name = parsed.positionals.first else {
            throw CLIError.usage("loupe timeline needs a widget: \(catalog.names.joined(separator: ", "))")
        }
        let entry = try catalog.entry(named: name)
        var family = entry.preview.families[0]
        if let text = parsed.value("--family") {
            guard let value = WidgetFamily(rawValue: text) else {
                throw CLIError.usage("unknown family '\(text)'\(ArgumentParser.suggestion(for: text, among: WidgetFamily.allCases.map(\.rawValue)))")
            }
            guard entry.preview.families.contains(value) else {
                throw CLIError.usage("\(name) does not support \(text); it supports \(entry.preview.families.map(\.rawValue).joined(separator: ", "))")
            }
            family = value
        }
        let timeline: LoadedTimeline
        do { timeline = try Loupe.timeline(entry.preview, family: family) } catch { throw CLIError.failure("\(error)") }
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
            output("reload: .never — the widget does not update again until the app calls WidgetCenter.shared.reloadTimelines(ofKind: \"\(entry.preview.widget.kind)\").")
        case nil:
            output("reload: none — this preview lists its own entries.")
        }
    }
}
