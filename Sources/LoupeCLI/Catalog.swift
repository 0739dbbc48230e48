import Foundation
import Loupe
import LoupeUI

/// The widgets a command line knows, by name: the previews it was given and every `#Preview` in
/// the binary. Names are what users type (`loupe render Steps`).
public struct Catalog {
    public struct Entry {
        public let name: String
        public let preview: WidgetPreview
        /// Where a `#Preview` was declared, if it came from one.
        public let location: String?
    }
    public let entries: [Entry]

    public init(previews: [WidgetPreview], includeMacroPreviews: Bool = true) {
        var entries: [Entry] = []
        var used = Set<String>()
        func add(_ name: String, _ preview: WidgetPreview, _ location: String?) {
            var unique = name, n = 2
            while used.contains(unique) { unique = "\(name)-\(n)"; n += 1 }
            used.insert(unique)
            entries.append(Entry(name: unique, preview: preview, location: location))
        }
        for preview in previews { add(preview.name ?? preview.widget.kind, preview, nil) }
        if includeMacroPreviews {
            for record in LoupePreviews.all {
                if case .widget(let preview) = record.item { add(record.displayName, preview, "\(record.file):\(record.line)") }
            }
        }
        self.entries = entries
    }

    public var names: [String] { entries.map(\.name) }

    func entry(named name: String) throws -> Entry {
        if let entry = entries.first(where: { $0.name == name }) { return entry }
        guard !entries.isEmpty else { throw CLIError.usage("there are no widgets: declare a #Preview or pass previews to LoupeCommandLine") }
        throw CLIError.usage("unknown widget '\(name)'\(ArgumentParser.suggestion(for: name, among: names))")
    }
}
