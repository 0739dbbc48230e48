import CLoupePNG
import Foundation
import XCTest
@testable import Loupe
import LoupeUI
@testable import LoupeSnapshot

/// References carry a digest of their pixels (`loPX`, PixelDigest), so verifying an unchanged cell
/// hashes the render instead of inflating the file. These tests hold the digest to an independent
/// implementation, check it is read only where it still describes the file, and check that a digest
/// can only ever make a comparison faster: a wrong one sends the cell to the full comparison.
final class PixelDigestTests: XCTestCase {
    /// A circle on nothing: anti-aliased edges give partly transparent pixels, which Cairo holds
    /// premultiplied and the digest must take in their straight form.
    private func circle(_ color: Color = .red) throws -> RenderedImage {
        try Loupe.render(Circle().fill(color.opacity(0.8)).frame(width: 20, height: 14), size: CGSize(width: 23, height: 17), scale: 2)
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: slow, and independent of the library Loupe uses.
    private func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func file(_ chunks: [(type: String, data: Data)]) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func put32(_ v: UInt32) { out.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]) }
        for (type, data) in chunks {
            put32(UInt32(data.count))
            let typed = Data(type.utf8) + data
            out.append(typed)
            put32(crc32(typed))
        }
        return out
    }

    // MARK: - The digest

    /// Known answers from another implementation: python-xxhash's `xxh3_64` over the same bytes
    /// (`xxhash.xxh3_64(bytes(range(24))).intdigest()`, and the 17 × 9 pattern below).
    func testTheDigestIsXXH3OfTheStraightBytesRowAfterRow() {
        XCTAssertEqual(PixelDigest(width: 3, height: 2, rgba: (0..<24).map { (i: Int) -> UInt8 in UInt8(i) }).value, 0xeb17_3b2a_a3b5_397a)
        let pattern: [UInt8] = (0..<(17 * 9 * 4)).map { (i: Int) -> UInt8 in UInt8((i * 37 + 11) % 256) }
        XCTAssertEqual(PixelDigest(width: 17, height: 9, rgba: pattern).value, 0x150a_8e63_cf35_d8bb, "an odd width: rows end mid-stripe")
    }

    func testCairosWordsAndTheirStraightBytesGiveOneDigest() throws {
        let image = try circle()
        let fromWords = image.pixelDigest  // taken while the raster still holds Cairo's words
        let pixels = image.pixels          // the raster is straight bytes from here on
        XCTAssertTrue(stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 0 && pixels[$0] < 255 }, "the render has partly transparent pixels")
        XCTAssertEqual(fromWords, PixelDigest(width: image.width, height: image.height, rgba: pixels))
        XCTAssertEqual(image.pixelDigest, fromWords, "and from the straight bytes it now holds")
    }

    func testAChangeAnywhereChangesTheDigest() throws {
        let image = try circle()
        let pixels = image.pixels, digest = image.pixelDigest
        func changed(_ edit: (inout [UInt8]) -> Void) -> PixelDigest {
            var copy = pixels
            edit(&copy)
            return PixelDigest(width: image.width, height: image.height, rgba: copy)
        }
        XCTAssertNotEqual(changed { $0[0] ^= 1 }, digest, "the first byte")
        XCTAssertNotEqual(changed { $0[$0.count - 1] ^= 1 }, digest, "the last byte")
        let count = image.width * image.height
        let a = (0..<count).first { pixels[4 * $0 + 3] > 0 }!, b = (0..<count).first { pixels[4 * $0 + 3] == 0 }!
        XCTAssertNotEqual(changed { p in for i in 0..<4 { p.swapAt(4 * a + i, 4 * b + i) } }, digest, "two different pixels swapped")
    }

    // MARK: - The chunk

    func testAReferenceCarriesItsDigestAfterTheImageDataAndAPlainPNGDoesNot() throws {
        let image = try circle()
        let reference = try image.referencePNGData()
        XCTAssertEqual(pngChunks(reference).map(\.type), ["IHDR", "sRGB", "IDAT", "loPX", "IEND"])
        XCTAssertEqual(PixelDigest(storedIn: reference, width: image.width, height: image.height), image.pixelDigest)
        XCTAssertEqual(try PNGCodec.decode(reference).pixels, image.pixels, "the chunk changes nothing a reader sees")
        var message = [CChar](repeating: 0, count: 256)
        var pixels = [UInt8](repeating: 0, count: image.width * image.height * 4)
        let status = reference.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer {
                loupe_png_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, $0.baseAddress, UInt32(image.width), UInt32(image.height), &message, message.count)
            }
        }
        XCTAssertEqual(status, 0, "libpng skips the private chunk")
        XCTAssertEqual(pixels, image.pixels)

        let plain = try image.pngData()
        XCTAssertEqual(pngChunks(plain).map(\.type), ["IHDR", "sRGB", "IDAT", "IEND"])
        XCTAssertNil(PixelDigest(storedIn: plain, width: image.width, height: image.height))
        XCTAssertNil(PixelDigest(storedIn: reference, width: image.width + 1, height: image.height), "another size")
    }

    /// A tool that rewrites the image data but keeps the chunk (against the PNG rule for chunks not
    /// safe to copy) must not have its file answered by the stale digest.
    func testADigestIsReadOnlyWhileItStillDescribesTheImageData() throws {
        let red = try circle(.red), blue = try circle(.blue)
        let redChunks = pngChunks(try red.referencePNGData()), blueChunks = pngChunks(try blue.referencePNGData())
        let spliced = file(redChunks.map { $0.type == "IDAT" ? blueChunks.first { $0.type == "IDAT" }! : $0 })
        XCTAssertNil(PixelDigest(storedIn: spliced, width: red.width, height: red.height))
        XCTAssertEqual(blue.isIdentical(toPNG: spliced), true, "compared as it inflates: the file holds the blue pixels")
        XCTAssertEqual(red.isIdentical(toPNG: spliced), false)

        func edited(_ edit: (inout [UInt8]) -> Void) -> Data {
            file(redChunks.map { chunk in
                guard chunk.type == "loPX" else { return chunk }
                var bytes = [UInt8](chunk.data)
                edit(&bytes)
                return (chunk.type, Data(bytes))
            })
        }
        XCTAssertNil(PixelDigest(storedIn: edited { $0[0] = 2 }, width: red.width, height: red.height), "another version")
        XCTAssertNil(PixelDigest(storedIn: edited { $0.removeLast() }, width: red.width, height: red.height), "another length")
        var damaged = [UInt8](try red.referencePNGData())
        let crcOfChunk = damaged.count - 12 - 4  // the digest chunk's CRC sits just before IEND's 12 bytes
        damaged[crcOfChunk] ^= 0xFF
        XCTAssertNil(PixelDigest(storedIn: Data(damaged), width: red.width, height: red.height), "a damaged chunk")
    }

    // MARK: - Comparing

    /// The digest answers on its own: a well-formed chunk naming other pixels makes the same
    /// render "not identical" without the file being inflated.
    func testADigestAnswersTheQuickComparisonOnItsOwn() throws {
        let image = try circle()
        let forged = file(pngChunks(try image.referencePNGData()).map { chunk in
            guard chunk.type == "loPX" else { return chunk }
            var bytes = [UInt8](chunk.data)
            bytes[8] ^= 1  // the digest's last byte
            return (chunk.type, Data(bytes))
        })
        XCTAssertEqual(image.isIdentical(toPNG: try image.referencePNGData()), true)
        XCTAssertEqual(image.isIdentical(toPNG: forged), false)
    }

    /// So a digest can only make a comparison faster: a cell whose reference names other pixels
    /// is compared in full, and passes on its pixels.
    func testAMismatchedDigestFallsBackToTheFullComparison() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-digest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        let image = try circle()
        let forged = file(pngChunks(try image.referencePNGData()).map { chunk in
            guard chunk.type == "loPX" else { return chunk }
            var bytes = [UInt8](chunk.data)
            bytes[1] ^= 0x80
            return (chunk.type, Data(bytes))
        })
        try AtomicFile.write(forged, to: folder.appendingPathComponent("refs/c/forged.png"))
        try AtomicFile.write(try image.pngData(), to: folder.appendingPathComponent("refs/c/plain.png"))
        let verifier = SnapshotVerifier(snapshots: folder.appendingPathComponent("refs"), artifacts: folder.appendingPathComponent("artifacts"),
                                        mode: .never, environment: environment)
        XCTAssertEqual(verifier.verify(image, path: "c/forged.png").status, .passed)
        XCTAssertEqual(verifier.verify(image, path: "c/plain.png").status, .passed, "a reference without a digest, as recorded before there was one")
        let other = try circle(.blue)
        XCTAssertEqual(verifier.verify(other, path: "c/plain.png").status, .failed)
    }

    func testRecordingWritesTheDigestAndATolerancePassesAChangedDigest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-digest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        let refs = folder.appendingPathComponent("refs"), artifacts = folder.appendingPathComponent("artifacts")
        let grey = try Loupe.render(Color(red: 0.5, green: 0.5, blue: 0.5), size: CGSize(width: 8, height: 8), scale: 2)
        let lighter = try Loupe.render(Color(red: 0.5 + 1 / 255, green: 0.5, blue: 0.5), size: CGSize(width: 8, height: 8), scale: 2)
        XCTAssertNotEqual(grey.pixelDigest, lighter.pixelDigest)

        let recorder = SnapshotVerifier(snapshots: refs, artifacts: artifacts, mode: .missing, environment: environment)
        XCTAssertEqual(recorder.verify(grey, path: "g/cell.png").status, .recorded)
        let stored = try Data(contentsOf: refs.appendingPathComponent("g/cell.png"))
        XCTAssertEqual(PixelDigest(storedIn: stored, width: grey.width, height: grey.height), grey.pixelDigest)

        let exact = SnapshotVerifier(snapshots: refs, artifacts: artifacts, mode: .never, environment: environment)
        XCTAssertEqual(exact.verify(lighter, path: "g/cell.png").status, .failed)
        let tolerant = SnapshotVerifier(snapshots: refs, artifacts: artifacts, mode: .never, tolerance: Tolerance(perChannel: 1), environment: environment)
        let outcome = tolerant.verify(lighter, path: "g/cell.png")
        XCTAssertEqual(outcome.status, .passed, outcome.message)
        XCTAssertNotEqual(outcome.comparison?.verdict, .identical, "passed by the tolerance, on the decoded pixels")
    }

    /// `record` (the `all` mode) gives a reference from before digests its digest, once: the pixels
    /// are the same, the file is rewritten as a reference is written now, and left alone after that.
    func testRecordingAllGivesAnOlderReferenceItsDigestOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-digest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        let refs = folder.appendingPathComponent("refs"), file = refs.appendingPathComponent("c/cell.png")
        let image = try circle()
        try AtomicFile.write(try image.pngData(), to: file)
        let all = SnapshotVerifier(snapshots: refs, artifacts: folder.appendingPathComponent("artifacts"), mode: .all, environment: environment)
        let first = all.verify(image, path: "c/cell.png")
        XCTAssertEqual(first.status, .recorded)
        XCTAssertTrue(first.message.contains("the pixels are unchanged"), first.message)
        XCTAssertEqual(try Data(contentsOf: file), try image.referencePNGData())
        let written = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as! Date
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(all.verify(image, path: "c/cell.png").status, .passed)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date, written, "not rewritten again")

        try AtomicFile.write(try image.pngData(), to: file)
        let failedOnly = SnapshotVerifier(snapshots: refs, artifacts: folder.appendingPathComponent("artifacts"), mode: .failed, environment: environment)
        XCTAssertEqual(failedOnly.verify(image, path: "c/cell.png").status, .passed, "other modes leave a passing reference as it is")
        XCTAssertNil(PixelDigest(storedIn: try Data(contentsOf: file), width: image.width, height: image.height))
    }
}
