import Foundation
import Testing
import XCTest
@testable import Loupe
import LoupeUI

/// Images are read and decoded between resolve and layout: layout reads no file, and a file that
/// cannot be read is reported with the resolved stage.
final class ImageLoadingTests: XCTestCase {
    var folder: URL!
    var dot: URL { folder.appendingPathComponent("dot@2x.png") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-images-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 8×6 pixels of opaque red at @2x: 4×3 points.
        let red = [UInt8](repeating: 0, count: 8 * 6 * 4).indices.map { [UInt8(255), 0, 0, 255][$0 % 4] }
        try PNGCodec.encode(width: 8, height: 6, rgba: red).write(to: dot)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func resolve(_ view: some View, size: CGSize = CGSize(width: 40, height: 40)) throws -> ResolvedStage {
        try Renderer.forCurrentThread().resolve(view, size: size, scale: 2)
    }

    private func bitmaps(in layout: LayoutNode) -> [ResolvedImage.Bitmap] {
        layout.allNodes.compactMap { if case let .bitmap(bitmap, _, _, _, _) = $0.content { return bitmap } else { return nil } }
    }

    private func placeholders(in layout: LayoutNode) -> Int {
        layout.allNodes.filter { if case .missingImage = $0.content { return true } else { return false } }.count
    }

    func testAnImageFileIsReadWhenTheViewsResolveAndLayoutReadsNoFile() throws {
        let resolved = try resolve(Image(contentsOf: dot).accessibilityIdentifier("dot"))
        try FileManager.default.removeItem(at: dot)
        let laidOut = try Renderer.forCurrentThread().layout(resolved)
        XCTAssertEqual(laidOut.root.frame(ofIdentifier: "dot")?.size, CGSize(width: 4, height: 3), "the file's pixels at @2x")
        XCTAssertEqual(bitmaps(in: laidOut.root).map(\.width), [8])
        XCTAssertEqual(resolved.diagnostics.warnings, [], "the file was read before it went")
    }

    func testAFileThatCannotBeReadIsReportedWhenTheViewsResolve() throws {
        let broken = folder.appendingPathComponent("broken.png")
        try Data("not a PNG".utf8).write(to: broken)
        let resolved = try resolve(Image(contentsOf: broken))
        XCTAssertTrue(resolved.diagnostics.warnings.contains { $0.hasPrefix("cannot load image \(broken.path):") }, "\(resolved.diagnostics.warnings)")
        let laidOut = try Renderer.forCurrentThread().layout(resolved)
        XCTAssertEqual(placeholders(in: laidOut.root), 1, "a placeholder: \(laidOut.root.dump)")
        XCTAssertEqual(resolved.diagnostics.warnings.count, 1, "reported once, not again by layout: \(resolved.diagnostics.warnings)")
    }

    func testPNGDataIsDecodedWhenTheViewsResolve() throws {
        let resolved = try resolve(Image(pngData: Data("not a PNG".utf8)))
        XCTAssertTrue(resolved.diagnostics.warnings.contains { $0.hasPrefix("cannot decode image data:") }, "\(resolved.diagnostics.warnings)")
        let good = try resolve(Image(pngData: try Data(contentsOf: dot)).accessibilityIdentifier("dot"))
        let laidOut = try Renderer.forCurrentThread().layout(good)
        XCTAssertEqual(bitmaps(in: laidOut.root).map(\.width), [8], "decoded at @1x: \(laidOut.root.dump)")
        XCTAssertEqual(good.diagnostics.warnings, [])
    }

    func testTheSameFileTwiceIsOneEntry() throws {
        let resolved = try resolve(HStack { Image(contentsOf: dot); Image(contentsOf: dot) })
        XCTAssertEqual(resolved.images.fileURLs, [dot])
        XCTAssertEqual(bitmaps(in: try Renderer.forCurrentThread().layout(resolved).root).count, 2)
    }

    func testAGeometryReadersImagesAreReadWhenItIsPlaced() throws {
        let dot = self.dot
        let view = GeometryReader { proxy in
            Image(contentsOf: dot).resizable().frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
        }
        let resolved = try resolve(view)
        XCTAssertEqual(resolved.images.fileURLs, [], "the content does not exist until the reader has a size")
        let laidOut = try Renderer.forCurrentThread().layout(resolved)
        XCTAssertEqual(bitmaps(in: laidOut.root).map(\.width), [8], "\(laidOut.root.dump)")
        XCTAssertEqual(placeholders(in: laidOut.root), 0)
        XCTAssertEqual(resolved.diagnostics.warnings, [])
    }
}

/// Every image in the resolved tree is read, whatever holds it: one case per container or modifier.
@Suite("Images under containers and modifiers are read before layout")
struct ImageHolderTests {
    enum Holder: String, CaseIterable, Sendable {
        case stack, background, overlay, mask, viewThatFits, gridRow, lazyGrid, containerBackground, watchLabel

        func view(around image: Image) -> any View {
            switch self {
            case .stack: return VStack { Text("a"); image }
            case .background: return Text("a").background { image }
            case .overlay: return Color.blue.overlay(image)
            case .mask: return Color.blue.mask { image }
            case .viewThatFits: return ViewThatFits { Text("a"); image }
            case .gridRow: return Grid { GridRow { Text("a"); image } }
            case .lazyGrid: return LazyVGrid(columns: [GridItem(.flexible())]) { image }
            case .containerBackground: return Text("a").containerBackground(for: .widget) { image }
            case .watchLabel: return Text("a").widgetLabel { image }.environment(\.showsWidgetLabel, true)
            }
        }
    }

    @Test(arguments: Holder.allCases)
    func imageIsInTheTable(_ holder: Holder) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-holders-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = folder.appendingPathComponent("dot@2x.png")
        try PNGCodec.encode(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)).write(to: dot)
        let resolved = try Renderer.forCurrentThread().resolve(holder.view(around: Image(contentsOf: dot)), size: CGSize(width: 40, height: 40), scale: 2)
        #expect(resolved.images.fileURLs == [dot])
    }
}
