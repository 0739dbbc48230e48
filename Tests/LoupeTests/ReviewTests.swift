import Foundation
import XCTest
@testable import Loupe
import LoupeUI
@testable import LoupeReview
@testable import LoupeCLI
import LoupeExamples
import Charts

/// Each review rule with a view that breaks it and one that does not (issue #15).
final class ReviewRuleTests: XCTestCase {
    func findings(_ view: some View, rule: ReviewRule, size: CGSize = CGSize(width: 200, height: 100)) throws -> [ReviewFinding] {
        rule.findings(in: ReviewSubject(cell: "t", pipeline: try Loupe.pipeline(view, size: size)))
    }

    /// Texts drawn over each other are found (a negative spacing, a ZStack); texts side by side,
    /// touching line boxes in a tight stack, and a hidden text are not.
    func testOverlappingTextsAreFound() throws {
        let stacked = try findings(VStack(spacing: -12) { Text("Upper line"); Text("Lower line") }, rule: ReviewRules.textOverlap)
        XCTAssertEqual(stacked.map(\.text), ["Lower line"])
        XCTAssertTrue(stacked[0].detail.contains("overlaps \"Upper line\""), stacked[0].detail)
        XCTAssertEqual(try findings(ZStack { Text("12 AM"); Text("3 AM") }, rule: ReviewRules.textOverlap).count, 1)
        XCTAssertEqual(try findings(HStack(spacing: 0) { Text("Side"); Text("by side") }, rule: ReviewRules.textOverlap), [])
        XCTAssertEqual(try findings(VStack(spacing: -2) { Text("Tight"); Text("stack") }, rule: ReviewRules.textOverlap), [], "line boxes touching")
        XCTAssertEqual(try findings(ZStack { Text("Shown"); Text("Hidden").hidden() }, rule: ReviewRules.textOverlap), [])
    }

    func testTruncatedTextIsFoundAndTextThatFitsIsNot() throws {
        let cut = try findings(Text("A sentence far too long for its frame").lineLimit(1).frame(width: 60), rule: ReviewRules.textTruncated)
        XCTAssertEqual(cut.map(\.text), ["A sentence far too long for its frame"])
        XCTAssertTrue(cut[0].element.hasSuffix("Text[0]"), cut[0].element)
        XCTAssertEqual(try findings(Text("Fits").lineLimit(1), rule: ReviewRules.textTruncated), [])
    }

    func testScaledTextIsFoundWithItsFactor() throws {
        let scaled = try findings(Text("Shrinks to fit here").lineLimit(1).minimumScaleFactor(0.5).frame(width: 80), rule: ReviewRules.textScaled)
        XCTAssertEqual(scaled.count, 1)
        XCTAssertTrue(scaled[0].message.contains("is scaled to 0."), scaled[0].message)
        XCTAssertEqual(try findings(Text("Room").minimumScaleFactor(0.5), rule: ReviewRules.textScaled), [])
    }

    func testAClosureButtonIsAnErrorAndAnIntentButtonIsNot() throws {
        struct Refresh: AppIntent {
            static var title: LocalizedStringResource = "Refresh"
            func perform() async throws -> some IntentResult { .result() }
        }
        XCTAssertEqual(try findings(Button(action: {}) { Text("Go") }, rule: ReviewRules.closureButton).map(\.severity), [.error])
        XCTAssertEqual(try findings(Button(intent: Refresh()) { Text("Go") }, rule: ReviewRules.closureButton), [])
    }

    func testAnUnlabelledImageIsFoundAndALabelledOrHiddenOneIsNot() throws {
        XCTAssertEqual(try findings(Image(systemName: "bolt.fill"), rule: ReviewRules.imageNoLabel).map(\.text), ["bolt fill"])
        XCTAssertEqual(try findings(Image(systemName: "bolt.fill").accessibilityLabel("Charging"), rule: ReviewRules.imageNoLabel), [])
        XCTAssertEqual(try findings(Image(systemName: "bolt.fill").accessibilityHidden(true), rule: ReviewRules.imageNoLabel), [])
        XCTAssertEqual(try findings(Button(action: {}) { Label("Add", systemImage: "plus") }, rule: ReviewRules.imageNoLabel), [],
                       "an image inside a button speaks with the button")
        XCTAssertEqual(try findings(Label("Water", systemImage: "drop.fill"), rule: ReviewRules.imageNoLabel), [],
                       "a label is read by its title")
        let iconOnly = try findings(Button(action: {}) { Image(systemName: "circle") }, rule: ReviewRules.imageNoLabel)
        XCTAssertEqual(iconOnly.map { String($0.message.prefix(27)) }, ["the button reads \"circle\": "], "a button that is only an icon says the icon's name")
        XCTAssertEqual(try findings(Button(action: {}) { Image(systemName: "circle") }.accessibilityLabel("Mark done"), rule: ReviewRules.imageNoLabel), [])
    }

    func testTextBelowElevenPointsIsSmallAndCaption2IsNot() throws {
        let small = try findings(Text("Tiny").font(.system(size: 9)), rule: ReviewRules.smallText)
        XCTAssertEqual(small.count, 1)
        XCTAssertTrue(small[0].message.hasPrefix("\"Tiny\" is 9.0 pt"), small[0].message)
        XCTAssertEqual(try findings(Text("Fine").font(.caption2), rule: ReviewRules.smallText), [])
    }

    func testASmallButtonIsFoundAndAFortyFourPointOneIsNot() throws {
        let small = try findings(Button(action: {}) { Text("Go") }, rule: ReviewRules.smallHitRegion)
        XCTAssertEqual(small.map(\.severity), [.info])
        XCTAssertEqual(try findings(Button(action: {}) { Text("Go").frame(minWidth: 44, minHeight: 44) }, rule: ReviewRules.smallHitRegion), [])
    }

    func testALinkInASmallWidgetIsFoundAndInAMediumOneIsNot() throws {
        let view = VStack { Link(destination: URL(string: "app://a")!) { Text("A") }; Text("B") }
        let pipeline = try Loupe.pipeline(view, size: CGSize(width: 170, height: 170))
        XCTAssertEqual(ReviewRules.linkInSmall.findings(in: ReviewSubject(cell: "W/systemSmall/0-fullColor-light", pipeline: pipeline)).count, 1)
        XCTAssertEqual(ReviewRules.linkInSmall.findings(in: ReviewSubject(cell: "W/systemMedium/0-fullColor-light", pipeline: pipeline)), [])
    }

    func testSeveralWidgetURLsAreFoundButLinksAreNotCounted() throws {
        let several = VStack { Text("A").widgetURL(URL(string: "app://a")); Text("B").widgetURL(URL(string: "app://b")) }
        XCTAssertEqual(try findings(several, rule: ReviewRules.severalWidgetURLs).count, 2)
        let oneAndLinks = VStack { Link(destination: URL(string: "app://l")!) { Text("L") }; Text("B") }.widgetURL(URL(string: "app://w"))
        XCTAssertEqual(try findings(oneAndLinks, rule: ReviewRules.severalWidgetURLs), [])
    }

    struct Dated: TimelineEntry { let date: Date }

    func testEntriesOutOfOrderOrSharingADateAreFound() {
        let t0 = Date(timeIntervalSince1970: 1_717_405_200)
        let timeline = LoadedTimeline(entries: [Dated(date: t0), Dated(date: t0.addingTimeInterval(-60)), Dated(date: t0.addingTimeInterval(-60))], policy: .atEnd)
        let found = ReviewRules.timelineOrder.findings(in: TimelineSubject(name: "W/systemSmall", timeline: timeline, now: t0))
        XCTAssertEqual(found.map(\.element), ["entry[1]", "entry[2]"])
        XCTAssertTrue(found[1].message.hasPrefix("entry 2 shares its date with entry 1"), found[1].message)
        let preview = LoadedTimeline(entries: timeline.entries, policy: nil)
        XCTAssertEqual(ReviewRules.timelineOrder.findings(in: TimelineSubject(name: "W/systemSmall", timeline: preview, now: t0)), [],
                       "a #Preview's own entries are shown one by one whatever their dates")
        let ordered = LoadedTimeline(entries: [Dated(date: t0), Dated(date: t0.addingTimeInterval(60))], policy: .atEnd)
        XCTAssertEqual(ReviewRules.timelineOrder.findings(in: TimelineSubject(name: "W/systemSmall", timeline: ordered, now: t0)), [])
    }

    func testANeverTimelineWhollyInThePastIsFound() {
        let now = Date(timeIntervalSince1970: 1_717_405_200)
        let past = LoadedTimeline(entries: [Dated(date: now.addingTimeInterval(-3600))], policy: .never)
        XCTAssertEqual(ReviewRules.neverWithPastEntries.findings(in: TimelineSubject(name: "W/systemSmall", timeline: past, now: now)).count, 1)
        let ahead = LoadedTimeline(entries: [Dated(date: now.addingTimeInterval(3600))], policy: .never)
        XCTAssertEqual(ReviewRules.neverWithPastEntries.findings(in: TimelineSubject(name: "W/systemSmall", timeline: ahead, now: now)), [])
        XCTAssertEqual(ReviewRules.neverWithPastEntries.findings(in: TimelineSubject(name: "W/systemSmall",
            timeline: LoadedTimeline(entries: past.entries, policy: .atEnd), now: now)), [])
    }

    func testTextCutByAClipIsFoundAndTextInsideItIsNot() throws {
        let cut = try findings(Text("A line wider than its clip").fixedSize().frame(width: 60).clipped(), rule: ReviewRules.textClipped)
        XCTAssertEqual(cut.map(\.text), ["A line wider than its clip"])
        XCTAssertEqual(try findings(Text("Fits").frame(width: 60).clipped(), rule: ReviewRules.textClipped), [])
    }

    func testTextInARoundedCornerIsCutAndTextPaddedClearOfItIsNot() throws {
        func corner(_ padding: CGFloat) -> some View {
            Text("Corner").padding(padding).frame(width: 100, height: 60, alignment: .topLeading)
                .clipShape(RoundedRectangle(cornerRadius: 20))
        }
        let cut = try findings(corner(0), rule: ReviewRules.textClipped)
        XCTAssertEqual(cut.map(\.text), ["Corner"], "the box's corner is outside the 20 pt arc, though inside the clip's frame")
        XCTAssertTrue(cut.first?.message.contains("outside the clip's shape") ?? false, cut.first?.message ?? "")
        XCTAssertEqual(try findings(corner(8), rule: ReviewRules.textClipped), [], "8 pt in, the corner (8.5, 8.5) is 16.3 pt from the arc's centre")
    }

    func testABackgroundFillingTheClipIsNotCutContent() throws {
        let view = Text("On a photo").padding(12)
            .background { Image(systemName: "photo.fill").resizable() }
            .clipShape(Circle())
        XCTAssertEqual(try findings(view, rule: ReviewRules.contentClipped), [], "a background is meant to fill the shape")
        XCTAssertEqual(try findings(Image(systemName: "photo.fill").resizable().frame(width: 40, height: 40).clipShape(Circle()),
                                    rule: ReviewRules.contentClipped).count, 1, "content whose corners a circle cuts")
    }

    func testAnImageCutByAClipIsInformationAndATextIsNotCountedTwice() throws {
        let view = Image(systemName: "bolt.fill").font(.system(size: 40)).frame(width: 20, height: 20).clipped()
        XCTAssertEqual(try findings(view, rule: ReviewRules.contentClipped).map(\.severity), [.info])
        XCTAssertEqual(try findings(view, rule: ReviewRules.textClipped), [])
    }

    func contrastFindings(_ view: some View) throws -> [ReviewFinding] {
        let renderer = try Renderer()
        let pipeline = try renderer.pipeline(view, size: CGSize(width: 200, height: 60), scale: 3)
        return ReviewRules.contrast.findings(in: ReviewSubject(cell: "t", pipeline: pipeline, image: try renderer.rasterize(pipeline)))
    }

    func testPaleTextOnWhiteFailsContrastAndBlackTextPasses() throws {
        let pale = try contrastFindings(Text("Pale").foregroundStyle(Color(white: 0.7)).padding().background(Color.white))
        XCTAssertEqual(pale.map(\.text), ["Pale"])
        XCTAssertTrue(pale[0].message.contains(":1, needs 4.5:1"), pale[0].message)
        XCTAssertEqual(try contrastFindings(Text("Ink").foregroundStyle(.black).padding().background(Color.white)), [])
    }

    func testLargeTextNeedsThreeToOne() throws {
        // Gray 0.55 on white is about 3.3:1: too little for body text, enough at 24 pt.
        let gray = Color(white: 0.55)
        XCTAssertEqual(try contrastFindings(Text("Body").foregroundStyle(gray).padding().background(Color.white)).count, 1)
        XCTAssertEqual(try contrastFindings(Text("Large").font(.system(size: 24)).foregroundStyle(gray).padding().background(Color.white)), [])
    }

    /// iOS's own label levels are judged as iOS draws them: the secondary label on white (3.44:1,
    /// Apple's pairing) is no finding; the same grey picked by hand is, and so is the secondary label
    /// on a background darker than the one iOS pairs it with.
    func testTheSecondaryLabelIsJudgedByApplesOwnPairing() throws {
        XCTAssertEqual(try contrastFindings(Text("Secondary").foregroundStyle(.secondary).padding().background(Color.white)), [])
        let byHand = Color(red: 138 / 255, green: 138 / 255, blue: 142 / 255)   // the secondary label over white, as one colour
        XCTAssertEqual(try contrastFindings(Text("By hand").foregroundStyle(byHand).padding().background(Color.white)).count, 1)
        XCTAssertEqual(try contrastFindings(Text("On grey").foregroundStyle(.secondary).padding().background(Color(white: 0.8))).count, 1)
    }

    /// Swift Charts' automatic axis labels are the system's (9 pt, secondary): neither small nor
    /// low-contrast findings; a label whose font the developer chose is judged as any text.
    func testChartsOwnAxisLabelsAreNotFindingsButChosenOnesAre() throws {
        func chart(font: Font?) -> some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 5))
            }
            .chartYAxis {
                AxisMarks { _ in
                    AxisGridLine()
                    if let font { AxisValueLabel().font(font) } else { AxisValueLabel() }
                }
            }
            .frame(width: 200, height: 100).background(Color.white)
        }
        let renderer = try Renderer()
        func findings(_ view: some View, _ rule: ReviewRule) throws -> [ReviewFinding] {
            let pipeline = try renderer.pipeline(view, size: CGSize(width: 200, height: 100), scale: 3)
            return rule.findings(in: ReviewSubject(cell: "t", pipeline: pipeline, image: try renderer.rasterize(pipeline)))
        }
        XCTAssertEqual(try findings(chart(font: nil), ReviewRules.smallText), [])
        XCTAssertEqual(try findings(chart(font: nil), ReviewRules.contrast), [])
        XCTAssertFalse(try findings(chart(font: .system(size: 8)), ReviewRules.smallText).isEmpty, "an 8 pt font chosen for the labels")
    }

    func testTextOverNothingIsNotJudged() throws {
        XCTAssertEqual(try contrastFindings(Text("Floating").foregroundStyle(Color(white: 0.9))), [], "a transparent background says nothing")
    }

    func testContentPushedIntoTheMarginsIsFoundAndContentInsideIsNot() throws {
        struct Pushed: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Pushed", provider: WidgetKitTests.Provider()) { _ in
                    Text("Edge").offset(x: -70).containerBackground(.white, for: .widget)
                }
            }
        }
        struct Inside: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Inside", provider: WidgetKitTests.Provider()) { _ in
                    Text("Centre").containerBackground(.white, for: .widget)
                }
            }
        }
        let rule = ReviewRules.outsideMargins
        let pushed = try Renderer().pipeline(.widget(Pushed()), cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(rule.findings(in: ReviewSubject(cell: "Pushed", pipeline: pushed)).map(\.text), ["Edge"])
        let inside = try Renderer().pipeline(.widget(Inside()), cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(rule.findings(in: ReviewSubject(cell: "Inside", pipeline: inside)), [])
    }

    func testAPlaceholderLaidOutUnlikeTheEntryJumps() throws {
        let entry = try Loupe.layout(VStack(alignment: .leading) { Text("Steps"); Text("2,140") }, size: CGSize(width: 170, height: 170))
        let shifted = try Loupe.layout(VStack(alignment: .leading) { Text("Steps"); Spacer().frame(height: 30); Text("0") }, size: CGSize(width: 170, height: 170))
        let same = try Loupe.layout(VStack(alignment: .leading) { Text("Steps"); Text("0") }, size: CGSize(width: 170, height: 170))
        let timeline = LoadedTimeline(entries: [Dated(date: Date(timeIntervalSince1970: 0))], policy: .atEnd)
        func subject(_ placeholder: LayoutNode) -> TimelineSubject {
            TimelineSubject(name: "W/systemSmall", timeline: timeline, now: Date(timeIntervalSince1970: 0), placeholder: placeholder, firstEntry: entry)
        }
        XCTAssertFalse(ReviewRules.placeholderJumps.findings(in: subject(shifted)).isEmpty, "the second text moves down 30 pt")
        XCTAssertEqual(ReviewRules.placeholderJumps.findings(in: subject(same)), [], "a shorter sample value keeps its place")
    }

    /// A view in full colour and in `mode`, both drawn, as the mode rules see them.
    func modeFindings(_ view: some View, in mode: WidgetRenderingMode, rule: ReviewRule = ReviewRules.colourOnly) throws -> [ReviewFinding] {
        let renderer = try Renderer()
        func subject(_ mode: WidgetRenderingMode) throws -> ReviewSubject {
            var environment = EnvironmentValues()
            environment.widgetRenderingMode = mode
            let pipeline = try renderer.pipeline(view, size: CGSize(width: 170, height: 170), scale: 2, environment: environment)
            return ReviewSubject(cell: "W/systemSmall/0-\(mode)-light", pipeline: pipeline, image: try renderer.rasterize(pipeline), mode: mode)
        }
        return rule.findings(in: ModeSubject(fullColor: try subject(.fullColor), other: try subject(mode)))
    }

    func testStatusDotsToldApartByColourOnlyLookAlikeWhenAccented() throws {
        let dots = HStack { Circle().fill(.red).frame(width: 12, height: 12); Circle().fill(.green).frame(width: 12, height: 12) }
        let found = try modeFindings(dots, in: .accented)
        XCTAssertEqual(found.count, 1, "one pair of colours, reported once")
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.cell, "W/systemSmall/0-accented-light")
        XCTAssertTrue(found.first?.element.hasSuffix("HStack[0]/frame[0]/Circle[0]") ?? false, "at the first of the marks: \(found.first?.element ?? "")")
        XCTAssertEqual(found.first?.frame[2], 32, "framing both 12 pt dots and the 8 pt of spacing between them")
        XCTAssertTrue(found.first?.detail.hasPrefix("2 Circles, #") ?? false, found.first?.detail ?? "")
        XCTAssertTrue(found.first?.detail.hasSuffix("look alike in accented (#FFFFFF99)") ?? false, found.first?.detail ?? "")
    }

    func testDotsOneOfWhichIsAccentableStayApart() throws {
        let dots = HStack { Circle().fill(.red).frame(width: 12, height: 12).widgetAccentable(); Circle().fill(.green).frame(width: 12, height: 12) }
        XCTAssertEqual(try modeFindings(dots, in: .accented), [], "the accent group and the default group differ in opacity")
    }

    func testDotsOfOneColourOrOfDifferentShapesAreNotColourOnly() throws {
        let same = HStack { Circle().fill(.red).frame(width: 12, height: 12); Circle().fill(.red).frame(width: 12, height: 12) }
        XCTAssertEqual(try modeFindings(same, in: .accented), [], "alike in full colour too")
        let shapes = HStack { Circle().fill(.red).frame(width: 12, height: 12); Rectangle().fill(.green).frame(width: 12, height: 12) }
        XCTAssertEqual(try modeFindings(shapes, in: .accented), [], "a circle and a square differ by shape")
        let labelled = HStack { Text("Done").foregroundStyle(.red); Text("Late").foregroundStyle(.green) }
        XCTAssertEqual(try modeFindings(labelled, in: .accented), [], "words tell texts apart")
    }

    func testVibrantKeepsColoursOfDifferentLightnessApartButNotOfTheSame() throws {
        // Vibrant keeps a colour's luminance: black and yellow stay apart; red and a blue of red's luminance do not.
        let apart = HStack { Capsule().fill(.black).frame(width: 30, height: 8); Capsule().fill(.yellow).frame(width: 30, height: 8) }
        XCTAssertEqual(try modeFindings(apart, in: .vibrant), [])
        let sameLuma = HStack {
            Capsule().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 30, height: 8)
            Capsule().fill(Color(red: 0, green: 0.16, blue: 1)).frame(width: 30, height: 8)
        }
        XCTAssertEqual(try modeFindings(sameLuma, in: .vibrant).count, 1)
    }

    func testAReloadSoonerThanTheBudgetPlansIsFound() {
        let now = Date(timeIntervalSince1970: 1_717_405_200)
        func found(_ policy: TimelineReloadPolicy, lastEntry: TimeInterval = 0) -> [ReviewFinding] {
            let timeline = LoadedTimeline(entries: [Dated(date: now), Dated(date: now.addingTimeInterval(lastEntry))], policy: policy)
            return ReviewRules.reloadBudget.findings(in: TimelineSubject(name: "W/systemSmall", timeline: timeline, now: now))
        }
        XCTAssertEqual(found(.after(now.addingTimeInterval(60))).count, 1, "a minute")
        XCTAssertTrue(found(.after(now.addingTimeInterval(60))).first?.message.contains("1 min after now") ?? false)
        XCTAssertEqual(found(.atEnd, lastEntry: 5 * 60).count, 1, "entries for five minutes, then .atEnd")
        XCTAssertEqual(found(.after(now.addingTimeInterval(15 * 60))), [], "fifteen minutes is the budget's planning figure")
        XCTAssertEqual(found(.atEnd, lastEntry: 3600), [])
        XCTAssertEqual(found(.never), [])
    }

    func testASnapshotThatKeepsTheGalleryWaitingIsSlow() throws {
        func found(_ timing: SnapshotTiming?) -> [ReviewFinding] {
            let timeline = LoadedTimeline(entries: [Dated(date: Date(timeIntervalSince1970: 0))], policy: .atEnd)
            return ReviewRules.slowSnapshot.findings(in: TimelineSubject(name: "W/systemSmall", timeline: timeline, now: Date(timeIntervalSince1970: 0), snapshot: timing))
        }
        XCTAssertEqual(found(SnapshotTiming(seconds: 2, completedBeforeReturning: false)).count, 1)
        XCTAssertEqual(found(SnapshotTiming(seconds: 0.01, completedBeforeReturning: false)), [])
        XCTAssertEqual(found(SnapshotTiming(seconds: 2, completedBeforeReturning: true)), [], "an answer given before returning kept nobody waiting")
        XCTAssertEqual(found(nil), [], "a preview without a provider")
    }

    /// Timing a real provider: one that answers at once, and one that answers later from a queue.
    func testSnapshotTimingSaysWhetherTheProviderAnsweredAtOnce() throws {
        struct Quick: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "Quick", provider: WidgetKitTests.Provider()) { _ in Text("Hi") } }
        }
        struct LaterProvider: TimelineProvider {
            func placeholder(in context: Context) -> WidgetKitTests.Entry { WidgetKitTests.Entry(date: .init(timeIntervalSince1970: 0), value: 0) }
            func getSnapshot(in context: Context, completion: @escaping (WidgetKitTests.Entry) -> Void) {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { completion(WidgetKitTests.Entry(date: .init(timeIntervalSince1970: 0), value: 1)) }
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<WidgetKitTests.Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        struct Later: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "Later", provider: LaterProvider()) { _ in Text("Hi") } }
        }
        let quick = try XCTUnwrap(Loupe.snapshotTiming(.widget(Quick()), family: .systemSmall))
        XCTAssertTrue(quick.completedBeforeReturning)
        let later = try XCTUnwrap(Loupe.snapshotTiming(.widget(Later()), family: .systemSmall))
        XCTAssertFalse(later.completedBeforeReturning)
        XCTAssertGreaterThanOrEqual(later.seconds, 0.2, "it cannot answer before its queue runs")
        XCTAssertEqual(ReviewRules.slowSnapshot(budget: 0.1).findings(in: TimelineSubject(name: "Later/systemSmall",
            timeline: LoadedTimeline(entries: [], policy: .never), now: Date(timeIntervalSince1970: 0), snapshot: later)).count, 1)
    }

    func testAWidgetWithoutContainerBackgroundIsAnError() throws {
        struct Bare: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Bare", provider: WidgetKitTests.Provider()) { _ in Text("Hi") }
            }
        }
        struct Dressed: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Dressed", provider: WidgetKitTests.Provider()) { _ in Text("Hi").containerBackground(.white, for: .widget) }
            }
        }
        let rule = ReviewRules.noContainerBackground
        let bare = try Renderer().pipeline(.widget(Bare()), cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(rule.findings(in: ReviewSubject(cell: "Bare", pipeline: bare)).map(\.severity), [.error])
        let dressed = try Renderer().pipeline(.widget(Dressed()), cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(rule.findings(in: ReviewSubject(cell: "Dressed", pipeline: dressed)), [])
    }
}

/// `loupe review`: grouping, formats, the failure threshold and rule selection.
final class ReviewCommandTests: XCTestCase {
    func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let code = tool.run(arguments)
        return (code, output, error)
    }

    func testTextGroupsByWidgetAndRuleAndCounts() {
        // The agenda's secondary gray text is below 4.5:1 on white: contrast is left out to keep the count small.
        let result = run(["review", "agenda", "--skip", "contrast", "--per-cell"])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("agenda\n  text-truncated (warning): "), result.output)
        XCTAssertTrue(result.output.hasSuffix("2 findings (0 errors, 2 warnings, 0 info) in 2 cells\n"), result.output)
    }

    /// By default a cause is one line: one rule at one view of one widget, however many cells show
    /// it, with the cells counted; `--per-cell` lists every finding.
    func testACauseIsOneLineWithItsCellsCounted() {
        let grouped = run(["review", "Countdown", "--fail-on", "never"])
        let perCell = run(["review", "Countdown", "--fail-on", "never", "--per-cell"])
        XCTAssertEqual(grouped.code, 0, grouped.error)
        let findingLines = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("    ") } }
        let causes = findingLines(grouped.output), findings = findingLines(perCell.output)
        XCTAssertGreaterThan(findings.count, causes.count, "the cells of a widget share their causes")
        XCTAssertTrue(causes.contains { $0.contains("· 6 cells: Countdown/systemSmall/0-fullColor-light, ") }, grouped.output)
        // Each cause counts its cells: together they are every finding.
        let counted = causes.compactMap { line in line.range(of: "· ").map { Int(line[$0.upperBound...].prefix { $0.isNumber }) ?? 0 } }
        XCTAssertEqual(counted.reduce(0, +), findings.count)
        XCTAssertTrue(grouped.output.contains("cells, \(causes.count) causes"), grouped.output)
        // The same findings either way: the summary's counts agree.
        XCTAssertTrue(grouped.output.contains(String(perCell.output.split(separator: "\n").last!) + ", "), perCell.output)
    }

    /// Findings with no element (an image VoiceOver reads by its name) are causes by their text:
    /// two unlabelled images of one widget are two causes.
    func testFindingsWithoutAnElementAreCausesByTheirText() {
        func finding(_ cell: String, _ text: String) -> ReviewFinding {
            ReviewFinding(rule: "image-no-label", severity: .warning, cell: cell, element: "", text: text, frame: [0, 0, 1, 1], detail: "", message: "")
        }
        let causes = ReviewCause.group([finding("W/systemSmall/0-fullColor-light", "plus circle fill"), finding("W/systemSmall/0-fullColor-dark", "plus circle fill"),
                                        finding("W/systemSmall/0-fullColor-light", "cloud snow fill")])
        XCTAssertEqual(causes.map(\.cells.count), [2, 1])
        XCTAssertEqual(causes.map { $0.example.text }, ["plus circle fill", "cloud snow fill"])
    }

    /// A cause speaks through its worst finding: the lowest contrast of the view's cells, whatever
    /// order they were found in; findings with no measure keep the first.
    func testACauseShowsItsWorstFinding() throws {
        func contrast(_ cell: String, _ ratio: Double) -> ReviewFinding {
            var finding = ReviewFinding(rule: "contrast", severity: .warning, cell: cell, element: "root/Text[0]", text: "Steps", frame: [0, 0, 1, 1],
                                        detail: "has \(ratio):1, needs 4.5:1", message: "")
            finding.shortfall = 4.5 - ratio
            return finding
        }
        let causes = ReviewCause.group([contrast("W/systemSmall/0-fullColor-light", 4.1), contrast("W/systemSmall/0-fullColor-dark", 2.3),
                                        contrast("W/systemSmall/1-fullColor-dark", 3.0)])
        XCTAssertEqual(causes.count, 1)
        XCTAssertEqual(causes[0].example.cell, "W/systemSmall/0-fullColor-dark")
        XCTAssertEqual(causes[0].cells.first, "W/systemSmall/0-fullColor-light", "the cells stay in the order found")

        // The rules measure it: the smaller of two texts is the worse small text.
        let view = VStack { Text("a").font(.system(size: 9)); Text("b").font(.system(size: 7)) }
        let found = ReviewRules.smallText.findings(in: ReviewSubject(cell: "t", pipeline: try Loupe.pipeline(view, size: CGSize(width: 100, height: 60))))
        XCTAssertEqual(found.compactMap(\.shortfall).map { ($0 * 10).rounded() / 10 }, [2, 4])
    }

    /// SARIF gets one result per cause too, fingerprinted by rule, widget and view, with its cells.
    func testSARIFHasOneResultPerCause() throws {
        func results(_ extra: [String]) throws -> [[String: Any]] {
            let result = run(["review", "Countdown", "--format", "sarif", "--fail-on", "never"] + extra)
            let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            return try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        }
        let causes = try results([]), findings = try results(["--per-cell"])
        XCTAssertGreaterThan(findings.count, causes.count)
        let prints = causes.compactMap { ($0["partialFingerprints"] as? [String: String])?["loupeCause/v1"] }
        XCTAssertEqual(Set(prints).count, causes.count, "one result per cause")
        XCTAssertEqual(causes.compactMap { (($0["properties"] as? [String: Any])?["cells"] as? [String])?.count }.reduce(0, +), findings.count,
                       "every finding's cell is listed under its cause")
    }

    func testJSONListsEveryFinding() throws {
        let result = run(["review", "agenda", "--format", "json"])
        XCTAssertEqual(result.code, 0, result.error)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["cells"] as? Int, 2)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(Set(findings.compactMap { $0["rule"] as? String }), ["text-truncated", "contrast"])
    }

    func testFailOnWarningFailsAndSkippingTheRulesPasses() {
        let failing = run(["review", "agenda", "--fail-on", "warning", "--skip", "contrast"])
        XCTAssertEqual(failing.code, 1)
        XCTAssertTrue(failing.error.contains("2 findings at or above warning (--fail-on warning)"), failing.error)
        XCTAssertEqual(run(["review", "agenda", "--fail-on", "warning", "--skip", "text-truncated,contrast"]).code, 0)
    }

    func testARuleCanBeSwitchedOffForOneWidget() {
        let result = run(["review", "agenda,weather", "--skip", "weather:contrast,text-truncated", "--fail-on", "never"])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertFalse(result.output.contains("weather/view"), result.output)
        XCTAssertTrue(result.output.contains("· 1 cell: agenda/view/light"), "other widgets keep the rule: \(result.output)")
        XCTAssertTrue(result.output.contains("\"TUESDAY\""), result.output)
        let typo = run(["review", "--skip", "wether:image-no-label"])
        XCTAssertEqual(typo.code, 2)
        XCTAssertTrue(typo.error.contains("unknown widget 'wether' in --skip wether:image-no-label; did you mean 'weather'?"), typo.error)
    }

    struct StatusWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Status", provider: WidgetKitTests.Provider()) { _ in
                HStack { Circle().fill(.red).frame(width: 12, height: 12); Circle().fill(.green).frame(width: 12, height: 12) }
                    .containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    func testColourOnlyComparesEachModeWithFullColourEvenWhenOnlyTheModeIsAsked() throws {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: [.widget(StatusWidget())], examples: [], records: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["review", "Status", "--mode", "accented", "--scheme", "light", "--timeline-index", "0", "--format", "json", "--fail-on", "never"]), 0, error)
        struct Report: Decodable { let cells: Int; let findings: [ReviewFinding] }
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
        XCTAssertEqual(report.cells, 1, "the full-colour cell is drawn to compare with, not reviewed")
        let found = report.findings.filter { $0.rule == "colour-only" }
        XCTAssertEqual(found.map(\.cell), ["Status/systemSmall/0-accented-light"])
        XCTAssertEqual(found.first?.element, "root/clipShape[0]/frame[0]/padding[0]/HStack[0]/frame[0]/Circle[0]",
                       "the path in the accented cell's own layout, which has no container background")
    }

    /// The examples' findings have been looked at: what they show on purpose (Apple's secondary
    /// label colour, brand-coloured titles, the checklist's small buttons, truncation demos) is in
    /// the committed baseline, so anything new fails here — at every severity.
    func testTheExamplesPassTheirReviewAgainstTheCommittedBaseline() {
        let baseline = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("review-baseline.json")
        var output = "", error = ""
        let records = LoupePreviews.all.filter { $0.file.hasPrefix("LoupeExamples/") }   // not the test targets' previews
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, records: records,
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let result = (code: tool.run(["review", "all", "--baseline", baseline.path, "--fail-on", "info"]), output: output, error: error)
        XCTAssertEqual(result.code, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("0 findings (0 errors, 0 warnings, 0 info) in 618 cells"), result.output)
    }

    func testAnUnknownRuleIsAUsageError() {
        let result = run(["review", "--skip", "text-truncate"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.error.contains("unknown rule 'text-truncate'") && result.error.contains("text-truncated"), result.error)
    }
}

/// SARIF 2.1.0's required structure, and the baseline that lets CI fail only on new findings.
final class ReviewReportTests: XCTestCase {
    func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, records: LoupePreviews.all,
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        return (tool.run(arguments), output, error)
    }

    func testSARIFHasTheRequiredStructureAndPointsAtThePreview() throws {
        let result = run(["review", "Steps through the day", "--format", "sarif", "--fail-on", "never"])
        XCTAssertEqual(result.code, 0, result.error)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "loupe review")
        XCTAssertEqual((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ReviewRules.all.map(\.id))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        for entry in results {
            XCTAssertNotNil((entry["message"] as? [String: Any])?["text"] as? String, "every result has a message text")
            XCTAssertTrue(["error", "warning", "note"].contains(entry["level"] as? String ?? ""))
        }
        let physical = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) }
        let uri = try XCTUnwrap((physical.first?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        XCTAssertTrue(uri.hasSuffix("LoupeExamples/Widgets/Previews.swift"), uri)
    }

    /// An independent SARIF 2.1.0 model (sarif-pydantic, installed with the test clients) reads the document.
    func testSARIFValidatesAgainstAnIndependentModelOfTheSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let python = root.appendingPathComponent(".build/mcp-client/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            return XCTFail("the test clients are not installed: run scripts/setup --tests (./run-tests does)")
        }
        let result = run(["review", "Steps through the day", "--format", "sarif", "--fail-on", "never"])
        XCTAssertEqual(result.code, 0, result.error)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-\(UUID()).sarif")
        try Data(result.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = python
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.arguments = ["-c", "import json, sys; from sarif_pydantic import Sarif; s = Sarif.model_validate(json.load(open(sys.argv[1]))); print(s.version, len(s.runs[0].results))", file.path]
        let output = Pipe(), error = Pipe()
        (process.standardOutput, process.standardError) = (output, error)
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, complaint)
        XCTAssertTrue(said.hasPrefix("2.1.0 "), said + complaint)
    }

    func testABaselineAcceptsWhatItListsAndNewFindingsStillFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-review-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("review-baseline.json")
        XCTAssertEqual(run(["review", "agenda", "--write-baseline", baseline.path]).code, 0)
        let accepted = run(["review", "agenda", "--baseline", baseline.path, "--fail-on", "warning"])
        XCTAssertEqual(accepted.code, 0, accepted.error)
        XCTAssertTrue(accepted.output.hasPrefix("0 findings"), accepted.output)
        XCTAssertTrue(accepted.output.range(of: #"\d+ accepted findings in the baseline not shown"#, options: .regularExpression) != nil, accepted.output)
        // Widen the run to a view the baseline never saw: its findings are new, and fail it.
        let widened = run(["review", "agenda,weather", "--baseline", baseline.path, "--fail-on", "warning"])
        XCTAssertEqual(widened.code, 1)
        XCTAssertTrue(widened.output.contains("weather/view/light"), widened.output)
        XCTAssertFalse(widened.output.contains("agenda/view/light  "), widened.output)
    }

    func testAnnotateWritesEachCellWithFindingsOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-annotate-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["review", "agenda,battery", "--annotate", folder.path, "--fail-on", "never"])
        XCTAssertEqual(result.code, 0, result.error)
        let written = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(written, ["agenda/view/dark.png", "agenda/view/light.png"], "battery (its rings labelled) has no finding")
        let image = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("agenda/view/light.png")))
        XCTAssertGreaterThan(image.width, 364 * 3, "the legend stands beside the render")
    }

    func testAMalformedBaselineIsNamed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-baseline-\(UUID()).json")
        try Data("not json".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = run(["review", "agenda", "--baseline", file.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("the review baseline \(file.path) is not a baseline"), result.error)
    }
}

/// `render --accessibility`: the cell with its elements outlined and numbered, and the legend beside it.
final class AccessibilitySnapshotTests: XCTestCase {
    func testTheSnapshotOutlinesEachElementAndAddsALegend() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-a11y-shot-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("steps.png")
        var error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, output: { _ in }, error: { error += $0 })
        XCTAssertEqual(tool.run(["render", "Steps", "--family", "systemMedium", "--accessibility", "-o", file.path]), 0, error)
        let image = try PNGCodec.decode(Data(contentsOf: file))
        // 364 pt of widget, a 280 pt legend and three 16 pt margins, at @3x; the legend is taller than nothing.
        XCTAssertEqual(image.width, (364 + 280 + 48) * 3)
        // Element 1 ("Steps" at 16,90 32.33×14.33 in the cell; the walking figure is hidden) is outlined
        // in the first color, system blue: its left edge, halfway down.
        let i = ((16 + 90 + 7) * 3 * image.width + (16 + 16) * 3) * 4
        XCTAssertEqual(Array(image.pixels[i..<i + 3]), [0, 136, 255])
    }

    func testTheLegendSaysWhatEachElementSpeaks() {
        let element = AccessibilityElementInfo(label: "Battery", value: "72%", hint: "Opens the app", traits: [.isButton], frame: .zero)
        XCTAssertEqual(AccessibilitySnapshot.legend(element), "Battery, 72% [button] — Opens the app")
    }
}
