import Foundation
import XCTest
import Loupe
import LoupeUI

/// Each widget file in Widgets/ compiles unchanged and renders every family it supports, light and
/// dark, every timeline entry and the placeholder, with no warning. The renders are left in
/// .build/compatibility for looking at.
final class CompatibilityTests: XCTestCase {
    static let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/compatibility")

    func check<W: Widget>(_ widget: W, expectedWarnings: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        try check(.widget(widget), name: String(describing: W.self), expectedWarnings: expectedWarnings, file: file, line: line)
    }

    func check(_ preview: WidgetPreview, name: String, expectedWarnings: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
        let renderer = try Renderer.forCurrentThread()
        var cells: [WidgetCell] = preview.controlPresentations.flatMap { p in [false, true].map { WidgetCell.control(p, isOn: $0) } }
        for presentation in preview.presentations {
            let states = try Loupe.timeline(preview, family: .systemMedium).entries.count
            for state in 0..<states { for scheme in ColorScheme.allCases { cells.append(.activity(presentation, state: state, colorScheme: scheme)) } }
        }
        for family in preview.families {
            let entries = try Loupe.timeline(preview, family: family).entries.count
            XCTAssertGreaterThan(entries, 0, "\(name) has entries for \(family)", file: file, line: line)
            for index in (0..<entries).map(TimelineIndex.entry) + [.placeholder] {
                for scheme in ColorScheme.allCases { cells.append(WidgetCell(family: family, timelineIndex: index, colorScheme: scheme)) }
            }
        }
        XCTAssertFalse(cells.isEmpty, "\(name) renders something", file: file, line: line)
        for cell in cells {
            let stages = try renderer.pipeline(preview, cell: cell)
            let unexpected = stages.warnings.filter { warning in !expectedWarnings.contains { warning.contains($0) } }
            XCTAssertEqual(unexpected, [], "\(name) \(SnapshotName.path(widget: name, cell: cell))", file: file, line: line)
            if case .widget(_, .entry(0), _) = cell.subject {
                let path = SnapshotName.path(widget: name, cell: cell).replacingOccurrences(of: "/", with: "-")
                try renderer.rasterize(stages).pngData().write(to: Self.output.appendingPathComponent(path))
            }
        }
    }

    func testC01TemplateWidget() throws { try check(C01TemplateWidget()) }
    func testC02AppIntentTemplate() throws { try check(C02AppIntentWidget()) }
    func testC03LegacyPreviewProvider() throws {
        try check(C03TasksWidget())
        let legacy = LoupePreviews.records(of: C03TasksWidget_Previews.self)
        XCTAssertEqual(legacy.map(\.item.name), ["C03TasksWidget_Previews-systemSmall", "Circular"])
    }
    func testC04WeatherStyle() throws { try check(C04WeatherWidget()) }
    func testC05GaugeLockScreen() throws { try check(C05BatteryWidget()) }
    func testC06StateAndStorage() throws { try check(C06StreakWidget()) }
    func testC07LinksAndButtons() throws { try check(C07TodoWidget()) }
    func testC08TimersAndProgress() throws { try check(C08TimerWidget()) }
    func testC09PhotoAndGeometry() throws { try check(C09PhotoWidget()) }
    func testC10IntentConfigurationLegacy() throws { try check(C10StockWidget()) }
    func testC11CalendarGrid() throws { try check(C11CalendarWidget()) }
    func testC12RenderingModeAware() throws { try check(C12RingsWidget()) }
    func testC13AttributedAndConcatenated() throws { try check(C13NewsWidget()) }
    func testC14LiveActivityInline() throws {
        let record = try XCTUnwrap(LoupePreviews.all.first { $0.item.name == "C14 ride" })
        guard case .widget(let preview) = record.item else { return XCTFail() }
        try check(preview, name: "C14RideActivity")
    }
    func testC15Control() throws { try check(.control(C15FocusControl()), name: "C15FocusControl") }
    func testC16RedactionAndPrivacy() throws { try check(C16BankWidget()) }
    func testC17ColorSchemeAndContainerShape() throws { try check(C17QuoteWidget()) }
    func testC18FamilyLayouts() throws { try check(C18ActivityWidget()) }
    func testC19LocalizedStrings() throws { try check(C19MailWidget()) }
    func testC20WatchComplications() throws { try check(C20HeartWidget()) }
    func testC21BarChartShapes() throws { try check(C21SleepWidget()) }
    func testC22LinkRows() throws { try check(C22NotesWidget()) }
    func testC23AppGroupImage() throws { try check(C23MusicWidget()) }
    func testC24MainBundle() {
        XCTAssertEqual(C24CompatibilityBundle().widgets.map { $0.body._description.kind }, ["C01TemplateWidget", "C04Weather", "com.example.focus"])
    }
    func testC25ContentMargins() throws { try check(C25ArtWidget()) }
    func testC26RelevanceTimeline() throws {
        try check(C26ScoreWidget())
        let timeline = try Loupe.timeline(.widget(C26ScoreWidget()), family: .systemMedium)
        XCTAssertEqual(timeline.entries.map { $0.relevance?.score }, [0.4, 0.4, 0.4, 1])
    }
    func testC27CapacityGauges() throws { try check(C27StorageWidget()) }
    func testC28DateStyles() throws { try check(C28CountdownWidget()) }
    func testC29Materials() throws { try check(C29FocusWidget()) }
    func testC30ObservableModel() throws { try check(C30PlantsWidget()) }
    func testC31ContainerRelativeFrame() throws { try check(C31ReadingWidget()) }
    func testC32FlowLayout() throws { try check(C32JournalWidget()) }

    // Health and fitness.
    func testC33StepGoalRing() throws { try check(C33StepsWidget()) }
    func testC34SleepSummary() throws { try check(C34SleepWidget()) }
    func testC35WaterIntake() throws { try check(C35WaterWidget()) }
    func testC36WorkoutMinutes() throws { try check(C36WorkoutWidget()) }
    /// The inline row puts `pills.fill` inside a `Text`, where Loupe draws only Material Icons glyphs
    /// (README, "What is not done yet"): the placeholder is drawn, with this warning.
    func testC37MedicationReminders() throws {
        try check(C37MedicationWidget(), expectedWarnings: ["SF Symbol \"pills.fill\" inside a Text"])
    }
    func testC38HeartRateRange() throws { try check(C38HeartRateWidget()) }
    func testC39MindfulnessStreak() throws { try check(C39MindfulnessWidget()) }
    // Finance and weather.
    func testC40StockWatchlist() throws { try check(C40StocksWidget()) }
    func testC41CryptoSparkline() throws { try check(C41CryptoWidget()) }
    func testC42BudgetGauge() throws { try check(C42BudgetWidget()) }
    func testC43CurrencyConverter() throws { try check(C43CurrencyWidget()) }
    func testC44CurrentWeather() throws { try check(C44CurrentWeatherWidget()) }
    func testC45HourlyForecast() throws { try check(C45HourlyForecastWidget()) }
    func testC46AirQualityUV() throws { try check(C46AirQualityWidget()) }
    // Podcasts, music, news and transit.
    func testC47NowPlaying() throws { try check(C47NowPlayingWidget()) }
    func testC48PodcastUpNext() throws { try check(C48UpNextWidget()) }
    func testC49NewsHeadlines() throws { try check(C49NewsHeadlinesWidget()) }
    func testC50TransitDepartures() throws { try check(C50TransitDeparturesWidget()) }
    func testC51ParkingMeter() throws { try check(C51ParkingMeterWidget()) }
    func testC52BusArrivalLiveActivity() throws { try checkActivity(file: "C52_BusArrivalLiveActivity.swift", name: "C52BusArrivalLiveActivity") }
    func testC53FlightTrackerLiveActivity() throws { try checkActivity(file: "C53_FlightTrackerLiveActivity.swift", name: "C53FlightLiveActivity") }
    // Home automation, to-do and productivity.
    func testC54RoomLights() throws { try check(C54RoomLightsWidget()) }
    func testC55Thermostat() throws { try check(C55ThermostatWidget()) }
    func testC56HomeScenes() throws { try check(C56HomeScenesWidget()) }
    /// Its background is an asset colour, and the test has no catalog: drawn clear, with this warning.
    func testC57TodoChecklist() throws { try check(C57TodoWidget(), expectedWarnings: ["no color named \"WidgetBackground\""]) }
    func testC58CalendarAgenda() throws { try check(C58AgendaWidget()) }
    func testC59HabitGrid() throws { try check(C59HabitWidget()) }
    // Swift Charts.
    func testC61EnergyChart() throws { try check(C61EnergyWidget()) }
    func testC62PlatformRevenue() throws { try check(C62PlatformRevenueWidget()) }
    func testC63EnergyBalance() throws { try check(C63EnergyBalanceWidget()) }
    func testC64StockPrice() throws { try check(C64StockPriceWidget()) }
    func testC65SpendingDonut() throws { try check(C65SpendingDonutWidget()) }
    func testC66HeartSparkline() throws { try check(C66HeartSparklineWidget()) }
    func testC67HourlyRain() throws { try check(C67HourlyRainWidget()) }
    func testC68ExerciseGoal() throws { try check(C68ExerciseGoalWidget()) }
    func testC69TemperatureRange() throws { try check(C69TemperatureRangeWidget()) }
    func testC70StepCount() throws { try check(C70StepCountWidget()) }
    func testC71SleepStages() throws { try check(C71SleepStagesWidget()) }
    func testC72RunScatter() throws { try check(C72RunScatterWidget()) }
    func testC73GlucoseReadings() throws { try check(C73GlucoseWidget(), expectedWarnings: ["c73-drop"]) }
    func testC74LiquidGlass() throws {
        try check(C74GlassWidget())
        // Glass in every mode and scheme, left beside the others to look at.
        let renderer = try Renderer.forCurrentThread()
        for mode in WidgetRenderingMode.allCases { for scheme in ColorScheme.allCases {
            var cell = WidgetCell(family: .systemMedium, renderingMode: mode, colorScheme: scheme)
            cell.backdrop = mode == .fullColor ? .transparent : .system
            try renderer.render(.widget(C74GlassWidget()), cell: cell).pngData()
                .write(to: Self.output.appendingPathComponent("C74GlassWidget-modes-\(mode)-\(scheme).png"))
        } }
    }
    func testC60GarageControl() throws { try check(.control(C60GarageControl()), name: "C60GarageControl") }

    /// A Live Activity file's previews, each in its presentations and content states, as Xcode's canvas shows them.
    func checkActivity(file: String, name: String, line: UInt = #line) throws {
        let records = LoupePreviews.all.filter { $0.file.hasSuffix(file) }
        XCTAssertFalse(records.isEmpty, "\(file) has previews", line: line)
        for record in records {
            guard case .widget(let preview) = record.item else { XCTFail("\(record.item.name ?? file) is a widget preview", line: line); continue }
            try check(preview, name: name + "-" + (record.item.name ?? "preview"), line: line)
        }
    }
}
