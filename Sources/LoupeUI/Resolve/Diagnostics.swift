import Foundation

/// What a render says about itself besides its pixels: warnings gathered while resolving and laying
/// out, in the order they were first said.
public enum Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Something the widget names that Loupe could not find or could not read: drawn as iOS would
    /// draw it without (a clear color, a placeholder image, the key as written, the system font).
    case missingResource(MissingResource)
    /// Anything else worth a warning (a modifier that cannot apply, a chart's domain…).
    case note(String)

    public var description: String {
        switch self {
        case .missingResource(let missing): missing.description
        case .note(let text): text
        }
    }
}

/// A resource a cell names and Loupe could not find or read. A snapshot test fails the cell (its
/// reference would record the placeholder); the command line warns, and fails under
/// `--strict-resources`.
public struct MissingResource: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A named color (`Color("Brand")`, `UIColor(named:)`): drawn clear.
        case color
        /// A named image (`Image("Logo")`), or an image or custom symbol file that cannot be read: a placeholder.
        case image
        /// An SF Symbol name Loupe has no glyph for (a misspelling, or a name newer than the
        /// symbols Loupe knows), or one it cannot draw where it stands (inside a `Text`): a placeholder.
        case symbol
        /// A localized string with no translation in the cell's language, where the app has others: shown as written.
        case string
        /// A font `Font.custom` names: drawn in the system font.
        case font

        public var description: String { rawValue }

        /// Whether a place holding the app's files could provide it: not a symbol (no file of the
        /// app's), nor a translation (its table was found; the string is missing from it).
        public var isAppResource: Bool { self != .symbol && self != .string }
    }

    public let kind: Kind
    /// What the widget named (`BrandColor`, `Logo`, `Steps today`, `Avenir-Heavy`).
    public let name: String
    /// The whole warning: what was looked for, where, and what is drawn instead.
    public let message: String

    public init(_ kind: Kind, name: String, message: String) {
        (self.kind, self.name, self.message) = (kind, name, message)
    }

    public var description: String { message }
}

/// The warnings of one render, gathered from resolution and layout (which may run on the render's
/// worker threads). Shared by reference within one render only; a render never sees another's.
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Diagnostic] = []
    public init() {}

    public func warn(_ message: String) { add(.note(message)) }

    /// A resource the cell names that could not be found or read.
    public func missing(_ kind: MissingResource.Kind, named name: String, _ message: String) {
        add(.missingResource(MissingResource(kind, name: name, message: message)))
    }

    private func add(_ diagnostic: Diagnostic) {
        lock.lock(); defer { lock.unlock() }
        if !items.contains(diagnostic) { items.append(diagnostic) }
    }

    public var all: [Diagnostic] {
        lock.lock(); defer { lock.unlock() }
        return items
    }

    /// Every warning, as text.
    public var warnings: [String] { all.map(\.description) }
}
