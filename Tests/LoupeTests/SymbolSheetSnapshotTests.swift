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
}
