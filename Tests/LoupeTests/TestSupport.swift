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

func XCTAssertFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                    accuracy: CGFloat = 0.001, file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(frame.minX - x) <= accuracy && abs(frame.minY - y) <= accuracy &&
        abs(frame.width - width) <= accuracy && abs(frame.height - height) <= accuracy
    XCTAssertTrue(ok, "frame \(frame) is not (\(x), \(y), \(width), \(height))", file: file, line: line)
}

/// A plain 20×20 opaque bitmap, standing in for `Image("20x20")`.
let twentyByTwenty = ResolvedImage.Bitmap(width: 20, height: 20, pixels: [UInt8](repeating: 255, count: 20 * 20 * 4), scale: 1)
