import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// Widget declarations, timelines and the container, with small widgets written for each test.
final class WidgetKitTests: XCTestCase {
    struct Entry: TimelineEntry { let date: Date; let value: Int }

    struct Provider: TimelineProvider {
        var count = 3
        var policy = TimelineReloadPolicy.atEnd
        func placeholder(in context: Context) -> Entry { Entry(date: .init(timeIntervalSince1970: 0), value: -1) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(Entry(date: .init(timeIntervalSince1970: 0), value: context.isPreview ? 99 : 0))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: (0..<count).map { Entry(date: .init(timeIntervalSince1970: Double($0) * 60), value: $0) }, policy: policy))
        }
    }

    struct SilentProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .init(timeIntervalSince1970: 0), value: 0) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
    }

    struct ValueWidget: Widget {
        var provider = Provider()
        var marginsDisabled = false
        var background: Color? = .clear
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Value", provider: provider) { entry in
                Color.red.accessibilityIdentifier("content")
                    .overlay { Text("\(entry.value)").accessibilityIdentifier("value") }
                    .modifier(OptionalBackground(color: background))
            }
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
            .modifier(marginsDisabled)
        }
    }

    struct OptionalBackground: ViewModifier {
        let color: Color?
        func body(content: Content) -> some View {
            if let color { content.containerBackground(color, for: .widget) } else { content }
        }
    }

    func cell(_ family: WidgetFamily = .systemSmall, _ index: TimelineIndex = .entry(0), mode: WidgetRenderingMode = .fullColor,
              scheme: ColorScheme = .light) -> WidgetCell {
        WidgetCell(family: family, timelineIndex: index, renderingMode: mode, colorScheme: scheme)
    }

    func texts(_ layout: LayoutNode) -> [String] { layout.allNodes.filter { $0.kind == "Text" }.map(\.detail) }

    // MARK: Timelines

    func testTimelineIndexSelectsTheEntry() throws {
        for i in 0..<3 {
            let layout = try Loupe.layout(.widget(ValueWidget()), cell: cell(.systemSmall, .entry(i)))
            XCTAssertEqual(texts(layout), ["\"\(i)\""])
        }
    }

    func testPlaceholderIsRedactedAndSnapshotSeesIsPreview() throws {
        let placeholder = try Renderer().pipeline(.widget(ValueWidget()), cell: cell(.systemSmall, .placeholder))
        XCTAssertEqual(texts(placeholder.layout), ["\"-1\""])
        XCTAssertFalse(placeholder.displayList.commands.contains { if case .glyphs = $0 { return true }; return false }, "text is drawn as bars")
        let snapshot = try Loupe.layout(.widget(ValueWidget()), cell: cell(.systemSmall, .snapshot))
        XCTAssertEqual(texts(snapshot), ["\"99\""])
    }

    func testIndexOutOfRangeSaysHowManyEntriesThereAre() {
        XCTAssertThrowsError(try Loupe.layout(.widget(ValueWidget()), cell: cell(.systemSmall, .entry(3)))) { error in
            XCTAssertEqual("\(error)", "widget: timeline index 3 is out of range: the timeline of Value for systemSmall has 3 entries (0…2)")
        }
    }

    func testEmptyTimelineIsAnError() {
        XCTAssertThrowsError(try Loupe.layout(.widget(ValueWidget(provider: Provider(count: 0))), cell: cell())) { error in
            XCTAssertTrue("\(error)".contains("is empty"), "\(error)")
        }
    }

    func testUnsupportedFamilyNamesTheSupportedOnes() {
        XCTAssertThrowsError(try Loupe.layout(.widget(ValueWidget()), cell: cell(.systemLarge))) { error in
            XCTAssertEqual("\(error)", "widget: Value does not support systemLarge; it supports systemSmall, systemMedium, accessoryCircular")
        }
    }

    func testProviderThatNeverAnswersTimesOut() {
        struct Silent: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "Silent", provider: SilentProvider()) { _ in Text("x") } }
        }
        var c = cell()
        c.providerTimeout = 0.2
        XCTAssertThrowsError(try Loupe.layout(.widget(Silent()), cell: c)) { error in
            XCTAssertEqual("\(error)", "widget: getTimeline(in:completion:) of Silent did not call its completion within 0.2 s")
        }
    }

    func testTimelineAndPolicyAreReadable() throws {
        let policy = TimelineReloadPolicy.after(Date(timeIntervalSince1970: 3600))
        let timeline = try Loupe.timeline(.widget(ValueWidget(provider: Provider(count: 2, policy: policy))), family: .systemSmall)
        XCTAssertEqual(timeline.entries.map(\.date), [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 60)])
        XCTAssertEqual(timeline.policy, policy)
    }

    func testExplicitPreviewTimelineBuilder() throws {
        let preview = WidgetPreview.widget("Two", as: .systemSmall, widget: { ValueWidget() }) {
            Entry(date: .init(timeIntervalSince1970: 0), value: 7)
            Entry(date: .init(timeIntervalSince1970: 60), value: 8)
        }
        XCTAssertEqual(texts(try Loupe.layout(preview, cell: cell(.systemSmall, .entry(1)))), ["\"8\""])
        XCTAssertThrowsError(try Loupe.layout(preview, cell: cell(.systemMedium)), "the preview is for systemSmall")
    }

    func testEntryDateIsNowForTimeDependentViews() throws {
        struct Clock: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Clock", provider: Provider()) { entry in
                    Text(Date(timeIntervalSince1970: 3600), style: .relative).containerBackground(.clear, for: .widget)
                }
            }
        }
        XCTAssertEqual(texts(try Loupe.layout(.widget(Clock()), cell: cell(.systemSmall, .entry(1)))), ["\"59 min\""])
    }

    // MARK: Container

    func testSystemFamiliesHaveSixteenPointMarginsAndAccessoriesNone() throws {
        let small = try Loupe.layout(.widget(ValueWidget()), cell: cell(.systemSmall))
        XCTAssertEqual(small.frame(ofIdentifier: "content"), CGRect(x: 16, y: 16, width: 138, height: 138))
        let circular = try Loupe.layout(.widget(ValueWidget()), cell: cell(.accessoryCircular))
        XCTAssertEqual(circular.frame(ofIdentifier: "content"), CGRect(x: 0, y: 0, width: 76, height: 76))
        struct NoMargins: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "NoMargins", provider: Provider()) { _ in
                    Color.red.accessibilityIdentifier("content").containerBackground(.clear, for: .widget)
                }
                    .contentMarginsDisabled()
            }
        }
        XCTAssertEqual(try Loupe.layout(.widget(NoMargins()), cell: cell(.systemMedium)).frame(ofIdentifier: "content"),
                       CGRect(x: 0, y: 0, width: 364, height: 170))
    }

    func testContainerBackgroundFillsBehindTheMarginsAndCornersAreClipped() throws {
        let image = try Loupe.render(.widget(ValueWidget(background: .blue)), cell: cell(.systemSmall))
        XCTAssertTrue(image.pixel(x: 30, y: 8 * 3) == (0, 136, 255, 255), "the margin shows the widget's background")
        XCTAssertEqual(image.pixel(x: 0, y: 0).a, 0, "the continuous corner is clipped")
        XCTAssertTrue(image.pixel(x: 255, y: 255) == (255, 56, 60, 255), "content in the middle")
    }

    func testDefaultPlatterIsWhiteOrElevatedDarkAndRemovedInAccentedAndVibrant() throws {
        XCTAssertTrue(try Loupe.render(.widget(ValueWidget()), cell: cell()).pixel(x: 30, y: 20) == (255, 255, 255, 255))
        XCTAssertTrue(try Loupe.render(.widget(ValueWidget()), cell: cell(scheme: .dark)).pixel(x: 30, y: 20) == (28, 28, 30, 255))
        for mode in [WidgetRenderingMode.accented, .vibrant] {
            XCTAssertEqual(try Loupe.render(.widget(ValueWidget(background: .blue)), cell: cell(mode: mode)).pixel(x: 30, y: 20).a, 0, "\(mode)")
        }
    }

    /// iOS 17 and later show a request to adopt the API instead of a widget with no container
    /// background (issue #13 item 9); the render says why.
    func testAWidgetWithoutContainerBackgroundShowsTheSystemsMessage() throws {
        let pipeline = try Renderer().pipeline(.widget(ValueWidget(background: nil)), cell: cell(.systemSmall))
        XCTAssertEqual(texts(pipeline.layout), ["\"Please adopt containerBackground API\""], "the content is not shown")
        XCTAssertNil(pipeline.layout.frame(ofIdentifier: "content"))
        XCTAssertTrue(pipeline.warnings.contains { $0.contains("no .containerBackground(for: .widget)") }, "\(pipeline.warnings)")
        let withBackground = try Renderer().pipeline(.widget(ValueWidget(background: .blue)), cell: cell(.systemSmall))
        XCTAssertFalse(withBackground.warnings.contains { $0.contains("containerBackground") }, "\(withBackground.warnings)")
    }

    func testContainerRelativeShapeIsConcentricInsideTheMargins() throws {
        struct Concentric: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "C", provider: Provider()) { _ in
                    ContainerRelativeShape().fill(.black).containerBackground(.clear, for: .widget)
                }
            }
        }
        let image = try Loupe.render(.widget(Concentric()), cell: cell())
        // The inner corner radius is 22 − 16 = 6 pt: its corner pixel shows the white platter,
        // 3 pt in along the diagonal is the shape's black.
        XCTAssertTrue(image.pixel(x: 16 * 3, y: 16 * 3) == (255, 255, 255, 255))
        XCTAssertTrue(image.pixel(x: 19 * 3, y: 19 * 3) == (0, 0, 0, 255))
    }

    func testEnvironmentCarriesTheCell() throws {
        struct Reader: Widget {
            struct V: View {
                @Environment(\.widgetFamily) var family
                @Environment(\.widgetRenderingMode) var mode
                @Environment(\.showsWidgetContainerBackground) var shows
                @Environment(\.widgetContentMargins) var margins
                @Environment(\.colorScheme) var scheme
                var body: some View { Text("\(family.rawValue) \(mode.description) \(shows ? "bg" : "nobg") \(Int(margins.top)) \(scheme.rawValue)") }
            }
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "R", provider: Provider()) { _ in V().containerBackground(.clear, for: .widget) }.supportedFamilies([.systemMedium, .accessoryRectangular])
            }
        }
        XCTAssertEqual(texts(try Loupe.layout(.widget(Reader()), cell: cell(.systemMedium, mode: .accented, scheme: .dark))),
                       ["\"systemMedium accented nobg 16 dark\""])
        XCTAssertEqual(texts(try Loupe.layout(.widget(Reader()), cell: cell(.accessoryRectangular, mode: .vibrant))),
                       ["\"accessoryRectangular vibrant nobg 0 light\""])
        XCTAssertEqual(texts(try Loupe.layout(.widget(Reader()), cell: cell(.accessoryRectangular))),
                       ["\"accessoryRectangular fullColor nobg 0 light\""], "the Lock Screen removes accessory backgrounds")
        XCTAssertEqual(texts(try Loupe.layout(.widget(Reader()), cell: WidgetCell(family: .accessoryRectangular, device: .watch45))),
                       ["\"accessoryRectangular fullColor bg 7 dark\""], "the watch Smart Stack keeps it, and the watch is always dark")
    }

    func testDeviceProfilesGiveFamilySizesAndScale() throws {
        let image = try Loupe.render(.widget(ValueWidget()), cell: WidgetCell(family: .systemMedium, device: .iPhone375))
        XCTAssertEqual(image.width, 642)
        XCTAssertEqual(image.height, 296)
        XCTAssertEqual(DeviceProfile.defaultProfile(for: .systemExtraLarge).name, "ipad-1024")
        XCTAssertEqual(DeviceProfile.named("iphone-414-736")?.size(of: .systemMedium), CGSize(width: 348, height: 157), "facts.md's (sic) row")
        XCTAssertNil(DeviceProfile.named("iphone-320")?.size(of: .accessoryCircular), "no Lock Screen widgets on 320-pt iPhones")
        XCTAssertEqual(DeviceProfile.defaultProfile(for: .accessoryCorner).name, "watch-45mm")
        XCTAssertThrowsError(try Loupe.layout(.widget(ValueWidget()), cell: WidgetCell(family: .systemSmall, device: .watch45))) { error in
            XCTAssertTrue("\(error)".contains("watch-45mm has no systemSmall widgets"), "\(error)")
        }
    }

    func testBundlesListTheirWidgets() {
        struct Bundle: WidgetBundle {
            var body: some Widget {
                ValueWidget()
                if true { ValueWidget(marginsDisabled: true) }
            }
        }
        XCTAssertEqual(Bundle().widgets.count, 2)
    }
}

extension WidgetConfiguration {
    func modifier(_ marginsDisabled: Bool) -> ModifiedWidgetConfiguration<Self> {
        marginsDisabled ? contentMarginsDisabled() : containerBackgroundRemovable(true)
    }
}
