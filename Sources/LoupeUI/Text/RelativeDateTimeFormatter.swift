import Foundation

/// Foundation's relative date formatter ("in 2 hours", "yesterday"), which Linux Foundation lacks:
/// widget code hands it to `Text(_:formatter:)` or calls it itself. Formatted with Foundation's own
/// `Date.RelativeFormatStyle`, so the words are ICU's, as on iOS.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    /// The device's locale and calendar unless set: read when it formats, so a formatter kept in a
    /// `static let` follows each cell's region (`DeviceRegion`).
    open var locale: Locale! {
        get { chosenLocale ?? .autoupdatingCurrent }
        set { chosenLocale = newValue }
    }
    open var calendar: Calendar! {
        get { chosenCalendar ?? .autoupdatingCurrent }
        set { chosenCalendar = newValue }
    }
    private var chosenLocale: Locale?
    private var chosenCalendar: Calendar?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var style: Date.RelativeFormatStyle {
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .narrow
        case .abbreviated: units = .abbreviated
        }
        return Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
                                        locale: locale ?? .current, calendar: calendar ?? .current)
    }

    /// `date` as seen from `referenceDate`: "in 2 hours", "3 days ago", "tomorrow" (named).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // The style measures from Date(); shift the date by the reference's distance from it.
        style.format(date.addingTimeInterval(Date().timeIntervalSince(referenceDate)))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
