import AppIntents
import Foundation
import Loupe
import SwiftUI
import WidgetKit
import XCTest

// Intents of every kind, declared as app code declares them.
struct OpenOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Open order"
    static var openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenOrderIntent()) }
}
struct PlayEpisodeIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult { .result() }
}
struct RecordMemoIntent: AudioRecordingIntent, ForegroundContinuableIntent {
    static var title: LocalizedStringResource = "Record"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Recording") }
}
struct SetLightIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Light"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        .result(value: value, dialog: IntentDialog(full: "Light set", supporting: "It is on"))
    }
}
struct CounterStore { var count = 3 }
struct CountIntent: AppIntent, ProgressReportingIntent {
    static var title: LocalizedStringResource = "Count"
    @Dependency var store: CounterStore
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: store.count) }
}

struct IntentButtons: View {
    var body: some View {
        VStack {
            Button(intent: OpenOrderIntent()) { Text("Open") }
            Button(intent: PlayEpisodeIntent()) { Text("Play") }
            Button(intent: RecordMemoIntent()) { Text("Record") }
            Toggle(isOn: true, intent: SetLightIntent()) { Text("Light") }
        }
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.sizeCategory) var size
    var body: some View { Text("\(scheme == .dark ? "dark" : "light") \(String(describing: size))") }
}

struct SchemePreviews: PreviewProvider {
    static var previews: some View {
        SchemeReader()
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Dark small")
            .colorScheme(.dark)
            .environment(\.sizeCategory, .extraLarge)
    }
}

final class IntentAndPreviewTests: XCTestCase {
    func testIntentsOfEveryKindRunAndReturnTheirResults() async throws {
        XCTAssertTrue(OpenOrderIntent.openAppWhenRun)
        XCTAssertFalse(PlayEpisodeIntent.openAppWhenRun)
        AppDependencyManager.shared.add { CounterStore() }
        let counted = try await CountIntent().perform()
        XCTAssertEqual((counted as? IntentResultContainer<Int, Never, Never, IntentDialog>)?.value, 3)
        let light = SetLightIntent()
        light.value = true
        let set = try await light.perform()
        XCTAssertEqual((set as? IntentResultContainer<Bool, Never, Never, IntentDialog>)?.dialog?.full, "Light set")
        XCTAssertNotNil(try Loupe.layout(IntentButtons(), size: CGSize(width: 200, height: 200)))
    }

    /// Modifiers after `.previewContext`/`.previewDisplayName` apply to the preview, which keeps its family and name.
    func testModifiersAfterAPreviewsTraitsApplyToIt() throws {
        let records = LoupePreviews.records(of: SchemePreviews.self)
        XCTAssertEqual(records.count, 1)
        let items = PreviewItem.items(of: SchemePreviews.previews)
        XCTAssertEqual(items.first?.traits.family, .systemSmall)
        XCTAssertEqual(items.first?.traits.displayName, "Dark small")
        let text = try Loupe.layout(try XCTUnwrap(items.first).view, size: CGSize(width: 300, height: 40)).allNodes.first { $0.kind == "Text" }
        XCTAssertEqual(text?.detail, "\"dark extraLarge\"")
    }

    func testRelativeDatesReadAsFoundationWritesThem() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let now = Date(timeIntervalSince1970: 1_000_000)
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(7200), relativeTo: now), "in 2 hours")
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now), "yesterday")
    }
}

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var destination: String
}

/// A Dynamic Island written with helpers: regions from functions, conditionals in regions, `some View` helpers.
struct TripActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            Text(context.attributes.destination)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    if context.state.minutes > 5 { Image(systemName: "car") } else { Text("Soon") }
                }
                DynamicIslandExpandedRegion(.trailing) { minutes(context) }
                bottom(context)
            } compactLeading: {
                icon()
            } compactTrailing: {
                minutes(context)
            } minimal: {
                icon()
            }
        }
    }

    @ViewBuilder func icon() -> some View { Image(systemName: "car.fill") }
    func minutes(_ context: ActivityViewContext<TripAttributes>) -> some View { Text("\(context.state.minutes) min") }
    @DynamicIslandExpandedContentBuilder
    func bottom(_ context: ActivityViewContext<TripAttributes>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.bottom) { Text("To \(context.attributes.destination)") }
    }
}

final class BuilderAndResourceTests: XCTestCase {
    func testADynamicIslandWrittenWithHelpersHasEveryRegion() throws {
        let preview = WidgetPreview.activity("Trip", as: nil, using: TripAttributes(destination: "Home"), widget: { TripActivity() }) {
            TripAttributes.ContentState(minutes: 9)
        }
        let image = try Loupe.render(preview, cell: WidgetCell.activity(.expanded, state: 0, colorScheme: .dark))
        XCTAssertGreaterThan(image.width, 0)
        let layout = try Loupe.layout(preview, cell: WidgetCell.activity(.expanded, state: 0, colorScheme: .dark))
        let texts = layout.allNodes.filter { $0.kind == "Text" }.map(\.detail)
        XCTAssertTrue(texts.contains("\"9 min\""), "\(texts)")
        XCTAssertTrue(texts.contains("\"To Home\""), "the bottom region from the helper: \(texts)")
    }

    func testAResourcesDefaultValueShowsWhereNoTableHasItsKey() throws {
        let resource = LocalizedStringResource("widget.title", defaultValue: "Steps today")
        let text = try Loupe.layout(Text(resource), size: CGSize(width: 300, height: 40)).allNodes.first { $0.kind == "Text" }
        XCTAssertEqual(text?.detail, "\"Steps today\"")
        XCTAssertEqual(resource.key, "widget.title")
    }
}

struct TripLegacyPreviews: PreviewProvider {
    static let attributes = TripAttributes(destination: "Work")
    static var previews: some View {
        attributes.previewContext(TripAttributes.ContentState(minutes: 4), viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Island expanded")
        attributes.previewContext(TripAttributes.ContentState(minutes: 4), viewKind: .content)
    }
}

final class LegacyActivityPreviewTests: XCTestCase {
    /// Each legacy Live Activity preview renders the activity widget for its attributes, in its presentation.
    func testALegacyActivityPreviewFindsItsWidget() throws {
        let records = LoupePreviews.records(of: TripLegacyPreviews.self)
        XCTAssertEqual(records.count, 2)
        guard case .widget(let expanded) = records[0].item, case .widget(let content) = records[1].item else {
            return XCTFail("activity previews, not views")
        }
        XCTAssertEqual(expanded.presentations, [.expanded])
        XCTAssertEqual(content.presentations, [.lockScreen])
        let layout = try Loupe.layout(expanded, cell: WidgetCell.activity(.expanded, state: 0, colorScheme: .dark))
        XCTAssertTrue(layout.allNodes.contains { $0.detail == "\"To Work\"" })
    }
}
