import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// Builds a gallery: renders every family × timeline entry (and placeholder) × rendering mode ×
/// color scheme of each widget, a filmstrip per family and the in-context mock-ups, in parallel;
/// stores the images by content; and returns the model the pages are written from.
public struct GalleryBuilder {
    public let root: URL
    public let jobs: Int
    /// Called after each finished render with (done, total); from any thread.
    public var progress: ((Int, Int) -> Void)?

    public struct Result {
        public let model: GalleryModel
        public let imagesWritten: Int
        public let imagesReused: Int
        public let imagesRemoved: Int
    }

    /// The widgets' asset catalogs and string tables (`--resources`), looked in before those found
    /// beside the executable, in every image of the gallery.
    public var assetCatalogs: [AssetCatalog] = []
    public var stringTables: StringTables? = nil
    /// The fonts to draw with when the app's own are added (`--resources`); nil: the pinned set.
    public var fontSet: FontSet? = nil

    public init(root: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: ((Int, Int) -> Void)? = nil) {
        (self.root, self.jobs, self.progress) = (root, max(jobs, 1), progress)
    }

    /// A cell of the gallery with its resources.
    private func resourced(_ cell: WidgetCell) -> WidgetCell {
        var cell = cell
        cell.assetCatalogs = assetCatalogs
        cell.stringTables = stringTables
        return cell
    }

    /// Images of the plan rendered on one thread, most often one; `apply` puts each image's path
    /// and size (points) into the model.
    private struct Job {
        let labels: [String]
        let render: (Renderer) -> [Swift.Result<RenderedImage, Error>]
        let apply: [(inout GalleryModel, String, CGSize) -> Void]

        /// One image.
        init(label: String, render: @escaping (Renderer) throws -> RenderedImage, apply: @escaping (inout GalleryModel, String, CGSize) -> Void) {
            labels = [label]
            self.render = { renderer in [Swift.Result { try render(renderer) }] }
            self.apply = [apply]
        }

        /// Cells of one widget rendered together (`Renderer.pipelines`), so a column's modes are
        /// drawn from one laid-out tree.
        init(_ preview: WidgetPreview, timeline: LoadedTimeline, cells: [(label: String, cell: WidgetCell, apply: (inout GalleryModel, String, CGSize) -> Void)]) {
            labels = cells.map(\.label)
            render = { renderer in
                renderer.pipelines(preview, cells: cells.map(\.cell), timeline: timeline).map { stages in Swift.Result { try renderer.rasterize(stages.get()) } }
            }
            apply = cells.map(\.apply)
        }
    }

    public func build(_ widgets: [(name: String, preview: WidgetPreview)]) throws -> Result {
        var model = GalleryModel(widgets: [])
        var jobs: [Job] = []
        for (w, (name, preview)) in widgets.enumerated() {
            let description = preview.widget
            var page = GalleryModel.Widget(name: name, kind: description.kind, displayName: description.displayName,
                                           summary: description.summary, families: [])
            for (f, presentation) in preview.controlPresentations.enumerated() {
                page.families.append(controlSection(name, preview, presentation, widget: w, section: f, jobs: &jobs))
            }
            for (f, presentation) in preview.presentations.enumerated() {
                page.families.append(activitySection(name, preview, presentation, widget: w, section: f, jobs: &jobs))
            }
            for (f, family) in preview.families.enumerated() {
                let device = DeviceProfile.defaultProfile(for: family)
                var section = GalleryModel.Family(subject: .family(family), device: device.name, size: device.size(of: family) ?? .zero,
                                                  policy: nil, columns: [], filmstrips: [:], mockups: [], error: nil)
                let timeline: LoadedTimeline
                do { timeline = try Loupe.timeline(preview, family: family, device: device) } catch {
                    section.error = "\(error)"
                    page.families.append(section)
                    continue
                }
                section.policy = timeline.policy?.description
                let indices = timeline.entries.indices.map { TimelineIndex.entry($0) } + [.placeholder]
                for (c, index) in indices.enumerated() {
                    let entry: (any TimelineEntry)? = if case .entry(let i) = index { timeline.entries[i] } else { nil }
                    section.columns.append(GalleryModel.Column(index: index, date: entry?.date, relevance: entry?.relevance, images: [:]))
                    // The column's cells in every mode and scheme, as the render matrix orders them
                    // (full colour first), rendered together.
                    var cells: [(label: String, cell: WidgetCell, apply: (inout GalleryModel, String, CGSize) -> Void)] = []
                    for var cell in try RenderMatrix(families: [family], timelineIndices: [index], assetCatalogs: assetCatalogs,
                                                     stringTables: stringTables).cells(of: preview, named: name, timeline: { _, _ in timeline }) {
                        guard let mode = cell.widget?.mode else { continue }
                        let variant = GalleryModel.Variant(mode: mode, scheme: cell.colorScheme)
                        // Accented and vibrant are shown over the system's stand-in backdrop, as on a device.
                        cell.backdrop = mode == .fullColor ? .transparent : .system
                        cells.append(("\(name) \(family) \(index) \(variant.mode) \(variant.scheme)", cell,
                                      { $0.widgets[w].families[f].columns[c].images[variant] = $1; $0.widgets[w].families[f].columns[c].sizes[variant] = $2 }))
                    }
                    jobs.append(Job(preview, timeline: timeline, cells: cells))
                }
                if !timeline.entries.isEmpty {
                    for scheme in [ColorScheme.light, .dark] {
                        jobs.append(Job(label: "\(name) \(family) filmstrip \(scheme)",
                                        render: { try Filmstrip.render(preview, cells: timeline.entries.indices.map { resourced(WidgetCell(family: family, timelineIndex: .entry($0), colorScheme: scheme)) },
                                                                       captions: timeline.entries.enumerated().map { "\($0.offset) · \(GalleryFormat.date($0.element.date))" },
                                                                       timeline: timeline, scheme: scheme, with: $0) },
                                        apply: { $0.widgets[w].families[f].filmstrips[scheme] = $1; $0.widgets[w].families[f].filmstripSizes[scheme] = $2 }))
                    }
                    // What VoiceOver finds in the first entry, outlined and read out.
                    jobs.append(Job(label: "\(name) \(family) accessibility",
                                    render: { renderer in
                                        let widget = try renderer.render(preview, cell: resourced(WidgetCell(family: family)), timeline: timeline)
                                        let composed = AccessibilitySnapshot.view(of: widget, elements: AccessibilityTree.elements(of: widget.layout))
                                        return try renderer.render(composed.view, size: composed.size, scale: widget.stages.scale)
                                    },
                                    apply: { $0.widgets[w].families[f].accessibility = ($1, $2) }))
                    for mockup in Mockup.mockups(for: family, of: preview.widget) {
                        for scheme in mockup.schemes {
                            let m = section.mockups.count
                            section.mockups.append(GalleryModel.MockupShot(mockup: mockup, scheme: scheme, image: "", size: mockup.sceneSize))
                            jobs.append(Job(label: "\(name) \(family) \(mockup.rawValue) \(scheme)",
                                            render: { renderer in
                                                let cell = resourced(mockup.widgetCell(family: family, timelineIndex: .entry(0), scheme: scheme))
                                                let widget = try renderer.render(preview, cell: cell, timeline: timeline)
                                                let scene = mockup.scene(widget: widget, family: family, scheme: scheme, clock: SceneClock(cell: cell))
                                                return try renderer.render(scene.view, size: scene.size, scale: MockupFigures.scale)
                                            },
                                            apply: { model, image, _ in model.widgets[w].families[f].mockups[m].image = image }))
                        }
                    }
                }
                page.families.append(section)
            }
            model.widgets.append(page)
        }

        let store = GalleryImageStore(root: root)
        let paths = try run(jobs, store: store)
        for (apply, (path, size)) in zip(jobs.flatMap(\.apply), paths) { apply(&model, path, size) }
        return Result(model: model, imagesWritten: store.written, imagesReused: store.reused, imagesRemoved: store.removeUnreferenced())
    }

    /// A control's presentation: off and on (always dark, in full color), and the control in context.
    private func controlSection(_ name: String, _ preview: WidgetPreview, _ presentation: ControlPresentation,
                                widget w: Int, section f: Int, jobs: inout [Job]) -> GalleryModel.Family {
        var section = GalleryModel.Family(subject: .control(presentation), device: DeviceProfile.iPhone430.name,
                                          size: ControlCenterFigures.size(of: presentation), policy: nil, columns: [], filmstrips: [:], mockups: [], error: nil)
        func cell(_ state: Int, scale: CGFloat? = nil) -> WidgetCell { resourced(.control(presentation, isOn: state == 1, scale: scale)) }
        let variant = GalleryModel.Variant(mode: .fullColor, scheme: .dark)
        for state in [0, 1] {
            section.columns.append(GalleryModel.Column(index: .entry(state), date: nil, relevance: nil, images: [:], label: state == 0 ? "Off" : "On"))
            let cell = cell(state)
            jobs.append(Job(label: "\(name) \(presentation) \(state == 0 ? "off" : "on")",
                            render: { try $0.render(preview, cell: cell) },
                            apply: { $0.widgets[w].families[f].columns[state].images[variant] = $1; $0.widgets[w].families[f].columns[state].sizes[variant] = $2 }))
        }
        let mockup: Mockup = presentation == .lockScreen ? .lockScreenControl : .controlCenter
        section.mockups.append(GalleryModel.MockupShot(mockup: mockup, scheme: .dark, image: "", size: .zero))
        jobs.append(Job(label: "\(name) \(presentation) \(mockup.rawValue)",
                        render: { renderer in
                            let onCell = cell(1, scale: MockupFigures.scale)
                            let on = try renderer.render(preview, cell: onCell)
                            let scene = mockup.scene(widget: on, family: .systemMedium, scheme: .dark, clock: SceneClock(cell: onCell), control: presentation)
                            return try renderer.render(scene.view, size: scene.size, scale: MockupFigures.scale)
                        },
                        apply: { $0.widgets[w].families[f].mockups[0].image = $1; $0.widgets[w].families[f].mockups[0].size = $2 }))
        return section
    }

    /// A Live Activity's presentation: its content states in full color, light and dark (the island
    /// itself is always dark; the Lock Screen follows the scheme), a filmstrip of the states, and
    /// the presentation in context.
    private func activitySection(_ name: String, _ preview: WidgetPreview, _ presentation: ActivityPresentation,
                                 widget w: Int, section f: Int, jobs: inout [Job]) -> GalleryModel.Family {
        let f0 = ActivityFigures.self
        let size: CGSize
        switch presentation {
        case .compact: size = CGSize(width: f0.compactIslandWidth, height: f0.compactHeight)
        case .minimal: size = CGSize(width: f0.minimalWidth, height: f0.compactHeight)
        case .lockScreen, .expanded: size = CGSize(width: f0.width, height: f0.heightRange.upperBound)
        }
        var section = GalleryModel.Family(subject: .activity(presentation), device: DeviceProfile.iPhone430.name, size: size,
                                          policy: nil, columns: [], filmstrips: [:], mockups: [], error: nil)
        let timeline: LoadedTimeline
        do { timeline = try Loupe.timeline(preview, family: .systemMedium) } catch {
            section.error = "\(error)"
            return section
        }
        func cell(_ index: Int, _ scheme: ColorScheme, scale: CGFloat? = nil, stale: Bool = false) -> WidgetCell {
            resourced(.activity(presentation, state: index, colorScheme: scheme, scale: scale, isStale: stale))
        }
        // Every content state, then the last one gone stale (`context.isStale`).
        let columns = timeline.entries.indices.map { ($0, false) } + (timeline.entries.isEmpty ? [] : [(timeline.entries.count - 1, true)])
        for (index, stale) in columns {
            let c = section.columns.count
            section.columns.append(GalleryModel.Column(index: .entry(index), date: nil, relevance: nil, images: [:],
                                                       label: stale ? "State \(index), stale" : "State \(index)"))
            for scheme in [ColorScheme.light, .dark] {
                let variant = GalleryModel.Variant(mode: .fullColor, scheme: scheme)
                let cell = cell(index, scheme, stale: stale)
                jobs.append(Job(label: "\(name) \(presentation) \(index)\(stale ? " stale" : "") \(scheme)",
                                render: { try $0.render(preview, cell: cell, timeline: timeline) },
                                apply: { $0.widgets[w].families[f].columns[c].images[variant] = $1; $0.widgets[w].families[f].columns[c].sizes[variant] = $2 }))
            }
        }
        if timeline.entries.count > 1 {
            for scheme in [ColorScheme.light, .dark] {
                let cells = timeline.entries.indices.map { cell($0, scheme) }
                jobs.append(Job(label: "\(name) \(presentation) filmstrip \(scheme)",
                                render: { try Filmstrip.render(preview, cells: cells, captions: cells.indices.map { "State \($0)" },
                                                               timeline: timeline, scheme: scheme, with: $0) },
                                apply: { $0.widgets[w].families[f].filmstrips[scheme] = $1; $0.widgets[w].families[f].filmstripSizes[scheme] = $2 }))
            }
        }
        for mockup in Mockup.mockups(for: presentation) {
            let m = section.mockups.count
            section.mockups.append(GalleryModel.MockupShot(mockup: mockup, scheme: .dark, image: "", size: .zero))
            jobs.append(Job(label: "\(name) \(presentation) \(mockup.rawValue)",
                            render: { renderer in
                                // StandBy doubles the presentation; it is rendered at twice the scale to stay sharp.
                                let scale = mockup == .standByActivity ? MockupFigures.scale * MockupFigures.standByActivityScale : MockupFigures.scale
                                let activityCell = cell(0, .dark, scale: scale)
                                let activity = try renderer.render(preview, cell: activityCell, timeline: timeline)
                                let scene = mockup.scene(widget: activity, family: .systemMedium, scheme: .dark, clock: SceneClock(cell: activityCell))
                                return try renderer.render(scene.view, size: scene.size, scale: MockupFigures.scale)
                            },
                            apply: { $0.widgets[w].families[f].mockups[m].image = $1; $0.widgets[w].families[f].mockups[m].size = $2 }))
        }
        return section
    }

    /// Renders the jobs on `jobs` threads (one renderer each); results image by image, in job
    /// order. Every failure is reported, by image, in one error.
    private func run(_ work: [Job], store: GalleryImageStore) throws -> [(String, CGSize)] {
        let results = RenderWorkers.run(work.count, jobs: jobs, fontSet: fontSet, progress: progress.map { report in { report($0, work.count) } }) { i, renderer in
            work[i].render(renderer).map { image in Swift.Result { let image = try image.get(); return (try store.store(image), image.stages.size) } }
        }
        var stored: [(String, CGSize)] = [], failures: [String] = []
        for (job, result) in zip(work, results) {
            // A job fails as a whole only if its thread had no renderer.
            let images: [Swift.Result<(String, CGSize), Error>]
            switch result {
            case .success(let each): images = each
            case .failure(let error): images = job.labels.map { _ in .failure(error) }
            }
            for (label, image) in zip(job.labels, images) {
                switch image {
                case .success(let image): stored.append(image)
                case .failure(let error): failures.append("\(label): \(error)")
                }
            }
        }
        guard failures.isEmpty else {
            throw LoupeError.widget("the gallery could not render \(failures.count) image\(failures.count == 1 ? "" : "s"):\n  " + failures.joined(separator: "\n  "))
        }
        return stored
    }
}
