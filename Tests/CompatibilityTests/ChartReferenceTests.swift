import Foundation
import LoupeTesting
import SwiftUI
import WidgetKit
import XCTest

/// The chart widgets of the compatibility suite, kept as references: every family each supports,
/// its first entry, in full color light and dark and in the accented and vibrant modes (dark, as the
/// tinted Home Screen and the Lock Screen show them). A change to how charts draw shows here, cell
/// by cell, before it reaches a user's snapshots.
final class ChartReferenceTests: XCTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func check<W: Widget>(_ widget: W, file: StaticString = #filePath, line: UInt = #line) {
        assertWidgetSnapshots(of: widget, timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light, .dark],
                              snapshots: Self.snapshots, file: file, line: line)
        assertWidgetSnapshots(of: widget, timelineIndices: [.entry(0)], modes: [.accented, .vibrant], schemes: [.dark],
                              snapshots: Self.snapshots, file: file, line: line)
    }

    func testC61EnergyChart() { check(C61EnergyWidget()) }
    func testC62PlatformRevenue() { check(C62PlatformRevenueWidget()) }
    func testC63EnergyBalance() { check(C63EnergyBalanceWidget()) }
    func testC64StockPrice() { check(C64StockPriceWidget()) }
    func testC65SpendingDonut() { check(C65SpendingDonutWidget()) }
    func testC66HeartSparkline() { check(C66HeartSparklineWidget()) }
    func testC67HourlyRain() { check(C67HourlyRainWidget()) }
    func testC68ExerciseGoal() { check(C68ExerciseGoalWidget()) }
    func testC69TemperatureRange() { check(C69TemperatureRangeWidget()) }
    func testC70StepCount() { check(C70StepCountWidget()) }
    func testC71SleepStages() { check(C71SleepStagesWidget()) }
    func testC72RunScatter() { check(C72RunScatterWidget()) }
}
