import Foundation
import LoupeUI

/// Draws an image with UIKit's calls (`UIGraphicsImageRenderer(size:).image { context in … }`):
/// filled and stroked rectangles and `UIBezierPath`s in the colours `setFill()`/`setStroke()` chose,
/// one sample per pixel (edges are not antialiased: a stand-in for the simple images widget code
/// draws — icons, swatches, bars). The light appearance's colours.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    public var scale: CGFloat = 1
    public var opaque = false
    public init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) { (self.size, self.format) = (size, format) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) { self.init(size: bounds.size, format: format) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size, format: format)
        UIGraphicsImageRendererContext.drawing(context) { actions(context) }
        return UIImage(source: .bitmap(context.bitmap), renderingMode: .automatic)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

public final class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    let width: Int, height: Int
    var pixels: [UInt8]
    var fillColor = RGBA(red: 0, green: 0, blue: 0)
    var strokeColor = RGBA(red: 0, green: 0, blue: 0)
    var lineWidth: CGFloat = 1

    init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        width = max(Int((size.width * format.scale).rounded(.up)), 0)
        height = max(Int((size.height * format.scale).rounded(.up)), 0)
        pixels = [UInt8](repeating: format.opaque ? 255 : 0, count: width * height * 4)
        if format.opaque { for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0 } }
    }

    var bitmap: ResolvedImage.Bitmap { ResolvedImage.Bitmap(width: width, height: height, pixels: pixels, scale: format.scale) }

    public func fill(_ rect: CGRect) { fill(Path(rect), color: fillColor) }
    public func stroke(_ rect: CGRect) { fill(Path(rect).strokedPath(StrokeStyle(lineWidth: lineWidth)), color: strokeColor) }

    /// Source-over at each pixel's centre.
    func fill(_ path: Path, color: RGBA) {
        let bounds = path.inkBounds
        guard !bounds.isEmpty, color.alpha > 0 else { return }
        let scale = format.scale
        let x0 = max(Int((bounds.minX * scale).rounded(.down)), 0), x1 = min(Int((bounds.maxX * scale).rounded(.up)), width)
        let y0 = max(Int((bounds.minY * scale).rounded(.down)), 0), y1 = min(Int((bounds.maxY * scale).rounded(.up)), height)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 where path.contains(CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)) {
                let i = (y * width + x) * 4
                let under = Double(pixels[i + 3]) / 255, alpha = color.alpha + under * (1 - color.alpha)
                func mix(_ source: Double, _ destination: UInt8) -> UInt8 {
                    guard alpha > 0 else { return 0 }
                    return UInt8(((source * color.alpha + Double(destination) / 255 * under * (1 - color.alpha)) / alpha * 255).rounded())
                }
                (pixels[i], pixels[i + 1], pixels[i + 2]) = (mix(color.red, pixels[i]), mix(color.green, pixels[i + 1]), mix(color.blue, pixels[i + 2]))
                pixels[i + 3] = UInt8((alpha * 255).rounded())
            }
        }
    }

    // UIKit draws into "the current context": the one whose `image(actions:)` is running on this
    // thread, kept for the call and removed after it.
    private static let key = "loupe.UIGraphicsImageRendererContext"
    static var current: UIGraphicsImageRendererContext? { Thread.current.threadDictionary[key] as? UIGraphicsImageRendererContext }
    static func drawing(_ context: UIGraphicsImageRendererContext, _ body: () -> Void) {
        let previous = Thread.current.threadDictionary[key]
        Thread.current.threadDictionary[key] = context
        body()
        Thread.current.threadDictionary[key] = previous
    }
}

extension UIColor {
    private var rgba: RGBA { color.resolve(in: EnvironmentValues()) }
    /// The colour the current image renderer fills with next.
    public func setFill() { UIGraphicsImageRendererContext.current?.fillColor = rgba }
    public func setStroke() { UIGraphicsImageRendererContext.current?.strokeColor = rgba }
    public func set() { setFill(); setStroke() }
}

/// A path for UIKit drawing: LoupeUI's Path, filled or stroked into the current image renderer.
public final class UIBezierPath {
    public var path: Path
    public var lineWidth: CGFloat = 1
    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous) }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    public func close() { path.closeSubpath() }
    public func fill() {
        guard let context = UIGraphicsImageRendererContext.current else { return }
        context.fill(path, color: context.fillColor)
    }
    public func stroke() {
        guard let context = UIGraphicsImageRendererContext.current else { return }
        context.fill(path.strokedPath(StrokeStyle(lineWidth: lineWidth)), color: context.strokeColor)
    }
}
