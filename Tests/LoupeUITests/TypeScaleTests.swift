import Foundation
import Testing
@testable import LoupeUI

/// The Dynamic Type table against facts.md §3, written with Swift Testing.
@Suite("Type scale")
struct TypeScaleTests {
    @Test("Large sizes and leading match the HIG", arguments: [
        (Font.TextStyle.largeTitle, 34.0, 41.0), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
        (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16), (.caption2, 11, 13),
    ])
    func largeSize(style: Font.TextStyle, size: Double, leading: Double) {
        let font = Font.system(style).resolve(dynamicTypeSize: .large)
        #expect(font.size == CGFloat(size))
        #expect(font.lineSpacing == CGFloat(leading))
    }

    @Test("Every style grows monotonically with the Dynamic Type size")
    func monotonic() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { Font.system(style).resolve(dynamicTypeSize: $0).size }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test("Only headline is semibold by default")
    func weights() {
        for style in Font.TextStyle.allCases {
            let weight = Font.system(style).resolve(dynamicTypeSize: .large).weight
            #expect(weight == (style == .headline ? .semibold : .regular), "\(style)")
        }
    }
}
