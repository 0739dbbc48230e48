import Foundation
import XCTest

/// The modules follow the pipeline and depend only downward: vocabulary (LoupeUI) → engine (Loupe:
/// resolve, layout, text, paint, backends, widget hosting) → consumers (snapshots, gallery, the
/// command line, test assertions). An import that points up or sideways fails here, naming the file.
final class ModuleGraphTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Which of Loupe's own modules each module may import (C shims and system modules are free).
    static let allowed: [String: Set<String>] = [
        "LoupeRegion": [],
        "LoupeUI": ["LoupeRegion"],
        "Loupe": ["LoupeUI"],
        "LoupeHTML": [],
        "LoupeSnapshot": ["Loupe", "LoupeUI", "LoupeHTML"],
        "LoupeGallery": ["Loupe", "LoupeUI", "LoupeHTML"],
        "LoupeReview": ["Loupe", "LoupeUI"],
        "LoupeCLI": ["Loupe", "LoupeUI", "LoupeSnapshot", "LoupeGallery", "LoupeReview", "LoupeHTML"],
        "LoupeTesting": ["Loupe", "LoupeUI", "LoupeSnapshot", "LoupeReview"],
        "LoupeExamples": ["Loupe", "LoupeUI", "Charts"],
        // The stand-ins and Swift Charts are vocabulary: they build on LoupeUI (and on each other,
        // as Apple's frameworks do), never on the engine or a consumer.
        "SwiftUI": ["LoupeUI", "UIKit"], "WidgetKit": ["LoupeUI"], "AppIntents": ["LoupeUI"], "ActivityKit": ["LoupeUI"],
        "UIKit": ["LoupeUI"], "Intents": ["LoupeUI"], "Combine": ["LoupeUI"], "Charts": ["LoupeUI"],
        "CoreLocation": [], "EventKit": [], "HealthKit": [], "WeatherKit": ["CoreLocation"], "MapKit": ["LoupeUI", "UIKit", "CoreLocation"],
    ]

    /// The C libraries that draw, which only the engine may call: a consumer reads what it needs of
    /// them through the engine (library versions, PNG, fonts).
    static let drawingLibraries: Set<String> = ["CCairo", "CPango", "CVector", "CLoupePNG"]

    func imports(of module: String) throws -> [(file: String, module: String)] {
        let folder = Self.sources.appendingPathComponent(module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), words.prefix(upTo: at).allSatisfy({ $0.hasPrefix("@") }), at + 1 < words.count else { continue }
                found.append((url.lastPathComponent, String(words[at + 1])))
            }
        }
        return found
    }

    /// Every Swift module in Sources/ is in the table, so a new one cannot slip past the check.
    func testEveryModuleIsChecked() throws {
        // C targets are named C + a capital (CCairo, CLoupePNG); the executables and plugins import nothing of ours.
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { name in
            let isC = name.count > 1 && name.hasPrefix("C") && name.dropFirst().first!.isUppercase
            return !isC && !name.hasPrefix(".") && !["loupe", "loupe-ios-sources", "LoupeMacros", "LoupeSourceGate"].contains(name)
        }
        for folder in folders.sorted() {
            XCTAssertNotNil(Self.allowed[folder], "Sources/\(folder) is not in ModuleGraphTests.allowed")
        }
    }

    /// Only the engine calls the drawing libraries.
    func testOnlyTheEngineCallsTheDrawingLibraries() throws {
        for module in Self.allowed.keys.sorted() where module != "Loupe" {
            for (file, imported) in try imports(of: module) where Self.drawingLibraries.contains(imported) {
                XCTFail("\(module)/\(file) imports \(imported): reach it through the engine (Loupe)")
            }
        }
    }

    func testEveryModuleImportsOnlyWhatIsBelowIt() throws {
        let ours = Set(Self.allowed.keys)
        for (module, permitted) in Self.allowed {
            for (file, imported) in try imports(of: module) where ours.contains(imported) {
                XCTAssertTrue(permitted.contains(imported), "\(module)/\(file) imports \(imported), which is not below \(module)")
            }
        }
    }

    /// The check would see an upward edge: the engine really has imports to check.
    func testTheCheckReadsImports() throws {
        XCTAssertTrue(try imports(of: "Loupe").contains { $0.module == "LoupeUI" })
        XCTAssertTrue(try imports(of: "LoupeCLI").contains { $0.module == "LoupeSnapshot" })
    }
}
