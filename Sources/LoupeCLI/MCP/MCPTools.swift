import Foundation
import Loupe
import LoupeSnapshot
import LoupeUI

/// What a tool call answers: content blocks for the model (text, images), structured content for
/// programs, and whether the call failed (a tool error the model can read and correct).
struct MCPToolResult: Sendable {
    var content: [JSONValue]
    var structured: JSONValue? = nil
    var isError = false

    static func text(_ text: String) -> JSONValue { ["type": "text", "text": .string(text)] }
    static func image(_ data: Data, mimeType: String) -> JSONValue {
        ["type": "image", "data": .string(data.base64EncodedString()), "mimeType": .string(mimeType)]
    }
    static func failure(_ message: String) -> MCPToolResult { MCPToolResult(content: [text(message)], isError: true) }

    var json: JSONValue {
        var result: [String: JSONValue] = ["content": .array(content)]
        if let structured { result["structuredContent"] = structured }
        if isError { result["isError"] = true }
        return .object(result)
    }
}

/// A bad argument: the call answers it as a tool error, in the command line's words.
struct MCPArgumentError: Error, CustomStringConvertible {
    let description: String
}

/// The tools `loupe mcp` offers. Each one builds the command line's own arguments and runs the
/// command with its output captured, so a tool renders exactly what the command renders (the same
/// bytes) and rejects exactly what it rejects, with the same message.
struct MCPTools {
    let catalog: PreviewCatalog
    let examples: [ViewExample]
    /// Places holding the widget's resources that every call searches after its own `resources`
    /// (`mcp --resources`).
    var defaultResources: [String] = []

    struct Tool: Sendable {
        let name: String
        let description: String
        let properties: [String: JSONValue]
        let required: [String]
        let call: @Sendable (MCPTools, Arguments) throws -> MCPToolResult

        var listing: JSONValue {
            ["name": .string(name), "description": .string(description),
             "inputSchema": ["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
                             "additionalProperties": false]]
        }
    }

    static let all: [Tool] = [renderPreview, listPreviews, render, layout, verify, review]

    static func named(_ name: String) -> Tool? { all.first { $0.name == name } }

    func call(_ name: String, arguments: [String: JSONValue]) -> MCPToolResult {
        guard let tool = Self.named(name) else { return .failure("unknown tool '\(name)'") }
        do {
            return try tool.call(self, try Arguments(arguments, of: tool))
        } catch let error as MCPArgumentError {
            return .failure(error.description)
        } catch {
            return .failure(CLIError.from(error).message)
        }
    }

    // MARK: Arguments

    /// A call's arguments, checked against the tool's schema: no unknown names, the right types.
    struct Arguments {
        let values: [String: JSONValue]

        init(_ values: [String: JSONValue], of tool: Tool) throws {
            for name in values.keys.sorted() where tool.properties[name] == nil {
                throw MCPArgumentError(description: "\(tool.name) has no argument '\(name)'\(ArgumentParser.suggestion(for: name, among: tool.properties.keys.sorted())); its arguments are \(tool.properties.keys.sorted().joined(separator: ", "))")
            }
            for name in tool.required where values[name] == nil || values[name] == .null {
                throw MCPArgumentError(description: "\(tool.name) needs '\(name)'")
            }
            self.values = values
        }

        func string(_ name: String) throws -> String? {
            switch values[name] {
            case nil, .null?: return nil
            case .string(let value)?: return value
            default: throw MCPArgumentError(description: "'\(name)' must be a string")
            }
        }

        func int(_ name: String) throws -> Int? {
            switch values[name] {
            case nil, .null?: return nil
            case .int(let value)?: return value
            default: throw MCPArgumentError(description: "'\(name)' must be an integer")
            }
        }

        func bool(_ name: String) throws -> Bool? {
            switch values[name] {
            case nil, .null?: return nil
            case .bool(let value)?: return value
            default: throw MCPArgumentError(description: "'\(name)' must be true or false")
            }
        }

        /// An entry index as the command line takes it: a number, or a word (`placeholder`, `all`).
        func index(_ name: String) throws -> String? {
            switch values[name] {
            case nil, .null?: return nil
            case .int(let value)?: return String(value)
            case .string(let value)?: return value
            default: throw MCPArgumentError(description: "'\(name)' must be an entry index (0, 1, …) or placeholder, snapshot or all")
            }
        }

        /// Places, as a comma-separated string or an array of strings.
        func places(_ name: String) throws -> [String] {
            switch values[name] {
            case nil, .null?: return []
            case .string(let value)?: return value.split(separator: ",").map(String.init)
            case .array(let items)?:
                return try items.map { item in
                    guard case .string(let place) = item else { throw MCPArgumentError(description: "'\(name)' must be a string or an array of strings") }
                    return place
                }
            default: throw MCPArgumentError(description: "'\(name)' must be a string or an array of strings")
            }
        }

        /// The cell axes, as command-line options.
        /// One cell's axes as a typed request (`render`, `layout`): each argument checked for its
        /// JSON type here, and for its value by the request, in the command line's words.
        func cellRequest(target: String) throws -> CellRequest {
            var fields = ["target": target]
            let names: [(String, String)] = [("family", "family"), ("presentation", "presentation"), ("timelineIndex", "entry"), ("mode", "mode"),
                                             ("colorScheme", "scheme"), ("device", "device"), ("dynamicTypeSize", "dynamicType"), ("locale", "locale"),
                                             ("layoutDirection", "layoutDirection"), ("timeZone", "timeZone"), ("place", "place")]
            for (argument, field) in names {
                fields[field] = try argument == "timelineIndex" ? index(argument) : string(argument)
            }
            if try bool("stale") == true { fields["stale"] = "true" }
            return try CellRequest(fields: fields)
        }

        func axisOptions() throws -> [String] {
            var options: [String] = []
            for (name, flag) in MCPTools.axes {
                if let value = try (name == "timelineIndex" ? index(name) : string(name)) { options += [flag, value] }
            }
            if try bool("stale") == true { options.append("--stale") }
            return options
        }
    }

    /// Tool argument → command-line option, for the axes of a cell.
    static let axes: [(String, String)] = [
        ("family", "--family"), ("presentation", "--presentation"), ("timelineIndex", "--timeline-index"), ("mode", "--mode"),
        ("colorScheme", "--scheme"), ("device", "--device"), ("dynamicTypeSize", "--dynamic-type"), ("locale", "--locale"),
        ("layoutDirection", "--layout-direction"), ("timeZone", "--time-zone"), ("place", "--place"),
    ]

    /// `--resources` for a call: its own places, then the server's.
    func resourceOptions(_ arguments: Arguments) throws -> [String] {
        let places = try arguments.places("resources") + defaultResources
        return places.isEmpty ? [] : ["--resources", places.joined(separator: ",")]
    }

    static let resourcesProperty: JSONValue = ["type": ["string", "array"], "items": ["type": "string"],
                                               "description": "places holding the widget's asset catalogs, string files and fonts (folders or .xcassets, .xcstrings, .strings, .lproj, font files): a string (comma-separated) or an array; searched before the server's own (mcp --resources) and those the binary finds itself"]

    /// The values an axis argument is checked against in its schema (the command line checks them
    /// again, with its own messages).
    static let axisValues: [String: [String]] = [
        "mode": ["fullColor", "accented", "vibrant"], "colorScheme": ["light", "dark"], "layoutDirection": ["ltr", "rtl"],
        "place": WidgetCell.Placement.allCases.map(\.rawValue),
    ]

    /// The axis arguments, described by the command line's own help for each option: one table of
    /// what an axis means, read by `render --help` and by an agent's tool listing alike.
    static let axisProperties: [String: JSONValue] = {
        var properties: [String: JSONValue] = ["resources": resourcesProperty]
        for (name, flag) in axes + [("stale", "--stale")] {
            guard let option = RenderCommand.axisOptions.first(where: { $0.name == flag }) else { preconditionFailure("no option \(flag)") }
            var property: [String: JSONValue] = ["description": .string(option.help)]
            property["type"] = name == "timelineIndex" ? ["integer", "string"] : name == "stale" ? "boolean" : "string"
            if let values = axisValues[name] { property["enum"] = .array(values.map { .string($0) }) }
            properties[name] = .object(property)
        }
        return properties
    }()

    static let targetProperty: JSONValue = ["type": "string", "description": "a widget kind, a preview's name or a view, as list_previews names them"]

    // MARK: Running commands

    /// Runs a command with its output and warnings captured; a failure throws the command's error.
    private func run(_ command: String, _ arguments: [String]) throws -> (output: [String], warnings: [String]) {
        let output = LineBuffer(), warnings = LineBuffer()
        let say = { (line: String) in output.append(line) }, warn = { (line: String) in warnings.append(line) }
        do {
            switch command {
            case "render": try RenderCommand(catalog: catalog, examples: examples, output: say, warn: warn).run(arguments)
            case "list": try ListCommand(catalog: catalog, examples: examples, output: say).run(arguments)
            case "verify": try VerifyCommand(catalog: catalog, output: say, warn: warn, recordsAll: false).run(arguments)
            case "review": try ReviewCommand(catalog: catalog, output: say, warn: warn).run(arguments)
            default: throw CLIError.usage("no command \(command)")
            }
        }
        return (output.lines, warnings.lines)
    }

    /// A fresh folder for one call's files, removed when the call is over.
    private func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// One cell rendered to a file by `render`, read back: the bytes `loupe render … -o` writes.
    private func renderCell(_ target: String, options: [String], format: String) throws -> (data: Data, warnings: [String]) {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("cell.\(format)")
            let run = try run("render", [target] + options + ["--quiet", "-o", file.path])
            return (try Data(contentsOf: file), run.warnings)
        }
    }

    /// Width and height from a PNG's header.
    private static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be(16), be(20))
    }

    private static func describe(_ target: String, _ options: [String], _ png: Data, warnings: [String]) -> String {
        var pairs: [String] = []
        var i = 0
        while i + 1 < options.count { pairs.append("\(options[i].dropFirst(2)) \(options[i + 1])"); i += 2 }
        var text = target + (pairs.isEmpty ? "" : " (\(pairs.joined(separator: ", ")))")
        if let size = pngSize(png) { text += ": \(size.width)×\(size.height) px PNG" }
        text += warnings.isEmpty ? "; no warnings" : "; warnings: " + warnings.joined(separator: "; ")
        return text
    }

    // MARK: The tools

    /// Xcode's RenderPreview, argument for argument: a preview found by its file and its place in it.
    static let renderPreview = Tool(
        name: "RenderPreview",
        description: "Render a #Preview (or PreviewProvider preview) declared in a Swift file, as Xcode's RenderPreview does, and return the PNG. Use previewCanvasControlOverrides.timelineIndex for each timeline entry and toggleState for a Live Activity's content state or a control's on/off.",
        properties: [
            "sourceFilePath": ["type": "string", "description": "the Swift file that declares the preview (absolute, relative, or Module/File.swift)"],
            "previewDefinitionIndexInFile": ["type": "integer", "description": "which preview in the file, 0-based in source order; default 0"],
            "previewCanvasControlOverrides": ["type": "object", "description": "canvas controls",
                                              "properties": ["timelineIndex": ["type": "integer", "description": "the timeline entry to show"],
                                                             "toggleState": ["type": ["integer", "boolean", "string"], "description": "a Live Activity's content state (index), or a control's on/off"]]],
            "colorScheme": ["type": "string", "enum": ["light", "dark"]],
            "dynamicTypeSize": ["type": "string", "description": "xSmall … xxxLarge, accessibility1 … accessibility5"],
            "device": ["type": "string", "description": "device profile, as list_previews names them"],
            "tabIdentifier": ["type": "string", "description": "accepted for compatibility with Xcode, and ignored"],
            "resources": resourcesProperty,
        ],
        required: ["sourceFilePath"],
        call: { tools, arguments in
            let path = try arguments.string("sourceFilePath") ?? ""
            let index = try arguments.int("previewDefinitionIndexInFile") ?? 0
            let target = try PreviewFiles(catalog: tools.catalog).target(file: path, index: index)
            // The canvas controls as a typed cell request (the canvas page asks for cells the same way).
            var fields = ["target": target.name]
            if let overrides = arguments.values["previewCanvasControlOverrides"] {
                guard let object = overrides.object else { throw MCPArgumentError(description: "'previewCanvasControlOverrides' must be an object") }
                for key in object.keys.sorted() where !["timelineIndex", "toggleState"].contains(key) {
                    throw MCPArgumentError(description: "previewCanvasControlOverrides has no '\(key)'; it takes timelineIndex and toggleState")
                }
                switch object["toggleState"] {
                case nil, .null?: break
                case .bool(let on)?: fields["entry"] = on ? "1" : "0"
                case .int(let state)?: fields["entry"] = String(state)
                case .string(let text)?:
                    switch text.lowercased() {
                    case "on", "true": fields["entry"] = "1"
                    case "off", "false": fields["entry"] = "0"
                    default: fields["entry"] = text
                    }
                default: throw MCPArgumentError(description: "'toggleState' must be a content state index, or true/false for a control")
                }
                switch object["timelineIndex"] {
                case nil, .null?: break
                case .int(let entry)?:
                    guard fields["entry"] == nil else {
                        throw MCPArgumentError(description: "give timelineIndex (a widget's entry) or toggleState (an activity's state, a control's on/off), not both")
                    }
                    fields["entry"] = String(entry)
                default: throw MCPArgumentError(description: "'timelineIndex' must be an integer")
                }
            }
            fields["scheme"] = try arguments.string("colorScheme")
            fields["dynamicType"] = try arguments.string("dynamicTypeSize")
            fields["device"] = try arguments.string("device")
            let request = try CellRequest(fields: fields.compactMapValues { $0 })
            let options = Array(request.arguments.dropFirst())
            let png = try tools.renderCell(target.name, options: options + (try tools.resourceOptions(arguments)), format: "png")
            let location = target.location.map { " (\($0))" } ?? ""
            return MCPToolResult(content: [MCPToolResult.image(png.data, mimeType: "image/png"),
                                           MCPToolResult.text(describe(target.name, options, png.data, warnings: png.warnings) + location)])
        })

    static let listPreviews = Tool(
        name: "list_previews",
        description: "List the widgets, Live Activities, controls and previews this binary can render: names, kinds, preview files and lines, families or presentations, timeline entries and reload policies, content states, devices and plain views.",
        properties: [:], required: [],
        call: { tools, _ in
            let json = try tools.run("list", ["--json"]).output.joined(separator: "\n")
            let structured = JSONValue.parse(json)
            return MCPToolResult(content: [MCPToolResult.text(structured?.pretty ?? json)], structured: structured)
        })

    static let render = Tool(
        name: "render",
        description: "Render one cell of a widget, Live Activity, control or view on any axis (family or presentation, entry, mode, scheme, device, Dynamic Type size, locale…) as PNG or SVG.",
        properties: axisProperties.merging(["target": targetProperty,
                                            "format": ["type": "string", "enum": ["png", "svg"], "description": "default png"]]) { a, _ in a },
        required: ["target"],
        call: { tools, arguments in
            let target = try arguments.string("target") ?? ""
            let format = try arguments.string("format") ?? "png"
            guard ["png", "svg"].contains(format) else { throw MCPArgumentError(description: "format must be png or svg, not '\(format)'") }
            let request = try arguments.cellRequest(target: target)
            let options = Array(request.arguments.dropFirst()) + (try tools.resourceOptions(arguments))
            let cell = try tools.renderCell(target, options: options, format: format)
            if format == "svg" {
                let note = "SVG, \(cell.data.count) bytes" + (cell.warnings.isEmpty ? "" : "; warnings: " + cell.warnings.joined(separator: "; "))
                return MCPToolResult(content: [MCPToolResult.image(cell.data, mimeType: "image/svg+xml"), MCPToolResult.text(note)])
            }
            return MCPToolResult(content: [MCPToolResult.image(cell.data, mimeType: "image/png"),
                                           MCPToolResult.text(describe(target, options, cell.data, warnings: cell.warnings))])
        })

    static let layout = Tool(
        name: "layout",
        description: "The layout dump of one cell (every view's frame in points, one per line), or its resolved tree (before layout), display list or accessibility elements (stage).",
        properties: axisProperties.merging(["target": targetProperty,
                                            "stage": ["type": "string", "enum": ["layout", "resolved", "display-list", "accessibility"], "description": "default layout"]]) { a, _ in a },
        required: ["target"],
        call: { tools, arguments in
            let target = try arguments.string("target") ?? ""
            let stage = try arguments.string("stage") ?? "layout"
            let request = try arguments.cellRequest(target: target)
            let dump = try tools.run("render", request.arguments + tools.resourceOptions(arguments) + ["--dump", stage]).output.joined(separator: "\n")
            return MCPToolResult(content: [MCPToolResult.text(dump)])
        })

    static let verify = Tool(
        name: "verify",
        description: "Compare cells with their references in Snapshots/ (nothing is recorded): pass or fail per cell, the changed fraction, and the diff image of each failure.",
        properties: axisProperties.merging(["target": ["type": "string", "description": "widgets or previews, comma-separated, or all (default all)"],
                                            "snapshots": ["type": "string", "description": "the references' folder (default Snapshots)"]]) { a, _ in a },
        required: [],
        call: { tools, arguments in
            try tools.withScratchFolder { folder in
                var command = [try arguments.string("target") ?? "all"] + (try arguments.axisOptions()) + (try tools.resourceOptions(arguments)) + ["--record", "never", "--artifacts", folder.path]
                if let snapshots = try arguments.string("snapshots") { command += ["--snapshots", snapshots] }
                var failure: String?
                var run: (output: [String], warnings: [String]) = ([], [])
                do { run = try tools.run("verify", command) } catch { failure = CLIError.from(error).message }
                // The summary as `merge` reads it: the verifier's own type, decoded.
                let summaryFile = folder.appendingPathComponent(SnapshotVerifier.summaryFile)
                guard let summaryData = try? Data(contentsOf: summaryFile),
                      let summary = try? JSONDecoder().decode(SnapshotVerifier.Summary.self, from: summaryData) else {
                    // No summary: the run could not start (a usage error names why), or every cell passed.
                    if let failure { return MCPToolResult.failure(failure) }
                    return MCPToolResult(content: [MCPToolResult.text((run.output + run.warnings).joined(separator: "\n"))], structured: ["passed": true])
                }
                var content: [JSONValue] = [MCPToolResult.text((run.warnings + (failure.map { [$0] } ?? [])).joined(separator: "\n"))]
                let failed = summary.cells.filter { $0.status == .failed }
                for outcome in failed {
                    // The diff image of each failure, for a model to look at (the first few).
                    if let diff = outcome.artifacts["diff"] ?? outcome.artifacts["sideBySide"], content.count < 9 {
                        let url = diff.hasPrefix("/") ? URL(fileURLWithPath: diff) : folder.appendingPathComponent(diff)
                        if let image = try? Data(contentsOf: url) {
                            content.append(MCPToolResult.text("\(outcome.cell): \(outcome.message)"))
                            content.append(MCPToolResult.image(image, mimeType: "image/png"))
                        }
                    }
                }
                let cells = JSONValue.parse(String(decoding: try JSONEncoder().encode(failed), as: UTF8.self)) ?? .array([])
                let structured = JSONValue.parse(String(decoding: summaryData, as: UTF8.self)) ?? .null
                return MCPToolResult(content: content, structured: ["passed": .bool(failed.isEmpty && failure == nil), "failed": cells,
                                                                    "summary": structured], isError: false)
            }
        })

    static let review = Tool(
        name: "review",
        description: "Check cells and timelines against loupe review's rules (truncated or clipped text, contrast, colour-only marks, margins, closure buttons, hit regions, unlabelled images, timelines, reload budget, placeholders, slow snapshots). Findings as structured content.",
        properties: axisProperties.merging(["target": ["type": "string", "description": "widgets or previews, comma-separated, or all (default all)"],
                                            "skip": ["type": "string", "description": "rules to leave out, comma-separated (RULE or WIDGET:RULE)"]]) { a, _ in a },
        required: [],
        call: { tools, arguments in
            var command = [try arguments.string("target") ?? "all"] + (try arguments.axisOptions()) + (try tools.resourceOptions(arguments)) + ["--format", "json", "--fail-on", "never"]
            if let skip = try arguments.string("skip") { command += ["--skip", skip] }
            let json = try tools.run("review", command).output.joined(separator: "\n")
            guard let report = JSONValue.parse(json) else { return .failure("review wrote no report") }
            var lines: [String] = []
            if case .array(let findings)? = report["findings"] {
                lines.append("\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(report["cells"].map { $0.line } ?? "?") cells")
                for finding in findings.prefix(50) {
                    lines.append("\(finding["severity"]?.string ?? "") \(finding["rule"]?.string ?? "") \(finding["cell"]?.string ?? "") \(finding["element"]?.string ?? ""): \(finding["detail"]?.string ?? "")")
                }
                if findings.count > 50 { lines.append("… and \(findings.count - 50) more in the structured content") }
            }
            return MCPToolResult(content: [MCPToolResult.text(lines.joined(separator: "\n"))], structured: report)
        })
}

/// Lines a command writes, gathered from whichever thread writes them.
final class LineBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
