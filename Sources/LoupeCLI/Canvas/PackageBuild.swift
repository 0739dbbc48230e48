import Dispatch
import Foundation

/// The package a running binary was built from, and how to build it again: the canvas rebuilds the
/// binary it runs in (`swift build --product NAME` in the same build folder and configuration), so a
/// save needs only what changed recompiled.
struct PackageBuild: Sendable {
    /// The folder with Package.swift.
    let root: URL
    /// The executable product, which is also the file the renderer runs.
    let product: String
    /// SwiftPM's build folder (`--scratch-path`), usually ROOT/.build.
    let scratch: URL
    /// debug or release.
    let configuration: String

    /// The built executable a new renderer is started from.
    var executable: URL

    /// The package of `executable` (normally the running binary), read from where SwiftPM puts
    /// products: ROOT/.build/TRIPLE/CONFIGURATION/NAME. `nil` for a binary installed elsewhere.
    static func of(executable: URL, product: String? = nil) -> PackageBuild? {
        let path = executable.resolvingSymlinksInPath()
        let configuration = path.deletingLastPathComponent().lastPathComponent
        guard configuration == "debug" || configuration == "release" else { return nil }
        // The first folder up whose parent holds Package.swift is the build folder.
        var folder = path.deletingLastPathComponent()
        while folder.path != "/" {
            let parent = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: parent.appendingPathComponent("Package.swift").path) {
                return PackageBuild(root: parent, product: product ?? path.lastPathComponent, scratch: folder, configuration: configuration, executable: path)
            }
            folder = parent
        }
        return nil
    }

    /// The package in `root` whose product `product` is built in its default build folder.
    static func at(_ root: URL, product: String, configuration: String = "debug") -> PackageBuild {
        let scratch = root.appendingPathComponent(".build")
        return PackageBuild(root: root, product: product, scratch: scratch, configuration: configuration,
                            executable: scratch.appendingPathComponent(configuration).appendingPathComponent(product))
    }

    var arguments: [String] {
        ["build", "--product", product, "--configuration", configuration, "--scratch-path", scratch.path]
    }

    /// Runs the build; the compiler's output is kept for the page.
    func run() -> BuildOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        // A duration on the monotonic clock: Date() reads the run's pinned now in this process.
        let start = DispatchTime.now()
        do { try process.run() } catch {
            return BuildOutcome(succeeded: false, seconds: 0, diagnostics: [], output: "could not start swift build: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        return BuildOutcome(succeeded: process.terminationStatus == 0, seconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9,
                            diagnostics: BuildDiagnostic.parse(output), output: output)
    }
}

/// One build's result, as the page shows it.
struct BuildOutcome: Sendable, Codable, Equatable {
    var succeeded: Bool
    var seconds: Double
    var diagnostics: [BuildDiagnostic]
    /// The build's last lines, for a failure no diagnostic explains (a linker or manifest error).
    var output: String

    init(succeeded: Bool, seconds: Double, diagnostics: [BuildDiagnostic], output: String) {
        self.succeeded = succeeded
        self.seconds = seconds
        self.diagnostics = diagnostics
        self.output = String(output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n"))
    }
}

/// A compiler message with its place: `FILE:LINE:COLUMN: error: MESSAGE`, as swiftc and clang write them.
struct BuildDiagnostic: Sendable, Codable, Equatable {
    let file: String
    let line: Int
    let column: Int
    let severity: String
    let message: String

    /// Errors first, each place once (swift build repeats a file's errors for each of its jobs).
    static func parse(_ output: String) -> [BuildDiagnostic] {
        var found: [BuildDiagnostic] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n") {
            guard line.hasPrefix("/") else { continue }
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]) else { continue }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { continue }
            let diagnostic = BuildDiagnostic(file: String(parts[0]), line: number, column: column, severity: severity,
                                             message: parts[4].trimmingCharacters(in: .whitespaces))
            if seen.insert("\(diagnostic.file):\(number):\(column):\(diagnostic.message)").inserted { found.append(diagnostic) }
        }
        return found.filter { $0.severity == "error" } + found.filter { $0.severity != "error" }
    }
}
