import Foundation
import Loupe
import LoupeGallery
import LoupeReview
import LoupeUI

/// What the page shows for one cell: the picture, and what the render and the review rules said.
struct CanvasCell: Codable, Sendable {
    var png: Data?
    var width = 0
    var height = 0
    /// Pixels per point: the page shows the image at its point size, or magnified pixel for pixel.
    var scale = 1.0
    /// Missing resources and other render warnings.
    var warnings: [String] = []
    var findings: [Finding] = []
    /// Why there is no picture: the command line's message for a bad axis, a throwing provider…
    var error: String?
    var milliseconds = 0.0

    struct Finding: Codable, Sendable, Equatable {
        let rule: String
        let severity: String
        let element: String
        let detail: String
    }
}

/// Renders the page's cells in this process, as `render` would: the same parsing of the axes (so
/// the same errors), the same stages and the same bytes, plus the review rules as `review` runs them and, when
/// a scene is asked for, the gallery's scene around the widget.
struct CanvasRenderer {
    let catalog: PreviewCatalog
    /// `--resources` and the like, added to every request's options.
    var extraArguments: [String] = []

    func render(_ request: CellRequest) -> CanvasCell {
        let start = DispatchTime.now()
        var result = CanvasCell()
        do {
            let command = RenderCommand(catalog: catalog, examples: [], output: { _ in }, warn: { _ in })
            // Accented and vibrant are drawn over the system's backdrop, as on a device and in the
            // gallery: white on nothing is no picture to look at.
            let backdrop = request.mode.map { $0 != .fullColor } == true ? ["--backdrop", "system"] : []
            let options = try command.parse(request.arguments + backdrop + extraArguments)
            try ProcessClock.run(at: options.matrix.now) {
                let timelines = TimelineCache()
                let cells = try options.matrix.cells(in: catalog, timelines: timelines)
                guard cells.count == 1 else { throw CLIError.usage("this request selects \(cells.count) cells; the canvas shows one at a time") }
                let renderer = try Renderer.forCurrentThread(fontSet: options.matrix.fontSet)
                let stages = try cells[0].pipeline(renderer, timelines: timelines)
                let image = try renderer.rasterize(stages)
                // The review rules as `loupe review` runs them: an accented or vibrant cell also
                // against its full-colour self.
                var mode: WidgetRenderingMode?
                if case let .widget(_, widgetCell) = cells[0].subject { mode = widgetCell.widget?.mode }
                let reviewed = ReviewFlow(renderer: renderer).review(modeGroup: [.init(name: request.target, mode: mode, stages: .success(stages))]) {
                    guard case let .widget(preview, widgetCell) = cells[0].subject, let full = Reviewer.modeGroup(of: widgetCell) else { return nil }
                    let cell = MatrixCell(target: cells[0].target, subject: .widget(preview, full))
                    return .init(name: request.target, mode: .fullColor, stages: Result { try cell.pipeline(renderer, timelines: timelines) })
                }
                result.findings = reviewed.findings.map {
                    CanvasCell.Finding(rule: $0.rule, severity: $0.severity.rawValue, element: $0.element, detail: $0.detail)
                }
                result.warnings = stages.warnings
                var shown = image
                if let mockup = request.scene {
                    shown = try scene(mockup, around: cells[0], timelines: timelines, renderer: renderer)
                }
                result.png = try shown.pngData()
                (result.width, result.height, result.scale) = (shown.width, shown.height, Double(shown.stages.scale))
            }
        } catch {
            result.error = CLIError.from(error).message
        }
        result.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        return result
    }

    /// The widget drawn as the scene shows it (the scene's mode, device and placement; the request's
    /// entry, Dynamic Type size and region), inside the scene.
    private func scene(_ mockup: Mockup, around cell: MatrixCell, timelines: TimelineCache, renderer: Renderer) throws -> RenderedImage {
        guard case .widget(let preview, let widgetCell) = cell.subject else { throw CLIError.usage("a view has no scene") }
        guard let placed = mockup.placing(widgetCell, of: preview.widget) else {
            throw CLIError.usage("the \(mockup.title) scene does not show this \(widgetCell.widget.map { "\($0.family.rawValue) widget" } ?? "presentation")")
        }
        let widget = try renderer.rasterize(try MatrixCell(target: cell.target, subject: .widget(preview, placed)).pipeline(renderer, timelines: timelines))
        return try mockup.render(widget: widget, cell: placed, with: renderer)
    }

    /// The scenes a family or presentation shows in, for the page's picker.
    static var scenes: [String: [[String: String]]] {
        var scenes: [String: [[String: String]]] = [:]
        for family in WidgetFamily.allCases {
            scenes[family.rawValue] = Mockup.mockups(for: family).map { ["id": $0.rawValue, "title": $0.title] }
        }
        for presentation in ActivityPresentation.allCases {
            scenes["activity." + presentation.rawValue] = Mockup.mockups(for: presentation).map { ["id": $0.rawValue, "title": $0.title] }
        }
        for presentation in ControlPresentation.allCases {
            let mockup: Mockup = presentation == .lockScreen ? .lockScreenControl : .controlCenter
            scenes["control." + presentation.rawValue] = [["id": mockup.rawValue, "title": mockup.title]]
        }
        return scenes
    }
}
