import Foundation
import XCTest
import Loupe
import LoupeExamples
import LoupeUI

/// Every built-in example, light and dark, against its reviewed reference in Snapshots/examples,
/// byte for byte. Re-record (then look at every changed image before committing) with
/// `LOUPE_RECORD=all swift test --filter ExampleSnapshotTests`. A failure writes the new render
/// beside the reference as `<name>.actual.png` (git-ignored).
final class ExampleSnapshotTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/examples")

    func testExamplesMatchTheirReferences() throws {
        let recording = ProcessInfo.processInfo.environment["LOUPE_RECORD"] == "all"
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        for example in Examples.all {
            for scheme in ColorScheme.allCases {
                let name = "\(example.name)-\(scheme.rawValue)"
                let reference = Self.folder.appendingPathComponent("\(name).png")
                let actual = try Loupe.render(example.makeView(scheme), size: example.size).pngData()
                if recording {
                    try actual.write(to: reference, options: .atomic)
                    continue
                }
                guard let expected = try? Data(contentsOf: reference) else {
                    XCTFail("no reference \(reference.path); record with LOUPE_RECORD=all and review it")
                    continue
                }
                if expected != actual {
                    let artifact = Self.folder.appendingPathComponent("\(name).actual.png")
                    try actual.write(to: artifact, options: .atomic)
                    XCTFail("\(name) differs from \(reference.lastPathComponent); the new render is \(artifact.path)")
                }
            }
        }
        if recording { XCTFail("recorded references in \(Self.folder.path): review them, then run again without LOUPE_RECORD") }
    }
}
