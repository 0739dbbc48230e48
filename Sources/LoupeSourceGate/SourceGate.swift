import Foundation

/// Widget files shared with an Xcode project often wrap whole files or members in `#if os(iOS)`,
/// `#if !os(watchOS)` or `#if targetEnvironment(macCatalyst)`. On Linux those conditions are false
/// and the code vanishes. The gate rewrites a file's compilation conditions as an iOS device build
/// sees them — `os(iOS)` true, every other `os(…)` false, `targetEnvironment(simulator)` and
/// `(macCatalyst)` false — and nothing else, line for line, with a `#sourceLocation` pointing
/// diagnostics at the original file. The `IOSSources` build-tool plugin runs it on each file.
public enum SourceGate {
    /// The source with its `#if`/`#elseif` conditions evaluated for iOS.
    public static func rewrite(_ source: String, originalPath: String? = nil) -> String {
        var lines = source.components(separatedBy: "\n")
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#elseif(") else { continue }
            lines[index] = rewriteCondition(lines[index])
        }
        var out = lines.joined(separator: "\n")
        if let originalPath {
            // Diagnostics and #file point at the file the developer edits, not the copy.
            let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            out = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + out
        }
        return out
    }

    /// One directive line: each platform test replaced by `true` or `false`.
    static func rewriteCondition(_ line: String) -> String {
        var result = line
        for (test, value) in platformTests {
            result = replace(test, in: result, with: value)
        }
        return result
    }

    /// `os(NAME)`, `targetEnvironment(NAME)` (spaces allowed inside the parentheses) → true or false.
    private static var platformTests: [(NSRegularExpression, (String) -> String)] { [
        (try! NSRegularExpression(pattern: #"\bos\(\s*([A-Za-z]+)\s*\)"#), { $0 == "iOS" ? "true" : "false" }),
        (try! NSRegularExpression(pattern: #"\btargetEnvironment\(\s*([A-Za-z]+)\s*\)"#), { _ in "false" }),
    ] }

    private static func replace(_ expression: NSRegularExpression, in line: String, with value: (String) -> String) -> String {
        let text = line as NSString
        var result = ""
        var last = 0
        for match in expression.matches(in: line, range: NSRange(location: 0, length: text.length)) {
            result += text.substring(with: NSRange(location: last, length: match.range.location - last))
            result += value(text.substring(with: match.range(at: 1)))
            last = match.range.location + match.range.length
        }
        return result + text.substring(from: last)
    }
}

/// The Swift file that records a target's shared folders in its binary: one `loupe_resources`
/// section record per folder (the section `#Preview` records use is `loupe_previews`), each a C
/// function returning the folder's path. Loupe reads the section at run time (AppResources), so a
/// target compiled through IOSSources finds its shared folder's resources in `swift test`,
/// `swift run` and its command line with no flag. It needs no import.
public enum SharedFolderRecord {
    public static func source(folders: [String]) -> String {
        var lines = ["// Written by Loupe's IOSSources plugin: the shared folders this target's widget files come from,",
                     "// where Loupe finds their asset catalogs, string files and fonts."]
        for (index, folder) in folders.enumerated() {
            let literal = folder.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines += ["@section(\"loupe_resources\") @used",
                      "private let loupeSharedFolder\(index): @convention(c) () -> UnsafePointer<CChar>? = {",
                      "    UnsafeRawPointer((\"\(literal)\" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)",
                      "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
