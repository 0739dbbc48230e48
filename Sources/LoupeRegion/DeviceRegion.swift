import CLoupeClock
import Foundation

/// The region a render runs in, as the process of a device set to it would see it: what
/// `Locale.current`, `TimeZone.current`, `Calendar.current` and every formatter that defaults to them
/// answer in a widget's own code while a cell resolves and lays out (`LoupeClock.withPinned`).
///
/// Foundation on Linux fixes its current locale at `en_001` and gives no way to set it, so Loupe
/// answers for it: `CLoupeClock` defines Foundation's public `current` getters in every binary that
/// links Loupe, as it defines the C library's clock, and `RegionInterposition.swift` answers them. The executable's
/// definitions come first in the dynamic linker's search, so the widget's code, and Foundation's own
/// formatters calling across its libraries (`NumberFormatter()`, `DateFormatter()`,
/// `ByteCountFormatter()`, `.formatted()` styles), reach them.
public struct DeviceRegion: Hashable, Sendable, CustomStringConvertible {
    /// A locale identifier (`de_DE`), as `--locale` takes it.
    public let localeIdentifier: String
    /// An IANA time zone (`Europe/Berlin`).
    public let timeZoneIdentifier: String

    public let locale: Locale
    public let timeZone: TimeZone
    /// Gregorian, in the region's locale and zone: the calendar a cell's views read (`\.calendar`).
    public let calendar: Calendar

    /// Why a region cannot be made.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownTimeZone(String)
        public var description: String {
            switch self {
            case .unknownTimeZone(let name): "unknown time zone \"\(name)\" (use an IANA name such as Europe/Paris)"
            }
        }
    }

    public init(locale: String, timeZone: String) throws {
        guard let zone = TimeZone(identifier: timeZone) else { throw Failure.unknownTimeZone(timeZone) }
        (localeIdentifier, timeZoneIdentifier) = (locale, timeZone)
        self.locale = Locale(identifier: locale)
        self.timeZone = zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = self.locale
        calendar.timeZone = zone
        self.calendar = calendar
    }

    /// The region of a run that names none: the one `loupe render` uses by default.
    public static let standard = try! DeviceRegion(locale: "en_US", timeZone: "UTC")

    /// The region pinned now (by a hold on any thread), or nil while Foundation answers for itself.
    public static var pinned: DeviceRegion? {
        let token = loupe_clock_pinned_region()
        return token == 0 ? nil : RegionTokens.shared.region(for: token)
    }

    /// The language tag a device in this region prefers (`de-DE`): `Locale.preferredLanguages`' first.
    public var languageTag: String { localeIdentifier.replacingOccurrences(of: "_", with: "-") }

    public var description: String { "\(localeIdentifier), \(timeZoneIdentifier)" }

    public static func == (a: DeviceRegion, b: DeviceRegion) -> Bool {
        a.localeIdentifier == b.localeIdentifier && a.timeZoneIdentifier == b.timeZoneIdentifier
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(localeIdentifier)
        hasher.combine(timeZoneIdentifier)
    }
}

/// The tokens `CLoupeClock` holds regions by: one per distinct region, for the life of the process
/// (a run uses a handful). Read on every `Locale.current` while a region is pinned, so lookups are a
/// locked array read.
package final class RegionTokens: @unchecked Sendable {
    package static let shared = RegionTokens()
    private let lock = NSLock()
    private var regions: [DeviceRegion] = []
    /// The default zone Foundation had before a region was first pinned: restored when none is.
    private var unpinnedDefaultZone: TimeZone?

    private init() {
        InterposedSymbols.installed
        FollowingFormatters.shared.start()
        loupe_clock_observe_region { token in RegionTokens.shared.apply(token) }
    }

    /// The region's token (1…), made on first use.
    package func token(for region: DeviceRegion) -> Int64 {
        lock.lock(); defer { lock.unlock() }
        if let index = regions.firstIndex(of: region) { return Int64(index + 1) }
        regions.append(region)
        return Int64(regions.count)
    }

    package func region(for token: Int64) -> DeviceRegion? {
        guard token > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        return token <= regions.count ? regions[Int(token - 1)] : nil
    }

    /// Foundation keeps one thing as process state rather than reading it through the getters:
    /// the default time zone of corelibs' `DateFormatter`. Set while a region is pinned (called
    /// under the holds' lock, so regions never interleave), restored when none is.
    private func apply(_ token: Int64) {
        if let region = region(for: token) {
            if unpinnedDefaultZone == nil { unpinnedDefaultZone = NSTimeZone.default }
            NSTimeZone.default = region.timeZone
            FollowingFormatters.shared.follow(locale: region.locale, timeZone: region.timeZone, calendar: region.calendar)
        } else {
            if let zone = unpinnedDefaultZone {
                NSTimeZone.default = zone
                unpinnedDefaultZone = nil
            }
            FollowingFormatters.shared.follow(locale: FoundationRegion.locale, timeZone: FoundationRegion.timeZone, calendar: FoundationRegion.calendar)
        }
    }
}
