import CLoupeClock
import Foundation

// Foundation's "current" getters answer the pinned region (DeviceRegion) while one is, and
// Foundation's own otherwise. CLoupeClock defines the getters (loupe_region.c); this file answers
// them. Nothing here may name those getters: an optimised build inlines Foundation code that does.

/// The getters answered, by their mangled names: the tests check that they are still Foundation's.
package enum InterposedSymbols {
    package static let getters: [String] = (0...Int(LOUPE_PREFERRED_LANGUAGES)).compactMap { loupe_region_symbol(Int32($0)).map { String(cString: $0) } }
    /// In corelibs Foundation (libFoundation.so), answered in LoupeUI's LocalizedString.swift.
    package static let nsLocalizedString = "$s10Foundation17NSLocalizedString_9tableName6bundle5value7commentS2S_SSSgAA6BundleCS2StF"
    /// corelibs Foundation's formatter initializers, whose formatters follow the region (FollowingFormatters).
    package static let formatterInitializers: [String] = (0...Int(LOUPE_BYTE_COUNT_FORMATTER)).compactMap { loupe_formatter_symbol(Int32($0)).map { String(cString: $0) } }
    package static let all = getters + formatterInitializers + [nsLocalizedString]

    /// Foundation's own function of that name: the next definition after this binary's, or the
    /// library's when Loupe is in a shared library loaded after Foundation.
    package static func next<T>(_ name: String, as type: T.Type) -> T {
        let libraries = ["libFoundationEssentials.so", "libFoundation.so"].compactMap { (file: String) in dlopen(file, RTLD_LAZY | RTLD_NOLOAD) }
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), name) ?? libraries.lazy.compactMap({ dlsym($0, name) }).first else {
            fatalError("Loupe: Foundation has no \(name); this toolchain's Foundation is not one Loupe can pin the region of")
        }
        return unsafeBitCast(symbol, to: type)
    }

    /// Installs the answers (once, before the first region is pinned). CLoupeClock returns each
    /// value as the two words Foundation's layouts have on Linux: a toolchain whose layouts differ
    /// stops here, rather than answering with garbage.
    static let installed: Void = {
        for (name, size) in [("Locale", MemoryLayout<Locale>.size), ("TimeZone", MemoryLayout<TimeZone>.size), ("Calendar", MemoryLayout<Calendar>.size)]
        where size != 2 * MemoryLayout<UnsafeRawPointer>.size {
            fatalError("Loupe: this Foundation's \(name) is \(size) bytes; CLoupeClock's getters (loupe_region.c) return two words")
        }
        loupe_region_answer_with { getter, result in
            guard let result, let region = DeviceRegion.pinned else { return 0 }
            switch getter {
            case Int32(LOUPE_LOCALE_CURRENT), Int32(LOUPE_LOCALE_AUTOUPDATING):
                result.bindMemory(to: Locale.self, capacity: 1).initialize(to: region.locale)
            case Int32(LOUPE_TIME_ZONE_CURRENT), Int32(LOUPE_TIME_ZONE_AUTOUPDATING):
                result.bindMemory(to: TimeZone.self, capacity: 1).initialize(to: region.timeZone)
            case Int32(LOUPE_CALENDAR_CURRENT), Int32(LOUPE_CALENDAR_AUTOUPDATING):
                result.bindMemory(to: Calendar.self, capacity: 1).initialize(to: region.calendar)
            case Int32(LOUPE_PREFERRED_LANGUAGES):
                result.bindMemory(to: [String].self, capacity: 1).initialize(to: [region.languageTag])
            default:
                return 0
            }
            return 1
        }
    }()
}

/// What Foundation itself answers, whatever is pinned.
enum FoundationRegion {
    static var locale: Locale { value(Int32(LOUPE_LOCALE_CURRENT), as: Locale.self) }
    static var timeZone: TimeZone { value(Int32(LOUPE_TIME_ZONE_CURRENT), as: TimeZone.self) }
    static var calendar: Calendar { value(Int32(LOUPE_CALENDAR_CURRENT), as: Calendar.self) }

    private static func value<T>(_ getter: Int32, as type: T.Type) -> T {
        withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            loupe_region_foundation_value(getter, buffer.baseAddress!)
            return buffer.baseAddress!.move()
        }
    }
}
