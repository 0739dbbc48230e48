import Foundation
import Loupe

/// How different a render may be from its reference and still pass. The default is exact: there
/// is no hidden "similar enough" floor.
public struct Tolerance: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Largest difference allowed in any one channel (0–255) before a pixel counts as changed.
    public var perChannel: Int
    /// Fraction of pixels (0–1) allowed to change.
    public var changedFraction: Double
    /// Largest perceptual difference (CIEDE2000) allowed for any changed pixel; nil: not checked.
    public var maxDeltaE: Double?

    public init(perChannel: Int = 0, changedFraction: Double = 0, maxDeltaE: Double? = nil) {
        (self.perChannel, self.changedFraction, self.maxDeltaE) = (perChannel, changedFraction, maxDeltaE)
    }
    public static let exact = Tolerance()

    public var description: String {
        "per-channel \(perChannel), changed fraction \(changedFraction)" + (maxDeltaE.map { ", max ΔE \($0)" } ?? "")
    }
}

/// What a comparison found: always the changed fraction, the largest ΔE and the change's bounds.
public struct ComparisonResult: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable { case identical, withinTolerance, changed, sizeMismatch }
    public let verdict: Verdict
    public let changedPixels: Int
    public let totalPixels: Int
    public let maxDeltaE: Double
    /// The changed pixels' bounding box in pixels (x, y, width, height), nil when nothing changed.
    public let changedBounds: [Int]?
    public let referenceSize: [Int]
    public let actualSize: [Int]

    /// Two images of this size with the same bytes.
    static func identical(width: Int, height: Int) -> ComparisonResult {
        ComparisonResult(verdict: .identical, changedPixels: 0, totalPixels: width * height, maxDeltaE: 0, changedBounds: nil,
                         referenceSize: [width, height], actualSize: [width, height])
    }

    public var passed: Bool { verdict == .identical || verdict == .withinTolerance }
    public var changedFraction: Double { totalPixels == 0 ? 0 : Double(changedPixels) / Double(totalPixels) }

    public var summary: String {
        switch verdict {
        case .identical: return "identical"
        case .sizeMismatch: return "size differs: reference \(referenceSize[0])×\(referenceSize[1]) px, render \(actualSize[0])×\(actualSize[1]) px"
        case .withinTolerance, .changed:
            let bounds = changedBounds.map { " in \($0[2])×\($0[3]) px at (\($0[0]), \($0[1]))" } ?? ""
            return String(format: "%.4f%% of pixels changed (%d), max ΔE %.2f", changedFraction * 100, changedPixels, maxDeltaE) + bounds
                + (verdict == .withinTolerance ? " — within tolerance" : "")
        }
    }
}

/// Compares two straight-RGBA images pixel by pixel.
public enum ImageComparison {
    public static func compare(reference: (width: Int, height: Int, pixels: [UInt8]), actual: (width: Int, height: Int, pixels: [UInt8]),
                               tolerance: Tolerance = .exact) -> ComparisonResult {
        let referenceSize = [reference.width, reference.height], actualSize = [actual.width, actual.height]
        guard reference.width == actual.width, reference.height == actual.height else {
            return ComparisonResult(verdict: .sizeMismatch, changedPixels: 0, totalPixels: 0, maxDeltaE: 0, changedBounds: nil,
                                    referenceSize: referenceSize, actualSize: actualSize)
        }
        let total = actual.width * actual.height
        // Fast path: identical bytes (memcmp; Swift's element-wise == was 8 % of a verify run).
        let same = reference.pixels.withUnsafeBytes { r in actual.pixels.withUnsafeBytes { a in memcmp(r.baseAddress!, a.baseAddress!, r.count) == 0 } }
        if same { return .identical(width: actual.width, height: actual.height) }
        var changed = 0, maxDeltaE = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        reference.pixels.withUnsafeBufferPointer { r in
            actual.pixels.withUnsafeBufferPointer { a in
                for y in 0..<actual.height {
                    for x in 0..<actual.width {
                        let i = (y * actual.width + x) * 4
                        var largest = 0
                        for c in 0..<4 { largest = max(largest, abs(Int(r[i + c]) - Int(a[i + c]))) }
                        guard largest > tolerance.perChannel else { continue }
                        changed += 1
                        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                        maxDeltaE = max(maxDeltaE, deltaE(r[i], r[i + 1], r[i + 2], r[i + 3], a[i], a[i + 1], a[i + 2], a[i + 3]))
                    }
                }
            }
        }
        let bounds = changed > 0 ? [minX, minY, maxX - minX + 1, maxY - minY + 1] : nil
        var within = Double(changed) / Double(max(total, 1)) <= tolerance.changedFraction
        if let limit = tolerance.maxDeltaE, maxDeltaE > limit { within = false }
        let verdict: ComparisonResult.Verdict = changed == 0 || within ? .withinTolerance : .changed
        return ComparisonResult(verdict: verdict, changedPixels: changed, totalPixels: total, maxDeltaE: maxDeltaE, changedBounds: bounds,
                                referenceSize: referenceSize, actualSize: actualSize)
    }

    /// ΔE between two straight-RGBA pixels as they are seen: each composited on white and on black,
    /// the larger of the two differences. On white alone, a white mark that changed only in its
    /// alpha (the accented and vibrant modes draw white on clear) would differ by ΔE 0.
    static func deltaE(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8, _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8) -> Double {
        func on(_ backdrop: Double, _ c: UInt8, _ a: UInt8) -> Double { (Double(c) * Double(a) + backdrop * (255 - Double(a))) / (255 * 255) }
        return [255.0, 0].map { backdrop in
            CIEDE2000.difference(Lab(srgb: (on(backdrop, r1, a1), on(backdrop, g1, a1), on(backdrop, b1, a1))),
                                 Lab(srgb: (on(backdrop, r2, a2), on(backdrop, g2, a2), on(backdrop, b2, a2))))
        }.max()!
    }
}

/// CIELAB under D65.
struct Lab: Equatable {
    let l: Double, a: Double, b: Double
    init(l: Double, a: Double, b: Double) { (self.l, self.a, self.b) = (l, a, b) }

    init(srgb: (Double, Double, Double)) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = linear(srgb.0), g = linear(srgb.1), b = linear(srgb.2)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        self.init(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
    }
}

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal, 2005).
enum CIEDE2000 {
    static func difference(_ c1: Lab, _ c2: Lab) -> Double {
        let deg = Double.pi / 180
        let cBar = (hypot(c1.a, c1.b) + hypot(c2.a, c2.b)) / 2
        let g = 0.5 * (1 - sqrt(pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))))
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let cp1 = hypot(a1, c1.b), cp2 = hypot(a2, c2.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / deg
            return h >= 0 ? h : h + 360
        }
        let hp1 = hue(c1.b, a1), hp2 = hue(c2.b, a2)
        let dL = c2.l - c1.l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = hp2 - hp1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(cp1 * cp2) * sin(dh / 2 * deg)
        let lBar = (c1.l + c2.l) / 2, cpBar = (cp1 + cp2) / 2
        var hBar = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 { hBar /= 2 } else if hp1 + hp2 < 360 { hBar = (hBar + 360) / 2 } else { hBar = (hBar - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hBar - 30) * deg) + 0.24 * cos(2 * hBar * deg) + 0.32 * cos((3 * hBar + 6) * deg) - 0.20 * cos((4 * hBar - 63) * deg)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let rc = 2 * sqrt(pow(cpBar, 7) / (pow(cpBar, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(lBar - 50, 2) / sqrt(20 + pow(lBar - 50, 2))
        let sc = 1 + 0.045 * cpBar, sh = 1 + 0.015 * cpBar * t
        let rt = -sin(2 * dTheta * deg) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }
}
