import Foundation
import Loupe
import LoupeUI

/// `loupe symbols [NAME…] [--weight W] [-o sheet.png]`: a contact sheet of SF Symbols, each drawn
/// above its name as a widget would draw it, so the symbols a widget names can be checked at a
/// glance; `--list` says instead how each name is drawn (mapped, composed, relative, placeholder).
struct SymbolsCommand {
    let output: (String) -> Void
    let warn: (String) -> Void
    /// Where `-o -` sends the sheet's bytes.
    var standardOutput: (Data) -> Void = { FileHandle.standardOutput.write($0) }

    static let spec = ArgumentSpec(command: "symbols", summary: """
        Draw a contact sheet of SF Symbols (the common widget symbols, or the names given), each above its
        name; ≈ marks a name drawn as its nearest relative, ? one Loupe cannot draw. --list prints how each
        name is drawn instead.
        """, options: [
        .init(name: "--weight", short: nil, takesValue: true, help: "the symbols' weight: ultraLight, thin, light, regular (default), medium, semibold, bold, heavy, black", valueName: "W"),
        .init(name: "--mode", short: nil, takesValue: true, help: "rendering mode: monochrome (default), hierarchical, palette (the label colour and blue) or multicolor", valueName: "M"),
        .init(name: "--value", short: nil, takesValue: true, help: "variable value from 0 to 1 (wifi, cellularbars, speaker.wave.3, chart.bar)", valueName: "V"),
        .init(name: "--size", short: nil, takesValue: true, help: "the symbols' point size (default 20)", valueName: "PT"),
        .init(name: "--columns", short: nil, takesValue: true, help: "symbols per row (default 12)", valueName: "N"),
        .init(name: "--scheme", short: nil, takesValue: true, help: "light (default) or dark", valueName: "S"),
        .init(name: "--scale", short: nil, takesValue: true, help: "pixels per point (default 2)", valueName: "N"),
        .init(name: "--format", short: nil, takesValue: true, help: "png or svg (default: from -o, else png)", valueName: "FORMAT"),
        .init(name: "--output", short: "-o", takesValue: true, help: "the sheet's file (default: symbols.png)", valueName: "FILE"),
        .init(name: "--list", short: nil, takesValue: false, help: "print each name, how it is drawn and with what, instead of drawing", valueName: ""),
    ], positionals: "[NAME…]")

    static let modes: [String: SymbolRenderingMode] = [
        "monochrome": .monochrome, "hierarchical": .hierarchical, "palette": .palette, "multicolor": .multicolor,
    ]

    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        let names = parsed.positionals.isEmpty ? SymbolContactSheet.commonNames : parsed.positionals
        if let empty = names.first(where: { $0.isEmpty }) {
            throw CLIError.usage("a symbol name is empty ('\(empty)'); name SF Symbols as Image(systemName:) does, e.g. heart.fill")
        }
        if parsed.has("--list") {
            output(names.map(Self.describe).joined(separator: "\n"))
            return
        }
        var weight = Font.Weight.regular
        if let text = parsed.value("--weight") {
            guard let known = Self.weights[text] else {
                throw CLIError.usage("--weight must be one of \(Self.weights.keys.sorted().joined(separator: ", ")), not '\(text)'\(ArgumentParser.suggestion(for: text, among: Array(Self.weights.keys)))")
            }
            weight = known
        }
        var mode: SymbolRenderingMode?
        if let text = parsed.value("--mode") {
            guard let known = Self.modes[text] else {
                throw CLIError.usage("--mode must be one of \(Self.modes.keys.sorted().joined(separator: ", ")), not '\(text)'\(ArgumentParser.suggestion(for: text, among: Array(Self.modes.keys)))")
            }
            mode = known
        }
        let value = parsed.value("--value") == nil ? nil : try Self.number(parsed, "--value", default: 1, in: 0...1)
        let size = try Self.number(parsed, "--size", default: 20, in: 4...200)
        let columns = Int(try Self.number(parsed, "--columns", default: 12, in: 1...100))
        let scale = try Self.number(parsed, "--scale", default: 2, in: 1...4)
        var scheme = ColorScheme.light
        if let text = parsed.value("--scheme") {
            switch text {
            case "light": scheme = .light
            case "dark": scheme = .dark
            default: throw CLIError.usage("--scheme must be light or dark, not '\(text)'")
            }
        }
        let path = parsed.value("--output") ?? "symbols.png"
        let extensionFormat = RenderCommand.OutputFormat(rawValue: (path as NSString).pathExtension.lowercased())
        var format = extensionFormat ?? .png
        if let text = parsed.value("--format") {
            guard let chosen = RenderCommand.OutputFormat(rawValue: text) else { throw CLIError.usage("--format must be png or svg, not '\(text)'") }
            if let extensionFormat, extensionFormat != chosen {
                throw CLIError.usage("--format \(chosen.rawValue) contradicts -o \(path); name the file .\(chosen.rawValue) or drop --format")
            }
            format = chosen
        }
        let output = try OutputPath(path, option: "-o", writes: parsed.value("--format") == nil ? [.png, .svg] : [format.file])

        // A few names make one row of just their width.
        let sheet = SymbolContactSheet(names: names, weight: weight, columns: min(columns, names.count), symbolSize: CGFloat(size),
                                       renderingMode: mode, variableValue: value)
        let renderer: Renderer
        do { renderer = try Renderer.forCurrentThread() } catch { throw CLIError.failure("\(error)") }
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let stages = try renderer.pipeline(sheet, size: sheet.size, scale: CGFloat(scale), environment: environment)
        for warning in stages.warnings { warn("\(CLIError.programName): warning: \(warning)") }
        let data = format == .svg ? renderer.svg(stages) : try renderer.rasterize(stages).pngData()
        try output.write(data, standardOutput: standardOutput)
        if !output.isStandardOutput { self.output("wrote \(path) (\(names.count) symbol\(names.count == 1 ? "" : "s"), \(stages.pixelSize.width)×\(stages.pixelSize.height) px @\(Int(scale))x)") }
    }

    /// `name<TAB>how<TAB>what`: "bird.circle composed mdi:bird + circle", "suv.side.roof.cargo.carrier relative suv.side mdi:car-estate".
    static func describe(_ name: String) -> String {
        let recipe = SymbolResolver.resolve(name)
        guard recipe.kind == .placeholder else { return "\(name)\t\(recipe)" }
        let near = SymbolResolver.suggestions(for: name)
        return "\(name)\tplaceholder\t" + (near.isEmpty ? "unknown" : "did you mean \(near.joined(separator: ", "))?")
    }

    private static func number(_ parsed: ParsedArguments, _ option: String, default value: Double, in range: ClosedRange<Double>) throws -> Double {
        guard let text = parsed.value(option) else { return value }
        guard let number = Double(text), range.contains(number) else {
            throw CLIError.usage("\(option) must be a number from \(ArgumentParser.plain(range.lowerBound)) to \(ArgumentParser.plain(range.upperBound)), not '\(text)'")
        }
        return number
    }
}
