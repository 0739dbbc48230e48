import CLoupeClock
import Foundation

/// Formatters made with Foundation's defaults — `NumberFormatter()`, `DateFormatter()`,
/// `ByteCountFormatter()` — follow the pinned region.
///
/// On a device a formatter kept in a `static let` is made in the device's region and keeps it. A
/// process that renders cells of several regions (English and German assertions in one `swift
/// test`) would otherwise keep the region of the first cell that touched it, and show an English
/// number in a German cell. CLoupeClock reports each formatter Foundation's initializers make
/// (loupe_formatters.c); when the pinned region changes, every live one whose locale, time zone and
/// calendar are still the ones it was made with moves to the new region's. A formatter whose locale
/// your code set (`en_US_POSIX` for a machine format) keeps it — unless it was set to exactly the
/// value it was made with, which cannot be told from the default. Only formatters made while Loupe
/// renders, lists previews or runs a command (a time or region pinned) are followed: code of the
/// same process that is not rendering keeps its formatters to itself.
package final class FollowingFormatters: @unchecked Sendable {
    package static let shared = FollowingFormatters()

    private struct Entry {
        weak var formatter: Formatter?
        /// The defaults it still has, as far as is known.
        var locale: Locale?
        var timeZone: TimeZone?
        var calendar: Calendar?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var madeSincePruning = 0

    private init() {
        loupe_formatters_observe { object, kind in
            guard let object else { return }
            FollowingFormatters.shared.made(Unmanaged<Formatter>.fromOpaque(object).takeUnretainedValue(), kind: kind)
        }
    }

    /// Installs the observer (made once, on first use): called before the first region is pinned.
    package func start() {}

    private func made(_ formatter: Formatter, kind: Int32) {
        guard LoupeRegionState.isPinned else { return }
        var entry = Entry(formatter: formatter)
        switch kind {
        case Int32(LOUPE_NUMBER_FORMATTER): entry.locale = (formatter as? NumberFormatter)?.locale
        case Int32(LOUPE_DATE_FORMATTER):
            let date = formatter as? DateFormatter
            // Made in a region, it takes the region's calendar (Gregorian, as Calendar.current and the
            // cell's dates are), not the locale's own (ar_SA's is Hijri): one widget, one calendar.
            if let date, let region = DeviceRegion.pinned { date.calendar = region.calendar }
            (entry.locale, entry.timeZone, entry.calendar) = (date?.locale, date?.timeZone, date?.calendar)
        default: break   // ByteCountFormatter reads the current locale when it formats.
        }
        lock.lock(); defer { lock.unlock() }
        entries.append(entry)
        // Formatters made in a body die with the render: drop their entries now and then.
        madeSincePruning += 1
        if madeSincePruning >= 512 {
            entries.removeAll { $0.formatter == nil }
            madeSincePruning = 0
        }
    }

    /// Moves every live formatter still on its defaults to `region`'s (nil: Foundation's own).
    /// Called under the holds' lock, when no cell of another region is rendering.
    func follow(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.formatter == nil }
        for index in entries.indices {
            guard let formatter = entries[index].formatter else { continue }
            if let number = formatter as? NumberFormatter, number.locale == entries[index].locale {
                number.locale = locale
                entries[index].locale = locale
            }
            if let date = formatter as? DateFormatter {
                if date.locale == entries[index].locale { date.locale = locale; entries[index].locale = locale }
                if date.timeZone == entries[index].timeZone { date.timeZone = timeZone; entries[index].timeZone = timeZone }
                if date.calendar == entries[index].calendar { date.calendar = calendar; entries[index].calendar = calendar }
            }
        }
    }
}

/// Whether Loupe pins a time or a region now (a render, a listing, a command's run).
enum LoupeRegionState {
    static var isPinned: Bool { loupe_clock_pinned(nil) != 0 || loupe_clock_pinned_region() != 0 }
}
