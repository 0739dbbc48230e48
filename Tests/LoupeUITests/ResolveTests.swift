import Foundation
import XCTest
@testable import LoupeUI

/// The declaration stage on its own: builders, environment, text resolution.
final class ResolveTests: XCTestCase {
    func resolve(_ view: some View, _ environment: EnvironmentValues = EnvironmentValues()) -> [ResolvedNode] {
        view.resolved(in: environment)
    }

    func texts(_ nodes: [ResolvedNode]) -> [String] {
        var out: [String] = []
        func visit(_ node: ResolvedNode) {
            switch node {
            case .text(let t): out.append(t.string)
            case .stack(_, _, _, let children), .zStack(_, let children): children.forEach(visit)
            case .layout(_, let child), .effect(_, let child): visit(child)
            case .secondary(_, _, let base, let content): visit(base); content.forEach(visit)
            default: break
            }
        }
        nodes.forEach(visit)
        return out
    }

    func testBuilderFlattensTuplesConditionalsOptionalsAndForEach() {
        struct Item: Identifiable { let id: Int; let name: String }
        let flag = [true].first!  // not a literal, so the else branch is not flagged as dead code
        let optional: String? = nil
        let view = VStack {
            Text("a")
            if flag { Text("b") } else { Text("never") }
            if let optional { Text(optional) }
            switch [2].first! { case 1: Text("one"); default: Text("c") }
            ForEach([Item(id: 1, name: "d"), Item(id: 2, name: "e")]) { Text($0.name) }
            ForEach(0..<2) { Text("f\($0)") }
            ForEach(["g"], id: \.self) { Text($0) }
            Group { Text("h"); EmptyView() }
            AnyView(Text("i"))
        }
        XCTAssertEqual(texts(resolve(view)), ["a", "b", "c", "d", "e", "f0", "f1", "g", "h", "i"])
        guard case .stack(_, _, _, let children) = resolve(view)[0] else { return XCTFail() }
        XCTAssertEqual(children.count, 10, "EmptyView and absent optionals are not children")
    }

    func testModifierOnAGroupAppliesToEachChild() {
        let nodes = resolve(Group { Text("a"); Text("b") }.padding())
        XCTAssertEqual(nodes.count, 2)
        for node in nodes { guard case .layout(.padding, _) = node else { return XCTFail("\(node)") } }
    }

    func testEnvironmentPropertyWrapperReadsTheResolvingEnvironment() {
        struct SchemeName: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        XCTAssertEqual(texts(resolve(SchemeName())), ["light"])
        XCTAssertEqual(texts(resolve(SchemeName().environment(\.colorScheme, .dark))), ["dark"])
    }

    func testCustomEnvironmentKeysAndViewModifiers() {
        struct GreetingKey: EnvironmentKey { static let defaultValue = "hello" }
        struct Greeting: View {
            @Environment(\.greeting) var greeting
            var body: some View { Text(greeting) }
        }
        struct Shout: ViewModifier {
            func body(content: Content) -> some View { content.environment(\.greeting, "HEY") }
        }
        XCTAssertEqual(texts(resolve(Greeting())), ["hello"])
        XCTAssertEqual(texts(resolve(Greeting().modifier(Shout()))), ["HEY"])
    }

    func testInterpolationFollowsSwiftUIFormatting() {
        XCTAssertEqual(texts(resolve(Text("\(12345) steps"))), ["12345 steps"], "%lld: no grouping")
        XCTAssertEqual(texts(resolve(Text("\(2.5)"))), ["2.500000"], "%lf: six decimals")
        XCTAssertEqual(texts(resolve(Text("\(2.5, specifier: "%.1f") km"))), ["2.5 km"])
        XCTAssertEqual(texts(resolve(Text("\(12345, format: .number)"))), ["12,345"])
        XCTAssertEqual(texts(resolve(Text("\(0.42, format: .percent)"))), ["42%"])
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(texts(resolve(Text(12345, format: .number), german)), ["12.345"], "formats follow the environment's locale")
        XCTAssertEqual(texts(resolve(Text(verbatim: "%d literal"))), ["%d literal"])
    }

    func testConcatenationKeepsEachRunsStyle() {
        guard case .text(let text) = resolve((Text("A").bold() + Text("B").foregroundColor(.red)).font(.caption))[0] else { return XCTFail() }
        XCTAssertEqual(text.runs.map(\.string), ["A", "B"])
        XCTAssertEqual(text.runs[0].font.weight, .semibold, "caption's emphasized weight")
        XCTAssertEqual(text.runs[1].font.weight, .regular)
        XCTAssertEqual(text.runs[0].font.size, 12)
        XCTAssertEqual(text.runs[1].paint, .color(Color.red.resolve(in: EnvironmentValues())))
    }

    func testFontResolvesByDynamicTypeSizeFromTheTable() {
        XCTAssertEqual(Font.body.resolve(dynamicTypeSize: .large).size, 17)
        XCTAssertEqual(Font.body.resolve(dynamicTypeSize: .large).lineSpacing, 22)
        XCTAssertEqual(Font.body.resolve(dynamicTypeSize: .xxxLarge).size, 23)
        XCTAssertEqual(Font.body.resolve(dynamicTypeSize: .accessibility5).size, 53)
        XCTAssertEqual(Font.headline.resolve(dynamicTypeSize: .large).weight, .semibold)
        XCTAssertEqual(Font.title.bold().resolve(dynamicTypeSize: .large).weight, .bold)
        XCTAssertEqual(Font.system(size: 30, weight: .heavy, design: .rounded).resolve(dynamicTypeSize: .xSmall).size, 30, "fixed sizes do not scale")
        XCTAssertNil(Font.system(size: 30).resolve(dynamicTypeSize: .large).lineSpacing)
    }

    func testTextEnvironmentModifiersReachTheText() {
        let view = Text("x").lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle).minimumScaleFactor(0.5).textCase(.uppercase)
        guard case .text(let text) = resolve(view)[0] else { return XCTFail() }
        XCTAssertEqual(text.lineLimit, 2)
        XCTAssertEqual(text.alignment, .center)
        XCTAssertEqual(text.truncationMode, .middle)
        XCTAssertEqual(text.minimumScaleFactor, 0.5)
        XCTAssertEqual(text.string, "X")
    }

    func testForegroundStyleLevelsAndSemanticColors() {
        func paint(_ view: some View, _ scheme: ColorScheme = .light) -> ResolvedPaint? {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            guard case .text(let text) = resolve(view, environment)[0] else { return nil }
            return text.runs[0].paint
        }
        XCTAssertEqual(paint(Text("x")), .color(RGBA(red: 0, green: 0, blue: 0)))
        XCTAssertEqual(paint(Text("x"), .dark), .color(RGBA(red: 1, green: 1, blue: 1)))
        XCTAssertEqual(paint(Text("x").foregroundStyle(.secondary)), .color(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)))
        XCTAssertEqual(paint(Text("x").foregroundStyle(.tint)), .color(RGBA(red: 0, green: 136 / 255, blue: 1)), "tint defaults to blue")
        XCTAssertEqual(paint(Text("x").foregroundStyle(.tint).tint(.green)), .color(RGBA(red: 52 / 255, green: 199 / 255, blue: 89 / 255)))
    }

    func testRoundedRectangleContinuousCornersEaseInLongerThanCircularOnes() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let continuous = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: rect)
        let circular = RoundedRectangle(cornerRadius: 20, style: .circular).path(in: rect)
        guard case .move(let start) = continuous.elements.first, case .move(let circularStart) = circular.elements.first else { return XCTFail() }
        XCTAssertEqual(circularStart.x, 20)
        XCTAssertEqual(start.x, 20 * 1.52866483, accuracy: 0.001, "the squircle's curve starts 1.53 r from the corner")
    }

    func testTrimKeepsTheRequestedFractionOfTheLength() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let trimmed = line.trimmedPath(from: 0.25, to: 0.5)
        XCTAssertEqual(trimmed.elements, [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 50, y: 0))])
        XCTAssertTrue(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }
}

extension EnvironmentValues {
    var greeting: String {
        get { self[ResolveTests.GreetingKeyHolder.self] }
        set { self[ResolveTests.GreetingKeyHolder.self] = newValue }
    }
}

extension ResolveTests {
    struct GreetingKeyHolder: EnvironmentKey { static let defaultValue = "hello" }

    func testPathContainsFollowsTheFillRules() {
        let rounded = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(rounded.contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(rounded.contains(CGPoint(x: 1, y: 1)), "outside the corner's arc")
        XCTAssertTrue(rounded.contains(CGPoint(x: 4, y: 4)), "inside the arc: 8.5 pt from its centre at (10, 10)")
        XCTAssertFalse(rounded.contains(CGPoint(x: 41, y: 20)))
        // Two nested squares drawn the same way round: non-zero fills the hole, even-odd leaves it.
        var nested = Path()
        nested.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertTrue(nested.contains(CGPoint(x: 15, y: 15)))
        XCTAssertFalse(nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        XCTAssertTrue(nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }
}
