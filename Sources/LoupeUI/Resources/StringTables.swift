import Foundation

/// The app's localized strings, as Xcode projects keep them, looked up in the environment's
/// locale when a `Text("…")` resolves:
/// - `<lang>.lproj/<Table>.strings` (`"key" = "value";`, comments allowed),
/// - `<lang>.lproj/<Table>.stringsdict` (plural rules: `%#@glasses@` variables),
/// - `<Table>.xcstrings` String Catalogs (JSON; translations and plural variations per language).
/// Keys are SwiftUI's: the literal with each interpolation as its format specifier
/// (`"%lld glasses"`). A translation may reorder arguments (`%2$@`). A key with no translation
/// for the locale is shown as written, as iOS shows it. Read once; lookups are dictionary reads.
public final class StringTables: Hashable, @unchecked Sendable {
    /// A set of tables is the files it was read from: compared by identity.
    public static func == (a: StringTables, b: StringTables) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// table → language tag → key → entry
    let tables: [String: [String: [String: Entry]]]

    enum Entry {
        case plain(String)
        /// stringsdict: a format with `%#@name@` variables, each a plural choice on one argument.
        case pluralFormat(String, variables: [String: [String: String]])
        /// String Catalog plural variations on the first number among the arguments.
        case plural([String: String])
    }

    /// What is wrong with a string file, naming it.
    public struct ReadError: Error, CustomStringConvertible {
        public let file: String
        public let reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// Per table, the keys that are the app's localizable strings (every key a file lists, but those
    /// a String Catalog marks not to translate), and a catalog's source language: what tells a
    /// missing translation from a string never meant to be translated.
    let localizableKeys: [String: Set<String>]
    let sourceLanguages: [String: String]

    init(tables: [String: [String: [String: Entry]]], localizableKeys: [String: Set<String>]? = nil, sourceLanguages: [String: String] = [:]) {
        self.tables = tables
        self.localizableKeys = localizableKeys ?? tables.mapValues { languages in Set(languages.values.flatMap(\.keys)) }
        self.sourceLanguages = sourceLanguages
    }

    /// Reads every string file under `folders` (and the files given directly).
    public convenience init(reading paths: [URL]) throws {
        var tables: [String: [String: [String: Entry]]] = [:]
        var keys: [String: Set<String>] = [:], sources: [String: String] = [:]
        func merge(_ table: String, _ language: String, _ entries: [String: Entry]) {
            tables[table, default: [:]][language, default: [:]].merge(entries) { old, _ in old }
            keys[table, default: []].formUnion(entries.keys)
        }
        for file in paths.flatMap({ Self.files(under: $0, depth: 4) }) {
            let table = file.deletingPathExtension().lastPathComponent
            let folder = file.deletingLastPathComponent()
            let language = folder.pathExtension == "lproj" ? folder.deletingPathExtension().lastPathComponent : "Base"
            switch file.pathExtension {
            case "strings": merge(table, language, try Self.readStrings(file).mapValues { .plain($0) })
            case "stringsdict": merge(table, language, try Self.readStringsdict(file))
            case "xcstrings":
                let catalog = try Self.readCatalog(file)
                for (lang, entries) in catalog.languages { merge(table, lang, entries) }
                keys[table, default: []].formUnion(catalog.localizableKeys)
                if let source = catalog.sourceLanguage { sources[table] = source }
            default: continue
            }
        }
        self.init(tables: tables, localizableKeys: keys, sourceLanguages: sources)
    }

    /// The tables found without being named (`AppResources.discovered`): the resource bundles beside
    /// the executable, the IOSSources plugin's shared folders, LOUPE_RESOURCES and LOUPE_STRINGS.
    public static var discovered: StringTables { AppResources.discovered.stringTables }

    public var isEmpty: Bool { tables.isEmpty }

    /// Each table's name with the languages it has strings in, sorted, and a String Catalog's
    /// source language (written in its keys, so it may have no strings of its own): what
    /// `loupe list` shows.
    public var languagesByTable: [(table: String, languages: [String], source: String?)] {
        tables.keys.sorted().map { table in (table, (tables[table] ?? [:]).keys.sorted(), sourceLanguages[table]) }
    }

    /// These tables first, then `other`'s entries for keys these lack.
    public func merged(over other: StringTables) -> StringTables {
        var merged = tables
        for (table, languages) in other.tables {
            for (language, entries) in languages { merged[table, default: [:]][language, default: [:]].merge(entries) { mine, _ in mine } }
        }
        return StringTables(tables: merged, localizableKeys: localizableKeys.merging(other.localizableKeys) { $0.union($1) },
                            sourceLanguages: sourceLanguages.merging(other.sourceLanguages) { mine, _ in mine })
    }

    /// Why a key with no entry in the locale shows as written where it should not: the app is
    /// localized into the locale's language (its table has other keys in it), the key is one of the
    /// table's localizable strings, and the language is not the one the key is written in. Nil when
    /// showing the key is what iOS would do too.
    func missingTranslation(of key: String, table: String?, locale: Locale) -> String? {
        let name = table ?? "Localizable"
        guard let languages = tables[name], localizableKeys[name]?.contains(key) == true else { return nil }
        let wanted = Self.languages(for: locale).filter { $0 != "Base" }
        guard let language = wanted.first(where: { languages[$0] != nil }) else { return nil }
        let base = String(language.prefix { $0 != "-" && $0 != "_" })
        if let source = sourceLanguages[name], String(source.prefix { $0 != "-" && $0 != "_" }) == base { return nil }
        return "no \(language) translation of \"\(key)\" in the \(name) table, which has \(languages[language]?.count ?? 0) other \(language) strings; showing it as written"
    }

    // MARK: Lookup

    /// The language tags to try for a locale, most specific first: `pt_BR` → pt-BR, pt_BR, pt.
    static func languages(for locale: Locale) -> [String] {
        let identifier = locale.identifier
        let language = String(identifier.prefix { $0 != "_" && $0 != "-" })
        return [identifier.replacingOccurrences(of: "_", with: "-"), identifier, language, "Base"].reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A key's plain translation in the locale (a widget's display name, say), or nil.
    public func text(for key: String, table: String? = nil, locale: Locale) -> String? {
        if case .plain(let text)? = entry(key, table: table, locale: locale) { return text }
        return nil
    }

    func entry(_ key: String, table: String?, locale: Locale) -> Entry? {
        guard let languages = tables[table ?? "Localizable"] else { return nil }
        for language in Self.languages(for: locale) { if let entry = languages[language]?[key] { return entry } }
        return nil
    }

    /// The key's segments as the locale shows them: the translation with the arguments put in
    /// its specifiers, else the key as written.
    static func localize(_ key: LocalizedStringKey, table: String?, in environment: EnvironmentValues) -> [LocalizedStringKey.Segment] {
        guard let entry = environment.stringTables.entry(key.key, table: table, locale: environment.locale) else {
            if let missing = environment.stringTables.missingTranslation(of: key.key, table: table, locale: environment.locale) {
                environment.diagnostics?.missing(.string, named: key.key, missing)
            }
            return key.segments
        }
        let arguments = key.segments.filter(\.isArgument)
        let numbers = arguments.map { segment -> Double? in if case .argument(_, let n) = segment { return n } else { return nil } }
        let language = languages(for: environment.locale)[0]
        switch entry {
        case .plain(let format):
            return substitute(format, arguments)
        case .plural(let forms):
            let number = numbers.compactMap { $0 }.first ?? 0
            return substitute(PluralRules.choose(forms, for: number, language: language), arguments)
        case let .pluralFormat(format, variables):
            // Each %#@name@ takes the next argument (or the numbered one) and is replaced by its plural form,
            // whose own specifiers refer to that argument.
            var segments: [LocalizedStringKey.Segment] = []
            var next = 0
            for piece in FormatString.split(format) {
                switch piece {
                case .text(let text): segments.append(.literal(text))
                case let .specifier(_, position):
                    let index = position.map { $0 - 1 } ?? next
                    next = index + 1
                    if index < arguments.count { segments.append(arguments[index]) }
                case let .variable(name, position):
                    let index = position.map { $0 - 1 } ?? next
                    next = index + 1
                    let forms = variables[name] ?? [:]
                    let number = index < numbers.count ? numbers[index] ?? 0 : 0
                    let chosen = PluralRules.choose(forms, for: number, language: language)
                    segments += substitute(chosen, index < arguments.count ? Array(repeating: arguments[index], count: 8) : [])
                }
            }
            return segments
        }
    }

    /// A format's specifiers replaced by the arguments, in order or by position.
    static func substitute(_ format: String, _ arguments: [LocalizedStringKey.Segment]) -> [LocalizedStringKey.Segment] {
        var segments: [LocalizedStringKey.Segment] = []
        var next = 0
        for piece in FormatString.split(format) {
            switch piece {
            case .text(let text): segments.append(.literal(text))
            case let .specifier(_, position), let .variable(_, position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                if index < arguments.count { segments.append(arguments[index]) }
            }
        }
        return segments
    }

    // MARK: Reading

    public static func files(under url: URL, depth: Int) -> [URL] {
        if ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension) { return [url] }
        var isFolder: ObjCBool = false
        guard depth > 0, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
        return entries.flatMap { files(under: url.appendingPathComponent($0), depth: depth - 1) }
    }

    /// `"key" = "value";` pairs; `/* … */` and `// …` comments; `\"`, `\\`, `\n`, `\t`, `\U00E9` escapes.
    static func readStrings(_ file: URL) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
            throw ReadError(file: file.path, reason: "cannot be read as UTF-8 or UTF-16 text")
        }
        var result: [String: String] = [:]
        let scalars = Array(text.unicodeScalars)
        var i = 0, line = 1
        func fail(_ reason: String) -> ReadError { ReadError(file: "\(file.path):\(line)", reason: reason) }
        func skipSpaceAndComments() {
            while i < scalars.count {
                let c = scalars[i]
                if c == "\n" { line += 1; i += 1 }
                else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { i += 1 }
                else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { if scalars[i] == "\n" { line += 1 }; i += 1 }
                    i += 2
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func quoted() throws -> String {
            guard i < scalars.count, scalars[i] == "\"" else { throw fail("expected a quoted string") }
            i += 1
            var out = String.UnicodeScalarView()
            while i < scalars.count, scalars[i] != "\"" {
                var c = scalars[i]
                if c == "\\", i + 1 < scalars.count {
                    i += 1
                    switch scalars[i] {
                    case "n": c = "\n"
                    case "t": c = "\t"
                    case "r": c = "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(scalars[(i + 1)..<min(i + 5, scalars.count)]))
                        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw fail("bad \\U escape") }
                        c = scalar; i += 4
                    default: c = scalars[i]
                    }
                }
                if c == "\n" { line += 1 }
                out.append(c)
                i += 1
            }
            guard i < scalars.count else { throw fail("a string is not closed") }
            i += 1
            return String(out)
        }
        while true {
            skipSpaceAndComments()
            guard i < scalars.count else { break }
            let key = try quoted()
            skipSpaceAndComments()
            guard i < scalars.count, scalars[i] == "=" else { throw fail("expected = after \"\(key)\"") }
            i += 1
            skipSpaceAndComments()
            let value = try quoted()
            skipSpaceAndComments()
            guard i < scalars.count, scalars[i] == ";" else { throw fail("expected ; after the value of \"\(key)\"") }
            i += 1
            result[key] = value
        }
        return result
    }

    static func readStringsdict(_ file: URL) throws -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw ReadError(file: file.path, reason: "is not a property list dictionary")
        }
        var entries: [String: Entry] = [:]
        for (key, value) in plist {
            guard let spec = value as? [String: Any], let format = spec["NSStringLocalizedFormatKey"] as? String else {
                throw ReadError(file: file.path, reason: "\"\(key)\" has no NSStringLocalizedFormatKey")
            }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in spec where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any] else { continue }
                variables[name] = rule.compactMapValues { $0 as? String }.filter { !$0.key.hasPrefix("NSString") }
            }
            entries[key] = .pluralFormat(format, variables: variables)
        }
        return entries
    }

    /// A String Catalog: language → key → entry, the keys meant to be translated, and its source language.
    static func readCatalog(_ file: URL) throws -> (languages: [String: [String: Entry]], localizableKeys: Set<String>, sourceLanguage: String?) {
        guard let data = FileManager.default.contents(atPath: file.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let strings = json["strings"] as? [String: Any] else {
            throw ReadError(file: file.path, reason: "is not a String Catalog (a JSON object with \"strings\")")
        }
        var result: [String: [String: Entry]] = [:]
        var localizable = Set<String>()
        for (key, value) in strings {
            if ((value as? [String: Any])?["shouldTranslate"] as? Bool) != false { localizable.insert(key) }
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                func unitValue(_ object: Any?) -> String? { ((object as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
                if let value = unitValue(localization) {
                    result[language, default: [:]][key] = .plain(value)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    result[language, default: [:]][key] = .plural(plural.compactMapValues(unitValue))
                }
            }
        }
        return (result, localizable, json["sourceLanguage"] as? String)
    }
}

struct StringTablesKey: EnvironmentKey { static let defaultValue = StringTables.discovered }

extension EnvironmentValues {
    /// The string tables `Text("…")` is looked up in (by default those found without being named: `AppResources.discovered`).
    public var stringTables: StringTables {
        get { self[StringTablesKey.self] }
        set { self[StringTablesKey.self] = newValue }
    }
}

/// printf-style format strings, split into text, specifiers and stringsdict variables.
enum FormatString {
    enum Piece: Equatable {
        case text(String)
        /// A specifier (`%@`, `%lld`, `%.1f`, `%2$@`) and its explicit position, if any.
        case specifier(String, position: Int?)
        /// `%#@name@` (or `%1$#@name@`).
        case variable(String, position: Int?)
    }

    static func split(_ format: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        let chars = Array(format)
        var i = 0
        let conversions = Set("@dDiuUxXoOfFeEgGcCsSaAp")
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { text.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { text.append("%"); i += 2; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let n = Int(digits) { position = n; j += 1 } else { j = i + 1 }
            if j + 1 < chars.count, chars[j] == "#", chars[j + 1] == "@", let end = chars[(j + 2)...].firstIndex(of: "@") {
                if !text.isEmpty { pieces.append(.text(text)); text = "" }
                pieces.append(.variable(String(chars[(j + 2)..<end]), position: position))
                i = end + 1
                continue
            }
            var k = j
            while k < chars.count, !conversions.contains(chars[k]), "-+ #0'.lhqztjL".contains(chars[k]) || chars[k].isNumber { k += 1 }
            guard k < chars.count, conversions.contains(chars[k]) else { text.append(chars[i]); i += 1; continue }
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            pieces.append(.specifier(String(chars[i...k]), position: position))
            i = k + 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }
}

/// CLDR plural categories for whole numbers, for the languages apps ship most (others: one/other
/// as English). A form the table lacks falls back to "other"; "zero" is used for 0 when given, as
/// Foundation does for every language.
enum PluralRules {
    static func category(_ value: Double, language: String) -> String {
        let lang = String(language.prefix { $0 != "-" && $0 != "_" })
        guard value == value.rounded(), abs(value) < 1e15 else { return "other" }
        let n = Int(abs(value)), mod10 = n % 10, mod100 = n % 100
        switch lang {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my": return "other"
        case "fr", "hi", "bn", "fa": return n <= 1 ? "one" : "other"
        case "pt" where language.contains("PT"): return n == 1 ? "one" : "other"
        case "pt": return n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(mod100) ? "few" : (11...99).contains(mod100) ? "many" : "other"
            }
        default: return n == 1 ? "one" : "other"
        }
    }

    static func choose(_ forms: [String: String], for value: Double, language: String) -> String {
        if value == 0, let zero = forms["zero"] { return zero }
        return forms[category(value, language: language)] ?? forms["other"] ?? forms.values.sorted().first ?? ""
    }
}
