import Foundation
import XCTest

/// Byte-for-byte comparison of renders with the reviewed references in Snapshots/. With
/// `LOUPE_RECORD=all` the references are rewritten instead (look at every changed image before
/// committing). A mismatch writes the new render beside the reference as `NAME.actual.png`.
struct ReferenceFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")
    static var recording: Bool { ProcessInfo.processInfo.environment["LOUPE_RECORD"] == "all" }

    /// Checks (or records) one reference; returns a failure message, or nil when it matches.
    static func check(_ actual: Data, at relativePath: String) throws -> String? {
        let reference = root.appendingPathComponent(relativePath)
        if recording {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference, options: .atomic)
            return nil
        }
        guard let expected = try? Data(contentsOf: reference) else {
            return "no reference \(relativePath); record with LOUPE_RECORD=all and review it"
        }
        guard expected != actual else { return nil }
        let artifact = reference.deletingPathExtension().appendingPathExtension("actual.png")
        try actual.write(to: artifact, options: .atomic)
        return "\(relativePath) differs from its reference; the new render is \(artifact.path)"
    }

    static func finish(_ failures: [String], file: StaticString = #filePath, line: UInt = #line) {
        for failure in failures { XCTFail(failure, file: file, line: line) }
        if recording { XCTFail("recorded references in \(root.path): review them, then run again without LOUPE_RECORD", file: file, line: line) }
    }
}
