import Foundation
import Loupe

/// A snapshot run as JUnit XML, the report format CI systems display: a test suite per widget, a
/// test case per cell (failures with the changed fraction, ΔE and artifact paths), and orphaned
/// references as failing cases of their own.
public enum JUnitReport {
    public struct Case {
        public let outcome: SnapshotVerifier.Outcome
        /// Seconds the cell took (render and comparison).
        public let seconds: Double
        public init(outcome: SnapshotVerifier.Outcome, seconds: Double) { (self.outcome, self.seconds) = (outcome, seconds) }
    }

    /// - Parameters:
    ///   - name: the run's name (`loupe verify`).
    ///   - cases: one per cell, in the run's order.
    ///   - errors: cells that could not be rendered, as (cell, message).
    ///   - orphans: references no cell produces, when they fail the run.
    public static func xml(name: String, cases: [Case], errors: [(cell: String, message: String)] = [], orphans: [String] = []) -> String {
        // Suites by widget (the first path component), in the order they first appear.
        var order: [String] = []
        var suites: [String: [String]] = [:]
        var counts: [String: (tests: Int, failures: Int, errors: Int, time: Double)] = [:]
        func add(_ suite: String, _ xml: String, failure: Bool = false, error: Bool = false, time: Double = 0) {
            if suites[suite] == nil { order.append(suite); suites[suite] = [] }
            suites[suite]!.append(xml)
            var c = counts[suite] ?? (0, 0, 0, 0)
            c.tests += 1; c.failures += failure ? 1 : 0; c.errors += error ? 1 : 0; c.time += time
            counts[suite] = c
        }
        func split(_ cell: String) -> (suite: String, name: String) {
            let parts = cell.split(separator: "/", maxSplits: 1).map(String.init)
            let name = parts.count == 2 ? (parts[1] as NSString).deletingPathExtension : cell
            return (parts.count == 2 ? parts[0] : name, name)
        }
        for item in cases {
            let (suite, name) = split(item.outcome.cell)
            let open = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(name))\" time=\(quote(item.seconds))"
            switch item.outcome.status {
            case .passed:
                add(suite, open + "/>", time: item.seconds)
            case .failed, .recorded:
                let kind = item.outcome.status == .failed ? "snapshot" : "recorded"
                let message = item.outcome.status == .failed ? item.outcome.message : "recorded a reference that was not reviewed: \(item.outcome.message)"
                let artifacts = item.outcome.artifacts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
                add(suite, open + ">\n      <failure message=\"\(escape(message))\" type=\"\(kind)\">\(escape(message + (artifacts.isEmpty ? "" : "\n" + artifacts)))</failure>\n    </testcase>",
                    failure: true, time: item.seconds)
            }
        }
        for error in errors {
            let (suite, name) = split(error.cell)
            add(suite, "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(name))\" time=\"0\">\n      <error message=\"\(escape(error.message))\" type=\"render\">\(escape(error.message))</error>\n    </testcase>", error: true)
        }
        for orphan in orphans {
            let message = "no cell produces this reference: delete it (prune), or restore the cell that made it"
            add("orphans", "    <testcase classname=\"orphans\" name=\"\(escape(orphan))\" time=\"0\">\n      <failure message=\"\(escape(message))\" type=\"orphan\">\(escape(message))</failure>\n    </testcase>", failure: true)
        }
        let total = counts.values.reduce((0, 0, 0, 0.0)) { ($0.0 + $1.tests, $0.1 + $1.failures, $0.2 + $1.errors, $0.3 + $1.time) }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(escape(name))\" tests=\"\(total.0)\" failures=\"\(total.1)\" errors=\"\(total.2)\" time=\(quote(total.3))>"]
        for suite in order {
            let c = counts[suite]!
            lines.append("  <testsuite name=\"\(escape(suite))\" tests=\"\(c.tests)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"0\" time=\(quote(c.time))>")
            lines += suites[suite]!
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quote(_ seconds: Double) -> String { "\"\(String(format: "%.3f", seconds))\"" }

    /// Text for an attribute or element: markup characters escaped, and characters XML 1.0 forbids dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v >= 0x20 && !(0xFFFE...0xFFFF).contains(v) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
