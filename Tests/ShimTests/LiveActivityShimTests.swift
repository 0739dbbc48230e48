import Foundation
import XCTest
import Loupe
import ActivityKit
import WidgetKit
import SwiftUI

/// The seed's delivery Live Activity (DeliveryLiveActivity.swift, unchanged but for imports)
/// renders in every presentation, at the HIG's sizes.
final class LiveActivityShimTests: XCTestCase {
    let preview = WidgetPreview.activity("Seed delivery", as: nil, using: DeliveryAttributes(orderNumber: "1042", restaurantName: "Noodle Bar"),
                                         widget: { DeliveryLiveActivity() }) {
        DeliveryAttributes.ContentState(status: "Picked up", estimatedArrival: Date(timeIntervalSince1970: 1_717_405_200 + 900),
                                        driverName: "Alex", currentStep: 1)
    }

    func render(_ presentation: ActivityPresentation, scheme: ColorScheme = .dark) throws -> RenderedImage {
        try Renderer().render(preview, cell: .activity(presentation, colorScheme: scheme, scale: 1))
    }

    func texts(_ presentation: ActivityPresentation) throws -> [String] {
        try Renderer().pipeline(preview, cell: .activity(presentation, scale: 1)).layout.allNodes.filter { $0.kind == "Text" }.map(\.detail)
    }

    func testEveryPresentationRendersAtItsSize() throws {
        XCTAssertEqual(preview.presentations, [.lockScreen, .compact, .minimal, .expanded])
        let lock = try render(.lockScreen)
        XCTAssertEqual(lock.width, 408)
        XCTAssertTrue((84...160).contains(lock.height), "Lock Screen height \(lock.height) within 84–160 pt")
        let compact = try render(.compact)
        XCTAssertEqual([compact.width, compact.height], [250, 37], "250 × 36.67 pt, rounded up to whole pixels")
        XCTAssertEqual(try render(.minimal).width, 37)
        let expanded = try render(.expanded)
        XCTAssertEqual(expanded.width, 408)
        XCTAssertTrue((84...160).contains(expanded.height))
        XCTAssertTrue(try texts(.lockScreen).contains("\"Noodle Bar\""))
        XCTAssertTrue(try texts(.expanded).contains("\"Noodle Bar\""))
        let compactTexts = try texts(.compact)
        XCTAssertTrue(compactTexts.contains("\"15:00\""), "the arrival timer in the trailing region: \(compactTexts)")
    }

    /// The island is black and opaque; the seed's `activityBackgroundTint(.black.opacity(0.8))` is
    /// the Lock Screen's background.
    func testIslandIsBlackAndTheTintIsTheLockScreenBackground() throws {
        let compact = try render(.compact, scheme: .light)
        let middle = compact.pixel(x: 125, y: 18)
        XCTAssertTrue(middle == (0, 0, 0, 255), "the sensor housing area is black: \(middle)")
        XCTAssertEqual(compact.pixel(x: 0, y: 0).a, 0, "outside the capsule")
        let lock = try render(.lockScreen, scheme: .light)
        let corner = lock.pixel(x: 204, y: 2)
        XCTAssertEqual(Int(corner.a), 204, accuracy: 1, "black at 0.8 opacity, not the light default")
    }

    /// The app side runs inertly: no system shows activities on Linux.
    func testTheManagerRunsInertly() async throws {
        let manager = LiveActivityManager()
        try manager.startDeliveryTracking(orderNumber: "1", restaurant: "Noodle Bar")
        XCTAssertNil(manager.currentActivity, "activities are not enabled on Linux, so the seed's guard returns")
        await manager.updateDelivery(status: "Nearby", step: 2, eta: .now)
        await manager.endDelivery()
    }

    /// The seed's order-tracking activity (SeedOrderActivity.swift) with its intent buttons.
    func testTheSeedsIntentButtonsRenderInTheActivity() throws {
        let order = WidgetPreview.activity("Seed order", as: nil, using: OrderAttributes(orderID: "7", storeName: "Corner Shop"),
                                           widget: { OrderTrackingLiveActivity() }) {
            OrderAttributes.ContentState(status: "On the way", progress: 0.6, eta: Date(timeIntervalSince1970: 1_717_405_200 + 600))
        }
        let lock = try Renderer().pipeline(order, cell: .activity(.lockScreen, scale: 1)).layout
        let texts = lock.allNodes.filter { $0.kind == "Text" }.map(\.detail)
        XCTAssertTrue(texts.contains("\"Contact Driver\"") && texts.contains("\"Cancel\""), "\(texts)")
        XCTAssertEqual(lock.allNodes.filter { $0.kind == "button" }.map(\.detail), ["ContactDriverIntent", "CancelOrderIntent"], "two intent buttons")
        let expanded = try Renderer().pipeline(order, cell: .activity(.expanded, scale: 1)).layout
        XCTAssertEqual(expanded.allNodes.filter { $0.kind == "button" }.map(\.detail), ["ContactDriverIntent"], "Contact Driver in the bottom region")
    }
}
