// The iOS 14–16 way: a SiriKit intent (Xcode generates the class from an .intentdefinition; here
// it is declared, as a Linux package must), an IntentTimelineProvider and an IntentConfiguration.
import Intents
import SwiftUI
import UIKit
import WidgetKit
import XCTest
import Loupe

class ConfigurationIntent: INIntent {
    var city: String? = "Lisbon"
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
}

struct CityProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry { CityEntry(date: Date(), city: "—") }
    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (CityEntry) -> ()) {
        completion(CityEntry(date: Date(), city: configuration.city ?? "?"))
    }
    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<CityEntry>) -> ()) {
        completion(Timeline(entries: [CityEntry(date: Date(), city: configuration.city ?? "?")], policy: .atEnd))
    }
}

struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "City", intent: ConfigurationIntent.self, provider: CityProvider()) { entry in
            Text(entry.city).accessibilityIdentifier("city")
                .foregroundStyle(Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .systemYellow : .systemBlue }))
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("City")
        .supportedFamilies([.systemSmall])
    }
}

final class LegacyIntentWidgetTests: XCTestCase {
    func testAnIntentConfigurationRendersWithTheIntentsDefaults() throws {
        let layout = try Loupe.layout(CityWidget(), family: .systemSmall)
        XCTAssertEqual(layout.node(withIdentifier: "city")?.detail, "\"Lisbon\"")
        WidgetCenter.shared.reloadTimelines(ofKind: "City")
        WidgetCenter.shared.getCurrentConfigurations { result in XCTAssertEqual(try? result.get().count, 0, "nothing is installed on Linux") }
    }

    func testUIKitColorsGiveTheirComponentsAndAdapt() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.2, 0.4, 0.6, 0.8])
        let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertTrue(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getWhite(&r, alpha: &a))
        XCTAssertEqual(r, 1, accuracy: 1e-9)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 430, height: 932))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }

    func testTemplateUIImagesBecomeTemplateImages() throws {
        let image = Image(uiImage: UIImage(systemName: "bolt.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))!.withRenderingMode(.alwaysTemplate))
        XCTAssertNoThrow(try Loupe.layout(image.foregroundStyle(.red), size: CGSize(width: 40, height: 40)))
        let empty = try Loupe.pipeline(Image(uiImage: UIImage()), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(empty.warnings, [], "an empty UIImage draws nothing, and says nothing")
    }
}
