import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// Gauges, progress views and date texts.
final class ControlTests: XCTestCase {
    func testGaugeClampsLikeSwiftUI() {
        typealias G = Gauge<EmptyView, EmptyView, EmptyView>
        XCTAssertEqual(G.fraction(5, 0, 10), 0.5)
        XCTAssertEqual(G.fraction(-3, 0, 10), 0)
        XCTAssertEqual(G.fraction(30, 0, 10), 1)
        XCTAssertEqual(G.fraction(.nan, 0, 10), 0)
        XCTAssertEqual(G.fraction(.infinity, 0, 10), 1)
        XCTAssertEqual(G.fraction(5, 10, 10), 0, "an empty range")
    }

    func testCircularGaugesAreFiftyEightPointsAndDoNotGrow() throws {
        for style in [AnyGaugeStyleBox.circular, .capacity] {
            let layout = try Loupe.layout(style.apply(Gauge(value: 0.4) { Text("x") } currentValueLabel: { Text("40") }).accessibilityIdentifier("g"),
                                          size: CGSize(width: 100, height: 100))
            XCTAssertEqual(layout.frame(ofIdentifier: "g")?.size, CGSize(width: 58, height: 58))
            let small = try Loupe.layout(style.apply(Gauge(value: 0.4) { Text("x") }).accessibilityIdentifier("g"), size: CGSize(width: 38, height: 50))
            XCTAssertEqual(small.frame(ofIdentifier: "g")?.size, CGSize(width: 38, height: 38), "fits a smaller family, stays round")
        }
    }

    func testLinearProgressFillsTheWidthWithAFourPointTrack() throws {
        let pipeline = try Loupe.pipeline(ProgressView(value: 0.25).accessibilityIdentifier("p"), size: CGSize(width: 200, height: 100), scale: 2)
        XCTAssertEqual(pipeline.layout.frame(ofIdentifier: "p")?.size, CGSize(width: 200, height: 4))
        let fills = pipeline.displayList.commands.compactMap { command -> CGRect? in
            if case let .fill(path, _, _, _) = command { return path.boundingBoxForTest } else { return nil }
        }
        XCTAssertTrue(fills.contains { abs($0.width - 50) < 0.01 }, "a quarter of the track is filled: \(fills)")
    }

    func testOutOfRangeAndNaNProgressIsClampedOrIndeterminate() throws {
        typealias P = ProgressView<EmptyView, EmptyView>
        guard case .fraction(let high) = P.progress(5, 1), case .fraction(let low) = P.progress(-1, 1) else { return XCTFail() }
        XCTAssertEqual(high, 1)
        XCTAssertEqual(low, 0)
        guard case .indeterminate = P.progress(.nan, 1), case .indeterminate = P.progress(nil, 1), case .indeterminate = P.progress(1, 0) else {
            return XCTFail("NaN, nil and a zero total are indeterminate")
        }
    }

    func testTimerProgressUsesTheRenderDate() throws {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 100)
        let view = ProgressView(timerInterval: start...end, countsDown: true).environment(\.renderDate, Date(timeIntervalSince1970: 25))
        let pipeline = try Loupe.pipeline(view, size: CGSize(width: 200, height: 100), scale: 2)
        XCTAssertTrue(pipeline.layout.allNodes.contains { $0.detail == "\"1:15\"" }, pipeline.layout.dump)
        let fills = pipeline.displayList.commands.compactMap { command -> CGRect? in
            if case let .fill(path, _, _, _) = command { return path.boundingBoxForTest } else { return nil }
        }
        XCTAssertTrue(fills.contains { abs($0.width - 150) < 0.01 }, "75 % remains: \(fills)")
    }

    func testDateStylesFormatAgainstTheRenderDate() throws {
        let now = Date(timeIntervalSince1970: 1_717_405_200)  // 2024-06-03 09:00 UTC
        func text(_ t: Text, locale: String = "en_US", zone: String = "UTC") throws -> String {
            var environment = EnvironmentValues()
            environment.renderDate = now
            environment.locale = Locale(identifier: locale)
            environment.timeZone = TimeZone(identifier: zone)!
            guard case .text(let resolved) = t.resolved(in: environment)[0] else { return "" }
            return resolved.string
        }
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
        // ICU (and iOS 17+) put a narrow no-break space before AM/PM.
        XCTAssertEqual(try text(Text(later, style: .time)), "11:05\u{202F}AM")
        XCTAssertEqual(try text(Text(later, style: .time), zone: "Europe/Paris"), "1:05\u{202F}PM")
        XCTAssertEqual(try text(Text(later, style: .date)), "June 3, 2024")
        XCTAssertEqual(try text(Text(later, style: .relative)), "2 hr, 5 min")
        XCTAssertEqual(try text(Text(later, style: .offset)), "+2 hours")
        XCTAssertEqual(try text(Text(later, style: .timer)), "2:05:00")
        XCTAssertEqual(try text(Text(timerInterval: now...now.addingTimeInterval(299))), "4:59")
        XCTAssertEqual(try text(Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(60), countsDown: false)), "1:00")
        XCTAssertEqual(try text(Text("at \(later, style: .time)")), "at 11:05\u{202F}AM")
    }

    func testDatesFarOutOfRangeStayDefined() throws {
        struct E: TimelineEntry { let date: Date }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .distantFuture) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .distantFuture)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: Date(timeIntervalSince1970: 1e15)), E(date: Date(timeIntervalSince1970: -1e15))], policy: .never))
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Far", provider: P()) { entry in Text(entry.date, style: .date) }
            }
        }
        for index in 0..<2 {
            XCTAssertNoThrow(try Loupe.render(W(), family: .systemSmall, timelineIndex: .entry(index)))
        }
    }
}

/// Applies one of the circular gauge styles (a style value cannot be stored in a plain array).
enum AnyGaugeStyleBox {
    case circular, capacity
    func apply(_ view: some View) -> AnyView {
        switch self {
        case .circular: return AnyView(view.gaugeStyle(.accessoryCircular))
        case .capacity: return AnyView(view.gaugeStyle(.accessoryCircularCapacity))
        }
    }
}

extension Path {
    /// The bounding box of a path's points (control points included: enough for rectangles).
    var boundingBoxForTest: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case let .quadCurve(p, c): points += [p, c]
            case let .curve(p, c1, c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}
