import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, always against the render date (the entry's date).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable { case time, date, relative, offset, timer }
        let kind: Kind
        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    /// `Text(date, style: .time)`: "9:41 AM"; `.date`: "June 3, 2024"; `.relative`: "2 hr, 5 min";
    /// `.offset`: "+2 hours"; `.timer`: "2:05:00", all in the environment's locale and time zone.
    public init(_ date: Date, style: DateStyle) {
        self.init(computed: { environment in DateText.format(date, style: style.kind, environment: environment) })
    }

    /// A countdown (or count-up) over an interval: "4:59", "1:02:03".
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(computed: { environment in
            let now = min(max(pauseTime ?? environment.renderDate, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateText.clock(seconds, showsHours: showsHours)
        })
    }

    /// `Text(range)`: "9:41 – 10:41 AM" style interval.
    public init(_ dates: ClosedRange<Date>) {
        self.init(computed: { environment in
            let formatter = DateIntervalFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: dates.lowerBound, to: dates.upperBound)
        })
    }
}

enum DateText {
    static func format(_ date: Date, style: Text.DateStyle.Kind, environment: EnvironmentValues) -> String {
        let now = environment.renderDate
        switch style {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            return formatter.string(from: date)
        case .relative:
            return components(abs(date.timeIntervalSince(now)), abbreviated: true, locale: environment.locale)
        case .offset:
            let interval = date.timeIntervalSince(now)
            return (interval < 0 ? "-" : "+") + components(abs(interval), abbreviated: false, locale: environment.locale, maximumUnits: 1)
        case .timer:
            return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// "2 hr, 5 min" (SwiftUI shows the two largest units of a relative date).
    static func components(_ seconds: TimeInterval, abbreviated: Bool, locale: Locale, maximumUnits: Int = 2) -> String {
        let whole = seconds.isFinite ? Int64(seconds.rounded(.down)) : 0
        let units: Set<Duration.UnitsFormatStyle.Unit> = whole >= 86_400 ? [.days, .hours] : whole >= 3_600 ? [.hours, .minutes] : [.minutes, .seconds]
        let style = Duration.UnitsFormatStyle(allowedUnits: units, width: abbreviated ? .abbreviated : .wide, maximumUnitCount: maximumUnits)
        return Duration.seconds(whole).formatted(style.locale(locale))
    }

    /// "4:59", "1:02:03".
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(max(seconds, 0).rounded(.up)) : 0
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
        return String(format: "%d:%02d", showsHours ? m : total / 60, s)
    }
}
