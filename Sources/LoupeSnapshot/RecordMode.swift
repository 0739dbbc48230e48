import Foundation
import Loupe

/// When references are written, with swift-snapshot-testing's meanings. Writing a reference always
/// fails the run, so every new or changed reference is looked at before it is committed.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Re-record every reference.
    case all
    /// Record references that do not exist yet (the default locally).
    case missing
    /// Re-record references that fail, and record missing ones.
    case failed
    /// Only verify (the default when `CI` is set).
    case never

    /// `LOUPE_RECORD` if set; otherwise `never` under CI and `missing` elsewhere.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = environment["LOUPE_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw LoupeError.snapshot("LOUPE_RECORD=\(value) is not a record mode; use all, missing, failed or never")
            }
            return mode
        }
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        return ci ? .never : .missing
    }
}
