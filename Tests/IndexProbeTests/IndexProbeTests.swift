import Foundation
import XCTest

/// The probe's bookkeeping: every line of the WidgetKit index is either used in IndexProbe.swift
/// (which compiles, or this target would not build) or listed in not-probed.tsv with why — and the
/// probed share is what issue #17 asks for.
final class IndexProbeTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func read(_ name: String) throws -> String { try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8) }

    /// The index's symbols: every line not a comment.
    func index() throws -> [String] { try read("widgetkit-index.tsv").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") } }

    /// The index lines a `// #N …` marker in the probe names.
    func probed() throws -> Set<Int> {
        var numbers = Set<Int>()
        for line in try read("IndexProbe.swift").split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("// #") {
            for word in line.split(separator: " ") where word.hasPrefix("#") { if let n = Int(word.dropFirst()) { numbers.insert(n) } }
        }
        return numbers
    }

    /// Lines not probed, with why: `N<TAB>reason`.
    func notProbed() throws -> [Int: String] {
        var reasons: [Int: String] = [:]
        for line in try read("not-probed.tsv").split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2, let n = Int(parts[0]) { reasons[n] = String(parts[1]) }
        }
        return reasons
    }

    func testEveryIndexLineIsProbedOrSaysWhyNot() throws {
        let count = try index().count
        XCTAssertEqual(count, 409, "the index as committed")
        let probed = try probed(), missing = try notProbed()
        let lines = try index()
        for n in 1...count {
            XCTAssertTrue(probed.contains(n) != (missing[n] != nil), "index line \(n) (\(lines[n - 1])) must be probed or listed, not both or neither")
        }
        XCTAssertTrue(probed.isSubset(of: Set(1...count)), "markers past the index: \(probed.subtracting(1...count).sorted())")
        XCTAssertTrue(missing.values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "every gap says why")
    }

    func testNinetyFivePercentOfTheIndexCompiles() throws {
        let count = try index().count, probed = try probed().count
        XCTAssertGreaterThanOrEqual(Double(probed) / Double(count), 0.95, "\(probed) of \(count) index lines probed")
    }
}
