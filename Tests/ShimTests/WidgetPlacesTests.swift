// Widget code that names places — locations, watch labels and groups, visionOS textures, the
// centres' run-time calls — written as for Xcode (issue #17's first groups): it compiles
// unchanged, and what Loupe can render from it, it renders.
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit

struct PlacesEntry: TimelineEntry { let date: Date }

struct PlacesProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlacesEntry { PlacesEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (PlacesEntry) -> Void) { completion(PlacesEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlacesEntry>) -> Void) {
        completion(Timeline(entries: [PlacesEntry(date: .now)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

/// Says where it is and whether its place shows labels, as a widget might branch on them.
struct PlacesView: View {
    @Environment(\.widgetLocation) private var location
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @Environment(\.levelOfDetail) private var levelOfDetail

    var body: some View {
        VStack {
            Text("\(String(describing: location))")
            Text(showsWidgetLabel ? "labelled" : "no label")
            if levelOfDetail == .simplified { Text("far") }
        }
        .widgetLabel("Steps")
        .widgetCurvesContent()
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct PlacesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Places", provider: PlacesProvider()) { _ in PlacesView() }
            .configurationDisplayName(Text("Places"))
            .description(Text("Where a widget shows."))
            .supportedFamilies([.systemSmall, .accessoryRectangular])
            .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
            .widgetTexture(.paper)
            .supportedMountingStyles([.elevated, .recessed])
    }
}

final class WidgetPlacesTests: XCTestCase {
    func texts(_ layout: LayoutNode) -> [String] { layout.allNodes.filter { $0.kind == "Text" }.compactMap(\.textString) }

    func testTheLocationIsTheCellsPlace() throws {
        XCTAssertEqual(texts(try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: .systemSmall))), ["homeScreen", "no label"])
        XCTAssertEqual(texts(try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: .accessoryRectangular))), ["lockScreen", "no label"],
                       "an iPhone shows accessory families on the Lock Screen, without widget labels")
        var standBy = WidgetCell(family: .systemSmall)
        standBy.placement = .standBy
        XCTAssertEqual(texts(try Loupe.layout(.widget(PlacesWidget()), cell: standBy)).first, "standBy")
        var carPlay = WidgetCell(family: .systemSmall)
        carPlay.placement = .carPlay
        XCTAssertEqual(texts(try Loupe.layout(.widget(PlacesWidget()), cell: carPlay)).first, "carPlay")
        var rectangular = WidgetCell(family: .accessoryRectangular)
        rectangular.placement = .carPlay
        XCTAssertThrowsError(try Loupe.layout(.widget(PlacesWidget()), cell: rectangular)) { error in
            XCTAssertTrue("\(error)".hasSuffix("carPlay shows systemSmall widgets, not accessoryRectangular"), "\(error)")
        }
    }

    func testAWatchShowsRectangularWidgetsInItsSmartStackAndIsAlwaysDark() throws {
        // PlacesView's first text is the location it reads.
        func location(_ family: WidgetFamily, on device: DeviceProfile?) throws -> String? {
            try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: family, device: device)).allNodes.compactMap(\.textString).first
        }
        let watch = try XCTUnwrap(DeviceProfile.named("watch-45mm"))
        XCTAssertEqual(try location(.accessoryRectangular, on: watch), "smartStack", "the watch's Smart Stack")
        XCTAssertEqual(try location(.accessoryRectangular, on: nil), "lockScreen", "on iPhone, the Lock Screen")
        // The light cell on a watch is drawn dark: watchOS has no light appearance.
        let light = try Loupe.render(.widget(PlacesWidget()), cell: WidgetCell(family: .accessoryRectangular, colorScheme: .light, device: watch))
        let dark = try Loupe.render(.widget(PlacesWidget()), cell: WidgetCell(family: .accessoryRectangular, colorScheme: .dark, device: watch))
        XCTAssertEqual(light.pixels, dark.pixels)
    }

    /// The Mac (issue #17): an iPhone widget there reads `.iPhoneWidgetsOnMac`, at the Mac's sizes,
    /// @2x, inside the desktop's smaller margins; the Mac has no accessory families.
    func testOnTheMacAnIPhoneWidgetReadsItsLocationAtTheMacsSizesAndMargins() throws {
        let mac = try XCTUnwrap(DeviceProfile.named("mac"))
        let layout = try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: .systemSmall, device: mac))
        XCTAssertEqual(texts(layout).first, "iPhoneWidgetsOnMac")
        XCTAssertEqual(layout.frame.size, CGSize(width: 170, height: 170))
        let margins = try XCTUnwrap(layout.node(withIdentifier: WidgetFigures.contentMarginsIdentifier))
        let content = try XCTUnwrap(margins.children.first?.frame)
        XCTAssertEqual(margins.frame.width - content.width, 2 * WidgetFigures.macMargin, accuracy: 0.01)
        XCTAssertEqual(margins.frame.height - content.height, 2 * WidgetFigures.macMargin, accuracy: 0.01)
        let medium = try Loupe.render(.widget(PlacesWidget()), cell: WidgetCell(family: .systemSmall, device: mac))
        XCTAssertEqual([medium.width, medium.height], [340, 340], "@2x")
        XCTAssertThrowsError(try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: .accessoryRectangular, device: mac))) { error in
            XCTAssertTrue("\(error)".contains("mac has no accessoryRectangular widgets"), "\(error)")
        }
    }

    /// visionOS from afar: the simplified level of detail, on the visionOS device, platter kept.
    func testFromAfarAVisionOSWidgetIsSimplified() throws {
        var distant = WidgetCell(family: .systemSmall)
        distant.placement = .distant
        XCTAssertEqual(distant.resolvedDevice, .visionPro)
        let layout = try Loupe.layout(.widget(PlacesWidget()), cell: distant)
        XCTAssertTrue(texts(layout).contains("far"), "PlacesView shows \"far\" at the simplified level of detail")
        XCTAssertEqual(layout.frame.size, DeviceProfile.visionPro.size(of: .systemSmall))
        XCTAssertFalse(texts(try Loupe.layout(.widget(PlacesWidget()), cell: WidgetCell(family: .systemSmall, device: .visionPro))).contains("far"))
        XCTAssertEqual(SnapshotName.path(widget: "Places", cell: distant), "Places/systemSmall/0-fullColor-light-distant.png")
        var onPhone = WidgetCell(family: .systemSmall, device: .iPhone430)
        onPhone.placement = .distant
        XCTAssertThrowsError(try Loupe.layout(.widget(PlacesWidget()), cell: onPhone)) { error in
            XCTAssertTrue("\(error)".contains("distant is a visionOS place (the widget seen from afar)"), "\(error)")
        }
    }

    func testTheConfigurationRecordsWhatItAsksForWithTextNamesToo() {
        let description = PlacesWidget().body._description
        XCTAssertEqual(description.displayName, "Places")
        XCTAssertEqual(description.summary, "Where a widget shows.")
        XCTAssertEqual(description.disfavoredLocations, [WidgetLocation.standBy: Set([WidgetFamily.systemSmall]), .iPhoneWidgetsOnMac: [.systemSmall]])
        XCTAssertEqual(description.texture, .paper)
        XCTAssertEqual(description.mountingStyles, [.elevated, .recessed])
    }

    func testTheWidgetsPlacesFollowItsFamiliesLessTheDisfavouredOnes() {
        // systemSmall: Home Screen, StandBy, CarPlay, Mac — less StandBy and Mac, disfavoured; accessoryRectangular:
        // Lock Screen, watch face, the watch's Smart Stack.
        XCTAssertEqual(PlacesWidget().body._description.places, [.homeScreen, .lockScreen, .smartStack, .carPlay, .watchFace])
        XCTAssertEqual(WidgetLocation.places(of: .accessoryCorner), [.watchFace])
        XCTAssertEqual(WidgetLocation.places(of: .systemExtraLargePortrait), [], "visionOS has no location")
        XCTAssertEqual(TrailWidget().body._description.places, [.smartStack], "a relevance widget is only in the watch's Smart Stack")
    }

    func testVisionOSShowsEverySystemWidgetMountedAsItSays() throws {
        let places = try XCTUnwrap(PlacesWidget().body._description.visionOS)
        XCTAssertEqual(places.mountings, [.elevated, .recessed])
        XCTAssertEqual(places.texture, .paper)
        let plain = try XCTUnwrap(GlassWidget().body._description.visionOS)
        XCTAssertEqual(plain.mountings, [.elevated], "elevated by default")
        XCTAssertEqual(plain.texture, .glass, "glass by default")
        XCTAssertNil(TrailWidget().body._description.visionOS, "a watch-only widget never shows there")
    }

    func testAWidgetLabelDrawsNothingWhereThePlaceShowsNone() throws {
        let plain = try Loupe.layout(Text("72%"), size: CGSize(width: 72, height: 72))
        let labelled = try Loupe.layout(Text("72%").widgetLabel { Text("Battery") }.widgetCurvesContent(), size: CGSize(width: 72, height: 72))
        XCTAssertEqual(labelled.dump, plain.dump)
    }

    func testAnAccessoryWidgetGroupPutsItsTitleAboveItsItemsEachOnItsCircle() throws {
        let group = AccessoryWidgetGroup("Rings", systemImage: "circle") {
            Text("A"); Text("B"); Text("C")
        }
        let layout = try Loupe.layout(group.accessoryWidgetGroupStyle(.circular), size: CGSize(width: 160, height: 70))
        let frames = Dictionary(layout.allNodes.filter { $0.kind == "Text" }.map { ($0.textString ?? "", $0.frame) }, uniquingKeysWith: { a, _ in a })
        let circles = layout.allNodes.filter { $0.kind == "Circle" }.map(\.frame)
        XCTAssertEqual(circles.count, 3, "one circle per item")
        XCTAssertTrue(circles.allSatisfy { $0.width == 36 && $0.height == 36 })
        XCTAssertEqual(circles[1].minX - circles[0].maxX, 6, accuracy: 0.34, "6 pt apart")
        let title = try XCTUnwrap(frames["Rings"]), a = try XCTUnwrap(frames["A"])
        XCTAssertEqual(circles[0].minY - title.maxY, 4, accuracy: 0.34, "the items 4 pt below the title")
        XCTAssertEqual(a.midX, circles[0].midX, accuracy: 0.34, "each item centred on its circle")
        let squares = try Loupe.layout(group.accessoryWidgetGroupStyle(.roundedSquare), size: CGSize(width: 160, height: 70))
        XCTAssertEqual(squares.allNodes.filter { $0.kind == "RoundedRectangle" }.count, 3, "rounded squares in that style")
    }

    /// The run-time calls a widget or its app makes: they compile and answer as an empty system does.
    func testTheCentresAnswerAsANewDeviceWould() async throws {
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "Places")
        WidgetCenter.shared.invalidateConfigurationRecommendations()
        WidgetCenter.shared.invalidateRelevance(ofKind: "Places")
        let configurations = try await WidgetCenter.shared.currentConfigurations()
        XCTAssertEqual(configurations.count, 0)
        XCTAssertNil(WidgetCenter.shared.currentPushInfo)
        XCTAssertEqual(WidgetCenter.UserInfoKey.kind, "WGWidgetUserInfoKeyKind")
        ControlCenter.shared.reloadAllControls()
        ControlCenter.shared.reloadControls(ofKind: "Places")
        let controls = try await ControlCenter.shared.currentControls()
        XCTAssertEqual(controls, [])
        let locations: [WidgetLocation] = [.homeScreen, .lockScreen, .standBy, .smartStack, .carPlay, .iPhoneWidgetsOnMac, .watchFace]
        XCTAssertEqual(Set(locations).count, 7)
        XCTAssertEqual(EnvironmentValues().activityFamily, .medium)
        XCTAssertFalse(EnvironmentValues().isActivityFullscreen)
    }
}
