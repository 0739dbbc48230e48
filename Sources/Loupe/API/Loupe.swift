import Foundation
import LoupeUI

/// Loupe's entry points. Each call renders on the calling thread with that thread's renderer, so
/// calls on several threads at once are safe and give identical bytes.
public enum Loupe {
    public static let version = "0.1.0"
    /// The largest image side, in pixels, Loupe will allocate.
    public static let maximumPixelSide = 16384

    /// Renders a view proposed `size` points (centred in it, as a hosting view does) at `scale`.
    public static func render(_ view: some View, size: CGSize, scale: CGFloat = 3) throws -> RenderedImage {
        try Renderer.forCurrentThread().render(view, size: size, scale: scale)
    }

    /// Lays a view out without drawing it: the placed tree with root-coordinate frames in points.
    public static func layout(_ view: some View, size: CGSize, scale: CGFloat = 3) throws -> LayoutNode {
        try Renderer.forCurrentThread().pipeline(view, size: size, scale: scale).layout
    }

    /// All stages up to the display list.
    public static func pipeline(_ view: some View, size: CGSize, scale: CGFloat = 3) throws -> Pipeline {
        try Renderer.forCurrentThread().pipeline(view, size: size, scale: scale)
    }
}
