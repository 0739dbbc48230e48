import Foundation
import XCTest
@testable import Loupe

/// SHA-256 names the pinned fonts' checksums and the gallery's images: it must be the standard
/// digest, whatever computes it, or every font check fails and every gallery image is renamed.
final class DigestTests: XCTestCase {
    func testTheStandardTestVectors() {
        XCTAssertEqual(SHA256.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        XCTAssertEqual(SHA256.hex(of: million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testPartsHashAsTheirConcatenation() {
        let a = Data("Loupe renders ".utf8), b = Data("widgets".utf8)
        let joined = SHA256.hex(of: a + b)
        let parts = a.withUnsafeBytes { x in b.withUnsafeBytes { y in SHA256.hex(of: [x, y]) } }
        XCTAssertEqual(parts, joined)
        let withEmpty = a.withUnsafeBytes { x in Data().withUnsafeBytes { e in b.withUnsafeBytes { y in SHA256.hex(of: [x, e, y]) } } }
        XCTAssertEqual(withEmpty, joined)
    }
}
