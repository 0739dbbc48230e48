import Foundation
import LoupeUI

/// Flat drawing commands in root coordinates (points). Backends execute them in order; nothing
/// here refers to views or layout. Layer-like commands come in matching begin/end pairs.
public struct DisplayList {
    public var size: CGSize
    public var commands: [DisplayCommand]

    /// One command per line, nested layers indented.
    public var dump: String {
        var depth = 0
        return commands.map { command -> String in
            if command.closesLayer { depth -= 1 }
            let line = String(repeating: "  ", count: max(depth, 0)) + command.description
            if command.opensLayer { depth += 1 }
            return line
        }.joined(separator: "\n") + "\n"
    }
}

public enum DisplayCommand: CustomStringConvertible {
    /// Fills a path; a gradient paint is mapped onto `bounds`.
    case fill(Path, ResolvedPaint, bounds: CGRect, eoFill: Bool)
    case stroke(Path, ResolvedPaint, bounds: CGRect, StrokeStyle)
    /// Glyphs at absolute positions; a gradient paint is mapped onto `bounds` (the text's frame).
    case glyphs(GlyphRun, bounds: CGRect)
    /// A bitmap scaled into `rect`; a template image is drawn as a mask filled with `tint`.
    case image(ResolvedImage.Bitmap, rect: CGRect, tint: ResolvedPaint?)
    case beginClip(Path, eoFill: Bool)
    case endClip
    /// Draws what follows, up to `endLayer`, as one group at an opacity.
    case beginLayer(opacity: Double)
    case endLayer
    /// What follows up to `beginMaskContent` is the content; then the mask, up to `endMask`.
    case beginMask
    case beginMaskContent
    case endMask
    case beginTransform(AffineTransform2D)
    case endTransform
    /// What follows, up to `endShadow`, is drawn with a blurred shadow behind it. `bounds` is the
    /// shadowed content's frame: only it (grown by the blur and the offset) is blurred.
    case beginShadow(color: RGBA, radius: CGFloat, offset: CGSize, bounds: CGRect)
    case endShadow
    /// What follows, up to `endBlend`, drawn as one group and composited with a blend mode.
    case beginBlend(BlendMode)
    case endBlend
    /// What follows, up to `endBlur`, drawn blurred. `bounds` is the content's frame: only it,
    /// grown by the blur, is blurred; `opaque` clips the result to the frame.
    case beginBlur(radius: CGFloat, bounds: CGRect, opaque: Bool)
    case endBlur
    /// What follows, up to `endLuminanceToAlpha`, drawn as one group and turned into a mask:
    /// black, with the group's luminance (Rec. 709 of its sRGB components) times its alpha.
    case beginLuminanceToAlpha
    case endLuminanceToAlpha
    /// What follows, up to `endColorMatrix`, drawn as one group, then each pixel's straight colour
    /// put through the matrix (ColorMatrix).
    case beginColorMatrix(ColorMatrix)
    case endColorMatrix

    var opensLayer: Bool {
        switch self {
        case .beginClip, .beginLayer, .beginMask, .beginTransform, .beginShadow, .beginBlend, .beginBlur, .beginLuminanceToAlpha, .beginColorMatrix: return true
        default: return false
        }
    }
    var closesLayer: Bool {
        switch self {
        case .endClip, .endLayer, .endMask, .endTransform, .endShadow, .endBlend, .endBlur, .endLuminanceToAlpha, .endColorMatrix: return true
        default: return false
        }
    }

    public var description: String {
        func r(_ rect: CGRect) -> String { "\(rect.minX.formatted),\(rect.minY.formatted) \(rect.width.formatted)x\(rect.height.formatted)" }
        switch self {
        case let .fill(path, paint, bounds, _): return "fill \(path.elements.count) elements \(paint) in \(r(bounds))"
        case let .stroke(path, paint, bounds, style): return "stroke \(path.elements.count) elements \(paint) width \(style.lineWidth.formatted) in \(r(bounds))"
        case let .glyphs(run, _): return "glyphs \(run.glyphs.count) \(run.face) \(run.size.formatted)pt\(run.horizontalScale == 1 ? "" : " widened \(run.horizontalScale.formatted)") \(run.paint) at \(run.positions.first.map { "\($0.x.formatted),\($0.y.formatted)" } ?? "-")"
        case let .image(bitmap, rect, tint): return "image \(bitmap.width)x\(bitmap.height) in \(r(rect))\(tint.map { " tinted \($0)" } ?? "")"
        case .beginClip(let path, _): return "clip \(path.elements.count) elements"
        case .endClip: return "end clip"
        case .beginLayer(let opacity): return "layer opacity \(opacity)"
        case .endLayer: return "end layer"
        case .beginMask: return "mask"
        case .beginMaskContent: return "mask content"
        case .endMask: return "end mask"
        case .beginTransform(let t): return "transform \(t)"
        case .endTransform: return "end transform"
        case let .beginShadow(color, radius, offset, _): return "shadow \(color) radius \(radius.formatted) offset \(offset.width.formatted),\(offset.height.formatted)"
        case .endShadow: return "end shadow"
        case .beginBlend(let mode): return "blend \(mode.rawValue)"
        case .endBlend: return "end blend"
        case let .beginBlur(radius, _, opaque): return "blur radius \(radius.formatted)\(opaque ? " opaque" : "")"
        case .endBlur: return "end blur"
        case .beginLuminanceToAlpha: return "luminance to alpha"
        case .endLuminanceToAlpha: return "end luminance to alpha"
        case .beginColorMatrix(let matrix): return "color matrix \(matrix)"
        case .endColorMatrix: return "end color matrix"
        }
    }
}

/// A 2D affine transform (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
public struct AffineTransform2D: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: CGFloat
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Rotation by `degrees` about `point` (clockwise on screen for positive angles, as SwiftUI).
    public static func rotation(degrees: Double, about point: CGPoint) -> AffineTransform2D {
        let r = degrees * .pi / 180, cs = CGFloat(cos(r)), sn = CGFloat(sin(r))
        return AffineTransform2D(a: cs, b: sn, c: -sn, d: cs, tx: point.x - cs * point.x + sn * point.y, ty: point.y - sn * point.x - cs * point.y)
    }
    public static func scale(x: CGFloat, y: CGFloat, about point: CGPoint) -> AffineTransform2D {
        AffineTransform2D(a: x, b: 0, c: 0, d: y, tx: point.x - x * point.x, ty: point.y - y * point.y)
    }
    public var description: String {
        [a, b, c, d, tx, ty].map { $0.formatted }.joined(separator: " ")
    }
}
