import Foundation
import Loupe

/// Findings as SARIF 2.1.0 (the Static Analysis Results Interchange Format code-scanning dashboards
/// read): one run of the tool "loupe review", its rules with their help, and a result per cause
/// (`ReviewCause`: one rule at one view of one widget, with the cells it occurs in), or per finding
/// with `perCell`, located at the preview's source file and line when the target came from a `#Preview`.
public enum ReviewSARIF {
    /// - Parameter locations: where each cell's target was declared, `Module/File.swift:12`, by cell.
    public static func document(_ findings: [ReviewFinding], rules: [ReviewRule], locations: [String: String], perCell: Bool = false) throws -> Data {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        // A cause is its first finding, told where else it occurs.
        let shown: [(finding: ReviewFinding, cells: [String])] = perCell ? findings.map { ($0, [$0.cell]) }
            : ReviewCause.group(findings).map { ($0.example, $0.cells) }
        let results: [[String: Any]] = shown.map { finding, cells in
            let elsewhere = cells.count > 1 ? " (in \(cells.count) cells: \(cells.prefix(3).joined(separator: ", "))\(cells.count > 3 ? ", …" : ""))" : ""
            let fingerprint = perCell ? "\(finding.rule)|\(finding.cell)|\(finding.element)|\(finding.text ?? "")"
                : "\(finding.rule)|\(ReviewCause.widget(of: finding.cell))|\(finding.element)" + (finding.element.isEmpty ? "|\(finding.text ?? "")" : "")
            var result: [String: Any] = [
                "ruleId": finding.rule,
                "ruleIndex": ruleIndex[finding.rule] ?? 0,
                "level": level(finding.severity),
                "message": ["text": "\(finding.cell): \(finding.message)\(elsewhere)"],
                "partialFingerprints": [perCell ? "loupeFinding/v1" : "loupeCause/v1": fingerprint],
            ]
            if !perCell { result["properties"] = ["cells": cells] }
            var logical: [String: Any] = ["fullyQualifiedName": finding.cell + (finding.element.isEmpty ? "" : "/" + finding.element), "kind": "element"]
            logical["name"] = finding.text ?? finding.element
            var location: [String: Any] = ["logicalLocations": [logical]]
            if let declared = locations[finding.cell], let colon = declared.lastIndex(of: ":"), let line = Int(declared[declared.index(after: colon)...]) {
                location["physicalLocation"] = ["artifactLocation": ["uri": String(declared[..<colon])], "region": ["startLine": line]]
            }
            result["locations"] = [location]
            return result
        }
        let driver: [String: Any] = [
            "name": "loupe review",
            "version": Loupe.version,
            "rules": rules.map { rule in
                ["id": rule.id, "shortDescription": ["text": rule.why], "help": ["text": rule.fix],
                 "defaultConfiguration": ["level": level(rule.severity)]] as [String: Any]
            },
        ]
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    static func level(_ severity: ReviewSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
