import Foundation
import Loupe

/// What a scene's clocks read: the cell's pinned now, in its locale and time zone, written as the
/// system's clocks write them — the Lock Screen's "9:00" (no day period) over "Monday, June 3", or
/// "09:00" over "Montag, 3. Juni" for a German cell. A scene never shows a time the widget beside it
/// was not rendered at.
public struct SceneClock: Sendable {
    public let now: Date
    public let locale: Locale
    public let timeZone: TimeZone

    public init(now: Date, locale: Locale, timeZone: TimeZone) {
        (self.now, self.locale, self.timeZone) = (now, locale, timeZone)
    }

    /// The clock of the cell a scene shows.
    public init(cell: WidgetCell) {
        self.init(now: cell.now, locale: Locale(identifier: cell.locale), timeZone: TimeZone(identifier: cell.timeZone) ?? TimeZone(secondsFromGMT: 0)!)
    }

    /// Hours and minutes in the locale's own hour cycle, without a day period: the Lock Screen's,
    /// StandBy's and the status bar's clock.
    public var time: String { format(MockupFigures.clockTemplate, droppingDayPeriod: true) }
    /// The weekday, month and day: the line over the Lock Screen's clock.
    public var date: String { format(MockupFigures.lockDateTemplate) }
    /// The short weekday and the time with its day period: the Mac's menu bar.
    public var menuBar: String { format(MockupFigures.menuBarTemplate) }

    /// `template` as the locale orders and writes it (`DateFormatter.dateFormat(fromTemplate:)`);
    /// `droppingDayPeriod` takes the AM/PM field out, with the space beside it.
    private func format(_ template: String, droppingDayPeriod: Bool = false) -> String {
        var pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        if droppingDayPeriod { pattern = Self.droppingDayPeriod(pattern) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: now)
    }

    /// A date pattern without its day-period fields (`a`, `b`, `B`: "AM", "noon", "in the morning")
    /// and the spaces they leave at its ends; quoted literal text is kept as it is.
    static func droppingDayPeriod(_ pattern: String) -> String {
        var kept = "", quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, "abB".contains(character) { continue }
            kept.append(character)
        }
        return kept.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{202F}\u{00A0}")))
    }
}
