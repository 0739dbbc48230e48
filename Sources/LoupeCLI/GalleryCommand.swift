import Foundation
import Loupe
import LoupeUI
import LoupeGallery

/// `loupe gallery -o DIR [WIDGET…|all] [--format html|markdown]`: every state of every selected
/// widget as a static site (or one Markdown page), with content-addressed images.
struct GalleryCommand {
    let catalog: PreviewCatalog
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "gallery", summary: "Build a documentation gallery: every family × timeline entry × rendering mode × color scheme of each widget, its timeline filmstrip and the widget in context (Home Screen, tinted Home Screen, Lock Screen, StandBy).", options: [
        .init(name: "--output", short: "-o", takesValue: true, help: "gallery folder (default loupe-gallery)", valueName: "DIR"),
        ResourcesOption.option,
        .init(name: "--assets", short: nil, takesValue: true, help: "the same as --resources", valueName: "DIR"),
        .init(name: "--format", short: nil, takesValue: true, help: "html (a static site, default), markdown (gallery.md for a Git forge) or docc (WidgetGallery.md for a DocC catalog)", valueName: "FORMAT"),
        .init(name: "--title", short: nil, takesValue: true, help: "the gallery's title (default \"Widget gallery\")", valueName: "TEXT"),
        .init(name: "--jobs", short: "-j", takesValue: true, help: "parallel renders (default: all cores)", valueName: "N"),
        .init(name: "--quiet", short: "-q", takesValue: false, help: "no progress bar or summary", valueName: ""),
    ], positionals: "[WIDGET[,WIDGET…]|all] (default all)")

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let format: GalleryWriter.Format
        if let text = parsed.value("--format") {
            guard let value = GalleryWriter.Format(rawValue: text) else {
                throw CLIError.usage("--format must be html, markdown or docc, not '\(text)'\(ArgumentParser.suggestion(for: text, among: GalleryWriter.Format.allCases.map(\.rawValue)))")
            }
            format = value
        } else {
            format = .html
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let v = parsed.value("--jobs") {
            guard let n = Int(v), n >= 1 else { throw CLIError.usage("--jobs must be a whole number of at least 1, not '\(v)'") }
            jobs = n
        }
        let quiet = parsed.has("--quiet")
        let names = parsed.positionals.flatMap { $0.split(separator: ",").map(String.init) }
        let selected = names.isEmpty || names == ["all"] ? catalog.targets.filter { $0.widgetPreview != nil }.map(\.name) : names
        guard !selected.isEmpty else { throw CLIError.usage("there are no widgets: declare a #Preview or pass previews to LoupeCommandLine") }
        let widgets = try selected.map { name -> (name: String, preview: WidgetPreview) in
            guard let target = catalog.target(named: name) else {
                throw CLIError.usage("unknown widget '\(name)'\(ArgumentParser.suggestion(for: name, among: catalog.names))")
            }
            guard let preview = target.widgetPreview else { throw CLIError.usage("\(target.name) is a plain view; a gallery shows widgets, Live Activities and controls") }
            return (target.name, preview)
        }

        let resources = try ResourcesOption.read(parsed)
        let root = try OutputPath.folder(parsed.value("--output") ?? "loupe-gallery", option: "--output", holds: "the gallery")
        do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
            throw CLIError.failure("cannot create the gallery folder \(root.path): \(error.localizedDescription)")
        }

        let start = DispatchTime.now()
        let bar = ProgressBarSink(enabled: !quiet && isatty(2) == 1)
        // Galleries render at the process's now (LOUPE_NOW, else Loupe's default).
        let result = try ProcessClock.run(at: LoupeClock.processNow) {
            var builder = GalleryBuilder(root: root, jobs: jobs, progress: { bar.update($0, $1) })
            (builder.assetCatalogs, builder.stringTables) = (resources.catalogs, resources.stringTables)
            builder.fontSet = try resources.fontSet()
            return try builder.build(widgets)
        }
        bar.finish()
        let written = try GalleryWriter.write(result.model, format: format, to: root, title: parsed.value("--title") ?? "Widget gallery")
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        if !quiet {
            output("gallery: \(root.appendingPathComponent(written.entry).path)")
            output("  \(widgets.count) widget\(widgets.count == 1 ? "" : "s"); images: \(result.imagesWritten) written, \(result.imagesReused) unchanged, \(result.imagesRemoved) removed; pages: \(written.changed.count) written, \(written.unchanged) unchanged (\(String(format: "%.1f", seconds)) s, \(jobs) job\(jobs == 1 ? "" : "s"))")
        }
    }
}

/// The progress bar, fed from render threads.
final class ProgressBarSink: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private var bar: ProgressBar?
    init(enabled: Bool) { self.enabled = enabled }
    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        if bar == nil { bar = ProgressBar(total: total, enabled: true) }
        bar?.update(done)
    }
    func finish() { bar?.finish() }
}
