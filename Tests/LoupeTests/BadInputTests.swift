import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Sizes, fonts and values that cannot be rendered give clear errors, never a crash.
final class BadInputTests: XCTestCase {
    func testZeroNegativeNaNAndHugeSizesAreRejectedWithTheReason() {
        let cases: [(CGSize, String)] = [
            (CGSize(width: 0, height: 10), "width 0.0 must be a finite number greater than 0"),
            (CGSize(width: 10, height: -3), "height -3.0 must be"),
            (CGSize(width: CGFloat.nan, height: 10), "width nan"),
            (CGSize(width: CGFloat.infinity, height: 10), "width inf"),
            (CGSize(width: 6000, height: 10), "18000 pixels; the limit is 16384"),
        ]
        for (size, message) in cases {
            XCTAssertThrowsError(try Loupe.render(Color.red, size: size)) { error in
                guard case LoupeError.invalidSize(let text) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(text.contains(message), "\(text) should mention \(message)")
            }
        }
    }

    func testBadScaleIsRejected() {
        XCTAssertThrowsError(try Loupe.render(Color.red, size: CGSize(width: 10, height: 10), scale: 0))
        XCTAssertThrowsError(try Loupe.render(Color.red, size: CGSize(width: 10, height: 10), scale: .nan))
    }

    func testNonFiniteModifierValuesAreIgnored() throws {
        let layout = try Loupe.layout(Color.red.padding(CGFloat.nan).frame(width: .infinity).offset(x: .nan).opacity(.nan)
            .accessibilityIdentifier("c"), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.frame(ofIdentifier: "c"), CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    func testMissingFontNamesTheFileAndTheFix() throws {
        let folder = try copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("files/Inter-Regular.otf"))
        XCTAssertThrowsError(try FontSet(directory: folder)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("Inter-Regular.otf") && text.contains("missing") && text.contains("scripts/setup"), text)
        }
    }

    func testAlteredFontIsRefused() throws {
        let folder = try copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("files/Inter-Bold.otf")
        var data = try Data(contentsOf: file)
        data[1000] ^= 0xFF
        try data.write(to: file)
        XCTAssertThrowsError(try FontSet(directory: folder)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("Inter-Bold.otf") && text.contains("altered") && text.contains("scripts/setup"), text)
        }
    }

    func testMalformedManifestLineIsReportedWithItsNumber() throws {
        let folder = try copyOfFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("manifest.tsv")
        try (String(contentsOf: manifest, encoding: .utf8) + "broken line\n").write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try FontSet(directory: folder)) { error in
            XCTAssertTrue("\(error)".contains("manifest.tsv:"), "\(error)")
        }
    }

    /// A private copy of Fonts/ (manifest and files) to damage.
    private func copyOfFonts() throws -> URL {
        let source = FontSet.defaultDirectory()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("files"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source.appendingPathComponent("manifest.tsv"), to: folder.appendingPathComponent("manifest.tsv"))
        for file in try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("files").path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent("files/\(file)"), to: folder.appendingPathComponent("files/\(file)"))
        }
        return folder
    }
}
