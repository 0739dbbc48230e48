// A watchOS 26 relevance widget and the relevance vocabulary, written as for Xcode (issue #17).
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit
import AppIntents

struct TrailIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Trail"
    @Parameter(title: "Trail") var trail: String?
    init() {}
    init(trail: String) { self.trail = trail }
}

struct TrailEntry: RelevanceEntry { let name: String }

struct TrailProvider: RelevanceEntriesProvider {
    func relevance() async -> WidgetRelevance<TrailIntent> {
        WidgetRelevance([
            WidgetRelevanceAttribute(configuration: TrailIntent(trail: "Ridge"), context: .date(from: .now, to: .now.addingTimeInterval(3600))),
            WidgetRelevanceAttribute(configuration: TrailIntent(trail: "Lakeside"), group: .named("trails")),
            WidgetRelevanceAttribute(group: .automatic),
        ])
    }
    func entry(configuration: TrailIntent, context: Context) async throws -> TrailEntry { TrailEntry(name: configuration.trail ?? "?") }
    func placeholder(context: Context) -> TrailEntry { TrailEntry(name: "Trail") }
}

struct TrailWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "Trail", provider: TrailProvider()) { entry in
            Text(entry.name).containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Trails")
        .backgroundTask(.urlSession("trails")) { _ in }
        .onBackgroundURLSessionEvents(matching: "trails") { _, done in done() }
    }
}

struct ConfiguredProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .now) }
    func snapshot(for configuration: TrailIntent, in context: Context) async -> Entry { Entry(date: .now) }
    func timeline(for configuration: TrailIntent, in context: Context) async -> Timeline<Entry> { Timeline(entries: [Entry(date: .now)], policy: .never) }
    func recommendations() -> [AppIntentRecommendation<TrailIntent>] {
        [AppIntentRecommendation(intent: TrailIntent(trail: "Ridge"), description: "Ridge"),
         AppIntentRecommendation(intent: TrailIntent(trail: "Lakeside"), description: Text("Lakeside"))]
    }
}

final class RelevanceWidgetTests: XCTestCase {
    func testARelevanceWidgetShowsEachRelevantConfigurationsEntryInOrder() throws {
        let timeline = try Loupe.timeline(.widget(TrailWidget()), family: .accessoryRectangular)
        XCTAssertEqual(timeline.entries.count, 2, "the attribute without a configuration adds no entry")
        let texts = try (0..<2).map { i in
            try Loupe.layout(.widget(TrailWidget()), cell: WidgetCell(family: .accessoryRectangular, timelineIndex: .entry(i)))
                .allNodes.filter { $0.kind == "Text" }.compactMap(\.detailText)
        }
        XCTAssertEqual(texts, [["Ridge"], ["Lakeside"]])
        XCTAssertEqual(TrailWidget().body._description.supportedFamilies, [.accessoryRectangular])
    }

    func testRecommendationsAndEnvironmentVariantsAnswerAsWritten() {
        XCTAssertEqual(ConfiguredProvider().recommendations().map(\.description), ["Ridge", "Lakeside"])
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: false)
        XCTAssertEqual(context.environmentVariants.colorScheme, [.light, .dark])
        XCTAssertEqual(context.environmentVariants[\.widgetRenderingMode], [.fullColor, .accented, .vibrant])
        XCTAssertNil(context.environmentVariants.locale, "not varied by the system")
        XCTAssertEqual(NSUserActivityTypeLiveActivity, "NSUserActivityTypeLiveActivity")
    }
}
