import Dispatch
import Foundation
import Loupe
import LoupeUI
import LoupeSnapshot

/// `loupe bench`: medians per pipeline stage for each example on one thread, then throughput on
/// one thread and on all cores. A benchmark, not a test: build with `-c release`.
struct BenchCommand {
    let catalog: PreviewCatalog
    let examples: [ViewExample]
    let output: (String) -> Void

    static let spec = ArgumentSpec(command: "bench", summary: "Measure each pipeline stage over the built-in examples.", options: [
        .init(name: "--iterations", short: nil, takesValue: true, help: "renders per example and stage (default 30)", valueName: "N"),
        .init(name: "--scale", short: nil, takesValue: true, help: "pixels per point (default 3)", valueName: "N"),
        .init(name: "--cells", short: nil, takesValue: true, help: "widget cells for the memory run (default: one matrix)", valueName: "N"),
        .init(name: "--views", short: nil, takesValue: false, help: "also time the example views stage by stage", valueName: ""),
        .init(name: "--verify", short: nil, takesValue: false, help: "also measure verifying the matrix against references", valueName: ""),
    ], positionals: nil)

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let iterations = try parsed.value("--iterations").map { text -> Int in
            guard let n = Int(text), n > 0 else { throw CLIError.usage("--iterations must be a whole number above 0") }
            return n
        } ?? 30
        let scale = CGFloat(Int(parsed.value("--scale") ?? "3") ?? 3)
        let renderer = try Renderer()
        #if DEBUG
        output("note: this is a debug build; run 'swift build -c release' and .build/release/\(CLIError.programName) bench for real figures")
        #endif
        try benchMatrix(cellsForMemory: parsed.value("--cells").flatMap(Int.init), iterations: iterations)
        if parsed.has("--verify") { try benchVerify() }
        guard parsed.has("--views") else { return }
        output("stage medians in ms over \(iterations) runs, 1 thread, @\(Int(scale))x")
        output("example        size     resolve  layout  paint  raster    png    svg  png KB")
        for example in examples {
            let view = example.makeView(.light)
            var times = Array(repeating: [Double](), count: 6)
            var pngBytes = 0
            for _ in 0..<iterations {
                let (resolved, t0) = try time { try renderer.resolve(view, size: example.size, scale: scale) }
                let (laidOut, t1) = time { renderer.layout(resolved) }
                let (stages, t2) = time { renderer.paint(laidOut) }
                let (image, t3) = try time { try renderer.rasterize(stages) }
                let (png, t4) = try time { try image.pngData() }
                let (_, t5) = time { renderer.svg(stages) }
                for (i, t) in [t0, t1, t2, t3, t4, t5].enumerated() { times[i].append(t) }
                pngBytes = png.count
            }
            let size = "\(example.size.width.formatted)x\(example.size.height.formatted)"
            let columns = times.map { String(format: "%7.2f", median($0)) }.joined(separator: " ")
            output("\(example.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(size.padding(toLength: 8, withPad: " ", startingAt: 0)) \(columns) \(String(format: "%7d", pngBytes / 1024))")
        }
        // Throughput: whole renders (pipeline + raster + PNG) on 1 thread and on every core.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for threads in Array(Set([1, cores])).sorted() {
            let perThread = max(iterations, 20)
            let start = DispatchTime.now()
            _ = RenderWorkers.run(threads * perThread, jobs: threads) { i, renderer in
                let example = examples[i % examples.count]
                return try renderer.render(example.makeView(.light), size: example.size, scale: scale).pngData().count
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            output("\(threads) thread\(threads == 1 ? "" : "s"): \(threads * perThread) renders in \(String(format: "%.2f", seconds)) s = \(String(format: "%.1f", Double(threads * perThread) / seconds)) images/s")
        }
        output("peak memory: \(peakMemoryMB()) MB")
    }

    /// The whole example widget matrix (every widget, family, entry, mode and scheme) rendered to
    /// PNG in memory: stage medians on one thread, throughput on one job and on every core, and
    /// resident memory after warm-up and at the end of a long run.
    private func benchMatrix(cellsForMemory: Int?, iterations: Int) throws {
        let timelines = TimelineCache()
        let cells = try Self.widgetMatrix(catalog, timelines: timelines)
        output("widget matrix: \(cells.count) cells (the given widgets, activities and controls × families or presentations × entries or states × modes × schemes)")

        // One cell as the matrix renders it: stages, pixels, PNG — once.
        func render(_ stages: Pipeline, with renderer: Renderer) throws {
            _ = try renderer.rasterize(stages).pngData()
        }
        // The same, each stage timed; the cell is rendered once untimed first, so its timeline is
        // asked for outside the timing.
        func timedStages(_ cell: MatrixCell, with renderer: Renderer) throws -> [Double] {
            _ = try cell.pipeline(renderer, timelines: timelines)
            let start = DispatchTime.now()
            let stages = try cell.pipeline(renderer, timelines: timelines)
            let t1 = DispatchTime.now()
            let image = try renderer.rasterize(stages)
            let t2 = DispatchTime.now()
            _ = try image.pngData()
            let t3 = DispatchTime.now()
            func ms(_ a: DispatchTime, _ b: DispatchTime) -> Double { Double(b.uptimeNanoseconds - a.uptimeNanoseconds) / 1e6 }
            return [ms(start, t1), ms(t1, t2), ms(t2, t3)]
        }

        // Stage medians, one thread, after one warm-up pass.
        let renderer = try Renderer.forCurrentThread()
        for cell in cells { try render(cell.pipeline(renderer, timelines: timelines), with: renderer) }
        var stages: [[Double]] = [[], [], []]
        for cell in cells { for (i, t) in try timedStages(cell, with: renderer).enumerated() { stages[i].append(t) } }
        output(String(format: "  stage medians (ms): resolve+layout+paint %.2f, raster %.2f, png %.2f", median(stages[0]), median(stages[1]), median(stages[2])))

        // Throughput: the matrix `passes` times on 1 job and on every core.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let passes = max(1, iterations / 10)
        for jobs in Array(Set([1, cores])).sorted() {
            // Pass by pass: one runner over repeated cells would group a cell with its own repeats.
            var failures = 0
            let start = DispatchTime.now()
            for _ in 0..<passes {
                failures += MatrixRunner(cells: cells, jobs: jobs, showProgress: false, timelines: timelines) { _, stages, renderer in
                    try render(stages, with: renderer)
                }.run().count
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let rendered = passes * cells.count
            output(String(format: "  %d job%@: %d cells in %.2f s = %.1f cells/s%@", jobs, jobs == 1 ? "" : "s", rendered, seconds,
                          Double(rendered) / seconds, failures == 0 ? "" : " (\(failures) failed)"))
        }

        // Memory: resident size after warm-up, then after many more cells.
        if let total = cellsForMemory, total > 0 {
            let warm = residentMB()
            var done = 0
            while done < total {
                let batch = Array(cells.prefix(min(cells.count, total - done)))
                _ = MatrixRunner(cells: batch, jobs: cores, showProgress: false, timelines: timelines) { _, stages, renderer in try render(stages, with: renderer) }.run()
                done += batch.count
            }
            output("  memory: \(warm) MB resident after warm-up, \(residentMB()) MB after \(total) more cells")
        }
        output("  peak memory: \(peakMemoryMB()) MB")
    }

    /// Verifying the whole matrix: references recorded into a temporary folder first (not timed),
    /// then every cell rendered and compared as pixels — no PNG encoding on the passing path.
    private func benchVerify() throws {
        let timelines = TimelineCache()
        let cells = try Self.widgetMatrix(catalog, timelines: timelines)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        func run(_ mode: RecordMode, jobs: Int) throws -> (Double, Int) {
            let verifier = SnapshotVerifier(snapshots: folder, artifacts: folder.appendingPathComponent("artifacts"), mode: mode, environment: environment)
            let start = DispatchTime.now()
            _ = MatrixRunner(cells: cells, jobs: jobs, showProgress: false, timelines: timelines) { cell, stages, renderer in
                verifier.verify(try renderer.rasterize(stages), path: cell.path(format: "png"))
            }.run()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            return (Double(cells.count) / seconds, verifier.results.filter { $0.status == .passed }.count)
        }
        _ = try run(.missing, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for jobs in Array(Set([1, ProcessInfo.processInfo.activeProcessorCount])).sorted() {
            let (rate, passed) = try run(.never, jobs: jobs)
            output(String(format: "  verify, %d job%@: %.1f cells/s (%d of %d passed)", jobs, jobs == 1 ? "" : "s", rate, passed, cells.count))
        }
    }

    /// The matrix the figures in the README are measured on: every given widget, activity and
    /// control (not the #Preview blocks or plain views) on every axis.
    static func widgetMatrix(_ catalog: PreviewCatalog, timelines: TimelineCache) throws -> [MatrixCell] {
        var request = MatrixRequest()
        request.defaults = .whole
        return try catalog.targets.filter { $0.location == nil && $0.widgetPreview != nil }
            .flatMap { try request.cells(of: $0, named: false, timelines: timelines) }
    }

    private func residentMB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb / 1024
    }

    private func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now()
        let value = try body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private func peakMemoryMB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb / 1024
    }
}
