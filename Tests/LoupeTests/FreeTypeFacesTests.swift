import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Text drawn on several threads at once in many faces and sizes. Cairo 1.16 closes a face opened
/// from a file name when more than ten are open, without regard to another thread about to use it;
/// before Loupe opened its faces itself (FreeTypeFaces), this test crashed the process (a
/// segmentation fault inside Cairo) within a few passes.
/// Nine weights in four designs, upright and italic: 18 of Loupe's font files and more.
private let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
private let designs: [Font.Design] = [.default, .rounded, .monospaced, .serif]

final class FreeTypeFacesTests: XCTestCase {
    func testManyThreadsDrawingTextInManyFacesAndSizes() throws {
        // 400 sizes × 18 faces: more scaled fonts than Cairo caches, so glyphs keep being loaded.
        let renderer = try Renderer()
        let pipelines = try (0..<400).map { k in
            try renderer.pipeline(VStack(spacing: 0) {
                ForEach(0..<weights.count, id: \.self) { i in
                    Text("Aa\(k)").font(.system(size: 6 + CGFloat(k) * 0.037, weight: weights[i], design: designs[(i + k) % 4]))
                    Text("Bb\(k)").font(.system(size: 7 + CGFloat(k) * 0.041, weight: weights[i], design: designs[(i + k) % 4]).italic())
                }
            }, size: CGSize(width: 40, height: 200), scale: 1)
        }
        let alone = try pipelines.prefix(8).map { try renderer.rasterize($0) }
        let threads = 6, passes = 12
        // Each thread starts each pass somewhere else, so the threads load different faces at once.
        func share(_ t: Int, _ pass: Int) -> StrideTo<Int> { stride(from: (t * 67 + pass * 13) % pipelines.count, to: pipelines.count, by: 3) }
        let drawn = SharedCount(), differing = SharedCount()
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            guard let mine = try? Renderer() else { return }
            for pass in 0..<passes {
                for k in share(t, pass) {
                    guard let image = try? mine.rasterize(pipelines[k]) else { continue }
                    if k < alone.count, !image.hasSamePixels(as: alone[k]) { differing.add() }
                    drawn.add()
                }
            }
        }
        let shares = (0..<threads).flatMap { t in (0..<passes).map { Array(share(t, $0)).count } }.reduce(0, +)
        XCTAssertEqual(drawn.value, shares, "every thread drew its share")
        XCTAssertEqual(differing.value, 0, "text drawn on many threads equals the same text drawn on one")
    }

    /// The same for laying text out: Pango measures through Cairo's shared table of fonts, so
    /// layouts take CairoFontTable's lock. Each text here is new to its engine (nothing memoised).
    func testManyThreadsLayingOutTextInManyFacesAndSizes() throws {
        func view(_ k: Int, _ t: Int) -> some View {
            VStack(spacing: 0) {
                ForEach(0..<weights.count, id: \.self) { i in
                    Text("Aa\(k) \(t)").font(.system(size: 6 + CGFloat(k) * 0.037, weight: weights[i], design: designs[(i + k) % 4]))
                    Text("Bb\(k) \(t)").font(.system(size: 7 + CGFloat(k) * 0.041, weight: weights[i], design: designs[(i + k) % 4]).italic())
                }
            }
        }
        let threads = 6, views = 40
        let laidOut = SharedCount(), differing = SharedCount()
        let reference = try Renderer()
        let expected = try (0..<threads).map { t in try reference.pipeline(view(t * 61 % 400, t), size: CGSize(width: 40, height: 200), scale: 1).layout.dump }
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            guard let mine = try? Renderer() else { return }
            for n in 0..<views {
                let k = (t * 61 + n * 7) % 400
                guard let layout = try? mine.pipeline(view(k, t), size: CGSize(width: 40, height: 200), scale: 1).layout else { continue }
                if n == 0, layout.dump != expected[t] { differing.add() }
                laidOut.add()
            }
        }
        XCTAssertEqual(laidOut.value, threads * views, "every thread laid out its share")
        XCTAssertEqual(differing.value, 0, "a layout made among other threads equals it made on one")
    }

    /// Faces are opened once for the process: a renderer made and dropped for every render (as
    /// tests do) opens none of its own. (Opened per renderer, 40 renderers held 220 MB more.)
    func testRenderersMadeAndDroppedOpenNoFaceTwice() throws {
        let some = Array(weights[2...6])
        let view = VStack { ForEach(0..<some.count, id: \.self) { Text("Face \($0)").font(.system(size: 12, weight: some[$0])) } }
        let first = try Renderer()
        _ = try first.rasterize(first.pipeline(view, size: CGSize(width: 120, height: 120), scale: 2))
        let open = FreeTypeFaces.shared.openCount
        for _ in 0..<10 {
            let renderer = try Renderer()
            _ = try renderer.rasterize(renderer.pipeline(view, size: CGSize(width: 120, height: 120), scale: 2))
            _ = renderer.svg(try renderer.pipeline(view, size: CGSize(width: 120, height: 120), scale: 2))
        }
        XCTAssertGreaterThanOrEqual(open, some.count, "each weight is a face of its own")
        XCTAssertEqual(FreeTypeFaces.shared.openCount, open)
    }
}
