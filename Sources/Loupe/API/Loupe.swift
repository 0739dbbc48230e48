import Foundation
import LoupeUI

/// Loupe's entry points. Each call renders on the calling thread with that thread's renderer, so
/// calls on several threads at once are safe and give identical bytes. Each runs at a `now`
/// (`LoupeClock.processNow` — `LOUPE_NOW`, else `LoupeClock.defaultNow` — unless given): the view's date texts and timers count from it, and
/// `Date()` in the view's own code reads it.
public enum Loupe {
    public static let version = "0.4.0"
    /// The largest image side, in pixels, Loupe will allocate.
    public static let maximumPixelSide = 16384

    /// Renders a view proposed `size` points (centred in it, as a hosting view does) at `scale`.
    public static func render(_ view: some View, size: CGSize, scale: CGFloat = 3, now: Date = LoupeClock.processNow) throws -> RenderedImage {
        try pipeline(view, size: size, scale: scale, now: now) { renderer, stages in try renderer.rasterize(stages) }
    }

    /// Lays a view out without drawing it: the placed tree with root-coordinate frames in points.
    public static func layout(_ view: some View, size: CGSize, scale: CGFloat = 3, now: Date = LoupeClock.processNow) throws -> LayoutNode {
        try pipeline(view, size: size, scale: scale, now: now).layout
    }

    /// The stages' display list as an SVG document (no raster needed), on the calling thread's
    /// renderer — as every entry point here renders — so the values themselves stay plain.
    public static func svg(_ stages: Pipeline) throws -> Data {
        try Renderer.forCurrentThread().svg(stages)
    }

    /// All stages up to the display list.
    public static func pipeline(_ view: some View, size: CGSize, scale: CGFloat = 3, now: Date = LoupeClock.processNow) throws -> Pipeline {
        try pipeline(view, size: size, scale: scale, now: now) { _, stages in stages }
    }

    private static func pipeline<T>(_ view: some View, size: CGSize, scale: CGFloat, now: Date,
                                    _ finish: (Renderer, Pipeline) throws -> T) throws -> T {
        let renderer = try Renderer.forCurrentThread()
        var environment = EnvironmentValues()
        environment.renderDate = now
        return try LoupeClock.withPinnedNow(now) {
            try finish(renderer, renderer.pipeline(view, size: size, scale: scale, environment: environment))
        }
    }
}
