import XCTest
import LoupeTesting
@testable import Steps

final class StepsTests: XCTestCase {
    func testEveryCell() {
        assertWidgetSnapshots(of: StepsWidget(), modes: [.fullColor, .accented, .vibrant], schemes: [.light, .dark])
    }
}
