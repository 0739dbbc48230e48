import Foundation
import LoupeSourceGate
import LoupeUI
import XCTest

/// Shared widget files' compilation conditions, evaluated as an iOS device build does.
final class SourceGateTests: XCTestCase {
    func testIOSIsTrueAndEveryOtherPlatformFalse() {
        let source = """
        #if os(iOS)
        let a = 1
        #elseif os( watchOS ) || os(macOS)
        let b = 2
        #endif
        #if !os(visionOS) && targetEnvironment(simulator)
        #endif
        """
        XCTAssertEqual(SourceGate.rewrite(source), """
        #if true
        let a = 1
        #elseif false || false
        let b = 2
        #endif
        #if !false && false
        #endif
        """)
    }

    /// Only directives change: code that mentions os(iOS) in a string or a call is left as it is,
    /// and every line keeps its number.
    func testOnlyConditionsChangeAndLinesKeepTheirNumbers() {
        let source = "let text = \"os(iOS)\"\n  #if os(iOS) // on the phone\nfoo(os(iOS))\n#endif"
        let rewritten = SourceGate.rewrite(source)
        XCTAssertEqual(rewritten, "let text = \"os(iOS)\"\n  #if true // on the phone\nfoo(os(iOS))\n#endif")
        XCTAssertEqual(rewritten.components(separatedBy: "\n").count, source.components(separatedBy: "\n").count)
    }

    /// Diagnostics point at the file the developer edits.
    func testTheCopyPointsAtTheOriginalFile() {
        let rewritten = SourceGate.rewrite("#if os(iOS)\n#endif", originalPath: "/work/app/Shared/Widget.swift")
        XCTAssertTrue(rewritten.hasPrefix("#sourceLocation(file: \"/work/app/Shared/Widget.swift\", line: 1)\n#if true"), rewritten)
    }

    /// A `#Preview` in a gated copy is listed at the file its developer edits: the plugin's name for
    /// the copy and the preview records agree on the suffix, and only that suffix is mapped.
    func testAPreviewInAGatedCopyNamesTheOriginalFile() throws {
        XCTAssertEqual(LoupePreviews.sourceFile("GatedWidgets/GatedWidget.loupe-ios.swift"), "GatedWidgets/GatedWidget.swift")
        XCTAssertEqual(LoupePreviews.sourceFile("MyWidgets/View+iOS.swift"), "MyWidgets/View+iOS.swift", "a file of the user's own is left alone")
        let plugin = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Plugins/IOSSources/plugin.swift")
        let source = try String(contentsOf: plugin, encoding: .utf8)
        XCTAssertTrue(source.contains("\"\(LoupePreviews.gatedCopySuffix)\""), "the plugin names its copies with the suffix the previews map back")
    }
}
