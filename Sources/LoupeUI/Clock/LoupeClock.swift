import CLoupeClock
import Foundation

/// Loupe's "now": one documented instant that every render runs at, so a snapshot recorded today
/// verifies tomorrow. While a render runs, the process's wall clock is pinned to it — `Date()`,
/// `Date.now` and `CFAbsoluteTimeGetCurrent()` in a widget's own provider and views answer the
/// pinned time (CLoupeClock interposes the C library's wall-clock functions; monotonic clocks,
/// and so timeouts and durations, are untouched). A hold may pin the cell's region too
/// (`DeviceRegion`): `Locale.current`, `TimeZone.current`, `Calendar.current` and the default
/// formatters then answer as a device set to it would.
///
/// The default is `defaultNow`; `LOUPE_NOW` (ISO 8601) overrides it for a whole process, the
/// command line's `--now` for one run, and `now:` for one call or assertion.
public enum LoupeClock {
    /// Monday 3 June 2024, 09:00:00 UTC: the now of every render unless one is given.
    public static let defaultNow = Date(timeIntervalSince1970: 1_717_405_200)

    /// The environment variable that overrides `defaultNow`.
    public static let environmentVariable = "LOUPE_NOW"

    /// Why a now could not be pinned or read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// `LOUPE_NOW` or `--now` is not an ISO 8601 date and time.
        case unreadable(source: String, text: String)
        /// A date outside `supportedRange`.
        case outOfRange(source: String, text: String)
        /// This thread already runs at another now or region (a render inside a render at a different one).
        case nested(held: Date, heldRegion: DeviceRegion?, asked: Date, region: DeviceRegion?)
        /// Renders at another now or region on other threads did not finish in time.
        case busy(held: Date, heldRegion: DeviceRegion?, asked: Date, region: DeviceRegion?)

        public var description: String {
            switch self {
            case .unreadable(let source, let text):
                return "\(source) '\(text)' is not an ISO 8601 date and time; write it like 2024-06-03T09:00:00Z (or with an offset, +02:00)"
            case .outOfRange(let source, let text):
                return "\(source) '\(text)' is outside the dates a render can be pinned to: \(LoupeClock.format(LoupeClock.supportedRange.lowerBound)) to \(LoupeClock.format(LoupeClock.supportedRange.upperBound))"
            case .nested(let held, let heldRegion, let asked, let region):
                return "this thread already runs at now = \(LoupeClock.format(held))\(Self.in(heldRegion)); a render at \(LoupeClock.format(asked))\(Self.in(region)) cannot run inside it"
            case .busy(let held, let heldRegion, let asked, let region):
                return "renders at now = \(LoupeClock.format(held))\(Self.in(heldRegion)) on other threads did not finish within two minutes, so a render at \(LoupeClock.format(asked))\(Self.in(region)) could not start (is a render at one now or region waiting on a render at another?)"
            }
        }

        private static func `in`(_ region: DeviceRegion?) -> String { region.map { " in \($0)" } ?? "" }
    }

    /// The now of renders that are not given one: `LOUPE_NOW` when it is set (and readable), else
    /// `defaultNow`. Read once per process.
    public static let processNow: Date = (try? configuredNow()) ?? defaultNow

    /// `LOUPE_NOW` when it is set, else `defaultNow`.
    public static func configuredNow(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Date {
        guard let text = environment[environmentVariable], !text.isEmpty else { return defaultNow }
        return try date(from: text, source: environmentVariable)
    }

    /// The dates a render can be pinned to: the pinned clock counts nanoseconds since 1970 in 64
    /// bits (1677 to 2262); whole years inside that.
    public static let supportedRange: ClosedRange<Date> =
        Date(timeIntervalSince1970: -8_520_336_000)...Date(timeIntervalSince1970: 9_214_646_399)  // 1700-01-01 … 2261-12-31T23:59:59Z

    /// `text` read as a now, from `source` (`--now`, `LOUPE_NOW`): an ISO 8601 date and time inside `supportedRange`.
    public static func date(from text: String, source: String) throws -> Date {
        guard let date = parse(text) else { throw Failure.unreadable(source: source, text: text) }
        guard supportedRange.contains(date) else { throw Failure.outOfRange(source: source, text: text) }
        return date
    }

    /// Runs `body` with the wall clock pinned to `now`. Calls nest; calls on several threads at the
    /// same now run together; a call at another now waits for them to finish.
    public static func withPinnedNow<T>(_ now: Date, _ body: () throws -> T) throws -> T {
        try withPinned(now: now, region: nil, body)
    }

    /// Runs `body` with the wall clock pinned to `now` and, given one, the region pinned to
    /// `region` (without one, whatever region is pinned stays). Calls nest; calls on several
    /// threads at the same now and region run together; a call at another now or region waits
    /// for them to finish.
    public static func withPinned<T>(now: Date, region: DeviceRegion?, _ body: () throws -> T) throws -> T {
        try hold(now, region: region)
        defer { release(region: region) }
        return try body()
    }

    /// Pins the clock (and the region) until a matching `release(region:)`: for a command line
    /// that runs at one now from start to end.
    public static func hold(_ now: Date, region: DeviceRegion? = nil) throws {
        guard supportedRange.contains(now) else { throw Failure.outOfRange(source: "now", text: format(now)) }
        FollowingFormatters.shared.start()   // formatters made from now on follow the pinned region
        switch loupe_clock_hold(nanoseconds(now), region.map(RegionTokens.shared.token(for:)) ?? 0) {
        case 0: return
        case -1: throw Failure.nested(held: pinnedNow ?? now, heldRegion: DeviceRegion.pinned, asked: now, region: region)
        default: throw Failure.busy(held: pinnedNow ?? now, heldRegion: DeviceRegion.pinned, asked: now, region: region)
        }
    }

    public static func release(region: DeviceRegion? = nil) {
        loupe_clock_release(region.map(RegionTokens.shared.token(for:)) ?? 0)
    }

    /// Whether the calling thread runs inside a hold (a render, an assertion).
    public static var isHeldByThisThread: Bool { loupe_clock_thread_holds() != 0 }

    /// Runs `body` with `now` and `region` as what the clock and region read while no render holds
    /// its own: a command-line run's defaults, from before it lists its previews to its end. Not a
    /// hold: renders at other nows and in other regions go on inside it (a verify run checks the
    /// German references a test recorded) and win while they last.
    public static func withAmbient<T>(now: Date, region: DeviceRegion, _ body: () throws -> T) throws -> T {
        guard supportedRange.contains(now) else { throw Failure.outOfRange(source: "now", text: format(now)) }
        FollowingFormatters.shared.start()
        var previous: (time: Int64, region: Int64) = (0, 0)
        let hadOne = loupe_clock_ambient(&previous.time, &previous.region) == 1
        loupe_clock_set_ambient(nanoseconds(now), RegionTokens.shared.token(for: region))
        defer { loupe_clock_set_ambient(hadOne ? previous.time : Int64.min, previous.region) }
        return try body()
    }

    /// How many holds of a region wait for another region's holds to end.
    public static var waitingHolds: Int { Int(loupe_clock_waiting()) }

    /// Whether a run's defaults are set (`withAmbient`).
    public static var hasAmbient: Bool { loupe_clock_ambient(nil, nil) == 1 }

    /// Runs `body` at the process's now (`processNow`) and the standard region unless this thread
    /// already holds a now or a run has set its own: for work that runs widget code outside any
    /// render (listing previews, whose statics may read `Date()` the first time they are touched).
    public static func withProcessNowUnlessHeld<T>(_ body: () throws -> T) rethrows -> T {
        guard !isHeldByThisThread, !hasAmbient, (try? hold(processNow, region: .standard)) != nil else { return try body() }
        defer { release(region: .standard) }
        return try body()
    }

    /// The pinned time, or nil while the real clock runs.
    public static var pinnedNow: Date? {
        var t: Int64 = 0
        return loupe_clock_pinned(&t) == 1 ? Date(timeIntervalSince1970: Double(t) / 1e9) : nil
    }

    /// The real wall clock, pinned or not.
    public static var realNow: Date { Date(timeIntervalSince1970: Double(loupe_clock_real_now()) / 1e9) }

    /// ISO 8601 with a zone: `2024-06-03T09:00:00Z`, `2024-06-03T11:00:00+02:00`, fractional seconds allowed.
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// `2024-06-03T09:00:00Z`.
    public static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static func nanoseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1e9).rounded())
    }
}
