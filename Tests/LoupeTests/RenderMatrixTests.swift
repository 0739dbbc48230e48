import Foundation
import XCTest
@testable import Loupe
import LoupeUI
import LoupeExamples

/// The hosting layer's typed render matrix (issue #14): one expansion for the command line, the
/// assertions and the gallery.
final class RenderMatrixTests: XCTestCase {
    func example(_ name: String) -> WidgetPreview { Examples.widgets.first { PreviewCatalog.baseName(of: $0) == name }! }

    func cells(_ matrix: RenderMatrix, _ name: String) throws -> [WidgetCell] {
        let preview = example(name)
        return try matrix.cells(of: preview, named: name) { family, device in try Loupe.timeline(preview, family: family, device: device) }
    }

    func testAWidgetsWholeMatrixIsFamiliesTimesEntriesTimesModesTimesSchemes() throws {
        let all = try cells(RenderMatrix(), "Steps")
        let steps = example("Steps")
        let entries = try steps.families.map { try Loupe.timeline(steps, family: $0).entries.count }.reduce(0, +)
        XCTAssertEqual(all.count, entries * 3 * 2)
        // Family, then entry, then mode, then scheme.
        XCTAssertEqual(all.prefix(3).map { "\($0.widget!.family) \($0.widget!.index) \($0.widget!.mode) \($0.colorScheme)" },
                       ["systemSmall 0 fullColor light", "systemSmall 0 fullColor dark", "systemSmall 0 accented light"])
        XCTAssertTrue(all.allSatisfy { $0.dynamicTypeSize == .large && $0.device == nil })
    }

    func testDevicesAreEveryOneWithTheFamilyOrTheGivenOnes() throws {
        let every = try cells(RenderMatrix(families: [.systemSmall], timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light],
                                           devices: .everyWithFamily), "Steps")
        XCTAssertEqual(every.compactMap(\.device?.name), DeviceProfile.all.filter { $0.size(of: .systemSmall) != nil }.map(\.name))
        let watch = try XCTUnwrap(DeviceProfile.all.first { $0.size(of: .systemSmall) == nil })
        XCTAssertThrowsError(try cells(RenderMatrix(families: [.systemSmall], devices: .only([watch])), "Steps")) { error in
            XCTAssertEqual(error as? RenderMatrix.Failure, .deviceLacksFamily(watch, .systemSmall))
        }
    }

    /// The whole widget on a named device: the families that device has, no error for the others.
    func testANamedDeviceShowsTheFamiliesItHas() throws {
        let mac = try cells(RenderMatrix(timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light], devices: .only([.mac])), "Steps")
        XCTAssertEqual(mac.compactMap { $0.widget?.family }, [.systemSmall, .systemMedium, .systemLarge])
        XCTAssertTrue(mac.allSatisfy { $0.device == .mac })
        let watch = try cells(RenderMatrix(timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light], devices: .only([.watch45])), "Steps")
        XCTAssertEqual(watch.compactMap { $0.widget?.family }, [.accessoryCircular, .accessoryRectangular])
    }

    func testWhatThePreviewCannotTakeIsATypedFailure() throws {
        XCTAssertThrowsError(try cells(RenderMatrix(families: [.systemExtraLarge]), "Steps")) { error in
            XCTAssertEqual("\(error)", "Steps does not support systemExtraLarge; it supports systemSmall, systemMedium, systemLarge, accessoryCircular, accessoryRectangular, accessoryInline")
        }
        XCTAssertThrowsError(try cells(RenderMatrix(families: [.systemSmall], timelineIndices: [.entry(9)]), "Steps")) { error in
            XCTAssertEqual("\(error)", "timeline index 9 is out of range: Steps has 4 entries for systemSmall (0…3)")
        }
        XCTAssertEqual(try cells(RenderMatrix(families: [.systemSmall], timelineIndices: [.placeholder], modes: [.fullColor], schemes: [.light]), "Steps")
            .map { $0.widget!.index }, [.placeholder])
    }

    func testALiveActivityIsPresentationsTimesStatesTimesSchemesInFullColor() throws {
        let activity = example("DeliveryTracker")
        let states = try Loupe.timeline(activity, family: .systemMedium).entries.count
        XCTAssertEqual(try cells(RenderMatrix(), "DeliveryTracker").count, activity.presentations.count * states * 2)
        XCTAssertEqual(try cells(RenderMatrix(modes: [.accented]), "DeliveryTracker"), [], "no full color, no activity")
        XCTAssertThrowsError(try cells(RenderMatrix(timelineIndices: [.placeholder]), "DeliveryTracker")) { error in
            XCTAssertEqual(error as? RenderMatrix.Failure, .notAState(preview: "DeliveryTracker", .placeholder, count: states))
        }
        XCTAssertThrowsError(try cells(RenderMatrix(timelineIndices: [.entry(states)]), "DeliveryTracker")) { error in
            XCTAssertEqual(error as? RenderMatrix.Failure, .stateOutOfRange(preview: "DeliveryTracker", index: states, count: states))
        }
    }

    func testAControlIsPresentationsOffAndOnInTheDark() throws {
        let all = try cells(RenderMatrix(), "LightToggle")
        XCTAssertEqual(all.count, ControlPresentation.allCases.count * 2)
        XCTAssertTrue(all.allSatisfy { $0.colorScheme == .dark })
        XCTAssertEqual(try cells(RenderMatrix(schemes: [.light]), "LightToggle"), [], "Control Center is dark")
        XCTAssertThrowsError(try cells(RenderMatrix(timelineIndices: [.entry(2)]), "LightToggle")) { error in
            XCTAssertEqual(error as? RenderMatrix.Failure, .notAControlState(preview: "LightToggle", .entry(2)))
        }
    }

    func testEveryCellSharesTheMatrixsAppearanceAndNow() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let matrix = RenderMatrix(families: [.systemSmall], timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.dark],
                                  dynamicTypeSizes: [.xSmall, .accessibility2], layoutDirection: .rightToLeft, locale: "de_DE", timeZone: "Europe/Berlin", now: now)
        let made = try cells(matrix, "Steps")
        XCTAssertEqual(made.map(\.dynamicTypeSize), [.xSmall, .accessibility2])
        XCTAssertTrue(made.allSatisfy { $0.now == now && $0.locale == "de_DE" && $0.timeZone == "Europe/Berlin" && $0.layoutDirection == .rightToLeft })
    }
}
