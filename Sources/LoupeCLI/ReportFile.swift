import Foundation
import Loupe

/// `-o FILE` for a command's report (`review`, `list`): its lines are kept and written to the file
/// in one atomic step when the command ends, whether it passes or fails on what it found; without a
/// file, or with `-`, they are printed as they come. A file in a missing folder, a folder, or a name
/// whose extension is another format's is a usage error before anything runs, and a run that ends
/// before producing any report writes no file. The file is written as `OutputPath` writes (a link's
/// target replaced, a device or FIFO written in place).
final class ReportFile: @unchecked Sendable {
    static let option = ArgumentSpec.Option(name: "--output", short: "-o", takesValue: true,
                                            help: "write the report to FILE instead of standard output", valueName: "FILE")
    let file: URL?
    private let print: (String) -> Void
    private var lines: [String] = []
    private let lock = NSLock()

    /// - Parameters:
    ///   - option: the option the path came with, for messages.
    ///   - formats: what the report is (its file's extension must not name another format).
    init(_ path: String?, option: String = "-o", writes formats: [OutputFileFormat], printingTo print: @escaping (String) -> Void) throws {
        self.print = print
        guard let path else { file = nil; return }
        let output = try OutputPath(path, option: option, writes: formats)
        guard !output.isStandardOutput else { file = nil; return }
        try output.checkWritable(option: option)
        self.file = URL(fileURLWithPath: path)
    }

    /// One line of the report.
    func write(_ line: String) {
        guard file != nil else { return print(line) }
        lock.withLock { lines.append(line) }
    }

    /// Runs `body` with the report's lines going to `write`, then writes the file, also when
    /// `body` throws after reporting (a review that fails on its findings keeps its report).
    func collecting(_ body: () throws -> Void) throws {
        do {
            try body()
            try finish()
        } catch {
            try finish()
            throw error
        }
    }

    private func finish() throws {
        let lines = lock.withLock { self.lines }
        guard let file, !lines.isEmpty else { return }
        do {
            try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: file, creatingFolder: false)
        } catch {
            throw CLIError.failure("cannot write the report \(file.path): \(error)")
        }
    }
}
