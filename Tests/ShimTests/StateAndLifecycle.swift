// Widget code as app teams write it: state, stored settings, observed models and lifecycle
// modifiers. Compiled with only SwiftUI/WidgetKit imports; a still render shows initial values.
import SwiftUI
import WidgetKit
import XCTest
import Loupe

@Observable final class HydrationModel { var goal = 8 }
final class HydrationStore: ObservableObject { @Published var glasses = 5 }

struct HydrationStateView: View {
    @State private var expanded = false
    @AppStorage("unit", store: UserDefaults(suiteName: "group.example.hydration")) var unit = "glasses"
    @AppStorage("lastSync") var lastSync: String?
    @StateObject private var store = HydrationStore()
    @EnvironmentObject var settings: HydrationStore
    @Environment(HydrationModel.self) var model
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        VStack {
            Text("\(store.glasses) of \(model.goal) \(unit)").accessibilityIdentifier("summary")
            Text(expanded ? "open" : "closed").accessibilityIdentifier("state")
            Text(lastSync ?? "never synced").accessibilityIdentifier("sync")
            Text(sizeCategory.isAccessibilityCategory ? "big" : "regular").accessibilityIdentifier("size")
            SizeLabel()
            Toggle("Remind", isOn: $expanded)
        }
        .onAppear { expanded = true }
        .onChange(of: expanded) { _, _ in }
        .onChange(of: expanded) { _ in }
        .task { await Task.yield() }
        .animation(.easeInOut(duration: 0.3), value: expanded)
        .transition(.opacity.combined(with: .scale))
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

/// Reads the Dynamic Type size where it is used: below the body's own modifiers.
struct SizeLabel: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text(size.rawValue).accessibilityIdentifier("inner-size") }
}

final class StateAndLifecycleTests: XCTestCase {
    func testAStillRenderShowsInitialValuesAndRunsNoLifecycleAction() throws {
        let view = HydrationStateView()
            .environmentObject(HydrationStore())
            .environment(HydrationModel())
            .environment(\.dynamicTypeSize, .accessibility3)
        let layout = try Loupe.layout(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(layout.node(withIdentifier: "summary")?.detail, "\"5 of 8 glasses\"")
        XCTAssertEqual(layout.node(withIdentifier: "state")?.detail, "\"closed\"", "onAppear does not run")
        XCTAssertEqual(layout.node(withIdentifier: "sync")?.detail, "\"never synced\"", "AppStorage shows the declared default")
        XCTAssertEqual(layout.node(withIdentifier: "size")?.detail, "\"big\"", "the body reads the environment above its own modifiers")
        XCTAssertEqual(layout.node(withIdentifier: "inner-size")?.detail, "\"xxLarge\"", "dynamicTypeSize(...xxLarge) caps accessibility3 below it")
    }

    func testSizeCategoryAndDynamicTypeSizeAreOneValue() {
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityLarge
        XCTAssertEqual(environment.dynamicTypeSize, .accessibility2)
        XCTAssertEqual(ContentSizeCategory(DynamicTypeSize.xxxLarge), .extraExtraExtraLarge)
    }
}

/// `@Environment` read in a closure the body hands on (ForEach's content) sees the body's environment.
struct TintedList: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
        VStack { ForEach(0..<2, id: \.self) { i in Text(scheme == .dark ? "dark \(i)" : "light \(i)").accessibilityIdentifier("row\(i)") } }
    }
}

final class EnvironmentCaptureTests: XCTestCase {
    func testClosuresReadTheEnvironmentOfTheBodyThatMadeThem() throws {
        let layout = try Loupe.layout(TintedList().environment(\.colorScheme, .dark), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(layout.node(withIdentifier: "row1")?.detail, "\"dark 1\"")
    }
}
