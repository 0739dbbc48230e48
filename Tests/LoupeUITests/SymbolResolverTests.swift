import Foundation
import XCTest
@testable import LoupeUI

/// SF Symbols' naming grammar, one rule a test: how a published name the table lacks is built from
/// names it has (SymbolResolver).
final class SymbolResolverTests: XCTestCase {
    func glyph(_ name: String) -> SymbolGlyph { SymbolResolver.resolve(name).glyph }

    func testATableNameIsMapped() {
        let recipe = SymbolResolver.resolve("heart.fill")
        XCTAssertEqual(recipe.kind, .mapped)
        XCTAssertEqual(recipe.glyph, .ligature("favorite"))
        XCTAssertTrue(recipe.composition.isPlain)
    }

    func testAnEnclosureWrapsItsBase() {
        let recipe = SymbolResolver.resolve("bird.circle")
        XCTAssertEqual(recipe.kind, .composed)
        XCTAssertEqual(recipe.glyph, glyph("bird"))
        XCTAssertEqual(recipe.composition.enclosure, .circle)
        XCTAssertFalse(recipe.composition.filledEnclosure)
    }

    /// `.circle.fill` cuts the base out of a filled circle: the solid base is cut, where there is one.
    func testAFilledEnclosureCutsOutTheSolidBase() {
        let recipe = SymbolResolver.resolve("bird.circle.fill")
        XCTAssertEqual(recipe.glyph, glyph("bird.fill"))
        XCTAssertEqual(recipe.composition.enclosure, .circle)
        XCTAssertTrue(recipe.composition.filledEnclosure)
    }

    /// A slashed base the table draws itself (bell.slash is the icon set's crossed-out bell) is
    /// enclosed as it is, rather than slashed again.
    func testASlashedBaseTheTableHasIsNotSlashedAgain() {
        let recipe = SymbolResolver.resolve("bell.slash.circle")
        XCTAssertEqual(recipe.glyph, glyph("bell.slash"))
        XCTAssertEqual(recipe.composition.enclosure, .circle)
        XCTAssertFalse(recipe.composition.slashed)
    }

    func testNumbersAndLettersAreDrawnAsCharactersInTheirEnclosure() {
        XCTAssertEqual(glyph("1.circle"), .characters("1"))
        XCTAssertEqual(glyph("42.square.fill"), .characters("42"))
        XCTAssertEqual(glyph("00.circle"), .characters("00"))
        let letter = SymbolResolver.resolve("a.square.fill")
        XCTAssertEqual(letter.glyph, .characters("a"))
        XCTAssertEqual(letter.composition.enclosure, .square)
        XCTAssertTrue(letter.composition.filledEnclosure)
    }

    func testABadgeIsItsOwnSymbolOnTheBase() {
        let recipe = SymbolResolver.resolve("folder.badge.plus")
        XCTAssertEqual(recipe.glyph, glyph("folder"))
        XCTAssertEqual(recipe.composition.badge, .symbol(name: "plus", glyph: glyph("plus")))
    }

    func testATriangleBadgeIsAWarning() {
        let recipe = SymbolResolver.resolve("bolt.trianglebadge.exclamationmark")
        XCTAssertEqual(recipe.glyph, glyph("bolt"))
        XCTAssertEqual(recipe.composition.badge, .symbol(name: "exclamationmark.triangle.fill", glyph: glyph("exclamationmark.triangle.fill")))
    }

    func testAPlainBadgeIsADot() {
        XCTAssertEqual(SymbolResolver.resolve("clock.badge").composition.badge, .dot)
    }

    func testOnStacksTheSecondBehindTheFirst() {
        let recipe = SymbolResolver.resolve("square.on.square")
        XCTAssertEqual(recipe.glyph, glyph("square"))
        XCTAssertEqual(recipe.composition.companion, .init(arrangement: .on, name: "square", glyph: glyph("square")))
    }

    /// `lightswitch.on.square`: `on` is the switch's state there, and `.square` its enclosure.
    func testOnBeforeAnEnclosureIsAStateNotAPair() {
        XCTAssertNil(SymbolResolver.resolve("lightswitch.on.square").composition.companion)
    }

    /// An enclosure after a pair wraps the pair: both arrows are in the circle.
    func testAnEnclosureWrapsAPair() {
        let recipe = SymbolResolver.resolve("arrow.down.left.and.arrow.up.right.circle")
        XCTAssertEqual(recipe.composition.enclosure, .circle)
        XCTAssertEqual(recipe.composition.companion?.arrangement, .and)
        XCTAssertEqual(recipe.composition.companion?.name, "arrow.up.right")
    }

    /// `waves.left.and.right` names one glyph's two directions, not two glyphs.
    func testTwoDirectionsAreNotAPair() {
        XCTAssertNil(SymbolResolver.resolve("alarm.waves.left.and.right").composition.companion)
    }

    func testForwardFollowsTheLayoutDirection() {
        XCTAssertEqual(SymbolResolver.resolve("arrow.forward.circle").glyph, glyph("arrow.right"))
        XCTAssertEqual(SymbolResolver.resolve("arrow.forward.circle", layoutDirection: .rightToLeft).glyph, glyph("arrow.left"))
        XCTAssertEqual(SymbolResolver.resolve("arrow.backward.circle", layoutDirection: .rightToLeft).glyph, glyph("arrow.right"))
    }

    /// A published name the grammar cannot build is drawn as the name less its last parts.
    func testTheNearestRelativeIsTheNameLessItsLastParts() {
        XCTAssertEqual(SymbolResolver.resolve("apple.terminal.on.rectangle").kind, .relative("apple.terminal"))
    }

    /// A name Apple has not published is unknown, even where the grammar could build it.
    func testAnUnpublishedNameIsThePlaceholder() {
        XCTAssertNotNil(SymbolResolver.publishedNames["bird.circle"])
        XCTAssertNil(SymbolResolver.publishedNames["bird.hexagon"])
        XCTAssertEqual(SymbolResolver.resolve("bird.hexagon").kind, .placeholder)
        XCTAssertEqual(SymbolResolver.resolve("bird.hexagon").glyph, .placeholder)
    }

    func testSuggestionsAreTheClosestPublishedNames() {
        XCTAssertEqual(SymbolResolver.suggestions(for: "chevron.rigth").first, "chevron.right")
        XCTAssertEqual(SymbolResolver.suggestions(for: String(repeating: "x", count: 1_000_000)), [], "a long name is not compared")
    }

    func testVariantsOnlyMakeNamesSFSymbolsHas() {
        XCTAssertTrue(Image.variantExists("figure.walk.circle.fill"))
        XCTAssertFalse(Image.variantExists("figure.walk.square"))
    }
}
