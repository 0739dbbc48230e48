// The compiler plugin's entry point. The toolchain ships SwiftCompilerPluginMessageHandling but not
// SwiftCompilerPlugin (which would provide `@main`), so this is the small replacement: answer the
// compiler's messages on standard input and output with our one macro.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

struct LoupeMacroProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "LoupeMacros has no macro \(name)" }
    }
    struct NoLibraries: Error, CustomStringConvertible {
        var description: String { "LoupeMacros does not load plugin libraries" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard typeName == "PreviewMacro" else { throw UnknownMacro(name: "\(moduleName).\(typeName)") }
        return PreviewMacro.self
    }
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws { throw NoLibraries() }
    var features: [PluginFeature] { [] }
}

@main
struct LoupeMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: LoupeMacroProvider()).main()
    }
}
