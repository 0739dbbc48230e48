import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…)` on Linux. The expansion only forwards the macro's arguments and trailing closures,
/// unchanged, to `LoupePreviews.make(…)` overloads in LoupeUI — so type checking and result builders
/// stay in the library — and records the result in the `loupe_previews` ELF section, where the
/// engine finds every preview of a binary at run time without any registry to maintain.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let record = context.makeUniqueName("loupePreview")
        let location = context.location(of: node)
        let file = location?.file.description ?? "\"\""
        let line = location?.line.description ?? "0"

        // The same argument list and trailing closures, as a call.
        var call = "LoupePreviews.make(\(node.arguments.trimmedDescription))"
        if let trailing = node.trailingClosure { call += " \(trailing.trimmedDescription)" }
        for closure in node.additionalTrailingClosures { call += " \(closure.trimmedDescription)" }

        return ["""
        @section("loupe_previews") @used
        private let \(record): @convention(c) () -> UnsafeMutableRawPointer = {
            LoupePreviews.record(file: \(raw: file), line: \(raw: line)) {
                \(raw: call)
            }
        }
        """]
    }
}
