import Foundation

// `String(localized:)`, which swift-corelibs-foundation does not have: widget code builds labels,
// intent titles and accessibility strings with it. The language is the device's, as on iOS (where
// it is the app's preferred localization): the pinned region's locale (`DeviceRegion`) while a cell
// renders. The tables are the app's (`StringTables`: those of the view being resolved, else those
// found beside the executable and in LOUPE_STRINGS). A key with no translation reads as written.

extension String {
    /// A literal with interpolations, keyed as string tables key it (`"%lld steps"`): what
    /// `String(localized:)` takes.
    public struct LocalizationValue: Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        let key: LocalizedStringKey
        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation) }
        public var description: String { key.key }
    }

    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key, table: table, locale: locale)
    }

    /// A key and the value shown where no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let shown = LocalizedStringKey(key: "\(key)", segments: defaultValue.key.segments)
        self = Self.localized(shown, table: table, locale: locale)
    }

    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(resource.localizedKey, table: nil, locale: .current)
    }

    /// The key's text in the device's language, its arguments formatted in `locale`.
    static func localized(_ key: LocalizedStringKey, table: String?, locale: Locale) -> String {
        var environment = EnvironmentValues.current
        environment.locale = Locale.current   // the device's language: the pinned region's
        let segments = StringTables.localize(key, table: table, in: environment)
        environment.locale = locale
        return segments.map { segment in
            switch segment {
            case .literal(let text), .argument(let text, _): text
            case .formatted(let format): format(environment)
            case .text(let text): text.plainText
            }
        }.joined()
    }
}

extension LocalizedStringKey {
    /// A key shown as `segments` where no table has it (`String(localized:defaultValue:)`).
    init(key: String, segments: [Segment]) {
        self.segments = segments
        self.key = key
    }
}

// `NSLocalizedString` for the main bundle, which on Linux holds none of the app's tables: looked up
// like `String(localized:)`; other bundles keep Foundation's own lookup. Defined here with
// @_silgen_name, where the region getters are defined in C (loupe_region.c): its five Swift
// arguments are no C signature, and a module that defines a symbol this way must not also reach the
// declaration it stands for — nothing in LoupeUI calls NSLocalizedString, nor does any Foundation code
// an optimised build inlines here (the release build would not compile if it did).
private typealias NSLocalizedStringFunction = @convention(thin) (String, String?, Bundle, String, String) -> String
private let foundationNSLocalizedString = InterposedSymbols.next(InterposedSymbols.nsLocalizedString, as: NSLocalizedStringFunction.self)

@_silgen_name("$s10Foundation17NSLocalizedString_9tableName6bundle5value7commentS2S_SSSgAA6BundleCS2StF")
public func _loupeNSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, value: String, comment: String) -> String {
    guard bundle === Bundle.main else { return foundationNSLocalizedString(key, tableName, bundle, value, comment) }
    let shown = LocalizedStringKey(key: key, segments: [.literal(value.isEmpty ? key : value)])
    return String.localized(shown, table: tableName, locale: .current)
}
