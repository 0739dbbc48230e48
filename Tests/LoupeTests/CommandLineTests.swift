import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeUI
import LoupeExamples

/// The command line: parsing, errors and exit codes, output files.
final class CommandLineTests: XCTestCase {
    struct Run { let code: Int32; let output: String; let error: String }

    func run(_ arguments: [String]) -> Run {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let code = tool.run(arguments)
        return Run(code: code, output: output, error: error)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testHelpAndVersionExitZero() {
        let help = run(["--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.output.contains("usage: loupe <command>"))
        XCTAssertTrue(help.output.contains("exit codes"))
        let renderHelp = run(["render", "--help"])
        XCTAssertEqual(renderHelp.code, 0)
        XCTAssertTrue(renderHelp.output.contains("--example NAME"))
        XCTAssertEqual(run(["--version"]).output, "loupe \(Loupe.version)\n")
    }

    /// iOS calls the accented mode Tinted; the command line takes both names for one mode.
    func testTintedIsTheAccentedMode() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(run(["render", "Steps", "--mode", "tinted", "-o", folder.appendingPathComponent("t.png").path]).code, 0)
        XCTAssertEqual(run(["render", "Steps", "--mode", "accented", "-o", folder.appendingPathComponent("a.png").path]).code, 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("t.png")), try Data(contentsOf: folder.appendingPathComponent("a.png")))
        XCTAssertEqual(run(["render", "Steps", "--mode", "tinted,accented", "-o", folder.path]).output.contains("rendered 1 of 1 cells"), true,
                       "one mode named twice is one cell")
    }

    func testUsageErrorsExitTwoAndSuggestTheNearestChoice() {
        let cases: [([String], String)] = [
            (["rendr"], "unknown command 'rendr'; did you mean 'render'?"),
            (["render", "--example", "wether"], "unknown example 'wether'; did you mean 'weather'?"),
            (["render", "--exmaple", "weather"], "unknown option '--exmaple' for 'loupe render'; did you mean '--example'?"),
            (["render", "Stpes"], "unknown widget 'Stpes'; did you mean 'Steps'?"),
            (["render", "Steps", "--family", "systemSmal"], "unknown family 'systemSmal'; did you mean 'systemSmall'?"),
            (["render", "Steps", "--family", "systemExtraLarge"], "Steps does not support systemExtraLarge; it supports systemSmall, systemMedium"),
            (["render", "Steps", "--mode", "tinded"], "unknown mode 'tinded'; did you mean 'tinted'?"),
            (["render", "Steps", "--locale", "german"], "unknown --locale 'german'; german is de or de_DE (a language, or a language and region)"),
            (["verify", "Steps", "--locale", "ar_SA", "--tolerance-channel", "300"], "--tolerance-channel must be a number from 0 to 255, not '300'"),
            (["render", "Steps", "--scheme", "drak"], "unknown scheme 'drak'; did you mean 'dark'?"),
            (["render", "Steps", "--timeline-index", "7"], "timeline index 7 is out of range: Steps has 4 entries for systemSmall (0…3)"),
            (["render", "Steps", "--timeline-index", "first"], "--timeline-index must be a number, placeholder, snapshot"),
            (["render", "Steps", "--device", "watch-45mm"], "watch-45mm has no systemSmall widgets"),
            (["render", "Steps", "--device", "iphone-4"], "unknown device 'iphone-4'"),
            (["render", "Steps", "--shard", "3/2"], "--shard must look like i/n with 1 ≤ i ≤ n"),
            (["render", "Steps", "--jobs", "0"], "--jobs must be a whole number of at least 1"),
            (["render", "Steps", "--time-zone", "Mars/Olympus"], "unknown time zone 'Mars/Olympus'"),
            (["render", "Steps", "--mode", "all", "--dump", "layout"], "--dump prints one cell; this selects 3"),
            (["timeline"], "loupe timeline needs a widget"),
            (["timeline", "Steps", "--family", "systemExtraLarge"], "Steps does not support systemExtraLarge"),
            (["render", "--example", "weather", "--scale", "4"], "--scale must be 1, 2 or 3, not '4'"),
            (["render", "--example", "weather", "--format", "jpg"], "--format must be png or svg, not 'jpg'"),
            (["render", "--example", "weather", "--size", "0x10"], "both sides must be finite numbers greater than 0"),
            (["render", "--example", "weather", "--size", "big"], "--size must look like 364x170"),
            (["render", "--example", "weather", "--size", "9000x10"], "the limit is 16384 a side"),
            (["render", "--example", "weather", "--dump", "pixels"], "--dump must be resolved, layout, display-list or accessibility"),
            (["render", "--example", "weather", "--scale"], "option --scale needs a value"),
            (["render", "--example", "weather", "Steps"], "give either a widget or --example, not both"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("loupe: error: "), result.error)
        }
    }

    func testRenderWritesAPNGOfTheRightSize() throws {
        let file = try temporaryFolder().appendingPathComponent("out.png")
        let result = run(["render", "--example", "weather", "--scale", "2", "-o", file.path])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertTrue(result.output.contains("340×340 px @2x"))
        let png = try Data(contentsOf: file)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(png[16..<24].map { $0 }, [0, 0, 1, 0x54, 0, 0, 1, 0x54], "IHDR: 340 × 340")
    }

    func testFormatFollowsTheOutputExtension() throws {
        let file = try temporaryFolder().appendingPathComponent("out.svg")
        XCTAssertEqual(run(["render", "--example", "battery", "--output=\(file.path)"]).code, 0)
        XCTAssertTrue(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("<svg"))
    }

    func testDumpLayoutPrintsOneNodePerLine() {
        let result = run(["render", "--example", "battery", "--dump", "layout"])
        XCTAssertEqual(result.code, 0)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.first, "root 0 0 170 170")
        XCTAssertTrue(lines.contains { $0.hasSuffix("frame 23 23 56 56 #phone") }, "the identifier tags the view it was attached to")
    }

    func testSymbolsDrawsAContactSheet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheet.png").path
        let result = run(["symbols", "bird", "person.fill.badge.plus", "--weight", "bold", "--columns", "2", "-o", file])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("wrote \(file) (2 symbols"), result.output)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: file))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
    }

    func testSymbolsListSaysHowEachNameIsDrawn() {
        let result = run(["symbols", "--list", "heart.fill", "bird.circle", "chevron.rigth"])
        XCTAssertEqual(result.code, 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "heart.fill\tmapped\tmi:favorite")
        XCTAssertEqual(lines[1], "bird.circle\tcomposed\tmdi:bird + circle")
        XCTAssertTrue(lines[2].hasPrefix("chevron.rigth\tplaceholder\tdid you mean chevron.right"), lines[2])
    }

    func testSymbolsRefusesAnUnknownWeightAndWritesNothing() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-symbols-\(UUID().uuidString).png").path
        let result = run(["symbols", "bird", "--weight", "extraBold", "-o", file])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.error.contains("--weight must be one of"), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    }

    func testSymbolsRefusesAnUnknownModeAndAValueOutOfRange() {
        let mode = run(["symbols", "wifi", "--mode", "tinted"])
        XCTAssertEqual(mode.code, 2)
        XCTAssertTrue(mode.error.contains("--mode must be one of hierarchical, monochrome, multicolor, palette, not 'tinted'"), mode.error)
        let value = run(["symbols", "wifi", "--value", "1.5"])
        XCTAssertEqual(value.code, 2)
        XCTAssertTrue(value.error.contains("--value must be a number from 0 to 1, not '1.5'"), value.error)
    }

    func testDumpResolvedShowsTheTreeBeforeLayout() {
        let result = run(["render", "--example", "weather", "--dump", "resolved"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.output.contains("Text \"Cupertino\" [semibold 17pt rgb(255,255,255)]"), result.output)
        XCTAssertTrue(result.output.contains("Image systemName cloud.sun.fill → \(SymbolResolver.resolve("cloud.sun.fill").glyph)"), result.output)
    }

    /// `--example` and the example's view cell are one path: the same bytes, in either scheme.
    func testAnExampleRendersAsItsViewCell() throws {
        let folder = try temporaryFolder()
        for scheme in ["light", "dark"] {
            let example = folder.appendingPathComponent("example-\(scheme).png"), cell = folder.appendingPathComponent("cell-\(scheme).png")
            XCTAssertEqual(run(["render", "--example", "battery", "--scheme", scheme, "-o", example.path]).code, 0)
            XCTAssertEqual(run(["render", "battery", "--scheme", scheme, "-o", cell.path]).code, 0)
            XCTAssertEqual(try Data(contentsOf: example), try Data(contentsOf: cell), scheme)
        }
    }

    func testDumpResolvedShowsAWidgetInItsContainer() {
        let result = run(["render", "Steps", "--family", "systemSmall", "--dump", "resolved"])
        XCTAssertEqual(result.code, 0, result.error)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.first, "clip RoundedRectangle", "the container's corner clip comes first:\n\(result.output)")
        for line in ["padding 16 16 16 16", "VStack leading spacing 4", "Text \"Steps\" [regular 12pt rgba(60,60,67,0.6)]", "accessibility hidden"] {
            XCTAssertTrue(lines.contains(line), "\(line) in\n\(result.output)")
        }
        XCTAssertFalse(result.output.contains("LoupeUI."), "modifiers are named, not printed as Swift values:\n\(result.output)")
    }

    func testUnwritableOutputFailsWithExitOneAndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        let missing = folder.appendingPathComponent("no/such/dir/out.png")
        let result = run(["render", "--example", "weather", "-o", missing.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("does not exist"), result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testExistingFileIsReplacedOnlyBySuccess() throws {
        let file = try temporaryFolder().appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: file)
        XCTAssertEqual(run(["render", "--example", "weather", "--size", "-1x5", "-o", file.path]).code, 2)
        XCTAssertEqual(try Data(contentsOf: file), Data("previous".utf8))
        XCTAssertEqual(run(["render", "--example", "weather", "-o", file.path]).code, 0)
        XCTAssertNotEqual(try Data(contentsOf: file), Data("previous".utf8))
    }

    func testListNamesEveryExampleWidgetDeviceAndView() {
        let output = run(["list"]).output
        for name in ["Steps", "CharacterHealth", "TaskChecklist", "ReadingGoal", "Countdown", "iphone-430", "watch-45mm"] + Examples.all.map(\.name) {
            XCTAssertTrue(output.contains(name), name)
        }
        XCTAssertTrue(output.contains("4 entries: 0 2024-06-03 09:00:00 r0.21"), output)
        XCTAssertTrue(output.contains("Steps through the day  (kind Steps, #Preview at LoupeExamples/Previews.swift:6)"), "macro previews are listed with their place")
    }

    func testListJSONIsParseableAndComplete() throws {
        let data = Data(run(["list", "--json"]).output.utf8)
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let widgets = json["widgets"] as! [[String: Any]]
        let steps = widgets.first { $0["name"] as? String == "Steps" }!
        XCTAssertEqual(steps["families"] as? [String], ["systemSmall", "systemMedium", "systemLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline"])
        let timeline = (steps["timelines"] as! [[String: Any]])[0]
        XCTAssertEqual((timeline["entries"] as! [Any]).count, 4)
        XCTAssertEqual(timeline["policy"] as? String, "atEnd")
        let reading = widgets.first { $0["name"] as? String == "ReadingGoal" }!
        let vision = reading["visionOS"] as? [String: Any]
        XCTAssertEqual(vision?["mountings"] as? [String], ["elevated", "recessed"])
        XCTAssertEqual(vision?["texture"] as? String, "glass")
        XCTAssertEqual(reading["places"] as? [String], ["homeScreen", "lockScreen", "standBy", "smartStack", "carPlay", "iPhoneWidgetsOnMac", "watchFace"])
        XCTAssertEqual((json["devices"] as! [Any]).count, DeviceProfile.all.count)
        XCTAssertEqual(Set(DeviceProfile.all.map(\.name)).count, DeviceProfile.all.count, "device names are unique")
    }

    func testTimelineExplainsTheReloadPolicy() {
        let output = run(["timeline", "TaskChecklist"]).output
        XCTAssertTrue(output.contains("[1] 2024-06-03 11:00:00 UTC  shown until 2024-06-03 15:00:00 UTC"), output)
        XCTAssertTrue(output.contains("WidgetKit asks for a new timeline after 2024-06-03 17:00:00 UTC"), output)
        XCTAssertTrue(output.contains("the last entry stays on screen from 2024-06-03 15:00:00 UTC until then"), output)
        XCTAssertTrue(run(["timeline", "ReadingGoal"]).output.contains("reload: .never"))
    }

    func testOneWidgetCellToAFile() throws {
        let file = try temporaryFolder().appendingPathComponent("steps.png")
        let result = run(["render", "Steps", "--family", "systemMedium", "--timeline-index", "2", "--mode", "accented", "-o", file.path])
        XCTAssertEqual(result.code, 0, result.error)
        let png = try Data(contentsOf: file)
        XCTAssertEqual(png[16..<24].map { $0 }, [0, 0, 4, 0x44, 0, 0, 1, 0xFE], "IHDR: 1092 × 510")
    }

    func testMatrixCellsGetStableNamesInAFolder() throws {
        let folder = try temporaryFolder()
        let result = run(["render", "Steps,Countdown", "--family", "systemSmall", "--timeline-index", "0,placeholder", "--mode", "fullColor,vibrant",
                          "--scheme", "dark", "-o", folder.path, "-q"])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertEqual(result.output, "", "--quiet prints nothing")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files, ["Countdown/systemSmall/0-fullColor-dark.png", "Countdown/systemSmall/0-vibrant-dark.png",
                               "Countdown/systemSmall/placeholder-fullColor-dark.png", "Countdown/systemSmall/placeholder-vibrant-dark.png",
                               "Steps/systemSmall/0-fullColor-dark.png", "Steps/systemSmall/0-vibrant-dark.png",
                               "Steps/systemSmall/placeholder-fullColor-dark.png", "Steps/systemSmall/placeholder-vibrant-dark.png"])
    }

    func testNonDefaultAxesAppearInTheName() {
        let target = PreviewCatalog(previews: Examples.widgets, records: []).targets[0]
        let preview = target.widgetPreview!
        var cell = WidgetCell(family: .systemSmall, timelineIndex: .snapshot, renderingMode: .accented, colorScheme: .dark, device: .iPhone375,
                              scale: 3, dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft, locale: "de_DE", timeZone: "Europe/Paris")
        XCTAssertEqual(MatrixCell(target: target, subject: .widget(preview, cell)).path(format: "svg"),
                       "Steps/systemSmall/snapshot-accented-dark-iphone-375-accessibility2-rtl-de_DE-Europe_Paris@3x.svg")
        cell = WidgetCell(family: .systemSmall, device: .iPhone430, scale: 3)
        XCTAssertEqual(MatrixCell(target: target, subject: .widget(preview, cell)).path(format: "png"), "Steps/systemSmall/0-fullColor-light.png", "defaults add nothing")
    }

    func testEnvironmentAxesReachTheWidget() {
        func dump(_ extra: [String]) -> String {
            run(["render", "Countdown", "--family", "systemMedium", "--timeline-index", "1", "--dump", "layout"] + extra).output
        }
        let plain = dump([])
        XCTAssertTrue(plain.contains("\"T–11:30\u{202F}AM\""), plain)
        XCTAssertTrue(dump(["--time-zone", "Asia/Tokyo"]).contains("\"T–8:30\u{202F}PM\""), "the time zone formats the launch time")
        XCTAssertTrue(dump(["--locale", "de_DE"]).contains("\"T–11:30\""), "24-hour clock in German")
        func frame(_ text: String, _ output: String) -> [Substring] {
            output.split(separator: "\n").first { $0.contains(text) }!.split(separator: " ").filter { !$0.isEmpty }
        }
        let big = frame("\"Launch\"", dump(["--dynamic-type", "accessibility3"]))
        let normal = frame("\"Launch\"", plain)
        XCTAssertGreaterThan(Double(big[4])!, Double(normal[4])!, "a larger Dynamic Type size makes the headline taller")
        let rtl = frame("\"Launch\"", dump(["--layout-direction", "rtl"]))
        XCTAssertGreaterThan(Double(rtl[1])!, Double(normal[1])!, "right to left puts the leading label on the right")
    }

    func testNamesAreSanitised() {
        XCTAssertEqual(SnapshotName.sanitize("../../etc/passwd"), "_.._etc_passwd")
        XCTAssertEqual(SnapshotName.sanitize("Steps through the day"), "Steps_through_the_day")
        XCTAssertEqual(SnapshotName.sanitize(""), "_")
    }

    func testShardsPartitionTheMatrixExactly() throws {
        let catalog = PreviewCatalog(previews: Examples.widgets, records: [])
        var request = MatrixRequest()
        request.widgets = ["all"]
        request.families = "all"
        request.modes = "all"
        let all = try request.cells(in: catalog, timelines: TimelineCache()).map { $0.path(format: "png") }
        XCTAssertEqual(Set(all).count, all.count, "names are unique")
        for n in [1, 2, 3, 7] {
            let shards = try (1...n).map { try Shard("\($0)/\(n)").select(all) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), all.sorted(), "\(n) shards cover everything once")
            XCTAssertEqual(Set(shards.flatMap { $0 }).count, all.count)
        }
    }

    func testParallelRendersAreByteIdenticalToOneJob() throws {
        let one = try temporaryFolder(), two = try temporaryFolder()
        let arguments = ["render", "all", "--family", "all", "--mode", "fullColor,accented", "-q"]
        let r1 = run(arguments + ["-o", one.path, "--jobs", "1"]); XCTAssertEqual(r1.code, 0, r1.error)
        XCTAssertEqual(run(arguments + ["-o", two.path, "--jobs", "2"]).code, 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertGreaterThan(files.count, 40)
        for file in files {
            XCTAssertEqual(try Data(contentsOf: one.appendingPathComponent(file)), try Data(contentsOf: two.appendingPathComponent(file)), file)
        }
    }

    /// Several cells never go to one file, and a format never contradicts the file's extension:
    /// usage errors, with nothing made.
    func testPathRulesAreUsageErrorsThatMakeNothing() throws {
        let folder = try temporaryFolder()
        let two = folder.appendingPathComponent("two.png")
        let several = run(["render", "Steps", "--family", "systemSmall,systemMedium", "-o", two.path])
        XCTAssertEqual(several.code, 2)
        XCTAssertTrue(several.error.contains("this selects 2 cells, which go into a folder, not the file \(two.path)"), several.error)
        let svgAsPNG = run(["render", "Steps", "--format", "svg", "-o", folder.appendingPathComponent("x.png").path])
        XCTAssertEqual(svgAsPNG.code, 2)
        XCTAssertTrue(svgAsPNG.error.contains("--format svg contradicts -o"), svgAsPNG.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file or folder was made")
    }

    func testDumpHonoursTheOutputPath() throws {
        let file = try temporaryFolder().appendingPathComponent("layout.txt")
        let result = run(["render", "Steps", "--dump", "layout", "-o", file.path])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertEqual(result.output, "", "the dump goes to the file, not standard output")
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("systemSmall") || (try String(contentsOf: file, encoding: .utf8)).contains("frame"))
    }

    /// `timeline` on an activity or a control used to index an empty family list and crash.
    func testTimelineOfAnActivityOrAControlExplainsItsStates() {
        let activity = run(["timeline", "DeliveryTracker"])
        XCTAssertEqual(activity.code, 0, activity.error)
        XCTAssertTrue(activity.output.hasPrefix("DeliveryTracker · Live Activity · 4 content states (0…3)"), activity.output)
        let control = run(["timeline", "LightToggle"])
        XCTAssertEqual(control.code, 0, control.error)
        XCTAssertTrue(control.output.contains("2 states: 0 off, 1 on"), control.output)
        XCTAssertEqual(run(["timeline", "LightToggle", "--family", "systemSmall"]).code, 2)
    }

    func testListShowsWholeDeviceNamesThatRenderAccepts() {
        let output = run(["list"]).output
        XCTAssertTrue(output.contains("  iphone-414-896  "), output)
        XCTAssertEqual(run(["render", "Steps", "--device", "iphone-414-896", "--dump", "layout"]).code, 0)
    }

    /// `all` on the family axis includes a Live Activity's and a control's presentations.
    func testAllIncludesPresentations() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(run(["render", "DeliveryTracker,LightToggle", "--family", "all", "--timeline-index", "0", "-q", "-o", folder.path]).code, 0)
        let folders = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".png") && $0.contains("/") }.sorted()
        XCTAssertEqual(folders, ["DeliveryTracker/compact", "DeliveryTracker/expanded", "DeliveryTracker/lockScreen", "DeliveryTracker/minimal",
                                 "LightToggle/large", "LightToggle/lockScreen", "LightToggle/medium", "LightToggle/small"])
    }

    /// A user's own binary speaks its own name in usage errors, help and accept commands.
    func testAUsersBinarySpeaksItsOwnName() {
        var error = "", output = ""
        let tool = LoupeCommandLine(name: "widgets", previews: Examples.widgets)
        var captured = tool
        captured.standardError = { error += $0 + "\n" }
        captured.standardOutput = { output += $0 + "\n" }
        XCTAssertEqual(captured.run(["render", "--family"]), 2)
        XCTAssertTrue(error.hasPrefix("widgets: error: option --family needs a value"), error)
        XCTAssertTrue(error.contains("(see 'widgets --help')"), error)
        XCTAssertEqual(captured.run(["verify", "--help"]), 0)
        XCTAssertTrue(output.contains("usage: widgets verify [options]"), output)
        XCTAssertFalse((error + output).contains("loupe "), "no message says loupe")
    }

    /// Every command over every kind of target with odd axis values ends in an exit code and a
    /// message, never a crash (a crash would stop this test process).
    func testOddInputsAreErrorsNotCrashes() throws {
        let folder = try temporaryFolder()
        let targets = ["Steps", "DeliveryTracker", "LightToggle", "step-counter", "Steps through the day"]
        let axes: [[String]] = [[], ["--family", "all"], ["--family", "accessoryCorner"], ["--presentation", "all"], ["--presentation", "compact"],
                                ["--timeline-index", "9"], ["--timeline-index", "placeholder"], ["--timeline-index", "on"], ["--timeline-index", "-1"],
                                ["--mode", "vibrant"], ["--scheme", ""], ["--device", "watch-45mm"], ["--dynamic-type", "huge"], ["--scale", "0"],
                                ["--stale"], ["--time-zone", "Mars/Base"], ["--now", "2024-02-30T25:00:00Z"]]
        for target in targets {
            for axis in axes {
                for command in [["render", "--dump", "layout"], ["render", "-o", folder.path, "-q"], ["verify", "--orphans", "--snapshots", folder.path, "-q"]] {
                    let result = run([command[0], target] + Array(command.dropFirst()) + axis)
                    XCTAssertTrue([0, 1, 2].contains(result.code), "\(command) \(target) \(axis)")
                    if result.code != 0 { XCTAssertTrue(result.error.contains("error:"), "\(command) \(target) \(axis): \(result.error)") }
                }
            }
            let timeline = run(["timeline", target])
            XCTAssertTrue([0, 2].contains(timeline.code), "timeline \(target): \(timeline.error)")
        }
    }

    func testEditDistance() {
        XCTAssertEqual(ArgumentParser.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(ArgumentParser.editDistance("", "abc"), 3)
    }
}

/// `--dump accessibility`: the elements VoiceOver would find in one cell, for a widget or an example.
final class AccessibilityDumpCommandTests: XCTestCase {
    func testAWidgetCellsElementsArePrintedInReadingOrder() {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["render", "Steps", "--family", "systemMedium", "--dump", "accessibility"]), 0, error)
        XCTAssertEqual(output.split(separator: "\n").map { String($0.split(separator: "@")[0]) },
                       ["1. \"Steps\" [text] ", "2. \"2,140\" [text] ", "3. \"\", value \"21%\" "], output)
    }
}
