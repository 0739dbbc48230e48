import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeExamples
import LoupeUI

/// Controls on the command line: presentations, states, and what they cannot take.
final class ControlWidgetTests: XCTestCase {
    func run(_ arguments: [String]) -> (Int32, String) {
        var error = ""
        let code = LoupeCommandLine(previews: Examples.widgets, examples: [], output: { _ in }, error: { error += $0 + "\n" }).run(arguments)
        return (code, error)
    }

    func testEveryPresentationAndStateHasAStableName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-controls-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = run(["render", "LightToggle", "--presentation", "all", "--timeline-index", "all", "-o", folder.path, "-q"])
        XCTAssertEqual(all.0, 0, all.1)
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(names, ["large", "lockScreen", "medium", "small"].flatMap { p in ["off", "on"].map { "LightToggle/\(p)/\($0)-fullColor-dark.png" } }.sorted())
    }

    func testSizesComeFromTheirTable() throws {
        for presentation in ControlPresentation.allCases {
            let cell = WidgetCell.control(presentation, isOn: true, scale: 2)
            let image = try Renderer().render(Examples.widget(named: "LightToggle")!, cell: cell)
            let size = ControlCenterFigures.size(of: presentation)
            XCTAssertEqual([image.width, image.height], [Int(size.width * 2), Int(size.height * 2)], "\(presentation)")
        }
    }

    func testWhatAControlCannotTake() {
        let light = run(["render", "LightToggle", "--scheme", "light"])
        XCTAssertEqual(light.0, 2)
        XCTAssertTrue(light.1.contains("is a control: it renders in full color and the dark appearance only"), light.1)
        let state = run(["render", "LightToggle", "--timeline-index", "2"])
        XCTAssertTrue(state.1.contains("--timeline-index takes 0/off, 1/on or all, not '2'"), state.1)
        let presentation = run(["render", "LightToggle", "--presentation", "smal"])
        XCTAssertTrue(presentation.1.contains("unknown control presentation 'smal'; did you mean 'small'?"), presentation.1)
    }
}
