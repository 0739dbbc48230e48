import Dispatch
import Foundation
import Glibc
import XCTest
@testable import Loupe
@testable import LoupeCLI
@testable import LoupeUI

/// A widget that formats the way widget code does: with the process's defaults, never the
/// environment's locale.
private struct RegionEntry: TimelineEntry {
    let date: Date
    /// Formatted by the provider, in whatever region it runs.
    var steps = ""
}

/// Formatters kept as widgets keep them: made once, by whichever cell touches them first.
private enum Kept {
    static let number: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; return f }()
    static let date: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; f.timeStyle = .short; return f }()
    /// A machine format: its locale is set, so it stays; its zone is the device's.
    static let posix: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.dateFormat = "yyyy-MM-dd HH:mm"; return f }()
    static let measurement = MeasurementFormatter()
    static let widgetNumber: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; return f }()
}

private struct RegionWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> RegionEntry { RegionEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (RegionEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<RegionEntry>) -> Void) {
            let number = NumberFormatter()
            number.numberStyle = .decimal
            completion(Timeline(entries: [RegionEntry(date: Date(), steps: number.string(from: 4218) ?? "")], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Region", provider: Provider()) { entry in
            let number = NumberFormatter()
            number.numberStyle = .decimal
            let date = DateFormatter()
            date.dateStyle = .medium
            return VStack {
                Text(verbatim: Locale.current.identifier).accessibilityIdentifier("locale")
                Text(verbatim: number.string(from: 1234.5) ?? "").accessibilityIdentifier("number")
                Text(verbatim: 1234.5.formatted()).accessibilityIdentifier("formatted")
                Text(verbatim: date.string(from: entry.date)).accessibilityIdentifier("date")
                Text(verbatim: entry.date.formatted(date: .omitted, time: .shortened)).accessibilityIdentifier("time")
                Text(verbatim: "\(Calendar.current.firstWeekday)").accessibilityIdentifier("firstWeekday")
                Text(verbatim: Kept.widgetNumber.string(from: 98765.4) ?? "").accessibilityIdentifier("kept")
                Text(verbatim: entry.steps).accessibilityIdentifier("steps")
            }
            .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

final class DeviceRegionTests: XCTestCase {
    let june3 = Date(timeIntervalSince1970: 1_717_405_200)   // 09:00 UTC

    func testFoundationAnswersForItselfOutsideAHold() {
        XCTAssertNil(DeviceRegion.pinned)
        XCTAssertEqual(Locale.current.identifier, "en_001", "Foundation on Linux's own current locale")
    }

    /// Each interposed name is still a public function of Foundation's libraries: a toolchain that
    /// renamed one would leave the defaults following the machine without a word.
    func testTheInterposedGettersAreStillFoundations() {
        let libraries = ["libFoundationEssentials.so", "libFoundation.so"].compactMap { (file: String) in dlopen(file, RTLD_LAZY | RTLD_NOLOAD) }
        XCTAssertEqual(libraries.count, 2)
        for name in InterposedSymbols.all {
            XCTAssertTrue(libraries.contains { dlsym($0, name) != nil }, "Foundation has no \(name)")
        }
    }

    func testEveryDefaultFollowsThePinnedRegion() throws {
        let region = try DeviceRegion(locale: "de_DE", timeZone: "Europe/Berlin")
        let seen = try LoupeClock.withPinned(now: june3, region: region) { () -> [String] in
            let number = NumberFormatter()
            number.numberStyle = .decimal
            let date = DateFormatter()
            date.dateStyle = .medium
            date.timeStyle = .short
            return [Locale.current.identifier, Locale.autoupdatingCurrent.identifier, TimeZone.current.identifier,
                    TimeZone.autoupdatingCurrent.identifier, Calendar.current.timeZone.identifier, "\(Calendar.current.firstWeekday)",
                    Calendar.autoupdatingCurrent.locale?.identifier ?? "", Locale.preferredLanguages.joined(),
                    number.string(from: 1234.5) ?? "", 1234.5.formatted(), 1234.formatted(), date.string(from: Date()),
                    Date().formatted(date: .numeric, time: .shortened), ByteCountFormatter().string(fromByteCount: 1_234_567),
                    0.25.formatted(.percent), 12.5.formatted(.currency(code: "EUR"))]
        }
        XCTAssertEqual(seen, ["de_DE", "de_DE", "Europe/Berlin", "Europe/Berlin", "Europe/Berlin", "2", "de_DE", "de-DE",
                              "1.234,5", "1.234,5", "1.234", "03.06.2024, 11:00", "3.6.2024, 11:00", "1,2 MB", "25\u{A0}%", "12,50\u{A0}€"])
    }

    /// CLoupeClock's getters return Foundation's values as two words (loupe_region.c): a toolchain
    /// whose layouts differ must fail here, not corrupt every Locale.current.
    func testFoundationsValuesAreTheTwoWordsTheGettersReturn() {
        let twoWords = 2 * MemoryLayout<UnsafeRawPointer>.size
        XCTAssertEqual(MemoryLayout<Locale>.size, twoWords)
        XCTAssertEqual(MemoryLayout<TimeZone>.size, twoWords)
        XCTAssertEqual(MemoryLayout<Calendar>.size, twoWords)
        XCTAssertEqual(MemoryLayout<[String]>.size, MemoryLayout<UnsafeRawPointer>.size)
    }

    func testTheRegionEndsWithItsHold() throws {
        let defaultZone = NSTimeZone.default
        try LoupeClock.withPinned(now: june3, region: try DeviceRegion(locale: "ja_JP", timeZone: "Asia/Tokyo")) {
            XCTAssertEqual(NSTimeZone.default.identifier, "Asia/Tokyo", "DateFormatter's default zone follows the region")
        }
        XCTAssertNil(DeviceRegion.pinned)
        XCTAssertEqual(Locale.current.identifier, "en_001")
        XCTAssertEqual(NSTimeZone.default, defaultZone)
    }

    func testAHoldWithoutARegionKeepsThePinnedOne() throws {
        let region = try DeviceRegion(locale: "nl_NL", timeZone: "Europe/Amsterdam")
        let inner = try LoupeClock.withPinned(now: june3, region: region) {
            try LoupeClock.withPinnedNow(june3) { Locale.current.identifier }
        }
        XCTAssertEqual(inner, "nl_NL")
    }

    /// A region waiting for another's holds to end is not overtaken by new holds of that one: cells
    /// of a region that keep overlapping cannot starve another region's.
    func testAWaitingRegionIsNotOvertaken() throws {
        let english = try DeviceRegion(locale: "en_US", timeZone: "UTC"), german = try DeviceRegion(locale: "de_DE", timeZone: "UTC")
        let order = ResultsOrder()
        try LoupeClock.hold(june3, region: english)
        let germanCell = Thread { try? LoupeClock.withPinned(now: self.june3, region: german) { order.add("de") } }
        germanCell.start()
        // Each wait is bounded, so a broken queue fails the test instead of hanging it.
        func wait(until done: () -> Bool) { let end = Date(timeIntervalSinceNow: 10); while !done() && Date() < end { usleep(1_000) } }
        wait { LoupeClock.waitingHolds >= 1 }
        let laterEnglishCell = Thread { try? LoupeClock.withPinned(now: self.june3, region: english) { order.add("en") } }
        laterEnglishCell.start()
        wait { LoupeClock.waitingHolds >= 2 || !order.all.isEmpty }
        XCTAssertEqual(order.all, [], "both wait while the first English hold lasts")
        LoupeClock.release(region: english)
        wait { order.all.count >= 2 }
        XCTAssertEqual(order.all, ["de", "en"], "the German cell, which asked first, goes first")
        XCTAssertEqual(LoupeClock.waitingHolds, 0)
    }

    func testARenderInAnotherRegionInsideOneIsAnError() throws {
        let german = try DeviceRegion(locale: "de_DE", timeZone: "UTC"), dutch = try DeviceRegion(locale: "nl_NL", timeZone: "UTC")
        XCTAssertThrowsError(try LoupeClock.withPinned(now: june3, region: german) { try LoupeClock.withPinned(now: june3, region: dutch) {} }) { error in
            XCTAssertEqual("\(error)", "this thread already runs at now = 2024-06-03T09:00:00Z in de_DE, UTC; a render at 2024-06-03T09:00:00Z in nl_NL, UTC cannot run inside it")
        }
    }

    /// Five regions rendered from five threads at once: each cell reads its own, every time (cells
    /// of one region run together, another region's wait for them).
    func testFiveRegionsSideBySideInParallel() throws {
        let regions: [(locale: String, zone: String, expected: [String])] = [
            ("en_US", "America/New_York", ["en_US", "1,234.5", "1,234.5", "Jun 3, 2024", "5:00\u{202F}AM", "1", "98,765.4"]),
            ("de_DE", "Europe/Berlin", ["de_DE", "1.234,5", "1.234,5", "03.06.2024", "11:00", "2", "98.765,4"]),
            ("nl_NL", "Europe/Amsterdam", ["nl_NL", "1.234,5", "1.234,5", "3 jun 2024", "11:00", "2", "98.765,4"]),
            // Arabic-Indic digits, in the Gregorian calendar the cell's dates use (not ar_SA's Hijri).
            ("ar_SA", "Asia/Riyadh", ["ar_SA", "١٬٢٣٤٫٥", "١٬٢٣٤٫٥", "٠٣\u{200F}/٠٦\u{200F}/٢٠٢٤", "١٢:٠٠\u{A0}م", "1", "٩٨٬٧٦٥٫٤"]),
            ("ja_JP", "Asia/Tokyo", ["ja_JP", "1,234.5", "1,234.5", "2024/06/03", "18:00", "1", "98,765.4"]),
        ]
        let identifiers = ["locale", "number", "formatted", "date", "time", "firstWeekday", "kept"]
        let results = ResultsBox(count: regions.count * 3)
        DispatchQueue.concurrentPerform(iterations: regions.count * 3) { i in
            let region = regions[i % regions.count]
            var cell = WidgetCell(family: .systemSmall, locale: region.locale, timeZone: region.zone)
            cell.now = june3
            let layout = Result<LayoutNode, Error> { try Loupe.layout(.widget(RegionWidget()), cell: cell) }
            results.set(i, layout.map { layout in
                identifiers.map { id in layout.node(withIdentifier: id).map { String($0.detail.dropFirst().dropLast()) } ?? "?" }
            })
        }
        for (i, result) in results.values.enumerated() {
            let region = regions[i % regions.count]
            let texts = try XCTUnwrap(result).get()
            XCTAssertEqual(texts, region.expected, "\(region.locale)")
        }
    }

    /// A formatter kept in a static, made in one region, formats in the region of every later cell;
    /// one whose locale was set keeps it, and takes the cell's zone.
    func testFormattersKeptInStaticsFollowTheRegion() throws {
        func seen(_ locale: String, _ zone: String) throws -> [String] {
            try LoupeClock.withPinned(now: june3, region: try DeviceRegion(locale: locale, timeZone: zone)) {
                [Kept.number.string(from: 1234.5) ?? "", Kept.date.string(from: Date()), Kept.posix.string(from: Date()),
                 Kept.measurement.string(from: Measurement(value: 12.5, unit: UnitLength.kilometers))]
            }
        }
        XCTAssertEqual(try seen("en_US", "UTC"), ["1,234.5", "Jun 3, 2024 at 9:00\u{202F}AM", "2024-06-03 09:00", "12.5 km"])
        XCTAssertEqual(try seen("de_DE", "Europe/Berlin"), ["1.234,5", "03.06.2024, 11:00", "2024-06-03 11:00", "12,5 km"])
        XCTAssertEqual(try seen("ja_JP", "Asia/Tokyo"), ["1,234.5", "2024/06/03 18:00", "2024-06-03 18:00", "12.5 km"])
        XCTAssertEqual(Kept.posix.locale.identifier, "en_US_POSIX")
    }

    /// `--locale` and `--time-zone` are the device's region for the whole run, the provider included.
    func testTheCommandLinesLocaleReachesDefaultFormatters() {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: [.widget(RegionWidget(), name: "Region")], examples: [], records: [],
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["render", "Region", "--locale", "de_DE", "--time-zone", "Europe/Berlin", "--dump", "layout"]), 0, error)
        for text in ["\"de_DE\"", "\"1.234,5\"", "\"03.06.2024\"", "\"11:00\""] { XCTAssertTrue(output.contains(text), "\(text) in\n\(output)") }
        XCTAssertNil(DeviceRegion.pinned, "the run's region ends with the run")
    }

    /// A run's region is a default, not a hold: verify checks, in one run, the references of its own
    /// region and the German ones a test recorded, each cell in its own region — its provider too,
    /// whose entries hold a number it formatted.
    func testOneVerifyChecksReferencesOfSeveralRegions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-regions-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = ["--snapshots", folder.appendingPathComponent("Snapshots").path, "--artifacts", folder.appendingPathComponent("artifacts").path]
        var errors = ""
        let tool = LoupeCommandLine(previews: [.widget(RegionWidget(), name: "Region")], examples: [], records: [],
                                    output: { _ in }, error: { errors += $0 + "\n" })
        XCTAssertEqual(tool.run(["record", "Region", "--mode", "fullColor", "--scheme", "light"] + snapshots), 0, errors)
        XCTAssertEqual(tool.run(["record", "Region", "--mode", "fullColor", "--scheme", "light", "--locale", "de_DE", "--time-zone", "Europe/Berlin"] + snapshots), 0, errors)
        XCTAssertEqual(tool.run(["verify", "Region", "--mode", "fullColor", "--scheme", "light"] + snapshots), 0, errors)
        XCTAssertFalse(errors.contains("cannot run inside it"), errors)
    }

    func testStringLocalizedReadsTheDevicesLanguage() throws {
        let tables = StringTables(tables: ["Localizable": ["de": ["Steps today": .plain("Schritte heute"), "%lld steps": .plain("%lld Schritte")]]])
        var environment = EnvironmentValues()
        environment.stringTables = tables
        let seen = try EnvironmentValues.$current.withValue(environment) {
            try LoupeClock.withPinned(now: june3, region: try DeviceRegion(locale: "de_DE", timeZone: "UTC")) {
                [String(localized: "Steps today"), String(localized: "\(4218) steps"), String(localized: "Missing key"),
                 String(localized: "goal.title", defaultValue: "Goal"), NSLocalizedString("Steps today", comment: "")]
            }
        }
        XCTAssertEqual(seen, ["Schritte heute", "4218 Schritte", "Missing key", "Goal", "Schritte heute"])
        let english = EnvironmentValues.$current.withValue(environment) { String(localized: "Steps today") }
        XCTAssertEqual(english, "Steps today", "outside a region, Foundation's own language (en)")
    }
}

private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[String], Error>?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ result: Result<[String], Error>) { lock.withLock { results[i] = result } }
    var values: [Result<[String], Error>?] { lock.withLock { results } }
}

private final class ResultsOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
