// A watchOS 26 relevance widget and the relevance vocabulary, written as for Xcode (issue #17).
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit
import AppIntents
import Intents

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

#Preview("Trails by hand", widget: { TrailWidget() }, relevanceEntries: {
    TrailEntry(name: "Summit")
    TrailEntry(name: "Valley")
})

#Preview("Trails from the provider", widget: { TrailWidget() }, relevanceProvider: { TrailProvider() })

#Preview("Trails, one relevant", widget: { TrailWidget() }, relevanceProvider: { TrailProvider() }, relevance: {
    WidgetRelevance([WidgetRelevanceAttribute(configuration: TrailIntent(trail: "Canyon"), group: .ungrouped)])
})

#Preview("Porto", as: .systemSmall, using: {
    let intent = ConfigurationIntent()
    intent.city = "Porto"
    return intent
}()) {
    CityWidget()
} timelineProvider: {
    CityProvider()
}

final class RelevanceWidgetTests: XCTestCase {
    func preview(_ name: String) throws -> WidgetPreview {
        let record = try XCTUnwrap(LoupePreviews.all.first { $0.file.hasSuffix("RelevanceWidgetTests.swift") && $0.item.name == name })
        guard case .widget(let preview) = record.item else { throw XCTSkip("not a widget preview") }
        return preview
    }

    func texts(_ preview: WidgetPreview) throws -> [String] {
        let family = try XCTUnwrap(preview.families.first)
        let count = try Loupe.timeline(preview, family: family).entries.count
        return try (0..<count).flatMap { i in
            try Loupe.layout(preview, cell: WidgetCell(family: family, timelineIndex: .entry(i))).allNodes.filter { $0.kind == "Text" }.compactMap(\.textString)
        }
    }

    func testRelevancePreviewsShowTheirEntriesOrTheirProvidersRelevantOnes() throws {
        XCTAssertEqual(try preview("Trails by hand").families, [.accessoryRectangular])
        XCTAssertEqual(try texts(preview("Trails by hand")), ["Summit", "Valley"])
        XCTAssertEqual(try texts(preview("Trails from the provider")), ["Ridge", "Lakeside"])
        XCTAssertEqual(try texts(preview("Trails, one relevant")), ["Canyon"], "the preview's relevance, not the provider's")
    }

    func testASiriKitIntentPreviewConfiguresItsProvider() throws {
        XCTAssertEqual(try texts(preview("Porto")), ["Porto"])
    }

    func testARelevanceWidgetShowsEachRelevantConfigurationsEntryInOrder() throws {
        let timeline = try Loupe.timeline(.widget(TrailWidget()), family: .accessoryRectangular)
        XCTAssertEqual(timeline.entries.count, 2, "the attribute without a configuration adds no entry")
        let texts = try (0..<2).map { i in
            try Loupe.layout(.widget(TrailWidget()), cell: WidgetCell(family: .accessoryRectangular, timelineIndex: .entry(i)))
                .allNodes.filter { $0.kind == "Text" }.compactMap(\.textString)
        }
        XCTAssertEqual(texts, [["Ridge"], ["Lakeside"]])
        XCTAssertEqual(TrailWidget().body._description.supportedFamilies, [.accessoryRectangular])
    }

    func testARelevanceWidgetIsShownInTheWatchsSmartStack() throws {
        let layout = try Loupe.layout(.widget(TrailWidget()), cell: WidgetCell(family: .accessoryRectangular))
        XCTAssertEqual(layout.frame.size, DeviceProfile.watch45.size(of: .accessoryRectangular), "watchOS only: the 45 mm Smart Stack, not an iPhone's Lock Screen")
        let named = try Loupe.layout(.widget(TrailWidget()), cell: WidgetCell(family: .accessoryRectangular, device: DeviceProfile.named("watch-40mm")))
        XCTAssertEqual(named.frame.size, DeviceProfile.named("watch-40mm")?.size(of: .accessoryRectangular), "a named device wins")
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
