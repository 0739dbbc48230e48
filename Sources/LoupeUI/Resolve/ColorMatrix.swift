import Foundation

/// A colour filter as SwiftUI's colour effects are: a 4 × 5 matrix over straight (not
/// premultiplied) sRGB components in 0…1 — rows R, G, B, A; columns R, G, B, A and a constant —
/// SVG's feColorMatrix convention, so the SVG backend writes it as it is. Results are clamped to 0…1.
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    /// Row-major, 20 values.
    public let values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `saturation(_:)`: 0 grey, 1 unchanged, more oversaturates. SVG's saturate matrix (Rec. 709
    /// luma weights, as the rendering modes' luma); SwiftUI does not publish its own (EST).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// `brightness(_:)`: adds the amount to each colour component (0 no change, 1 white, negative darker).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// `contrast(_:)`: scales each colour component's distance from middle grey (0 grey, 1 unchanged).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// `colorMultiply(_:)`: each component times the colour's, alpha too.
    public static func multiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// `colorInvert()`: each colour component's complement; alpha kept.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `hueRotation(_:)`: SVG's hueRotate matrix (Rec. 709 weights; EST as above).
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// The filtered colour of one straight RGBA pixel, clamped.
    public func apply(red r: Double, green g: Double, blue b: Double, alpha a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let v = values[i * 5] * r + values[i * 5 + 1] * g + values[i * 5 + 2] * b + values[i * 5 + 3] * a + values[i * 5 + 4]
            return min(max(v, 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }

    public var description: String { values.map { String(format: "%g", $0) }.joined(separator: " ") }
}
