import Foundation

/// A string literal with interpolations, as `Text("Steps: \(count)")` receives it: its key
/// (`"Steps: %lld"`, the form string tables use) and its arguments. Interpolated values are
/// formatted when the text is resolved, in the environment's locale; the key is looked up in the
/// app's string tables for that locale (`StringTables`), else shown as written.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        /// An interpolated value already formatted, with its number when it is one (for plural rules).
        case argument(String, number: Double?)
        case formatted((EnvironmentValues) -> String)
        case text(Text)

        /// Whether the segment stands for a format specifier in the key (everything but literal text).
        var isArgument: Bool { if case .literal = self { return false } else { return true } }
    }
    let segments: [Segment]
    package let key: String

    public init(_ value: String) { segments = [.literal(value)]; key = value }
    /// A key that shows `shown` where no string table has it.
    init(key: String, shown: String) { segments = [.literal(shown)]; self.key = key }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
    }

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// The key is a format string, so a literal `%` is written `%%` in it, as SwiftUI writes it
        /// and Xcode's String Catalog lists it (`Text("\(humidity)%")` is `"%lld%%"`).
        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal)); key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        /// Strings appear as they are.
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            segments.append(.argument(String(string), number: nil)); key += "%@"
        }
        /// Integers format as SwiftUI's `%lld` does: no grouping separators.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            segments.append(.argument(String(value), number: Double(value))); key += "%lld"
        }
        /// Floating-point values format as SwiftUI's `%lf` does: six decimals ("2.500000").
        public mutating func appendInterpolation(_ value: Double) {
            segments.append(.argument(String(format: "%lf", value), number: value)); key += "%lf"
        }
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }
        /// `\(value, specifier: "%.1f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.argument(String(format: specifier, value), number: (value as? any BinaryInteger).map { Double($0) } ?? (value as? Double)))
            key += specifier
        }
        /// `\(value, format: .number)`, `\(date, format: .dateTime.hour())`, `\(x, format: .percent)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted { environment in
                if let localizable = format as? any LocaleSettable { return localizable.format(value, in: environment) }
                return format.format(value)
            })
            key += "%@"
        }
        /// `\(date, formatter: formatter)`: the formatter's own string, in its own locale and time
        /// zone (as `Text(_:formatter:)`).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            segments.append(.argument(formatter.string(for: subject) ?? "", number: nil)); key += "%@"
        }
        /// `\(date, style: .time)`: a date shown against the render date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.formatted { DateText.format(date, style: style.kind, environment: $0) }); key += "%@"
        }
        /// `\(range)` of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            segments.append(.text(Text(dates))); key += "%@"
        }
        /// An embedded Text keeps its own styling.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text)); key += "%@"
        }
        /// An embedded symbol image draws inline at the text's size.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.text(Text(image))); key += "%@"
        }
        /// Anything else appears as `String(describing:)`, as SwiftUI does for CustomStringConvertible values.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.argument(String(describing: value), number: nil)); key += "%@"
        }
    }
}

/// Format styles that take the environment's locale (and, for dates, its calendar and time zone),
/// as SwiftUI's `Text(_:format:)` gives them: a style left with its own would follow the machine's
/// locale and zone, and a render would differ from one machine to the next.
protocol LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String
}

extension IntegerFormatStyle: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension FloatingPointFormatStyle: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension IntegerFormatStyle.Percent: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension FloatingPointFormatStyle.Percent: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension IntegerFormatStyle.Currency: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension FloatingPointFormatStyle.Currency: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension Decimal.FormatStyle: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension Decimal.FormatStyle.Percent: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension Decimal.FormatStyle.Currency: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String { self.locale(environment.locale).format(value as! FormatInput) }
}
extension Date.FormatStyle: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String {
        var style = self.locale(environment.locale)
        style.timeZone = environment.timeZone
        style.calendar = environment.calendar
        return style.format(value as! Date)
    }
}
extension Date.RelativeFormatStyle: LocaleSettable {
    func format(_ value: Any, in environment: EnvironmentValues) -> String {
        var style = self
        style.locale = environment.locale
        style.calendar = environment.calendar
        // Relative to the entry's date, as the widget shows it then: the style measures from
        // Date() (the render's pinned now), so the value is shifted by the difference.
        let date = value as! Date
        return style.format(date.addingTimeInterval(Date().timeIntervalSince(environment.renderDate)))
    }
}

/// Linux Foundation has no LocalizedStringResource either; widget code passes it to Text and
/// to configuration display names.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    /// What shows when no string table has the key (`defaultValue:`); else the key itself.
    public let defaultValue: String?
    public init(stringLiteral value: String) { key = value; defaultValue = nil }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation); defaultValue = nil }
    public init(_ key: String) { self.key = key; defaultValue = nil }
    /// A key with the text shown where no table has it, as `String(localized:defaultValue:)` takes them.
    public init(_ key: String, defaultValue: String, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        (self.key, self.defaultValue) = (key, defaultValue)
    }
    public init(_ key: String, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key; defaultValue = nil
    }
    public var description: String { defaultValue ?? key }
    /// The key to look up, showing the default value where no table has it.
    var localizedKey: LocalizedStringKey {
        guard let defaultValue else { return LocalizedStringKey(key) }
        return LocalizedStringKey(key: key, shown: defaultValue)
    }
}
