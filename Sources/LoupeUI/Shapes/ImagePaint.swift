import Foundation

/// A shape filled with an image, repeated: SwiftUI's ImagePaint. `sourceRect` (unit space) picks
/// the part of the image a tile shows and `scale` its size, so a tile is that part at `scale` times
/// the image's own size, laid from the shape's top-left corner. Loupe builds the fill from views —
/// a grid of the image, cropped, masked by the shape — so both backends draw it unchanged. A tile
/// needs the image's own size: bitmaps and PNG files have it; another image (a vector asset, a
/// symbol) is drawn once across the shape instead, with a warning.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        (self.image, self.sourceRect, self.scale) = (image, sourceRect, scale)
    }

    /// Outside a shape's fill (a text's foreground, a background style) an image has no single
    /// colour: Loupe draws nothing there.
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(.clear) }

    /// The fill, as views: tiles of the image over the shape's frame, masked by the shape.
    func fill<S: Shape>(_ shape: S, eoFill: Bool, in context: ResolveContext) -> [ResolvedNode] {
        let resolved = context.resolve(image).lazy.compactMap(Self.image(in:)).first
        let mask = shape.fill(style: FillStyle(eoFill: eoFill))
        guard let resolved, let natural = Self.naturalSize(of: resolved), natural.width > 0, natural.height > 0,
              sourceRect.width > 0, sourceRect.height > 0, scale > 0 else {
            context.diagnostics.warn("ImagePaint: the image has no size of its own to tile by (a bitmap or PNG has); drawing it once across the shape")
            return context.resolve(image.resizable().mask(mask))
        }
        let drawn = CGSize(width: natural.width * scale, height: natural.height * scale)
        let tile = CGSize(width: drawn.width * sourceRect.width, height: drawn.height * sourceRect.height)
        let offset = CGPoint(x: -drawn.width * sourceRect.minX, y: -drawn.height * sourceRect.minY)
        let image = self.image
        let grid = GeometryReader { proxy in
            let columns = min(Int((proxy.size.width / tile.width).rounded(.up)), ImagePaintFigures.maxTilesPerSide)
            let rows = min(Int((proxy.size.height / tile.height).rounded(.up)), ImagePaintFigures.maxTilesPerSide)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<max(rows, 0), id: \.self) { _ in
                    HStack(spacing: 0) {
                        ForEach(0..<max(columns, 0), id: \.self) { _ in
                            image.resizable()
                                .frame(width: drawn.width, height: drawn.height)
                                .offset(x: offset.x, y: offset.y)
                                .frame(width: tile.width, height: tile.height, alignment: .topLeading)
                                .clipped()
                        }
                    }
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .clipped()
        }
        return context.resolve(grid.mask(mask))
    }

    private static func image(in node: ResolvedNode) -> ResolvedImage? {
        switch node {
        case .image(let image): return image
        case .layout(_, let child): return Self.image(in: child)
        default: return nil
        }
    }

    /// The image's own size in points, where it can be read without decoding: a bitmap's, or a PNG
    /// file's header.
    static func naturalSize(of image: ResolvedImage) -> CGSize? {
        switch image.source {
        case .bitmap(let bitmap):
            return CGSize(width: CGFloat(bitmap.width) / bitmap.scale, height: CGFloat(bitmap.height) / bitmap.scale)
        case let .file(url, scale):
            guard let handle = try? FileHandle(forReadingFrom: url), let header = try? handle.read(upToCount: 24) else { return nil }
            try? handle.close()
            return pngSize(header).map { CGSize(width: $0.width / scale, height: $0.height / scale) }
        case .png(let data):
            return pngSize(data.prefix(24))
        default:
            return nil
        }
    }

    /// Width and height from a PNG's signature and IHDR chunk.
    static func pngSize(_ header: Data) -> CGSize? {
        let bytes = [UInt8](header)
        guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        return CGSize(width: word(16), height: word(20))
    }
}

enum ImagePaintFigures {
    /// A tile grid's side is capped (a 1-pt pattern over a large widget would be a million views).
    static let maxTilesPerSide = 256
}

extension ShapeStyle where Self == ImagePaint {
    /// `.fill(.image(Image("pattern"), scale: 0.5))`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
