import Foundation

// iOS 18's live time text: `Text(.currentDate, format: .timer(countingDownIn: range))`. The system
// keeps the text current; a render reads the source at the render date (the entry's date) and
// writes it with the same clock and unit formats as `Text(timerInterval:)` and `Text(_:style:)`.

/// A time value the system keeps current.
public struct TimeDataSource<Value> {
    let read: (Date) -> Value
}

extension TimeDataSource where Value == Date {
    /// Now: the render date.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Duration {
    /// The time from now to `date` (negative once it has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { now in .seconds(date.timeIntervalSince(now)) }
    }
}

extension Text {
    public init<F: Foundation.FormatStyle>(_ source: TimeDataSource<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.init(computed: { environment in format.locale(environment.locale).format(source.read(environment.renderDate)) })
    }
}

/// The fields a date offset or reference may use.
public enum SystemTimeField: Hashable, Sendable { case year, month, week, day, hour, minute, second }

/// The live formats of iOS 18's time text.
public enum SystemFormatStyle {
    /// A countdown or count-up over a range: "9:59", "1:02:03".
    public struct Timer: Foundation.FormatStyle, Hashable, Sendable {
        let range: Range<Date>, countsDown: Bool, showsHours: Bool
        public func format(_ now: Date) -> String {
            let clamped = min(max(now, range.lowerBound), range.upperBound)
            let seconds = countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
            return DateText.clock(seconds, showsHours: showsHours)
        }
    }

    /// Time since a start: "0:05" — with hundredths ("0:05.12") when its precision is finer than a second.
    public struct Stopwatch: Foundation.FormatStyle, Hashable, Sendable {
        let start: Date, showsHours: Bool, showsHundredths: Bool
        public func format(_ now: Date) -> String {
            let elapsed = max(now.timeIntervalSince(start), 0)
            let clock = DateText.clock(elapsed.rounded(.down), showsHours: showsHours)
            guard showsHundredths else { return clock }
            return clock + String(format: ".%02d", Int((elapsed - elapsed.rounded(.down)) * 100))
        }
    }

    /// The signed time from now to a date in words: "+10 minutes", "-2 hours".
    public struct DateOffset: Foundation.FormatStyle, Hashable, Sendable {
        let date: Date, maxFieldCount: Int
        var locale = Locale(identifier: "en_US")
        public func format(_ now: Date) -> String {
            let interval = date.timeIntervalSince(now)
            return (interval < 0 ? "-" : "+") + DateText.components(abs(interval), abbreviated: false, locale: locale, maximumUnits: maxFieldCount)
        }
        public func locale(_ locale: Locale) -> DateOffset { var copy = self; copy.locale = locale; return copy }
    }

    /// How far a date is from now, as `Text(_:style: .relative)` writes it: "10 min", "2 hr, 5 min".
    public struct DateReference: Foundation.FormatStyle, Hashable, Sendable {
        let date: Date, maxFieldCount: Int
        var locale = Locale(identifier: "en_US")
        public func format(_ now: Date) -> String {
            DateText.components(abs(date.timeIntervalSince(now)), abbreviated: true, locale: locale, maximumUnits: maxFieldCount)
        }
        public func locale(_ locale: Locale) -> DateReference { var copy = self; copy.locale = locale; return copy }
    }
}

extension Foundation.FormatStyle where Self == SystemFormatStyle.Timer {
    public static func timer(countingDownIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(range: range, countsDown: true, showsHours: showsHours)
    }
    public static func timer(countingUpIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(range: range, countsDown: false, showsHours: showsHours)
    }
}

extension Foundation.FormatStyle where Self == SystemFormatStyle.Stopwatch {
    public static func stopwatch(startingAt start: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> Self {
        SystemFormatStyle.Stopwatch(start: start, showsHours: showsHours, showsHundredths: maxPrecision < .seconds(1))
    }
}

extension Foundation.FormatStyle where Self == SystemFormatStyle.DateOffset {
    public static func offset(to date: Date, allowedFields: Set<SystemTimeField> = [.hour, .minute, .second], maxFieldCount: Int = 2) -> Self {
        SystemFormatStyle.DateOffset(date: date, maxFieldCount: maxFieldCount)
    }
}

extension Foundation.FormatStyle where Self == SystemFormatStyle.DateReference {
    public static func reference(to date: Date, allowedFields: Set<SystemTimeField> = [.hour, .minute, .second], maxFieldCount: Int = 2) -> Self {
        SystemFormatStyle.DateReference(date: date, maxFieldCount: maxFieldCount)
    }
}
