import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Lays a view out and returns the frame of the node tagged with an accessibility identifier.
func frames(_ view: some View, in size: CGSize, scale: CGFloat = 2) throws -> LayoutNode {
    try Loupe.layout(view, size: size, scale: scale)
}

extension LayoutNode {
    func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        guard let frame = frame(ofIdentifier: id) else {
            XCTFail("no node with identifier \(id) in\n\(dump)", file: file, line: line)
            return .null
        }
        return frame
    }
}

/// The bounding box, in points, of a render's pixels with any alpha at @3x: ink as the iOS figures of
/// facts.md §7 were measured, so one pixel (0.34 pt) is their tolerance.
func inkBounds(of view: some View, in size: CGSize) throws -> CGRect {
    let image = try Loupe.render(view, size: size, scale: 3)
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
    }
    guard maxX >= 0 else { return .null }
    return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
}

func XCTAssertFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                    accuracy: CGFloat = 0.001, file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(frame.minX - x) <= accuracy && abs(frame.minY - y) <= accuracy &&
        abs(frame.width - width) <= accuracy && abs(frame.height - height) <= accuracy
    XCTAssertTrue(ok, "frame \(frame) is not (\(x), \(y), \(width), \(height))", file: file, line: line)
}

/// A plain 20×20 opaque bitmap, standing in for `Image("20x20")`.
let twentyByTwenty = ResolvedImage.Bitmap(width: 20, height: 20, pixels: [UInt8](repeating: 255, count: 20 * 20 * 4), scale: 1)

/// A seeded generator (SplitMix64), so a randomised test makes the same cases on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A count that several threads add to (a body's evaluations, callers started on a pool).
/// Sendable: the count is read and written only under the lock.
final class SharedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A PNG file's chunks in order, read without any PNG library (the writer's and the readers' tests
/// look at files this way); a truncated last chunk ends the list.
func pngChunks(_ png: Data) -> [(type: String, data: Data)] {
    let bytes = [UInt8](png)
    var chunks: [(String, Data)] = [], at = 8
    while at + 12 <= bytes.count {
        let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        guard at + 12 + length <= bytes.count else { break }
        chunks.append((String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self), Data(bytes[(at + 8)..<(at + 8 + length)])))
        at += 12 + length
    }
    return chunks
}
