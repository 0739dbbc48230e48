import Foundation

/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable: durations as widgets
/// write them ("1:30:00", "1h 30m", "1 hr, 30 min", "1 hour, 30 minutes"). Declared here, it shadows
/// Foundation's in widget code that imports SwiftUI. English unit names (CLDR's), the units from
/// `allowedUnits` largest first, zero units dropped except positional's inner ones, as Foundation's
/// default zero formatting does; `maximumUnitCount` keeps the largest units (the last rounded down,
/// as Foundation truncates). `.spellOut` writes digits as words (NumberFormatter's spell-out style).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var allowedUnits: NSCalendar.Unit = []
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = nil

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// Seconds, minutes, hours… with their lengths and names: (symbol, short, singular, plural).
    private static let units: [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, brief: String, one: String, other: String)] = [
        (.year, 31_536_000, "y", "yr", "yr", "year", "years"),
        (.month, 2_592_000, "mo", "mth", "mth", "month", "months"),
        (.weekOfMonth, 604_800, "w", "wk", "wk", "week", "weeks"),
        (.day, 86_400, "d", "day", "day", "day", "days"),
        (.hour, 3_600, "h", "hr", "hr", "hour", "hours"),
        (.minute, 60, "m", "min", "min", "minute", "minutes"),
        (.second, 1, "s", "sec", "sec", "second", "seconds"),
    ]

    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let allowed = allowedUnits.isEmpty ? Self.units.map(\.unit).reduce(NSCalendar.Unit()) { $0.union($1) } : allowedUnits
        let chosen = Self.units.filter { allowed.contains($0.unit) }
        guard !chosen.isEmpty else { return nil }
        var left = abs(interval).rounded(.down)
        var values: [(Int, Int)] = []  // (index into chosen, value)
        for (index, unit) in chosen.enumerated() {
            let value = Int(left / unit.seconds)
            left -= Double(value) * unit.seconds
            values.append((index, value))
        }
        let sign = interval < 0 ? "-" : ""
        if unitsStyle == .positional { return sign + positional(values, chosen.map(\.unit)) }
        var shown = values.filter { $0.1 != 0 }
        if shown.isEmpty { shown = [values.last!] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let parts = shown.map { index, value in word(value, chosen[index]) }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        var text = sign + parts.joined(separator: separator)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.year ?? 0) * 31_536_000 + Double(components.month ?? 0) * 2_592_000
            + Double(components.weekOfMonth ?? 0) * 604_800 + Double(components.day ?? 0) * 86_400
            + Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }

    open override func string(for object: Any?) -> String? {
        switch object {
        case let interval as TimeInterval: return string(from: interval)
        case let number as NSNumber: return string(from: number.doubleValue)
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    /// "1:05:09": the largest unit unpadded, leading zero units dropped (down to minutes), the rest two digits.
    private func positional(_ values: [(Int, Int)], _ units: [NSCalendar.Unit]) -> String {
        var shown = values
        if !zeroFormattingBehavior.contains(.pad) {
            while shown.count > 2, shown.first?.1 == 0 { shown.removeFirst() }
        }
        return shown.enumerated().map { position, pair in
            position == 0 && !zeroFormattingBehavior.contains(.pad) ? String(pair.1) : String(format: "%02d", pair.1)
        }.joined(separator: ":")
    }

    private func word(_ value: Int, _ unit: (unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, brief: String, one: String, other: String)) -> String {
        switch unitsStyle {
        case .abbreviated: return "\(value)\(unit.abbreviated)"
        case .brief: return "\(value)\(unit.brief)"
        case .short: return "\(value) \(unit.short)"
        case .full, .positional: return "\(value) \(value == 1 ? unit.one : unit.other)"
        case .spellOut:
            let words = NumberFormatter()
            words.numberStyle = .spellOut
            words.locale = Locale(identifier: "en_US")
            return "\(words.string(from: NSNumber(value: value)) ?? String(value)) \(value == 1 ? unit.one : unit.other)"
        }
    }
}
