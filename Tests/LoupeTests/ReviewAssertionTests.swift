import Foundation
import Testing
import Loupe
import LoupeUI
import LoupeTesting

/// `assertWidgetReview`: the review rules as a test assertion, in Swift Testing (XCTest reports
/// through XCTFail the same way the snapshot assertions do).
@Suite("Review assertions")
struct ReviewAssertionTests {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            // One entry now, the next timeline in an hour: within the reload budget.
            completion(Timeline(entries: [Entry(date: .now)], policy: .after(.now.addingTimeInterval(3600))))
        }
    }
    struct ClosureWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Closure", provider: Provider()) { _ in
                Button(action: {}) { Text("Refresh").foregroundStyle(.primary) }.containerBackground(.fill.tertiary, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }
    struct CleanWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Clean", provider: Provider()) { _ in
                VStack { Image(systemName: "drop.fill").accessibilityLabel("Water"); Text("3 glasses") }
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
        }
    }

    @Test("A widget with a closure button fails its review, naming the rule and the cell")
    func closureButtonFails() {
        // Every issue recorded must be this one: an issue that does not match fails the test.
        withKnownIssue("a Button(action:) does nothing in a widget") {
            assertWidgetReview(of: ClosureWidget(), modes: [.fullColor], schemes: [.light])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Review closure-button (error) in Closure/systemSmall/0-fullColor-light") }
        }
    }

    @Test("A labelled widget with a container background passes in every mode and scheme")
    func cleanWidgetPasses() {
        assertWidgetReview(of: CleanWidget())
    }

    @Test("Skipping a rule leaves its findings out")
    func skippingARule() {
        assertWidgetReview(of: ClosureWidget(), skipping: ["closure-button"])
    }
}
