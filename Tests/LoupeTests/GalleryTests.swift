import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeExamples
import LoupeUI
@testable import LoupeGallery

/// `loupe gallery`: what the model holds, content-addressed images, the pages' links and alt text,
/// the mock-ups' placement of the widget, and the site in a real browser.
final class GalleryTests: XCTestCase {
    /// Two small previews of the Steps widget: a Home Screen family and a Lock Screen one.
    static var previews: [(name: String, preview: WidgetPreview)] {
        ["Steps through the day", "Steps on the Lock Screen"].map { name in
            let record = LoupePreviews.all.first { $0.item.name == name }!
            guard case .widget(let preview) = record.item else { fatalError("\(name) is not a widget preview") }
            return (name, preview)
        }
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-gallery-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// One gallery of the two previews, built once for the model tests below.
    static let built: Result<(root: URL, result: GalleryBuilder.Result), Error> = Result {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-gallery-model-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (root, try GalleryBuilder(root: root).build(previews))
    }

    override class func tearDown() {
        if case .success(let built) = built { try? FileManager.default.removeItem(at: built.root) }
        super.tearDown()
    }

    var model: GalleryModel { get throws { try Self.built.get().result.model } }
    var small: GalleryModel.Family { get throws { try model.widgets[0].families[0] } }

    func testAFamilyHasAColumnPerEntryAndThePlaceholder() throws {
        XCTAssertEqual(try small.subject, .family(.systemSmall))
        XCTAssertEqual(try small.policy, "atEnd")
        XCTAssertEqual(try small.columns.map { "\($0.index)" }, ["0", "1", "2", "3", "placeholder"])
    }

    func testEveryColumnHoldsEveryModeAndScheme() throws {
        XCTAssertTrue(try small.columns.allSatisfy { Set($0.images.keys) == Set(GalleryModel.Variant.all) })
    }

    func testAColumnCarriesItsEntrysDateAndRelevance() throws {
        XCTAssertEqual(GalleryFormat.date(try small.columns[1].date), "Jun 3, 10:00")
        XCTAssertEqual(GalleryFormat.relevance(try small.columns[1].relevance), "relevance 0.53")
    }

    func testAFamilyHasAFilmstripPerScheme() throws {
        XCTAssertEqual(Set(try small.filmstrips.keys), [.light, .dark])
    }

    func testAHomeScreenFamilyShowsInItsScenesAndALockScreenOneOnTheLockScreen() throws {
        XCTAssertEqual(try small.mockups.map { "\($0.mockup.rawValue)-\($0.scheme)" },
                       ["homeScreen-light", "homeScreen-dark", "tintedHomeScreen-dark", "clearHomeScreen-dark", "standBy-dark", "carPlay-dark",
                        "macDesktop-dark", "notificationCenter-light", "notificationCenter-dark"])
        XCTAssertEqual(try model.widgets[1].families[0].mockups.map(\.mockup), [.lockScreen, .watchSmartStack],
                       "a rectangular widget is also in the watch's Smart Stack")
    }

    func testEveryImageTheModelNamesIsOnDiskNamedByItsHash() throws {
        let root = try Self.built.get().root
        let images = try model.widgets.flatMap { $0.families.flatMap { f in f.columns.flatMap { $0.images.values } + f.filmstrips.values + f.mockups.map(\.image) } }
        XCTAssertFalse(images.isEmpty)
        for image in images {
            XCTAssertTrue(image.hasPrefix("images/") && image.hasSuffix(".png"), image)
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(image).path), image)
        }
    }

    func testDistinctRendersHaveDistinctNames() throws {
        let entry = try small.columns[0]
        XCTAssertNotEqual(entry.images[.init(mode: .fullColor, scheme: .light)], entry.images[.init(mode: .fullColor, scheme: .dark)])
    }

    /// A Live Activity's page: a section per presentation, its content states in full color light
    /// and dark, a filmstrip of the states, and the presentation in context.
    func testALiveActivityHasASectionPerPresentation() throws {
        let root = try temporaryFolder()
        let delivery = Examples.widget(named: "DeliveryTracker")!
        let page = try GalleryBuilder(root: root).build([("DeliveryTracker", delivery)]).model.widgets[0]
        XCTAssertEqual(page.families.map(\.title), ["lockScreen", "compact", "minimal", "expanded"])
        let lock = page.families[0]
        XCTAssertEqual(lock.columns.map { GalleryFormat.columnTitle($0) }, ["State 0", "State 1", "State 2", "State 3", "State 3, stale"])
        XCTAssertNotEqual(lock.columns[3].images[.init(mode: .fullColor, scheme: .dark)], lock.columns[4].images[.init(mode: .fullColor, scheme: .dark)],
                          "the example shows that it is waiting for an update")
        XCTAssertEqual(Set(lock.columns[0].images.keys), [.init(mode: .fullColor, scheme: .light), .init(mode: .fullColor, scheme: .dark)])
        let size = try XCTUnwrap(lock.columns[0].sizes[.init(mode: .fullColor, scheme: .light)])
        XCTAssertEqual(size.width, 408)
        XCTAssertTrue((84...160).contains(size.height), "the fitted height, not the most: \(size.height)")
        XCTAssertEqual(page.families.map { $0.mockups.map(\.mockup) }, [[.lockScreenActivity, .standByActivity], [.dynamicIsland], [], [.dynamicIsland]])
        XCTAssertEqual(Set(lock.filmstrips.keys), [.light, .dark])
        XCTAssertEqual(GalleryFormat.alt(page, lock, lock.columns[2], .init(mode: .fullColor, scheme: .dark)), "DeliveryActivityAttributes, lockScreen, state 2, full color, dark")
    }

    /// A control's page: a section per presentation, off and on, dark, and the control in context.
    func testAControlHasASectionPerPresentation() throws {
        let root = try temporaryFolder()
        let page = try GalleryBuilder(root: root).build([("LightToggle", Examples.widget(named: "LightToggle")!)]).model.widgets[0]
        XCTAssertEqual(page.families.map(\.title), ["small", "medium", "large", "lockScreen"])
        XCTAssertEqual(page.families[1].columns.map { GalleryFormat.columnTitle($0) }, ["Off", "On"])
        XCTAssertEqual(Set(page.families[1].columns[1].images.keys), [.init(mode: .fullColor, scheme: .dark)])
        XCTAssertEqual(page.families.map { $0.mockups.map(\.mockup) }, [[.controlCenter], [.controlCenter], [.controlCenter], [.lockScreenControl]])
        let html = GallerySite.page(page, title: "Gallery")
        XCTAssertTrue(html.contains(#"data-v="always""#), "shown whatever the switches say")
    }

    func testARerunWritesNothingAndAChangedImageIsTheOnlyWrite() throws {
        let root = try temporaryFolder()
        let first = try GalleryBuilder(root: root).build([Self.previews[1]])
        XCTAssertGreaterThan(first.imagesWritten, 0)
        let pages = try GalleryWriter.write(first.model, format: .html, to: root)
        XCTAssertEqual(pages.changed, ["index.html", "Steps_on_the_Lock_Screen.html"])

        let stale = root.appendingPathComponent("images/0000stale.png")
        try Data([1]).write(to: stale)
        let lost = first.model.widgets[0].families[0].columns[0].images[.init(mode: .vibrant, scheme: .dark)]!
        try FileManager.default.removeItem(at: root.appendingPathComponent(lost))
        let modified = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("index.html").path)[.modificationDate] as! Date

        let second = try GalleryBuilder(root: root).build([Self.previews[1]])
        XCTAssertEqual(second.imagesWritten, 1, "only the deleted image is written again")
        XCTAssertEqual(second.imagesRemoved, 1, "the image no page refers to is removed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        let again = try GalleryWriter.write(second.model, format: .html, to: root)
        XCTAssertEqual(again.changed, [])
        XCTAssertEqual(again.unchanged, 2)
        let after = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("index.html").path)[.modificationDate] as! Date
        XCTAssertEqual(after, modified)
    }

    /// Every image of every page has alt text naming widget, family, entry, mode and scheme, and
    /// every link resolves inside the gallery (relative, so the folder works anywhere).
    func testPagesLinkOnlyToFilesInTheGalleryAndDescribeEveryImage() throws {
        let root = try temporaryFolder()
        let result = try GalleryBuilder(root: root).build(Self.previews)
        for format in GalleryWriter.Format.allCases { _ = try GalleryWriter.write(result.model, format: format, to: root) }
        let files = ["index.html", "Steps_through_the_day.html", "Steps_on_the_Lock_Screen.html", "gallery.md"]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let tags = matches(#"<img [^>]*>"#, in: text)
            XCTAssertFalse(tags.isEmpty, file)
            for tag in tags {
                let source = try XCTUnwrap(matches(#"src="([^"]+)""#, in: tag, group: 1).first, tag)
                XCTAssertFalse(source.contains("://") || source.hasPrefix("/"), "\(file): \(source) is not relative")
                XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(source).path), "\(file): \(source)")
                let alt = try XCTUnwrap(matches(#"alt="([^"]+)""#, in: tag, group: 1).first, "\(file): an image without alt text: \(tag)")
                XCTAssertTrue(alt.hasPrefix("Steps"), alt)
            }
            for link in matches(##"href="([^"#]+)""##, in: text, group: 1) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "\(file): \(link)")
            }
            XCTAssertFalse(text.contains("http://") || text.contains("https://"), "\(file) fetches nothing from the network")
        }
        let page = try String(contentsOf: root.appendingPathComponent("Steps_through_the_day.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"alt="Steps, systemSmall, entry 2 (Jun 3, 11:00), accented, dark""#))
        XCTAssertTrue(page.contains("reload policy <code>atEnd</code>"))
        XCTAssertTrue(page.contains("relevance 0.84"))
        let markdown = try String(contentsOf: root.appendingPathComponent("gallery.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("| Vibrant, dark | "), "a row per mode and scheme")
        XCTAssertTrue(markdown.contains("Entry 3<br>Jun 3, 12:00<br>relevance 1.03"))
    }

    func testEachFamilyShowsItsAccessibilitySnapshotOnThePageAndInMarkdown() throws {
        let shot = try XCTUnwrap(small.accessibility, "the family's entry 0 with its elements outlined")
        XCTAssertGreaterThan(shot.size.width, try small.size.width, "the legend stands beside the widget")
        let root = try Self.built.get().root
        for format in [GalleryWriter.Format.html, .markdown] { _ = try GalleryWriter.write(model, format: format, to: root) }
        let page = try String(contentsOf: root.appendingPathComponent("Steps_through_the_day.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h3>Accessibility</h3>") && page.contains(shot.image), "the page shows it")
        let markdown = try String(contentsOf: root.appendingPathComponent("gallery.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("**Accessibility** (what VoiceOver reads in entry 0, in order):"), markdown)
        XCTAssertTrue(markdown.contains(shot.image), "and so does the Markdown")
    }

    /// The widget sits in the Home Screen mock-up at the grid's first cell, pixel for pixel: the
    /// mock-up shows the very render the grid shows.
    func testTheHomeScreenShowsTheWidgetPixelForPixelAtItsGridPlace() throws {
        let preview = Self.previews[0].preview
        let renderer = try Renderer()
        let cell = Mockup.homeScreen.widgetCell(family: .systemSmall, timelineIndex: .entry(0), scheme: .light)
        let widget = try renderer.render(preview, cell: cell)
        XCTAssertEqual(widget.width, Int(170 * MockupFigures.scale))
        let scene = Mockup.homeScreen.scene(widget: widget, family: .systemSmall, scheme: .light, clock: SceneClock(cell: cell))
        let screen = try renderer.render(scene.view, size: scene.size, scale: MockupFigures.scale)
        XCTAssertEqual(screen.width, Int(430 * MockupFigures.scale))
        let left = Int(MockupFigures.gridLeft * MockupFigures.scale), top = Int(MockupFigures.gridTop * MockupFigures.scale)
        XCTAssertEqual(MockupFigures.gridLeft, 33, "the 364 pt grid centred on 430 pt")
        var compared = 0
        for y in stride(from: 0, to: widget.height, by: 3) {
            for x in stride(from: 0, to: widget.width, by: 3) where widget.pixel(x: x, y: y).a == 255 {
                let a = widget.pixel(x: x, y: y), b = screen.pixel(x: left + x, y: top + y)
                XCTAssertTrue(a == b, "(\(x), \(y)): widget \(a), on the Home Screen \(b)")
                compared += 1
                if a != b { return }
            }
        }
        XCTAssertGreaterThan(compared, 1000)
    }

    /// The scenes' clocks read the cell's pinned now in its locale and time zone, never a fixed 9:41.
    func testASceneClockIsTheCellsNowInItsLocale() {
        let now = Date(timeIntervalSince1970: 1_717_405_200)   // Monday 3 June 2024, 09:00 UTC
        let english = SceneClock(now: now, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(english.time, "9:00")
        XCTAssertEqual(english.date, "Monday, June 3")
        XCTAssertEqual(english.menuBar.replacingOccurrences(of: "\u{202F}", with: " "), "Mon 9:00 AM")
        let german = SceneClock(now: now, locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        XCTAssertEqual(german.time, "11:00")
        XCTAssertEqual(german.date, "Montag, 3. Juni")
    }

    /// Only the day-period fields go from a clock's pattern; quoted text stays, whatever letters it holds.
    func testAClocksPatternLosesOnlyItsDayPeriod() {
        XCTAssertEqual(SceneClock.droppingDayPeriod("h:mm a"), "h:mm")
        XCTAssertEqual(SceneClock.droppingDayPeriod("a h:mm"), "h:mm")
        XCTAssertEqual(SceneClock.droppingDayPeriod("HH 'h' mm"), "HH 'h' mm")
        XCTAssertEqual(SceneClock.droppingDayPeriod("B h:mm 'at'"), "h:mm 'at'")
    }

    /// The Lock Screen and StandBy show the clock of the cell they were rendered for.
    func testTheLockScreenAndStandByShowTheCellsDateAndTime() throws {
        let renderer = try Renderer()
        var cell = Mockup.lockScreen.widgetCell(family: .accessoryCircular, timelineIndex: .entry(0), scheme: .dark)
        cell.locale = "de_DE"
        cell.timeZone = "Europe/Berlin"
        cell.now = Date(timeIntervalSince1970: 1_717_405_200)
        let widget = try renderer.render(Self.previews[0].preview, cell: Mockup.standBy.widgetCell(family: .systemSmall, timelineIndex: .entry(0), scheme: .dark))
        for mockup in [Mockup.lockScreen, .standBy] {
            let scene = mockup.scene(widget: widget, family: mockup == .lockScreen ? .accessoryCircular : .systemSmall, scheme: .dark, clock: SceneClock(cell: cell))
            let texts = try Loupe.layout(scene.view, size: scene.size).allNodes.compactMap(\.textString)
            XCTAssertTrue(texts.contains("11:00"), "\(mockup): \(texts)")
            XCTAssertFalse(texts.contains("9:41"), "\(mockup)")
            if mockup == .lockScreen { XCTAssertTrue(texts.contains("Montag, 3. Juni"), "\(texts)") }
        }
    }

    /// The tinted Home Screen tints the widget as it tints the icons: the accented render's white
    /// takes the person's tint, as iOS applies it afterwards.
    func testTheTintedHomeScreenTintsTheWidgetAsItTintsTheIcons() throws {
        let preview = Self.previews[0].preview
        let renderer = try Renderer()
        let cell = Mockup.tintedHomeScreen.widgetCell(family: .systemSmall, timelineIndex: .entry(0), scheme: .dark)
        let widget = try renderer.render(preview, cell: cell)
        let scene = Mockup.tintedHomeScreen.scene(widget: widget, family: .systemSmall, scheme: .dark, clock: SceneClock(cell: cell))
        let screen = try renderer.render(scene.view, size: scene.size, scale: MockupFigures.scale)
        let left = Int(MockupFigures.gridLeft * MockupFigures.scale), top = Int(MockupFigures.gridTop * MockupFigures.scale)
        var white = 0
        for y in stride(from: 0, to: widget.height, by: 2) {
            for x in stride(from: 0, to: widget.width, by: 2) {
                let p = widget.pixel(x: x, y: y)
                guard p.a == 255, p.r > 240, p.g > 240, p.b > 240 else { continue }
                white += 1
                let q = screen.pixel(x: left + x, y: top + y)
                XCTAssertGreaterThan(Int(q.r) - Int(q.b), 60, "(\(x), \(y)): white \(p) is drawn \(q), not in the tint")
                if Int(q.r) - Int(q.b) <= 60 { return }
            }
        }
        XCTAssertGreaterThan(white, 50, "the accented render has white (accent-group) pixels to tint")
    }

    /// StandBy shows a Live Activity's Lock Screen presentation at twice its size (facts.md §2).
    func testStandByDoublesALiveActivity() throws {
        let renderer = try Renderer()
        let cell = WidgetCell.activity(.lockScreen, colorScheme: .dark, scale: MockupFigures.scale * 2)
        let activity = try renderer.render(Examples.widget(named: "DeliveryTracker")!, cell: cell)
        let scene = Mockup.standByActivity.scene(widget: activity, family: .systemMedium, scheme: .dark, clock: SceneClock(cell: cell))
        let image = try renderer.render(scene.view, size: scene.size, scale: 1)
        let left = Int((scene.size.width - 2 * activity.stages.size.width) / 2)
        let middle = Int(scene.size.height / 2)
        XCTAssertTrue(image.pixel(x: left - 3, y: middle) == (0, 0, 0, 255), "black beside the doubled activity")
        let tint = image.pixel(x: left + 3, y: middle)
        XCTAssertTrue(tint.r > 15 && tint.b > tint.r, "the activity's dark blue tint from its doubled left edge: \(tint)")
    }

    /// StandBy removes a removable container background and the platter: the widget's corners are
    /// transparent and its fill is gone.
    func testCarPlayShowsTheSmallWidgetInItsPlaceOnTheDashboard() throws {
        let cell = Mockup.carPlay.widgetCell(family: .systemSmall, timelineIndex: .entry(0), scheme: .dark)
        XCTAssertEqual(cell.placement, .carPlay, "rendered as CarPlay shows it: no platter, background removed")
        XCTAssertTrue(Mockup.mockups(for: .systemSmall).contains(.carPlay))
        XCTAssertFalse(Mockup.mockups(for: .systemMedium).contains(.carPlay), "CarPlay shows small widgets only")
        let shot = try XCTUnwrap(try small.mockups.first { $0.mockup == .carPlay })
        XCTAssertEqual(shot.size, MockupFigures.carPlaySize)
        XCTAssertEqual(shot.scheme, .dark)
    }

    /// The Mac: on the desktop behind a window the widget is vibrant; in Notification Center it is in
    /// full colour — both at the Mac's sizes and scale, for the system families it shows.
    func testTheMacShowsTheVibrantRenderBehindAWindowAndFullColourInNotificationCenter() throws {
        let desktop = Mockup.macDesktop.widgetCell(family: .systemMedium, timelineIndex: .entry(0), scheme: .dark)
        XCTAssertEqual(desktop.widget?.mode, .vibrant)
        XCTAssertEqual(desktop.device, .mac)
        let center = Mockup.notificationCenter.widgetCell(family: .systemLarge, timelineIndex: .entry(0), scheme: .light)
        XCTAssertEqual(center.widget?.mode, .fullColor)
        XCTAssertEqual(center.device, .mac)
        XCTAssertEqual(Mockup.notificationCenter.schemes, [.light, .dark], "Notification Center follows the Mac's appearance")
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            XCTAssertTrue(Mockup.mockups(for: family).contains(.macDesktop), "\(family)")
        }
        XCTAssertFalse(Mockup.mockups(for: .accessoryRectangular).contains(.macDesktop), "the Mac has no accessory families")
        let shot = try XCTUnwrap(try small.mockups.first { $0.mockup == .macDesktop })
        XCTAssertEqual(shot.size, MockupFigures.macDesktopSize)
    }

    /// A place the widget disfavours for a family is not shown for it, as the system does not offer it there.
    func testADisfavouredPlaceHasNoScene() {
        var widget = Self.previews[0].preview.widget
        widget.disfavoredLocations = [.standBy: [.systemSmall], .iPhoneWidgetsOnMac: [.systemSmall, .systemMedium]]
        let small = Mockup.mockups(for: .systemSmall, of: widget)
        XCTAssertFalse(small.contains(.standBy))
        XCTAssertFalse(small.contains(.macDesktop))
        XCTAssertFalse(small.contains(.notificationCenter))
        XCTAssertTrue(small.contains(.carPlay))
        XCTAssertTrue(Mockup.mockups(for: .systemLarge, of: widget).contains(.macDesktop), "disfavoured for small and medium only")
    }

    /// Watch complications are shown on a watch: a corner one in its corner, a circular one in the
    /// Infograph face's top subdial — each rendered in that slot of the face.
    func testWatchComplicationsAreShownOnAWatch() throws {
        XCTAssertEqual(Mockup.mockups(for: .accessoryCorner), [.watchFace])
        XCTAssertTrue(Mockup.mockups(for: .accessoryCircular).contains(.infograph))
        XCTAssertFalse(Mockup.mockups(for: .accessoryRectangular).contains(.infograph), "only circular complications sit in the subdial")
        let corner = Mockup.watchFace.widgetCell(family: .accessoryCorner, timelineIndex: .entry(0), scheme: .dark)
        XCTAssertEqual(corner.device, .watch45)
        let subdial = Mockup.infograph.widgetCell(family: .accessoryCircular, timelineIndex: .entry(0), scheme: .dark)
        XCTAssertEqual(subdial.placement, .bezel, "the circular complication with its label along the bezel")
        XCTAssertEqual(Mockup.watchFace.schemes, [.dark], "watchOS is always dark")
        XCTAssertTrue(Mockup.mockups(for: .accessoryRectangular).contains(.watchSmartStack))
        XCTAssertEqual(Mockup.watchSmartStack.widgetCell(family: .accessoryRectangular, timelineIndex: .entry(0), scheme: .dark).device, .watch45)
    }

    /// A relevance widget lives only in the watch's Smart Stack, so that is its only scene.
    func testARelevanceWidgetIsShownOnlyInTheSmartStack() {
        var widget = Self.previews[0].preview.widget
        widget.isWatchOnly = true
        XCTAssertEqual(Mockup.mockups(for: .accessoryRectangular, of: widget), [.watchSmartStack])
    }

    /// A widget that speaks of visionOS is shown on a wall, mounted as it allows; others are not.
    func testAVisionOSWidgetIsShownOnAWallMountedAsItAllows() throws {
        var widget = Self.previews[0].preview.widget
        XCTAssertFalse(Mockup.mockups(for: .systemSmall, of: widget).contains(.visionElevated), "Steps says nothing of visionOS")
        widget.texture = .paper
        XCTAssertTrue(Mockup.mockups(for: .systemSmall, of: widget).contains(.visionElevated), "a texture is visionOS's")
        XCTAssertFalse(Mockup.mockups(for: .systemSmall, of: widget).contains(.visionRecessed), "recessed only if listed")
        widget.mountingStyles = [.elevated, .recessed]
        XCTAssertTrue(Mockup.mockups(for: .systemSmall, of: widget).contains(.visionRecessed))
        XCTAssertFalse(Mockup.mockups(for: .accessoryCircular, of: widget).contains(.visionElevated), "visionOS has no accessory families")
        let cell = Mockup.visionRecessed.widgetCell(family: .systemSmall, timelineIndex: .entry(0), scheme: .light)
        XCTAssertEqual(cell.device, .visionPro)
        XCTAssertEqual(cell.placement, .recessed)
    }

    func testTheClearHomeScreenShowsTheAccentedRenderOnClearGlass() throws {
        let cell = Mockup.clearHomeScreen.widgetCell(family: .systemMedium, timelineIndex: .entry(0), scheme: .dark)
        XCTAssertEqual(cell.widget?.mode, .accented, "iOS 26's clear appearance tints the widget as the accented mode does")
        XCTAssertTrue(Mockup.mockups(for: .systemLarge).contains(.clearHomeScreen))
        XCTAssertFalse(Mockup.mockups(for: .accessoryCircular).contains(.clearHomeScreen))
    }

    func testStandByRemovesTheBackground() throws {
        let preview = Self.previews[0].preview
        let renderer = try Renderer()
        let home = try renderer.render(preview, cell: WidgetCell(family: .systemSmall, colorScheme: .dark, scale: 1))
        var standBy = WidgetCell(family: .systemSmall, colorScheme: .dark, scale: 1)
        standBy.placement = .standBy
        let bare = try renderer.render(preview, cell: standBy)
        XCTAssertEqual(home.pixel(x: 85, y: 5).a, 255, "on the Home Screen the background fills the widget")
        XCTAssertEqual(bare.pixel(x: 85, y: 5).a, 0, "in StandBy it is removed")
    }

    func testCommandLineErrors() throws {
        let folder = try temporaryFolder()
        func run(_ arguments: [String]) -> (Int32, String) {
            var error = ""
            let code = LoupeCommandLine(previews: Examples.widgets, examples: [], output: { _ in }, error: { error += $0 + "\n" }).run(arguments)
            return (code, error)
        }
        let format = run(["gallery", "--format", "pdf", "-o", folder.path])
        XCTAssertEqual(format.0, 2)
        XCTAssertTrue(format.1.contains("--format must be html, markdown or docc, not 'pdf'"), format.1)
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        let onFile = run(["gallery", "-o", file.path, "Steps on the Lock Screen"])
        XCTAssertEqual(onFile.0, 2)
        XCTAssertTrue(onFile.1.contains("is a file, not a folder; give a folder for the gallery"), onFile.1)
        let unknown = run(["gallery", "Stepz", "-o", folder.path])
        XCTAssertEqual(unknown.0, 2)
        XCTAssertTrue(unknown.1.contains("unknown widget 'Stepz'"), unknown.1)
    }

    /// The generated site in headless Chromium: every image loads, no console message, and the
    /// switches change which variant shows. A screenshot of the page is left in
    /// `.build/test-artifacts/gallery.png` to look at.
    func testTheSiteWorksInChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("Chromium is not installed: run scripts/setup --tests (CI does, through ./run-tests)")
        }
        let root = try temporaryFolder()
        let island = LoupePreviews.all.first { $0.item.name == "Delivery in the island" }!
        guard case .widget(let islandPreview) = island.item else { return XCTFail("not a widget preview") }
        let result = try GalleryBuilder(root: root).build(Self.previews + [("Delivery in the island", islandPreview)])
        _ = try GalleryWriter.write(result.model, format: .html, to: root)
        // A page of the test's own (not part of the gallery) opens each gallery page in a frame
        // and reports what it finds.
        let harness = """
        <!doctype html><html><body><pre id="result">pending</pre><iframe id="f" style="width:1200px;height:1600px"></iframe><script>
        const pages = ["index.html", "Steps_through_the_day.html", "Steps_on_the_Lock_Screen.html", "Delivery_in_the_island.html"], report = [];
        const frame = document.getElementById('f');
        function next() {
          if (!pages.length) { document.getElementById('result').textContent = JSON.stringify(report); return; }
          const page = pages.shift();
          frame.onload = () => {
            const d = frame.contentDocument, out = { page, images: d.images.length, broken: [] };
            for (const img of d.images) if (!(img.complete && img.naturalWidth > 0)) out.broken.push(img.getAttribute('src'));
            const shown = () => [...new Set([...d.querySelectorAll('.variant, .strip')].filter(i => i.getClientRects().length > 0).map(i => i.dataset.v || 'strip-' + i.dataset.scheme))].sort();
            out.before = shown();
            // Keyboard: every switch takes focus (radio buttons: Tab into a group, arrows within it).
            out.focusable = [...d.querySelectorAll('input[type=radio]')].every(i => { i.focus(); return d.activeElement === i; });
            if (d.getElementById('mode-accented')) {
              d.getElementById('mode-accented').click(); d.getElementById('scheme-dark').click(); out.after = shown();
              d.getElementById('mode-vibrant').click(); out.vibrant = shown();
            }
            report.push(out); next();
          };
          frame.src = page;
        }
        next();
        </script></body></html>
        """
        let harnessURL = root.appendingPathComponent("test-harness.html")
        try Data(harness.utf8).write(to: harnessURL)
        let run = try runChromium(chromium, ["--allow-file-access-from-files", "--virtual-time-budget=30000", "--enable-logging=stderr", "--v=0",
                                             "--dump-dom", harnessURL.absoluteString])
        let json = try XCTUnwrap(matches(#"<pre id="result">([^<]*)</pre>"#, in: run.output, group: 1).first, "no report from the harness: \(run.output.prefix(300))")
        struct Report: Decodable { let page: String; let images: Int; let broken: [String]; let focusable: Bool; let before: [String]; let after: [String]?; let vibrant: [String]? }
        let reports = try JSONDecoder().decode([Report].self, from: Data(json.replacingOccurrences(of: "&quot;", with: "\"").utf8))
        XCTAssertEqual(reports.map(\.page), ["index.html", "Steps_through_the_day.html", "Steps_on_the_Lock_Screen.html", "Delivery_in_the_island.html"])
        for report in reports {
            XCTAssertGreaterThan(report.images, 0, report.page)
            XCTAssertEqual(report.broken, [], "\(report.page): images that did not load")
            XCTAssertTrue(report.focusable, "\(report.page): a switch cannot take keyboard focus")
        }
        let page = reports[1]
        XCTAssertEqual(page.before, ["fullColor-light", "strip-light"], "one variant shows at first")
        XCTAssertEqual(page.after, ["accented-dark", "strip-dark"], "the switches change what shows")
        XCTAssertEqual(page.vibrant, ["strip-dark", "vibrant-dark"])
        let activity = reports[3]
        XCTAssertEqual(activity.before, ["any-light"], "an activity shows in full color")
        XCTAssertEqual(activity.after, ["any-dark"], "whatever the mode switch says; the scheme switch applies")
        let console = run.error.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        XCTAssertEqual(console, [], "console messages from the gallery")

        let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/test-artifacts/gallery.png").standardized
        try FileManager.default.createDirectory(at: screenshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try runChromium(chromium, ["--hide-scrollbars", "--window-size=1200,1800", "--screenshot=\(screenshot.path)",
                                       root.appendingPathComponent("Steps_through_the_day.html").absoluteString])
        let png = try PNGCodec.decode(Data(contentsOf: screenshot))
        XCTAssertEqual(png.width, 1200)
        print("gallery screenshot: \(screenshot.path)")
    }

    /// The Markdown page through cmark-gfm, the renderer GitHub's Markdown is built on (tables
    /// extension, raw HTML kept as GitHub keeps `<img>`): a heading per widget and family, a table
    /// per family with a row per mode and scheme, and every image.
    func testTheMarkdownRendersAsAForgeRendersIt() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm") else {
            throw XCTSkip("cmark-gfm is not installed: run scripts/setup --tests (CI does, through ./run-tests)")
        }
        let root = try temporaryFolder()
        let result = try GalleryBuilder(root: root).build(Self.previews)
        _ = try GalleryWriter.write(result.model, format: .markdown, to: root)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        process.arguments = ["-e", "table", "--unsafe", root.appendingPathComponent("gallery.md").path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let html = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(matches("<h2>([^<]*)</h2>", in: html, group: 1), ["Steps through the day", "Steps on the Lock Screen"])
        XCTAssertEqual(matches("<h3>([^<]*)</h3>", in: html, group: 1), ["systemSmall", "accessoryRectangular"])
        XCTAssertEqual(matches("<table>", in: html).count, 2)
        XCTAssertEqual(matches(#"<td>Vibrant, dark</td>"#, in: html).count, 2)
        // 5 + 3 columns × 6 variants, 2 filmstrips, 9 + 2 mock-ups, 2 accessibility snapshots.
        XCTAssertEqual(matches(#"<img src="images/[0-9a-f]{24}\.png""#, in: html).count, 8 * 6 + 2 + 11 + 2)
    }

    /// The DocC flavour converts with the toolchain's `docc`, and every image it names ends up in the
    /// built documentation (DocC resolves images by file name anywhere in its catalog).
    func testTheDocCArticleConvertsWithItsImages() throws {
        let candidates = ["/opt/swift/usr/bin/docc", "/usr/bin/docc"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/docc" }
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("docc is not on PATH (it comes with the Swift toolchain)")
        }
        let root = try temporaryFolder()
        let catalog = root.appendingPathComponent("Gallery.docc")
        let result = try GalleryBuilder(root: catalog).build([Self.previews[1]])
        _ = try GalleryWriter.write(result.model, format: .docc, to: catalog)
        let article = try String(contentsOf: catalog.appendingPathComponent("WidgetGallery.md"), encoding: .utf8)
        XCTAssertFalse(article.contains("<img"), "DocC renders no raw HTML")
        let named = Set(matches(#"\]\(([0-9a-f]{24}\.png)\)"#, in: article, group: 1))
        let family = result.model.widgets[0].families[0]
        let expected = Set(family.columns.flatMap { $0.images.values } + [family.filmstrips[.light]!] + family.mockups.map(\.image)
                           + [family.accessibility!.image])
        XCTAssertEqual(named, Set(expected.map { ($0 as NSString).lastPathComponent }), "every variant, the filmstrip, the mock-up and the accessibility snapshot")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["convert", catalog.path, "--output-path", root.appendingPathComponent("out").path,
                             "--fallback-display-name", "Gallery", "--fallback-bundle-identifier", "org.loupe.gallery"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let built = Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out/images/org.loupe.gallery").path))
        XCTAssertTrue(named.isSubset(of: built), "missing from the built documentation: \(named.subtracting(built).sorted())")
    }

    private func runChromium(_ chromium: String, _ arguments: [String]) throws -> (output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(try temporaryFolder().path)"] + arguments
        // Standard error goes to a file, so the two streams cannot block each other.
        let errorFile = try temporaryFolder().appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = try Data(contentsOf: errorFile)
        return (String(decoding: output, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    private func matches(_ pattern: String, in text: String, group: Int = 0) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
    }
}
