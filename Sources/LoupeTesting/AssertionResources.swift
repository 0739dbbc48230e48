import Foundation
import Loupe
import LoupeUI

/// The resources an assertion renders with: those `SnapshotSettings.resources` names (searched
/// first), over those found without being named (`AppResources.discovered`), and the fonts they
/// bring. A place that cannot serve — named in the settings or in `LOUPE_RESOURCES` and its kin — is
/// an error before anything renders.
struct AssertionResources {
    let resources: AppResources
    let fontSet: FontSet?

    static func current() throws -> AssertionResources {
        if let problem = AppResources.discoveryProblems.first {
            throw LoupeError.snapshot("\(problem) (the places in \(AppResources.environmentVariables.joined(separator: ", ")) must exist and hold resources)")
        }
        guard let places = SnapshotSettings.resources, !places.isEmpty else { return AssertionResources(resources: .none, fontSet: nil) }
        let resources: AppResources
        do { resources = try AppResources(at: places, source: ".snapshots(resources:)") } catch { throw LoupeError.snapshot("\(error)") }
        return AssertionResources(resources: resources, fontSet: try FontSets.shared.fontSet(with: resources.fontFiles))
    }

    var stringTables: StringTables? { resources.stringTables.isEmpty ? nil : resources.stringTables }
}

/// Font sets with an assertion's app fonts, made once per set of files (building one configures
/// fontconfig and checks every pinned font).
private final class FontSets: @unchecked Sendable {
    static let shared = FontSets()
    private let lock = NSLock()
    private var sets: [[URL]: FontSet] = [:]

    func fontSet(with files: [URL]) throws -> FontSet? {
        guard !files.isEmpty else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let known = sets[files] { return known }
        let set = try FontSet(directory: FontSet.defaultDirectory(), appFonts: files)
        sets[files] = set
        return set
    }
}

/// The failure of cells that name resources Loupe could not find: one per assertion, each missing
/// resource once with the first cell that names it and how many do, and how to point Loupe at it.
enum MissingResourceReport {
    static func message(_ cells: [(cell: String, missing: [MissingResource])], of total: Int) -> String {
        var seen: [MissingResource: (first: String, count: Int)] = [:], order: [MissingResource] = []
        for (cell, missing) in cells {
            for resource in missing {
                if let known = seen[resource] { seen[resource] = (known.first, known.count + 1) } else { seen[resource] = (cell, 1); order.append(resource) }
            }
        }
        var lines = ["\(cells.count) of \(total) cell\(total == 1 ? "" : "s") name resources Loupe could not find, so their renders are not the widget's; nothing was compared or recorded for them:"]
        for resource in order {
            let (first, count) = seen[resource]!
            lines.append("  \(resource.kind) \"\(resource.name)\" in \(first)\(count > 1 ? " and \(count - 1) more" : ""): \(resource.message)")
        }
        if order.contains(where: \.kind.isAppResource) {
            lines.append("Point Loupe at the folder that holds them — .snapshots(resources: [folder]) (or SnapshotSettings.$resources in XCTest), LOUPE_RESOURCES=folder, a resource bundled with the target, or the IOSSources plugin's shared folder — or draw placeholders on purpose with .snapshots(missingResources: .drawPlaceholders).")
        }
        if order.contains(where: { $0.kind == .string }) {
            lines.append("A missing translation: its table was found and has the language's other strings. Translate the string in the table (in a String Catalog, its entry for the language), or, for one that needs none (a number with a unit sign, a name), mark it \"shouldTranslate\": false in the catalog; to record it as written on purpose, .snapshots(missingResources: .drawPlaceholders(for: [.string])).")
        }
        if order.contains(where: { $0.kind == .symbol }) {
            lines.append("An SF Symbol placeholder: check the name (loupe symbols NAME lists the nearest), or, for one Loupe cannot draw yet, record its placeholder on purpose with .snapshots(missingResources: .drawPlaceholders(for: [.symbol])).")
        }
        return lines.joined(separator: "\n")
    }
}
