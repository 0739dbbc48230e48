import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Foundation's "current" getters, answered by the pinned region (DeviceRegion) while one is, and by
// Foundation itself otherwise.
//
// Why this works: these are public functions of libFoundationEssentials.so, exported under their
// mangled names. A definition of the same symbol in the executable (Loupe is linked into it) comes
// first in the dynamic linker's search order, so every call from outside that library binds here:
// the widget's own code, and corelibs Foundation and FoundationInternationalization (default
// `NumberFormatter`, `DateFormatter` and `ByteCountFormatter` locales, the `.formatted()` styles'
// `.autoupdatingCurrent`). The real getter is found with dlsym(RTLD_NEXT), as CLoupeClock finds
// clock_gettime. `RegionInterpositionTests` fails loudly if a toolchain renames them.
//
// Each `@_silgen_name` function has the getter's exact Swift signature (a static getter's thin
// metatype is no argument), so callers and callee agree on the calling convention.

private typealias LocaleGetter = @convention(thin) () -> Locale
private typealias TimeZoneGetter = @convention(thin) () -> TimeZone
private typealias CalendarGetter = @convention(thin) () -> Calendar
private typealias LanguagesGetter = @convention(thin) () -> [String]

/// The mangled names interposed, for the tests that check they are still Foundation's.
enum InterposedSymbols {
    static let localeCurrent = "$s20FoundationEssentials6LocaleV7currentACvgZ"
    static let localeAutoupdatingCurrent = "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ"
    static let localePreferredLanguages = "$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ"
    static let timeZoneCurrent = "$s20FoundationEssentials8TimeZoneV7currentACvgZ"
    static let timeZoneAutoupdatingCurrent = "$s20FoundationEssentials8TimeZoneV19autoupdatingCurrentACvgZ"
    static let calendarCurrent = "$s20FoundationEssentials8CalendarV7currentACvgZ"
    static let calendarAutoupdatingCurrent = "$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ"
    /// In corelibs Foundation (libFoundation.so), answered in LocalizedString.swift.
    static let nsLocalizedString = "$s10Foundation17NSLocalizedString_9tableName6bundle5value7commentS2S_SSSgAA6BundleCS2StF"
    static let all = [localeCurrent, localeAutoupdatingCurrent, localePreferredLanguages, timeZoneCurrent,
                      timeZoneAutoupdatingCurrent, calendarCurrent, calendarAutoupdatingCurrent, nsLocalizedString]

    /// Foundation's own function of that name (the next definition after this binary's).
    /// RTLD_NEXT finds it when Loupe is in the executable; the library's own handle when Loupe is
    /// in a shared library loaded after Foundation.
    static func next<T>(_ name: String, as type: T.Type) -> T {
        let libraries = ["libFoundationEssentials.so", "libFoundation.so"].compactMap { (file: String) in dlopen(file, RTLD_LAZY | RTLD_NOLOAD) }
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), name) ?? libraries.lazy.compactMap({ dlsym($0, name) }).first else {
            fatalError("Loupe: Foundation has no \(name); this toolchain's Foundation is not one Loupe can pin the region of")
        }
        return unsafeBitCast(symbol, to: type)
    }
}

private let foundationLocaleCurrent = InterposedSymbols.next(InterposedSymbols.localeCurrent, as: LocaleGetter.self)
private let foundationLocaleAutoupdatingCurrent = InterposedSymbols.next(InterposedSymbols.localeAutoupdatingCurrent, as: LocaleGetter.self)
private let foundationPreferredLanguages = InterposedSymbols.next(InterposedSymbols.localePreferredLanguages, as: LanguagesGetter.self)
private let foundationTimeZoneCurrent = InterposedSymbols.next(InterposedSymbols.timeZoneCurrent, as: TimeZoneGetter.self)
private let foundationTimeZoneAutoupdatingCurrent = InterposedSymbols.next(InterposedSymbols.timeZoneAutoupdatingCurrent, as: TimeZoneGetter.self)
private let foundationCalendarCurrent = InterposedSymbols.next(InterposedSymbols.calendarCurrent, as: CalendarGetter.self)
private let foundationCalendarAutoupdatingCurrent = InterposedSymbols.next(InterposedSymbols.calendarAutoupdatingCurrent, as: CalendarGetter.self)

/// What Foundation itself answers, whatever is pinned.
enum FoundationRegion {
    static var locale: Locale { foundationLocaleCurrent() }
    static var timeZone: TimeZone { foundationTimeZoneCurrent() }
    static var calendar: Calendar { foundationCalendarCurrent() }
}

@_silgen_name("$s20FoundationEssentials6LocaleV7currentACvgZ")
public func _loupeLocaleCurrent() -> Locale {
    DeviceRegion.pinned?.locale ?? foundationLocaleCurrent()
}

@_silgen_name("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ")
public func _loupeLocaleAutoupdatingCurrent() -> Locale {
    DeviceRegion.pinned?.locale ?? foundationLocaleAutoupdatingCurrent()
}

@_silgen_name("$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ")
public func _loupeLocalePreferredLanguages() -> [String] {
    DeviceRegion.pinned.map { [$0.languageTag] } ?? foundationPreferredLanguages()
}

@_silgen_name("$s20FoundationEssentials8TimeZoneV7currentACvgZ")
public func _loupeTimeZoneCurrent() -> TimeZone {
    DeviceRegion.pinned?.timeZone ?? foundationTimeZoneCurrent()
}

@_silgen_name("$s20FoundationEssentials8TimeZoneV19autoupdatingCurrentACvgZ")
public func _loupeTimeZoneAutoupdatingCurrent() -> TimeZone {
    DeviceRegion.pinned?.timeZone ?? foundationTimeZoneAutoupdatingCurrent()
}

@_silgen_name("$s20FoundationEssentials8CalendarV7currentACvgZ")
public func _loupeCalendarCurrent() -> Calendar {
    DeviceRegion.pinned?.calendar ?? foundationCalendarCurrent()
}

@_silgen_name("$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ")
public func _loupeCalendarAutoupdatingCurrent() -> Calendar {
    DeviceRegion.pinned?.calendar ?? foundationCalendarAutoupdatingCurrent()
}
