import Foundation
import LoupeUI

/// A UIImage's size, scale and data, as app code reads them. Sizes are known for images whose
/// pixels Loupe has (PNG data or files, drawn images); a named or system image is sized by the view
/// that draws it, so its `size` is zero here (README).
extension UIImage {
    public var scale: CGFloat {
        switch source {
        case .file(let url):
            let name = url.deletingPathExtension().lastPathComponent
            return name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        case .bitmap(let bitmap): return bitmap.scale
        default: return 1
        }
    }

    /// The size in points: pixels ÷ scale.
    public var size: CGSize {
        let pixels: (width: Int, height: Int)?
        switch source {
        case .data(let data): pixels = Self.pngSize(data)
        case .file(let url): pixels = (try? Data(contentsOf: url)).flatMap(Self.pngSize)
        case .bitmap(let bitmap): pixels = (bitmap.width, bitmap.height)
        default: pixels = nil
        }
        guard let pixels else { return .zero }
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }

    /// The image as PNG: the data or file it came from, or a drawn image encoded.
    public func pngData() -> Data? {
        switch source {
        case .data(let data): return Self.pngSize(data) == nil ? nil : data
        case .file(let url): return (try? Data(contentsOf: url)).flatMap { Self.pngSize($0) == nil ? nil : $0 }
        case .bitmap(let bitmap): return StoredPNG.encode(bitmap)
        default: return nil
        }
    }

    /// Loupe writes no JPEG: nil, as UIKit returns for an image it cannot encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// The image itself: a still render draws it at the size its view gives it.
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// A PNG's pixel size from its header (signature, then IHDR's width and height), or nil.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
            return nil
        }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}

public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right) }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A PNG of straight RGBA pixels with stored (uncompressed) deflate blocks: valid PNG that any
/// decoder reads, written without a compression library (the UIKit stand-in links none).
enum StoredPNG {
    static func encode(_ bitmap: ResolvedImage.Bitmap) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity((bitmap.width * 4 + 1) * bitmap.height)
        for row in 0..<bitmap.height {
            raw.append(0)  // filter: none
            raw += bitmap.pixels[(row * bitmap.width * 4)..<((row + 1) * bitmap.width * 4)]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be(UInt32(bitmap.width)) + be(UInt32(bitmap.height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be(UInt32(body.count)) + typed + be(~crc)
    }
}
