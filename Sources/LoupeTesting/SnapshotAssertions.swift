import Foundation
import Loupe
import LoupeUI
import Testing
import XCTest

/// Snapshot assertions for XCTest and Swift Testing, built on Loupe's SnapshotVerifier. Failures
/// name the cell, the changed fraction, the largest ΔE and the artifact files; under Swift Testing
/// they are recorded as issues with the artifacts attached.
public enum SnapshotSettings {
    /// The record mode for assertions that do not pass one: set by `.snapshots(record:)` or in code.
    @TaskLocal public static var record: RecordMode?
    /// Where references live; by default `<package>/Snapshots`.
    @TaskLocal public static var snapshots: URL?
    /// Where failure artifacts, the run's summary.json and review.html go; by default
    /// `LOUPE_ARTIFACTS`, else `<package>/.build/loupe-artifacts`.
    @TaskLocal public static var artifacts: URL?
    /// Places holding the widget's resources (folders or catalogs, as `AppResources` reads them),
    /// searched before those found without being named.
    @TaskLocal public static var resources: [URL]?
    /// What a cell that names a resource Loupe cannot find does: fail (the default) or draw as iOS
    /// would without it.
    @TaskLocal public static var missingResources: MissingResourcePolicy?
}

/// What an assertion does with a cell that names a color, image, symbol, translation or font Loupe
/// could not find: its render would hold a clear color, a placeholder, the key as written or the
/// system font instead of the widget's own.
public struct MissingResourcePolicy: Hashable, Sendable {
    /// The kinds of missing resource a cell may be compared and recorded with, drawn as iOS would
    /// draw it without; a cell missing any other kind fails.
    public let drawn: Set<MissingResource.Kind>

    /// The cell fails, naming what is missing and where it was looked for; nothing is compared or
    /// recorded for it, in any record mode. The default.
    public static let fail = MissingResourcePolicy(drawn: [])
    /// Every cell is compared and recorded as drawn: for teams that want placeholders in references.
    public static let drawPlaceholders = MissingResourcePolicy(drawn: Set(MissingResource.Kind.allCases))
    /// Cells missing only these kinds are compared and recorded as drawn (`.drawPlaceholders(for:
    /// [.symbol])` for an SF Symbol Loupe cannot draw yet); any other still fails.
    public static func drawPlaceholders(for kinds: Set<MissingResource.Kind>) -> MissingResourcePolicy { MissingResourcePolicy(drawn: kinds) }

    /// What of `missing` fails a cell.
    func failing(_ missing: [MissingResource]) -> [MissingResource] { missing.filter { !drawn.contains($0.kind) } }
}

/// Swift Testing trait: `@Test(.snapshots(record: .failed))` or on a suite.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    let record: RecordMode?
    let snapshots: URL?
    let artifacts: URL?
    let resources: [URL]?
    let missingResources: MissingResourcePolicy?
    public var isRecursive: Bool { true }
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotSettings.$record.withValue(record ?? SnapshotSettings.record) {
            try await SnapshotSettings.$snapshots.withValue(snapshots ?? SnapshotSettings.snapshots) {
                try await SnapshotSettings.$artifacts.withValue(artifacts ?? SnapshotSettings.artifacts) {
                    try await SnapshotSettings.$resources.withValue(resources ?? SnapshotSettings.resources) {
                        try await SnapshotSettings.$missingResources.withValue(missingResources ?? SnapshotSettings.missingResources) { try await function() }
                    }
                }
            }
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// - Parameters:
    ///   - resources: places holding the widget's resources (folders or catalogs), searched first.
    ///   - missingResources: `.drawPlaceholders` to record cells that name a resource Loupe cannot find.
    public static func snapshots(record: RecordMode? = nil, in folder: URL? = nil, artifacts: URL? = nil, resources: [URL]? = nil,
                                 missingResources: MissingResourcePolicy? = nil) -> SnapshotTrait {
        SnapshotTrait(record: record, snapshots: folder, artifacts: artifacts, resources: resources, missingResources: missingResources)
    }
}

/// Asserts a view, proposed `size`, matches its reference `<snapshots>/<named>.png`. It renders at
/// `now` (by default `LOUPE_NOW`, else `LoupeClock.defaultNow`) in `locale` and `timeZone`: date
/// texts count from it, and `Date()`, `Locale.current` and default formatters in the view's code
/// read them.
public func assertSnapshot(of view: some View, size: CGSize, scale: CGFloat = 3, named name: String, now: Date? = nil,
                           locale: String = "en_US", timeZone: String = "UTC",
                           record: RecordMode? = nil, tolerance: Tolerance = .exact, snapshots: URL? = nil,
                           file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    let location = SourceSpot(file: file, line: line, fileID: fileID, column: column)
    do {
        let now = try now ?? LoupeClock.configuredNow()
        let region = try DeviceRegion(locale: locale, timeZone: timeZone)
        try LoupeClock.withPinned(now: now, region: region) {
            let verifier = try makeVerifier(record: record, tolerance: tolerance, snapshots: snapshots, now: now, filePath: "\(file)")
            let resources = try AssertionResources.current()
            var environment = EnvironmentValues()
            (environment.renderDate, environment.locale, environment.timeZone, environment.calendar) = (now, region.locale, region.timeZone, region.calendar)
            environment.assetCatalogs = resources.resources.catalogs + AssetCatalog.discovered
            if let tables = resources.stringTables { environment.stringTables = tables.merged(over: StringTables.discovered) }
            let image = try Renderer.forCurrentThread(fontSet: resources.fontSet).render(view, size: size, scale: scale, environment: environment)
            let path = "\(SnapshotName.sanitize(name)).png"
            let failing = (SnapshotSettings.missingResources ?? .fail).failing(image.stages.missingResources)
            if !failing.isEmpty {
                return fail(MissingResourceReport.message([(path, failing)], of: 1), artifacts: [:], at: location)
            }
            report([verifier.verify(image, path: path)], verifier: verifier, at: location)
        }
    } catch {
        fail("\(error)", artifacts: [:], at: location)
    }
}

/// Asserts every cell of a widget preview matches its reference: families × timeline entries ×
/// modes × schemes (a Live Activity's presentations × content states × schemes; a control's
/// presentations × off and on), named as `loupe render` names them under `<snapshots>/<name>/…`.
/// The name is the command line's for the same preview (`PreviewCatalog.baseName(of:)`: its own
/// name, else its widget's kind), so the CLI and the tests share references. It renders at `now`
/// (by default `LOUPE_NOW`, else `LoupeClock.defaultNow`) in `locale` and `timeZone`, the device's
/// region: the provider is asked at that instant, and `Date()`, `Locale.current`, `TimeZone.current`
/// and default formatters in the widget's code answer as on a device set to them, from the first
/// line of the assertion to its last.
public func assertWidgetSnapshots(of preview: WidgetPreview, named name: String? = nil,
                                  families: [WidgetFamily]? = nil, timelineIndices: [TimelineIndex]? = nil,
                                  modes: [WidgetRenderingMode] = [.fullColor], schemes: [ColorScheme] = [.light],
                                  device: DeviceProfile? = nil, places: [WidgetCell.Placement] = [.standard], now: Date? = nil,
                                  locale: String = "en_US", timeZone: String = "UTC",
                                  record: RecordMode? = nil, tolerance: Tolerance = .exact, snapshots: URL? = nil,
                                  file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    let location = SourceSpot(file: file, line: line, fileID: fileID, column: column)
    do {
        let now = try now ?? LoupeClock.configuredNow()
        try LoupeClock.withPinned(now: now, region: try DeviceRegion(locale: locale, timeZone: timeZone)) {
            let verifier = try makeVerifier(record: record, tolerance: tolerance, snapshots: snapshots, now: now, filePath: "\(file)")
            let widgetName = name ?? PreviewCatalog.baseName(of: preview)
            // A Live Activity given as its widget alone takes its attributes and content states from
            // the binary's previews of it, as the command line's target of it does.
            let preview = PreviewCatalog.withContentStates(preview, from: LoupePreviews.all)
            let resources = try AssertionResources.current()
            let (cells, timelines) = try widgetCells(of: preview, named: widgetName, families: families, timelineIndices: timelineIndices, modes: modes,
                                                     schemes: schemes, device: device, places: places, locale: locale, timeZone: timeZone,
                                                     resources: resources, now: now)
            let renderer = try Renderer.forCurrentThread(fontSet: resources.fontSet)
            let policy = SnapshotSettings.missingResources ?? .fail
            var outcomes: [SnapshotVerifier.Outcome] = [], missing: [(cell: String, missing: [MissingResource])] = []
            // Together, so a widget's modes are drawn from one laid-out tree, as the command line draws them.
            for (cell, stages) in zip(cells, renderer.pipelines(preview, cells: cells, timelines: timelines)) {
                let stages = try stages.get(), path = SnapshotName.path(widget: widgetName, cell: cell)
                let failing = policy.failing(stages.missingResources)
                if !failing.isEmpty {
                    missing.append((path, failing))
                    continue
                }
                outcomes.append(verifier.verify(try renderer.rasterize(stages), path: path))
            }
            report(outcomes, verifier: verifier, at: location)
            if !missing.isEmpty { fail(MissingResourceReport.message(missing, of: cells.count), artifacts: [:], at: location) }
        }
    } catch {
        fail("\(error)", artifacts: [:], at: location)
    }
}

/// The cells an assertion covers — the hosting layer's `RenderMatrix`: a control's presentations
/// off and on (full color, dark, whatever the modes and schemes asked); a Live Activity's
/// presentations × content states × schemes (full color); a widget's families × entries × modes ×
/// schemes — and each family's timeline, asked for once. No cell is an error that says why: an
/// assertion that checks nothing must not pass.
func widgetCells(of preview: WidgetPreview, named name: String, families: [WidgetFamily]?, timelineIndices: [TimelineIndex]?, modes: [WidgetRenderingMode],
                 schemes: [ColorScheme], device: DeviceProfile?, places: [WidgetCell.Placement] = [.standard],
                 locale: String = "en_US", timeZone: String = "UTC", resources: AssertionResources,
                 now: Date) throws -> (cells: [WidgetCell], timelines: [WidgetFamily: LoadedTimeline]) {
    var matrix = RenderMatrix(families: families, timelineIndices: timelineIndices, modes: modes, schemes: schemes,
                              devices: device.map { .only([$0]) } ?? .familyDefault, locale: locale, timeZone: timeZone, now: now,
                              assetCatalogs: resources.resources.catalogs, stringTables: resources.stringTables)
    matrix.places = places
    if !preview.controlPresentations.isEmpty { (matrix.modes, matrix.schemes) = ([.fullColor], [.dark]) }
    if !preview.presentations.isEmpty { matrix.modes = [.fullColor] }
    // A Live Activity or a control has presentations, not families, devices or places: asked for
    // one, the assertion fails as the command line does, rather than checking without it.
    if !preview.presentations.isEmpty || !preview.controlPresentations.isEmpty {
        let kind = preview.presentations.isEmpty ? "a control" : "a Live Activity"
        let stray = [families.map { "families: \($0.map(\.rawValue))" }, device.map { "device: \($0.name)" },
                     places == [.standard] ? nil : "places: \(places.map(\.rawValue))"].compactMap { $0 }
        if let first = stray.first {
            throw RenderMatrix.Failure.noCells(preview: name, reason: "\(name) is \(kind): \(first) does not apply; it is checked in every presentation")
        }
    }
    var timelines: [WidgetFamily: LoadedTimeline] = [:]
    let cells = try matrix.cells(of: preview, named: name) { family, device in
        if let known = timelines[family] { return known }
        let timeline = try Loupe.timeline(preview, family: family, device: device, now: now, region: try DeviceRegion(locale: locale, timeZone: timeZone))
        timelines[family] = timeline
        return timeline
    }
    guard !cells.isEmpty else { throw RenderMatrix.Failure.noCells(preview: name, reason: matrix.whyNoCells(of: preview)) }
    // An activity's "timeline" (its content states) is not a family's: the timeline rules skip it.
    if !preview.presentations.isEmpty || !preview.controlPresentations.isEmpty { timelines = [:] }
    return (cells, timelines)
}

/// The same for a `Widget`: every family it supports, with its own provider, named by its kind.
public func assertWidgetSnapshots<W: Widget>(of widget: W, named name: String? = nil, families: [WidgetFamily]? = nil,
                                             timelineIndices: [TimelineIndex]? = nil,
                                             modes: [WidgetRenderingMode] = [.fullColor], schemes: [ColorScheme] = [.light],
                                             device: DeviceProfile? = nil, places: [WidgetCell.Placement] = [.standard],
                                             now: Date? = nil, locale: String = "en_US", timeZone: String = "UTC",
                                             record: RecordMode? = nil, tolerance: Tolerance = .exact, snapshots: URL? = nil,
                                             file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    assertWidgetSnapshots(of: .widget(widget), named: name, families: families, timelineIndices: timelineIndices, modes: modes, schemes: schemes,
                          device: device, places: places, now: now, locale: locale, timeZone: timeZone,
                          record: record, tolerance: tolerance, snapshots: snapshots, file: file, line: line, fileID: fileID, column: column)
}

/// The same for a control: every presentation, off and on, named by its kind.
public func assertWidgetSnapshots<C: ControlWidget>(of control: C, named name: String? = nil, now: Date? = nil,
                                                    locale: String = "en_US", timeZone: String = "UTC",
                                                    record: RecordMode? = nil, tolerance: Tolerance = .exact, snapshots: URL? = nil,
                                                    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column) {
    assertWidgetSnapshots(of: .control(control), named: name, now: now, locale: locale, timeZone: timeZone,
                          record: record, tolerance: tolerance, snapshots: snapshots, file: file, line: line, fileID: fileID, column: column)
}

// MARK: - Plumbing

/// Where an assertion was written, for both frameworks.
struct SourceSpot {
    let file: StaticString, line: UInt, fileID: String, column: Int
}

func makeVerifier(record: RecordMode?, tolerance: Tolerance, snapshots: URL?, now: Date, filePath: String) throws -> SnapshotVerifier {
    let mode = try record ?? SnapshotSettings.record ?? RecordMode.fromEnvironment()
    let folder = snapshots ?? SnapshotSettings.snapshots ?? packageRoot(from: filePath).appendingPathComponent("Snapshots")
    return SnapshotVerifier(snapshots: folder, artifacts: artifactsFolder(filePath: filePath), mode: mode, tolerance: tolerance,
                            environment: SnapshotEnvironment.current(fontSet: try FontSet.shared.get(), now: now))
}

/// The trait's folder, else `LOUPE_ARTIFACTS`, else `<package>/.build/loupe-artifacts`.
func artifactsFolder(filePath: String) -> URL {
    SnapshotSettings.artifacts ?? ProcessInfo.processInfo.environment["LOUPE_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot(from: filePath).appendingPathComponent(".build/loupe-artifacts")
}

/// The folder holding Package.swift above a test file.
func packageRoot(from filePath: String) -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}

func report(_ outcomes: [SnapshotVerifier.Outcome], verifier: SnapshotVerifier, at location: SourceSpot) {
    let unpassed = outcomes.filter { $0.status != .passed }
    guard !unpassed.isEmpty else { return }
    // Everything the test run has not passed so far goes into one summary.json and review.html.
    let accept = "LOUPE_RECORD=failed swift test --filter \(location.fileID.split(separator: "/").first.map(String.init) ?? "")"
    let review = TestRunReport.add(unpassed.map { outcome in
        var outcome = outcome
        if outcome.status == .failed { outcome.acceptCommand = accept }
        return outcome
    }, verifier: verifier)
    let page = review?.path ?? "(the review page could not be written)"
    // New references: one message for the assertion, saying how many and where to look at them.
    let recorded = unpassed.filter { $0.status == .recorded }
    if !recorded.isEmpty {
        let shown = recorded.prefix(3).map { "  \($0.cell)" } + (recorded.count > 3 ? ["  … and \(recorded.count - 3) more"] : [])
        // "New" only where no reference was there; a re-recorded one replaced a reference.
        let replaced = recorded.filter { $0.message.hasPrefix("re-recorded") }.count
        let what = replaced == 0 ? "new reference\(recorded.count == 1 ? "" : "s")"
            : replaced == recorded.count ? "reference\(recorded.count == 1 ? "" : "s") over the old one\(recorded.count == 1 ? "" : "s")"
            : "reference\(recorded.count == 1 ? "" : "s") (\(recorded.count - replaced) new, \(replaced) over old ones)"
        fail((["Recorded \(recorded.count) \(what) in \(verifier.snapshots.path); look at \(recorded.count == 1 ? "it" : "them"), then run again:"]
              + shown + ["  review: \(page)"]).joined(separator: "\n"), artifacts: [:], at: location)
    }
    for outcome in unpassed where outcome.status != .recorded {
        var message = "Snapshot \(outcome.cell) failed: \(outcome.message)"
        if !outcome.artifacts.isEmpty {
            message += "\n" + outcome.artifacts.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n")
        }
        message += "\n  review: \(page)\n  accept the new render: \(accept)"
        fail(message, artifacts: outcome.artifacts, at: location)
    }
}

/// Reports a failure to whichever framework is running the test.
func fail(_ message: String, artifacts: [String: String], at location: SourceSpot) {
    if Test.current != nil {
        let source = SourceLocation(fileID: location.fileID, filePath: "\(location.file)", line: Int(location.line), column: location.column)
        Issue.record(Comment(rawValue: message), sourceLocation: source)
        for (role, path) in artifacts.sorted(by: { $0.key < $1.key }) {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path)) {
                Attachment.record(Array(data), named: "\(role).png", sourceLocation: source)
            }
        }
    } else {
        XCTFail(message, file: location.file, line: location.line)
    }
}
