import Foundation
import Loupe

/// Findings a team has looked at and accepted, committed beside the code so CI fails only on new
/// ones. A finding is the same one when its rule, cell, element and text are.
public struct ReviewBaseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public let rule: String
        public let cell: String
        public let element: String
        public let text: String?
    }
    public var version = 1
    public var accepted: [Entry] { didSet { index = Set(accepted) } }
    /// The accepted entries for lookup: a run checks every finding against them.
    private var index: Set<Entry>
    private enum CodingKeys: String, CodingKey { case version, accepted }

    public init(accepting findings: [ReviewFinding]) {
        let entries = Set(findings.map(Self.entry))
        accepted = entries.sorted { ($0.cell, $0.rule, $0.element, $0.text ?? "") < ($1.cell, $1.rule, $1.element, $1.text ?? "") }
        index = entries
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        accepted = try container.decode([Entry].self, forKey: .accepted)
        index = Set(accepted)
    }

    public func accepts(_ finding: ReviewFinding) -> Bool { index.contains(Self.entry(finding)) }

    static func entry(_ finding: ReviewFinding) -> Entry {
        Entry(rule: finding.rule, cell: finding.cell, element: finding.element, text: finding.text)
    }

    /// Reads a baseline file; a missing or malformed one is an error naming the file.
    public static func read(_ url: URL) throws -> ReviewBaseline {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LoupeError.output("cannot read the review baseline \(url.path): \(error.localizedDescription)")
        }
        do { return try JSONDecoder().decode(ReviewBaseline.self, from: data) } catch {
            throw LoupeError.output("the review baseline \(url.path) is not a baseline (\(error)); write one with --write-baseline")
        }
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: url, creatingFolder: false)
    }
}
