import Foundation
import XCTest
@testable import LoupeUI

/// Every SF Symbols name Apple has published draws as what it names: a glyph the table maps, one
/// composed by SF Symbols' grammar, or a named relative — never the placeholder.
final class SymbolCoverageTests: XCTestCase {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// Releases 1.0–5.2, beside the project (shared/reference), and the later ones kept here.
    static let lists = [
        testsFolder.appendingPathComponent("../../../shared/reference/sf-symbols.tsv").standardized,
        testsFolder.appendingPathComponent("Fixtures/sf-symbols-later.tsv"),
    ]

    static func names(in url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { String($0.split(separator: "\t")[0]) }
    }

    func testEveryPublishedNameDrawsWithoutThePlaceholder() throws {
        var counts: [String: Int] = [:], placeholders: [String] = [], listing: [String] = []
        var total = 0
        for list in Self.lists {
            for name in try Self.names(in: list) {
                total += 1
                let recipe = SymbolResolver.resolve(name)
                if recipe.kind == .placeholder { placeholders.append(name) }
                counts[recipe.kind.description.split(separator: " ")[0].description, default: 0] += 1
                listing.append("\(name)\t\(recipe)")
            }
        }
        XCTAssertGreaterThan(total, 7000, "both name lists were read")
        let report = Self.testsFolder.appendingPathComponent("../../.build/symbol-coverage.tsv").standardized
        try? listing.joined(separator: "\n").write(to: report, atomically: true, encoding: .utf8)
        print("SF Symbols names: \(total); " + ["mapped", "composed", "relative", "placeholder"].map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
              + "; each name and how it is drawn: \(report.path)")
        XCTAssertEqual(placeholders, [], "\(placeholders.count) names draw the placeholder")
    }
}

/// The name list compiled into Loupe is exactly the published lists, so a name added to them is
/// known to Loupe (and tested above) and none is known that Apple has not published.
final class SymbolNameListTests: XCTestCase {
    func testTheCompiledListIsThePublishedLists() throws {
        var published: [String: String] = [:]
        for list in SymbolCoverageTests.lists {
            for line in try String(contentsOf: list, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
                let columns = line.split(separator: "\t").map(String.init)
                XCTAssertEqual(columns.count, 2, "\(list.lastPathComponent): \(line)")
                XCTAssertNil(published.updateValue(columns[1], forKey: columns[0]), "\(columns[0]) is listed twice")
            }
        }
        XCTAssertEqual(SymbolResolver.publishedNames, published)
    }
}
