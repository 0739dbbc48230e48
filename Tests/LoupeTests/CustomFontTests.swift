import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// `Font.custom` with the app's own font files (given to the font set here, as `--resources` gives
/// them; those found without being named, in LOUPE_FONTS or package resources, join the same way).
final class CustomFontTests: XCTestCase {
    let text = Text("Hydrate").font(.custom("Caladea-Bold", size: 30))

    func renderer(withFonts path: String?) throws -> Renderer {
        Renderer(fontSet: try FontSet(directory: FontSet.defaultDirectory(), appFonts: path.map { [URL(fileURLWithPath: $0)] } ?? []))
    }

    func faces(_ stages: Pipeline) -> Set<String> {
        Set(stages.displayList.dump.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.map(String.init)
        })
    }

    func testACustomFontIsDrawnFromTheAppsFileByItsPostScriptName() throws {
        let file = FontSet.defaultDirectory().appendingPathComponent("files/Caladea-Bold.ttf").path
        let renderer = try renderer(withFonts: file)
        XCTAssertEqual(renderer.fontSet.customFaces["Caladea-Bold"]?.family, "Caladea")
        XCTAssertNotNil(renderer.fontSet.fontHashes["custom/Caladea-Bold.ttf"], "the manifest pins the app's fonts too")
        let stages = try renderer.pipeline(text, size: CGSize(width: 300, height: 80), scale: 2)
        XCTAssertEqual(stages.warnings, [])
        XCTAssertEqual(faces(stages), ["Caladea-Bold.ttf"])
    }

    func testAMissingCustomFontFallsBackAndSaysSo() throws {
        let stages = try renderer(withFonts: nil).pipeline(text, size: CGSize(width: 300, height: 80), scale: 2)
        XCTAssertEqual(stages.warnings.first?.hasPrefix("no font named \"Caladea-Bold\" among the app's fonts"), true, "\(stages.warnings)")
        XCTAssertFalse(faces(stages).contains("Caladea-Bold.ttf"))
    }
}
