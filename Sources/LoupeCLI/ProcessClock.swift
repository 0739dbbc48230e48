import Foundation
import Loupe
import LoupeUI

/// `--now`: the instant a run renders at (default: `LOUPE_NOW`, else `LoupeClock.defaultNow`).
enum NowOption {
    static let option = ArgumentSpec.Option(name: "--now", short: nil, takesValue: true,
                                            help: "render at this instant, ISO 8601, 1700 to 2261 (default: LOUPE_NOW, else 2024-06-03T09:00:00Z)", valueName: "DATE")

    static func now(_ parsed: ParsedArguments) throws -> Date {
        if let text = parsed.value("--now") {
            do { return try LoupeClock.date(from: text, source: "--now") } catch { throw CLIError.usage("\(error)") }
        }
        do { return try LoupeClock.configuredNow() } catch { throw CLIError.usage("\(error)") }
    }
}

/// A command runs at one now from start to end: the wall clock is pinned for the whole run (so a
/// provider's `Date()` is the same in every cell and on every day), and the process's time zone is
/// the run's (so `Calendar.current` and `TimeZone.current` in a provider do not follow the machine).
enum ProcessClock {
    static func run<T>(at now: Date, timeZone: String? = nil, _ body: () throws -> T) throws -> T {
        let zone = timeZone ?? "UTC"
        let previous = ProcessInfo.processInfo.environment["TZ"]
        setenv("TZ", zone, 1)
        NSTimeZone.resetSystemTimeZone()
        defer {
            if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
            NSTimeZone.resetSystemTimeZone()
        }
        return try LoupeClock.withPinnedNow(now, body)
    }
}
