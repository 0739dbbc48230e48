import Foundation
import XCTest
@testable import LoupeUI

/// `Text(AttributedString)` and `Text(_:formatter:)` resolve to the runs SwiftUI would draw.
final class AttributedTextTests: XCTestCase {
    func resolvedRuns(_ text: Text) -> [ResolvedText.Run] {
        guard case .text(let resolved)? = ResolveContext(environment: EnvironmentValues(), diagnostics: Diagnostics()).resolve(text).first else {
            XCTFail("not a text"); return []
        }
        return resolved.runs
    }

    func testEachRunKeepsItsFontColorAndDecoration() {
        var greeting = AttributedString("Hello ")
        greeting.font = .headline
        var name = AttributedString("Ada")
        name.foregroundColor = .red
        name.underlineStyle = .single
        name.kern = 2
        let runs = resolvedRuns(Text(greeting + name))
        XCTAssertEqual(runs.map(\.string), ["Hello ", "Ada"])
        XCTAssertEqual(runs[0].font.weight, .semibold, "headline is semibold")
        XCTAssertTrue(runs[1].underline != nil)
        XCTAssertEqual(runs[1].extraTracking, 2)
        XCTAssertEqual(runs[1].paint, .color(Color.red.resolve(in: EnvironmentValues())))
    }

    func testAStringLiteralStaysALocalizedKey() {
        // Text("…") must not pick the AttributedString initialiser (Linux's AttributedString takes literals).
        XCTAssertEqual(resolvedRuns(Text("Plain")).map(\.string), ["Plain"])
    }

    func testAFormatterFormatsInItsOwnSettings() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        XCTAssertEqual(resolvedRuns(Text(Date(timeIntervalSince1970: 1_717_405_200), formatter: formatter)).map(\.string), ["2024-06-03 09:00"])
    }

    func runs(of view: some View) -> [ResolvedText.Run] {
        func texts(_ node: ResolvedNode) -> [ResolvedText.Run] {
            switch node {
            case .text(let text): return text.runs
            case let .stack(_, _, _, children), let .zStack(_, children): return children.flatMap(texts)
            case let .layout(_, child), let .effect(_, child): return texts(child)
            default: return []
            }
        }
        return ResolveContext(environment: EnvironmentValues()).resolve(view).flatMap(texts)
    }

    /// `.foregroundStyle(a, b, c)` gives the hierarchical levels their own styles.
    func testHierarchicalLevelsTakeTheStylesGivenForThem() {
        let view = VStack {
            Text("one").foregroundStyle(.secondary)
            Text("two").foregroundStyle(.tertiary)
        }.foregroundStyle(.red, .blue, .green)
        XCTAssertEqual(runs(of: view).map(\.paint), [Color.blue, Color.green].map { .color($0.resolve(in: EnvironmentValues())) })
    }

    /// A level is a level of the content style it sits in: `.secondary` below `.foregroundStyle(.white)`
    /// is white at the secondary label's share of the label's opacity, on a view or on a text; with
    /// no style above, it is the secondary label colour.
    func testALevelIsALevelOfTheContentStyleAroundIt() {
        let environment = EnvironmentValues()
        let share = SystemColorTable.color(.secondaryLabel, .light).alpha / SystemColorTable.color(.label, .light).alpha
        let white = ResolvedPaint.color(Color.white.resolve(in: environment)).withOpacity(share)
        let view = VStack {
            Text("view level").foregroundStyle(.secondary)
            HStack { Text("modifier on a stack") }.foregroundStyle(.secondary)
        }.foregroundStyle(.white)
        XCTAssertEqual(runs(of: view).map(\.paint), [white, white])
        XCTAssertEqual(runs(of: Text("alone").foregroundStyle(.secondary)).map(\.paint),
                       [.color(SystemColorTable.color(.secondaryLabel, .light))])
        XCTAssertEqual(runs(of: VStack { Text("in primary").foregroundStyle(.secondary) }.foregroundStyle(.primary)).map(\.paint),
                       [.color(SystemColorTable.color(.secondaryLabel, .light))])
    }

    /// iOS 16's view-level text modifiers reach every text inside.
    func testViewLevelUnderlineStrikethroughAndBaselineOffsetReachTheTexts() {
        let run = runs(of: VStack { Text("x") }.underline().strikethrough(color: .red).baselineOffset(3))[0]
        XCTAssertNotNil(run.underline)
        XCTAssertEqual(run.strikethrough, Color.red.resolve(in: EnvironmentValues()))
        XCTAssertEqual(run.baselineOffset, 3)
    }
}

/// `Text(value, format:)` formats dates and currencies in the environment's locale, calendar and
/// time zone, never the machine's.
final class FormatStyleEnvironmentTests: XCTestCase {
    func shown(_ text: Text, locale: String, zone: String) -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: zone)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = environment.locale
        calendar.timeZone = environment.timeZone
        environment.calendar = calendar
        guard case .text(let resolved)? = ResolveContext(environment: environment).resolve(text).first else { return "" }
        return resolved.string
    }

    let june3 = Date(timeIntervalSince1970: 1_717_405_200)  // 09:00 UTC

    func testDatesFollowTheEnvironmentsLocaleAndZone() {
        let text = Text(june3, format: .dateTime.weekday(.wide).day().month().hour().minute())
        XCTAssertEqual(shown(text, locale: "en_US", zone: "UTC"), "Monday, Jun 3 at 9:00\u{202F}AM")
        XCTAssertEqual(shown(text, locale: "de_DE", zone: "Asia/Tokyo"), "Montag, 3. Juni, 18:00")
    }

    func testCurrenciesFollowTheEnvironmentsLocale() {
        XCTAssertEqual(shown(Text(189.98, format: .currency(code: "USD")), locale: "en_US", zone: "UTC"), "$189.98")
        XCTAssertEqual(shown(Text(Decimal(1234.5), format: .currency(code: "EUR")), locale: "de_DE", zone: "UTC"), "1.234,50\u{00A0}€")
    }
}
