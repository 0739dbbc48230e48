import Foundation
import XCTest
import Loupe
import LoupeTesting
import LoupeUI

/// The common widget symbols' contact sheets, kept as references (Tests/SymbolSheets), so a change
/// of mapping, composition or weight shows in review as a failing snapshot with its diff. Record a
/// looked-at change with LOUPE_RECORD=failed (README, "Snapshot testing").
final class SymbolSheetSnapshotTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SymbolSheets")

    func sheet(_ weight: Font.Weight) -> SymbolContactSheet {
        SymbolContactSheet(names: SymbolContactSheet.commonNames, weight: weight, columns: 16, symbolSize: 14)
    }

    func testTheCommonSymbolsInRegular() {
        let sheet = sheet(.regular)
        XCTAssertGreaterThanOrEqual(sheet.names.count, 300)
        assertSnapshot(of: sheet, size: sheet.size, scale: 2, named: "common-regular", snapshots: Self.folder)
    }

    func testTheCommonSymbolsInBold() {
        let sheet = sheet(.bold)
        assertSnapshot(of: sheet, size: sheet.size, scale: 2, named: "common-bold", snapshots: Self.folder)
    }

    /// The common sheet in each rendering mode: hierarchical and palette show every symbol's layers
    /// (the composed parts and the layer table's, `SymbolLayers`), multicolor its fixed colours, in
    /// the dark scheme too, where its white clouds show.
    func modeSheet(_ mode: SymbolRenderingMode) -> SymbolContactSheet {
        SymbolContactSheet(names: SymbolContactSheet.commonNames, columns: 16, symbolSize: 14, renderingMode: mode)
    }

    func testTheCommonSymbolsInHierarchical() {
        let sheet = modeSheet(.hierarchical)
        assertSnapshot(of: sheet, size: sheet.size, scale: 2, named: "common-hierarchical", snapshots: Self.folder)
    }

    func testTheCommonSymbolsInPalette() {
        let sheet = modeSheet(.palette)
        assertSnapshot(of: sheet, size: sheet.size, scale: 2, named: "common-palette", snapshots: Self.folder)
    }

    func testTheCommonSymbolsInMulticolor() {
        let sheet = modeSheet(.multicolor)
        assertSnapshot(of: sheet, size: sheet.size, scale: 2, named: "common-multicolor", snapshots: Self.folder)
    }

    func testTheCommonSymbolsInMulticolorDark() {
        let sheet = modeSheet(.multicolor)
        assertSnapshot(of: sheet.environment(\.colorScheme, .dark), size: sheet.size, scale: 2, named: "common-multicolor-dark", snapshots: Self.folder)
    }

    /// The modes and variable values on the symbols that show them: composed names (an enclosure, a
    /// pair, badges), the variable families and multicolor's fixed colours, whole and on pieces of a
    /// glyph (a battery's level, the weather's sun and rain), each mode at a value of 0.4.
    func testTheRenderingModes() {
        let names = ["wifi", "cellularbars", "speaker.wave.3", "chart.bar.fill", "bird.circle", "bird.circle.fill",
                     "lock.shield.fill", "square.on.square", "arrow.down.left.and.arrow.up.right.circle", "folder.badge.plus", "clock.badge", "heart.fill",
                     "battery.25", "battery.100.bolt", "cloud.sun.rain.fill", "cloud.bolt.rain.fill"]
        let sheets = [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor].map {
            SymbolContactSheet(names: names, columns: names.count, symbolSize: 20, renderingMode: $0, variableValue: 0.4)
        }
        let size = CGSize(width: sheets[0].size.width, height: sheets[0].size.height * 4)
        assertSnapshot(of: VStack(spacing: 0) { ForEach(0..<4, id: \.self) { sheets[$0] } }, size: size, scale: 2,
                       named: "rendering-modes", snapshots: Self.folder)
    }
}
