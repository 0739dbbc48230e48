import Foundation
import XCTest
@testable import LoupeUI

final class SymbolVariantTests: XCTestCase {
    func symbolName(_ view: some View) -> String? {
        func find(_ node: ResolvedNode) -> String? {
            switch node {
            case .image(let image): if case let .symbol(name, _, _, _, _) = image.source { return name }; return nil
            case let .layout(_, child), let .effect(_, child): return find(child)
            default: return nil
            }
        }
        return ResolveContext(environment: EnvironmentValues()).resolve(view).lazy.compactMap(find).first
    }

    func testVariantsBuildTheSymbolsNameInSFSymbolsOrder() {
        XCTAssertEqual(symbolName(Image(systemName: "figure.walk").symbolVariant(.circle.fill)), "figure.walk.circle.fill")
        XCTAssertEqual(symbolName(Image(systemName: "figure.walk.circle").symbolVariant(.fill)), "figure.walk.circle.fill", "an enclosure already there is kept")
    }

    func testAVariantTheTableLacksLeavesTheName() {
        XCTAssertEqual(symbolName(Image(systemName: "figure.walk").symbolVariant(.square)), "figure.walk")
    }
}
