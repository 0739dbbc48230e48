import Foundation

// App Shortcuts: the phrases that run an app's intents from Siri and Spotlight. They live in the app
// or an intents file the widget extension shares; a still render shows none of them, but a shared
// file that declares them must compile. Phrases keep their text, with `${applicationName}` and
// `${parameter}` where tokens were interpolated, as the App Intents metadata writes them.

/// An app's shortcuts: `static var appShortcuts: [AppShortcut] { AppShortcut(…) }`.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// Tells the system the shortcuts' parameter values changed: nothing to tell on Linux.
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent, the phrases that run it, and the title and symbol of its tile.
public struct AppShortcut: Sendable {
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource
    public let systemImageName: String
    public let intentType: String

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        (self.phrases, self.shortTitle, self.systemImageName) = (phrases.map(\.text), shortTitle, systemImageName)
        intentType = String(describing: Intent.self)
    }
    /// Before iOS 17: no tile title or symbol.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent: intent, phrases: phrases, shortTitle: LocalizedStringResource(stringLiteral: String(describing: Intent.self)), systemImageName: "")
    }
}

/// A phrase, written as a string with `\(.applicationName)` and parameters interpolated.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) { text += "${parameter}" }
    }
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// What a phrase can name besides parameters: the app.
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// The colour of an app's shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, lightBlue, teal, navy, blue, grape, purple, pink, grayBlue, grayGreen, grayBrown
}
