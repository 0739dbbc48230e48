import Foundation
import XCTest
@testable import Loupe
import LoupeUI

// Styles written the way widget code writes them: a struct with makeBody(configuration:).

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 3) {
            configuration.title.accessibilityIdentifier("title")
            configuration.icon.accessibilityIdentifier("icon")
        }
    }
}

/// Wraps the label it is given: `Label(configuration)` inside must not call this style again.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(10).accessibilityIdentifier("padded")
    }
}

private struct IconOnlyInsideLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        IconOnlyLabelStyle().makeBody(configuration: configuration).accessibilityIdentifier("wrapped")
    }
}

private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(6)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
            .opacity(configuration.isPressed ? 0.5 : 1)
            .accessibilityIdentifier(configuration.role == .destructive ? "destructive-pill" : "pill")
    }
}

private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .accessibilityIdentifier(configuration.isOn ? "checked" : "unchecked")
            configuration.label
        }
    }
}

private struct RingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: configuration.value).stroke(Color.orange, lineWidth: 4)
            configuration.currentValueLabel
        }
        .frame(width: 40, height: 40)
        .accessibilityIdentifier("ring \(configuration.value) value-label \(configuration.currentValueLabel != nil)")
    }
}

private struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted
        Rectangle().frame(width: 100 * (fraction ?? 0), height: 6)
            .accessibilityIdentifier(fraction.map { "bar \($0)" } ?? "bar indeterminate")
    }
}

final class CustomStyleTests: XCTestCase {
    let size = CGSize(width: 300, height: 200)

    func testALabelStyleOfOnesOwnPlacesTheIconAfterTheTitle() throws {
        let layout = try Loupe.layout(Label("Steps", systemImage: "figure.walk").labelStyle(TrailingIconLabelStyle()), size: size)
        let title = try XCTUnwrap(layout.frame(ofIdentifier: "title")), icon = try XCTUnwrap(layout.frame(ofIdentifier: "icon"))
        XCTAssertEqual(icon.minX - title.maxX, 3, accuracy: 0.01)
    }

    func testAStyleThatWrapsTheLabelDrawsTheBuiltInOneInside() throws {
        let plain = try Loupe.layout(Label("Steps", systemImage: "figure.walk").accessibilityIdentifier("plain"), size: size)
        let padded = try Loupe.layout(Label("Steps", systemImage: "figure.walk").labelStyle(PaddedLabelStyle()), size: size)
        let inner = try XCTUnwrap(plain.frame(ofIdentifier: "plain")), outer = try XCTUnwrap(padded.frame(ofIdentifier: "padded"))
        XCTAssertEqual(outer.width, inner.width + 20, accuracy: 0.01)
        XCTAssertEqual(outer.height, inner.height + 20, accuracy: 0.01)
    }

    func testABuiltInStylesBodyCanBeUsedInsideAnother() throws {
        let iconOnly = try Loupe.layout(Label("Steps", systemImage: "figure.walk").labelStyle(.iconOnly).accessibilityIdentifier("i"), size: size)
        let wrapped = try Loupe.layout(Label("Steps", systemImage: "figure.walk").labelStyle(IconOnlyInsideLabelStyle()), size: size)
        XCTAssertEqual(wrapped.frame(ofIdentifier: "wrapped")?.size, iconOnly.frame(ofIdentifier: "i")?.size)
    }

    func testTheInnermostLabelStyleWins() throws {
        let layout = try Loupe.layout(Label("Steps", systemImage: "figure.walk").labelStyle(.titleOnly).accessibilityIdentifier("l")
            .labelStyle(TrailingIconLabelStyle()), size: size)
        XCTAssertNil(layout.frame(ofIdentifier: "icon"), "titleOnly, set inside, is the style in effect")
    }

    /// iOS 26's label modifiers: the icon-to-title spacing, and a width reserved for the icon with
    /// the icon centred in it.
    func testLabelSpacingAndReservedIconWidth() throws {
        struct Probe: View {
            var body: some View {
                Label { Text("Steps").accessibilityIdentifier("title") } icon: { Image(systemName: "bolt.fill").accessibilityIdentifier("icon") }
            }
        }
        let plain = try Loupe.layout(Probe(), size: size)
        let spaced = try Loupe.layout(Probe().labelIconToTitleSpacing(20), size: size)
        let plainGap = try XCTUnwrap(plain.frame(ofIdentifier: "title")).minX - XCTUnwrap(plain.frame(ofIdentifier: "icon")).maxX
        let spacedGap = try XCTUnwrap(spaced.frame(ofIdentifier: "title")).minX - XCTUnwrap(spaced.frame(ofIdentifier: "icon")).maxX
        XCTAssertEqual(plainGap, 8, accuracy: 0.01)
        XCTAssertEqual(spacedGap, 20, accuracy: 0.01)
        let reserved = try Loupe.layout(Probe().labelReservedIconWidth(40), size: size)
        let icon = try XCTUnwrap(reserved.frame(ofIdentifier: "icon")), title = try XCTUnwrap(reserved.frame(ofIdentifier: "title"))
        let column = title.minX - 8 - (icon.midX - 20)
        XCTAssertEqual(column, 40, accuracy: 0.34, "the title starts 8 pt after a 40 pt icon column the icon is centred in (to a pixel at @3x)")
    }

    func testAButtonStyleOfOnesOwnDrawsTheLabelAndKeepsTheHitArea() throws {
        let text = try Loupe.layout(Text("Log").accessibilityIdentifier("t"), size: size)
        let pipeline = try Loupe.pipeline(Button("Log", action: {}).buttonStyle(PillButtonStyle()), size: size, scale: 2)
        let pill = try XCTUnwrap(pipeline.layout.frame(ofIdentifier: "pill"))
        let label = try XCTUnwrap(text.frame(ofIdentifier: "t"))
        XCTAssertEqual(pill.width, label.width + 12, accuracy: 0.01)
        XCTAssertTrue(pipeline.layout.allNodes.contains { $0.kind == "button" }, "the button's hit area is still recorded")
    }

    func testAButtonStyleSeesTheRole() throws {
        let layout = try Loupe.layout(Button("Delete", role: .destructive, action: {}).buttonStyle(PillButtonStyle()), size: size)
        XCTAssertNotNil(layout.frame(ofIdentifier: "destructive-pill"))
    }

    func testAToggleStyleOfOnesOwnSeesTheState() throws {
        let on = try Loupe.layout(Toggle("Lamp", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle()), size: size)
        let off = try Loupe.layout(Toggle("Lamp", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle()), size: size)
        XCTAssertNotNil(on.frame(ofIdentifier: "checked"))
        XCTAssertNotNil(off.frame(ofIdentifier: "unchecked"))
    }

    func testABuiltInToggleStyleInsideStillDrawsTheSwitch() throws {
        let layout = try Loupe.layout(VStack {
            Toggle("A", isOn: .constant(true)).toggleStyle(.switch).accessibilityIdentifier("switch")
        }.toggleStyle(CheckboxToggleStyle()), size: size)
        XCTAssertNil(layout.frame(ofIdentifier: "checked"))
        XCTAssertEqual(layout.frame(ofIdentifier: "switch")?.height, ButtonFigures.switchSize.height)
    }

    func testAGaugeStyleOfOnesOwnGetsTheFractionAndTheLabelsGiven() throws {
        let with = try Loupe.layout(Gauge(value: 25, in: 0...100) { Text("Battery") } currentValueLabel: { Text("25") }
            .gaugeStyle(RingGaugeStyle()), size: size)
        XCTAssertEqual(with.frame(ofIdentifier: "ring 0.25 value-label true")?.size, CGSize(width: 40, height: 40))
        let without = try Loupe.layout(Gauge(value: 250, in: 0...100) { Text("Battery") }.gaugeStyle(RingGaugeStyle()), size: size)
        XCTAssertNotNil(without.frame(ofIdentifier: "ring 1.0 value-label false"), "clamped to the range; no value label given")
    }

    func testAProgressViewStyleOfOnesOwnGetsTheFractionCompleted() throws {
        let determinate = try Loupe.layout(ProgressView(value: 3, total: 4).progressViewStyle(BarProgressStyle()), size: size)
        XCTAssertEqual(determinate.frame(ofIdentifier: "bar 0.75")?.width ?? 0, 75, accuracy: 0.01)
        let indeterminate = try Loupe.layout(ProgressView().progressViewStyle(BarProgressStyle()), size: size)
        XCTAssertNotNil(indeterminate.frame(ofIdentifier: "bar indeterminate"))
    }

    func testAProgressViewMadeFromTheConfigurationTakesTheBuiltInLook() throws {
        struct Tinted: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).accessibilityIdentifier("p") }
        }
        let layout = try Loupe.layout(ProgressView(value: 0.5).progressViewStyle(Tinted()), size: size)
        XCTAssertEqual(layout.frame(ofIdentifier: "p")?.size, CGSize(width: 300, height: ControlFigures.linearTrackHeight))
    }
}
