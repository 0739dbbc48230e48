import Foundation
import Loupe
import LoupeUI

/// `loupe preview` (`swift run widgets preview` in a package): Xcode's canvas in a browser. Serves a
/// page on a loopback address with every preview of the package, rebuilds the package when a source
/// is saved and pushes the new pictures to the page.
struct PreviewCommand {
    let catalog: PreviewCatalog
    let output: (String) -> Void
    let warn: (String) -> Void

    /// Tried in order, so a restarted canvas gets the same address (browsers remember the page's
    /// settings per address); then any free port.
    static let preferredPorts: [UInt16] = Array(7366...7375) + [0]

    static let spec = ArgumentSpec(command: "preview", summary: """
        Serve a live canvas of the package's previews on http://127.0.0.1:PORT/ (open it in a browser or
        VS Code's Simple Browser). On a save the package is rebuilt and the page redraws; a build error
        shows in the page over the last good pictures. Ctrl-C stops it.
        """, options: [
        .init(name: "--port", short: "-p", takesValue: true, help: "the port (default: the first free of 7366…7375, else any)", valueName: "N"),
        .init(name: "--host", short: nil, takesValue: true, help: "the address to listen on (default 127.0.0.1: this machine only)", valueName: "ADDR"),
        .init(name: "--package", short: nil, takesValue: true, help: "the package to rebuild (default: the one this binary was built in)", valueName: "DIR"),
        .init(name: "--product", short: nil, takesValue: true, help: "the executable product to rebuild (default: this binary's name)", valueName: "NAME"),
        .init(name: "--watch", short: nil, takesValue: true, help: "more folders to watch, comma-separated (the package's folder, its linked folders and the shared widget folder are watched)", valueName: "DIRS"),
        .init(name: "--no-watch", short: nil, takesValue: false, help: "serve the previews as they are: no watching, no rebuilds", valueName: ""),
        ResourcesOption.option,
        .init(name: "--worker", short: nil, takesValue: false, help: "(internal) answer render requests on standard input for a canvas", valueName: ""),
    ], positionals: nil)

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let resourceArguments = parsed.value("--resources").map { ["--resources", $0] } ?? []
        if parsed.has("--worker") {
            return try CanvasWorkerLoop.run(catalog: catalog, extraArguments: resourceArguments)
        }
        _ = try ResourcesOption.read(parsed)   // a bad place is a usage error now, not in every cell
        let host = parsed.value("--host") ?? "127.0.0.1"
        var ports = Self.preferredPorts
        if let text = parsed.value("--port") {
            guard let port = UInt16(text) else { throw CLIError.usage("--port must be a port number (0 for any free port), not '\(text)'") }
            ports = [port]
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var package: PackageBuild?
        if let folder = parsed.value("--package") {
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw CLIError.usage("--package \(folder): no Package.swift there")
            }
            let product = parsed.value("--product") ?? executable.lastPathComponent
            package = PackageBuild.of(executable: executable, product: product).flatMap { $0.root.path == root.path ? $0 : nil }
                ?? PackageBuild.at(root, product: product)
        } else {
            package = PackageBuild.of(executable: executable, product: parsed.value("--product"))
        }
        let watchesSources = !parsed.has("--no-watch")
        if watchesSources && package == nil {
            throw CLIError.usage("\(executable.path) was not built in a Swift package, so the canvas cannot rebuild it: give --package DIR, or --no-watch to serve the previews as they are")
        }
        var configuration = CanvasServer.Configuration()
        configuration.title = package.map { "\($0.product) — Loupe" } ?? "Loupe"
        if watchesSources, let package {
            configuration.build = { package.run() }
            configuration.watched = [package.root] + AppResources.recordedSharedFolders()
                + (parsed.value("--watch") ?? "").split(separator: ",").map { URL(fileURLWithPath: String($0)).standardizedFileURL }
            configuration.builtAt = (try? FileManager.default.attributesOfItem(atPath: package.executable.path)[.modificationDate]) as? Date
        }
        let backend = ProcessRenderer(executable: package?.executable ?? executable, arguments: resourceArguments)
        let server = CanvasServer(backend: backend, configuration: configuration)
        do { try server.start(host: host, ports: ports) } catch {
            throw CLIError.failure("could not listen on \(host): \(error)")
        }
        let url = "http://\(host):\(server.port ?? 0)/"
        output("Loupe canvas: \(url)")
        if let package, watchesSources {
            output("watching \(configuration.watched.map(\.path).joined(separator: ", ")); a save rebuilds \(package.product) (\(package.configuration)); Ctrl-C stops")
        }
        fflush(nil)   // a script reading the address through a pipe sees it now
        // Serves until the process is stopped.
        while true { sleep(3600) }
    }
}
