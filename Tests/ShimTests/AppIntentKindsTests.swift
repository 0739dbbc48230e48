// App Intents kinds and control plumbing widget code declares (issue #17), written as for Xcode.
import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit
import AppIntents

enum Roast: String, AppEnum {
    case light, dark
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
    static var caseDisplayRepresentations: [Roast: DisplayRepresentation] = [.light: "Light roast", .dark: DisplayRepresentation(title: "Dark roast", subtitle: "Bold")]
}

struct OpenRoastIntent: OpenIntent {
    static var title: LocalizedStringResource = "Open roast"
    @Parameter(title: "Roast") var target: Roast
    init() {}
}

struct PauseTimerIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct TimerPushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {}
}

struct PauseControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Pause") {
            ControlWidgetButton(action: PauseTimerIntent()) { Label("Pause", systemImage: "pause.fill") }
        }
        .displayName("Pause timer")
        .promptsForUserConfiguration()
        .pushHandler(TimerPushHandler.self)
    }
}

final class AppIntentKindsTests: XCTestCase {
    func testAnEnumParameterStartsAtItsFirstCaseAndShowsItsRepresentation() {
        let intent = OpenRoastIntent()
        XCTAssertEqual(intent.target, .light)
        intent.target = .dark
        XCTAssertEqual(intent.target, .dark)
        XCTAssertEqual(Roast.typeDisplayRepresentation.name.key, "Roast")
        XCTAssertEqual(Roast.caseDisplayRepresentations[.dark]?.subtitle?.key, "Bold")
    }

    func testALiveActivityIntentRunsAControlsButton() throws {
        let cell = WidgetCell.control(.medium, isOn: false)
        let layout = try Loupe.layout(.control(PauseControl()), cell: cell)
        XCTAssertTrue(layout.allNodes.contains { $0.textString == "Pause" }, layout.dump)
        XCTAssertEqual(PauseControl().body._control.displayName, "Pause timer")
    }

    func testDonationsAndPlumbingAnswerAsAnEmptySystemDoes() async throws {
        let first = try await PauseTimerIntent().donate()
        let second = try await IntentDonationManager.shared.donate(intent: PauseTimerIntent())
        XCTAssertNotEqual(first, second)
        try await IntentDonationManager.shared.deleteDonations(matching: [first])
        let info = WidgetInfo(kind: "Steps", family: .systemSmall)
        XCTAssertEqual(info.id, info)
        XCTAssertNil(info.configuration)
        let control = ControlInfo(kind: "Pause")
        XCTAssertEqual(control.id, "Pause")
        XCTAssertNil(control.pushInfo)
        XCTAssertNil(control.configurationIntent(of: OpenRoastIntent.self))
    }

    func testAnActionHintDrawsNothing() throws {
        let plain = try Loupe.layout(Text("Pause"), size: CGSize(width: 80, height: 40))
        XCTAssertEqual(try Loupe.layout(Text("Pause").controlWidgetActionHint("Pausing"), size: CGSize(width: 80, height: 40)).dump, plain.dump)
    }
}

/// An intent with a parameter summary, as configurable widgets write it.
struct SummarisedIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    @Parameter(title: "City", default: "Paris") var city: String
    @Parameter(title: "Show wind", default: true) var showsWind: Bool
    @Parameter(title: "Days", default: 3) var days: Int
    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)") {
            \.$showsWind
            \.$days
        }
    }
}

final class ParameterSummaryTests: XCTestCase {
    func testASummaryKeepsItsSentenceAndTheParametersBelowIt() {
        let summary = SummarisedIntent.parameterSummary as? IntentParameterSummary<SummarisedIntent>
        XCTAssertEqual(summary?.sentence, "Weather in ${parameter}")
        XCTAssertEqual(summary?.additionalParameters.count, 2)
        XCTAssertEqual(summary?.additionalParameters.first, \SummarisedIntent.$showsWind)
    }
}
