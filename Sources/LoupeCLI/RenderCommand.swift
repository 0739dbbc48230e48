import Foundation
import Loupe
import LoupeExamples
import LoupeUI

/// `loupe render --example NAME [--size WxH] [--scale 1|2|3] [--format png|svg] [--scheme light|dark]
/// [-o FILE] [--dump layout|display-list]`.
struct RenderCommand {
    let examples: [Example]
    let output: (String) -> Void
    let warn: (String) -> Void

    static let spec = ArgumentSpec(command: "render", summary: "Render a built-in example view to a PNG or SVG file.", options: [
        .init(name: "--example", short: nil, takesValue: true, help: "which example (see 'loupe list')", valueName: "NAME"),
        .init(name: "--size", short: nil, takesValue: true, help: "proposed size in points (default: the example's)", valueName: "WxH"),
        .init(name: "--scale", short: nil, takesValue: true, help: "pixels per point: 1, 2 or 3 (default 3)", valueName: "N"),
        .init(name: "--format", short: nil, takesValue: true, help: "png or svg (default: from -o, else png)", valueName: "FORMAT"),
        .init(name: "--scheme", short: nil, takesValue: true, help: "light or dark (default light)", valueName: "SCHEME"),
        .init(name: "--output", short: "-o", takesValue: true, help: "output file (default: NAME.png in this folder)", valueName: "FILE"),
        .init(name: "--dump", short: nil, takesValue: true, help: "print a stage instead: resolved, layout or display-list", valueName: "STAGE"),
    ], positionals: nil)

    struct Request: Equatable {
        var example: String
        var size: CGSize?
        var scale: CGFloat = 3
        var format = "png"
        var scheme = ColorScheme.light
        var output: String?
        var dump: String?
    }

    func parse(_ arguments: [String]) throws -> Request {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        guard let name = parsed.value("--example") else {
            throw CLIError.usage("loupe render needs --example NAME; examples: \(examples.map(\.name).joined(separator: ", "))")
        }
        guard examples.contains(where: { $0.name == name }) else {
            throw CLIError.usage("unknown example '\(name)'\(ArgumentParser.suggestion(for: name, among: examples.map(\.name)))")
        }
        var request = Request(example: name)
        if let size = parsed.value("--size") { request.size = try Self.parseSize(size) }
        if let scale = parsed.value("--scale") {
            guard let value = Int(scale), [1, 2, 3].contains(value) else {
                throw CLIError.usage("--scale must be 1, 2 or 3, not '\(scale)'")
            }
            request.scale = CGFloat(value)
        }
        request.output = parsed.value("--output")
        if let format = parsed.value("--format") {
            guard ["png", "svg"].contains(format) else {
                throw CLIError.usage("--format must be png or svg, not '\(format)'\(ArgumentParser.suggestion(for: format, among: ["png", "svg"]))")
            }
            request.format = format
        } else if let output = request.output, output.lowercased().hasSuffix(".svg") {
            request.format = "svg"
        }
        if let scheme = parsed.value("--scheme") {
            guard let value = ColorScheme(rawValue: scheme) else {
                throw CLIError.usage("--scheme must be light or dark, not '\(scheme)'")
            }
            request.scheme = value
        }
        if let dump = parsed.value("--dump") {
            let stages = ["resolved", "layout", "display-list"]
            guard stages.contains(dump) else {
                throw CLIError.usage("--dump must be resolved, layout or display-list, not '\(dump)'\(ArgumentParser.suggestion(for: dump, among: stages))")
            }
            request.dump = dump
        }
        return request
    }

    /// "364x170" (or "364×170"); each side a finite number greater than 0.
    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw CLIError.usage("--size must look like 364x170 (points), not '\(text)'")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CLIError.usage("--size \(text): both sides must be finite numbers greater than 0")
        }
        return CGSize(width: width, height: height)
    }

    func run(_ arguments: [String]) throws {
        let request = try parse(arguments)
        let example = examples.first { $0.name == request.example }!
        let size = request.size ?? example.size
        let renderer = try Renderer()
        let resolved = try renderer.resolve(example.makeView(request.scheme), size: size, scale: request.scale)
        if request.dump == "resolved" {
            output(resolved.nodes.map(\.dump).joined())
            return
        }
        let stages = renderer.paint(renderer.layout(resolved))
        for warning in stages.warnings { warn("loupe: warning: \(warning)") }
        switch request.dump {
        case "layout": output(stages.layout.dump); return
        case "display-list": output(stages.displayList.dump); return
        default: break
        }
        let data = request.format == "svg" ? try stages.svgData() : try renderer.rasterize(stages).pngData()
        let path = request.output ?? "\(example.name).\(request.format)"
        try OutputFile.write(data, to: path)
        output("wrote \(path) (\(request.format == "svg" ? "\(size.width.formatted)×\(size.height.formatted) pt" : "\(Int((size.width * request.scale).rounded(.up)))×\(Int((size.height * request.scale).rounded(.up))) px @\(Int(request.scale))x"))")
    }
}

