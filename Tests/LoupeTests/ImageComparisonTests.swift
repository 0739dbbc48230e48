import Foundation
import XCTest
@testable import Loupe
@testable import LoupeSnapshot

final class ImageComparisonTests: XCTestCase {
    /// Test vectors from Sharma, Wu and Dalal's CIEDE2000 paper (pairs 1, 7, 13, 19, 25).
    func testCIEDE2000MatchesThePublishedTestData() {
        let pairs: [(Lab, Lab, Double)] = [
            (Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485), 2.0425),
            (Lab(l: 50, a: 0, b: 0), Lab(l: 50, a: -1, b: 2), 2.3669),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 56, a: -27, b: -3), 31.9030),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 50, a: 3.1736, b: 0.5854), 1.0000),
            (Lab(l: 60.2574, a: -34.0099, b: 36.2677), Lab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        ]
        for (a, b, expected) in pairs {
            XCTAssertEqual(CIEDE2000.difference(a, b), expected, accuracy: 0.0001)
            XCTAssertEqual(CIEDE2000.difference(b, a), expected, accuracy: 0.0001, "symmetric")
        }
    }

    func image(_ w: Int, _ h: Int, _ color: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8]) {
        (w, h, Array((0..<(w * h)).flatMap { _ in color }))
    }

    func testIdenticalImagesTakeTheFastPath() {
        let a = image(4, 4, [10, 20, 30, 255])
        let result = ImageComparison.compare(reference: a, actual: a)
        XCTAssertEqual(result.verdict, .identical)
        XCTAssertTrue(result.passed)
    }

    func testChangesReportFractionDeltaEAndBounds() {
        let reference = image(10, 10, [255, 255, 255, 255])
        var actual = reference
        for (x, y) in [(2, 3), (5, 7)] { let i = (y * 10 + x) * 4; actual.pixels[i] = 0 }
        let result = ImageComparison.compare(reference: reference, actual: actual)
        XCTAssertEqual(result.verdict, .changed)
        XCTAssertEqual(result.changedPixels, 2)
        XCTAssertEqual(result.changedFraction, 0.02)
        XCTAssertEqual(result.changedBounds, [2, 3, 4, 5])
        XCTAssertEqual(result.maxDeltaE, 25.497, accuracy: 0.01, "white to cyan, CIEDE2000")
        XCTAssertTrue(result.summary.contains("2.0000% of pixels changed (2)"), result.summary)
    }

    /// White on clear, as the accented and vibrant modes draw: a change of alpha alone is a change of
    /// colour on a dark backdrop, so its ΔE is not 0.
    func testAnAlphaOnlyChangeHasADeltaE() {
        let reference = image(2, 2, [255, 255, 255, 255])
        var actual = reference
        actual.pixels[3] = 128
        let result = ImageComparison.compare(reference: reference, actual: actual)
        XCTAssertEqual(result.changedPixels, 1)
        XCTAssertGreaterThan(result.maxDeltaE, 20, result.summary)
    }

    func testTolerancesAreExplicitAndEachCanFail() {
        let reference = image(10, 10, [100, 100, 100, 255])
        var actual = reference
        actual.pixels[0] = 102
        XCTAssertEqual(ImageComparison.compare(reference: reference, actual: actual).verdict, .changed, "exact by default: no hidden floor")
        XCTAssertEqual(ImageComparison.compare(reference: reference, actual: actual, tolerance: Tolerance(perChannel: 2)).verdict, .withinTolerance)
        XCTAssertEqual(ImageComparison.compare(reference: reference, actual: actual, tolerance: Tolerance(changedFraction: 0.01)).verdict, .withinTolerance)
        XCTAssertEqual(ImageComparison.compare(reference: reference, actual: actual, tolerance: Tolerance(changedFraction: 0.01, maxDeltaE: 0.1)).verdict,
                       .changed, "the ΔE limit still applies inside the allowed fraction")
    }

    func testDifferentSizesAreReportedAsSuch() {
        let result = ImageComparison.compare(reference: image(4, 4, [0, 0, 0, 255]), actual: image(4, 5, [0, 0, 0, 255]))
        XCTAssertEqual(result.verdict, .sizeMismatch)
        XCTAssertEqual(result.summary, "size differs: reference 4×4 px, render 4×5 px")
    }
}

/// What a failing verify says first when the references were made with other fonts.
final class SnapshotEnvironmentWordingTests: XCTestCase {
    func environment(fonts: [String: String]) -> SnapshotEnvironment {
        SnapshotEnvironment(loupe: "0.1.0", cairo: "1.16.0", pango: "1.50", harfbuzz: "6.0", freetype: "2.12", libpng: "1.6",
                            fonts: fonts, librsvg: nil, poppler: nil, now: nil)
    }

    func testAFontAddedSinceRecordingIsNamedAsAdded() {
        let recorded = environment(fonts: ["Inter.otf": "a"])
        let now = environment(fonts: ["Inter.otf": "a", "NotoColorEmoji.ttf": "e"])
        XCTAssertEqual(recorded.differences(from: now), "references were recorded with no NotoColorEmoji.ttf (added to Fonts/ since)")
    }

    func testAChangedAndARemovedFontAreNamedAsSuch() {
        let recorded = environment(fonts: ["Inter.otf": "a", "Old.ttf": "o"])
        let now = environment(fonts: ["Inter.otf": "b"])
        XCTAssertEqual(recorded.differences(from: now),
                       "references were recorded with other versions of the fonts Inter.otf; Old.ttf, which Fonts/ no longer has")
    }
}
