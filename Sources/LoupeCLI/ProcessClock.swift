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

/// A command runs at one now from start to end: the wall clock is pinned for the whole command (so
/// a provider's `Date()` is the same in every cell and on every day); a command at another now (an
/// agent's request) waits for it. Each cell pins its own region as it renders; between cells, the
/// run's region (`RunPin`) answers.
enum ProcessClock {
    static func run<T>(at now: Date, _ body: () throws -> T) throws -> T {
        try LoupeClock.withPinnedNow(now, body)
    }
}

/// The now and region of a whole command-line run, read from its arguments as the command itself
/// reads them (`--now`, else `LOUPE_NOW`; `--locale`; `--time-zone`). They are the run's defaults
/// (`LoupeClock.withAmbient`) from before it lists the previews — a legacy `PreviewProvider`'s
/// `static let` built with `Date()` is first touched then — to its end, so every read of the clock
/// and region by widget code in the run is the run's, but for the cells that pin their own (a
/// German reference a test recorded, checked by verify). An argument the command will reject sets
/// nothing here: the command reports it.
struct RunPin {
    let now: Date
    let region: DeviceRegion

    init?(_ arguments: [String]) {
        func value(_ name: String) -> String? {
            var found: String?
            for (i, argument) in arguments.enumerated() {
                if argument == name, i + 1 < arguments.count { found = arguments[i + 1] }
                if argument.hasPrefix(name + "=") { found = String(argument.dropFirst(name.count + 1)) }
            }
            return found
        }
        do {
            now = try value("--now").map { try LoupeClock.date(from: $0, source: "--now") } ?? LoupeClock.configuredNow()
            region = try DeviceRegion(locale: value("--locale").map(LocaleOption.checked) ?? "en_US", timeZone: value("--time-zone") ?? "UTC")
        } catch {
            return nil
        }
    }
}
