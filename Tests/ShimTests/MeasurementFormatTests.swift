import Foundation
import XCTest
import SwiftUI

/// `Measurement.formatted(_:)` as weather and fitness widgets call it (swift-corelibs-foundation has
/// no measurement formatting; Loupe's stand-in writes CLDR's English patterns).
final class MeasurementFormatTests: XCTestCase {
    let us = Locale(identifier: "en_US"), uk = Locale(identifier: "en_GB"), de = Locale(identifier: "de_DE")

    func testTheThreeWidths() {
        let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)
        XCTAssertEqual(distance.formatted(.measurement(width: .wide).locale(us)), "5.2 kilometers")
        XCTAssertEqual(distance.formatted(.measurement(width: .abbreviated).locale(us)), "5.2 km")
        XCTAssertEqual(distance.formatted(.measurement(width: .narrow).locale(us)), "5.2km")
        XCTAssertEqual(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide).locale(us)), "1 kilometer")
    }

    func testTemperaturesAreInTheLocalesUnitUnlessAsProvided() {
        let warm = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        XCTAssertEqual(warm.formatted(.measurement(width: .abbreviated).locale(uk)), "21.5°C")
        XCTAssertEqual(warm.formatted(.measurement(width: .abbreviated).locale(us)), "70.7°F")
        XCTAssertEqual(warm.formatted(.measurement(width: .narrow, usage: .weather).locale(us)), "70.7°", "Fahrenheit's narrow form drops the F")
        XCTAssertEqual(warm.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)), "21.5°C")
        XCTAssertEqual(warm.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "21.5 degrees Celsius")
    }

    func testTheNumberStyleAndTheLocalesDigits() {
        let warm = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        XCTAssertEqual(warm.formatted(.measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(0))).locale(uk)), "22°C")
        XCTAssertEqual(Measurement(value: 1234.5, unit: UnitMass.grams).formatted(.measurement(width: .abbreviated).locale(us)), "1,234.5 g")
        XCTAssertEqual(Measurement(value: 2.5, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .abbreviated).locale(de)), "2,5 km/h")
    }

    func testAUnitWithoutAPatternIsWrittenWithItsSymbol() {
        XCTAssertEqual(Measurement(value: 3, unit: UnitArea.squareMeters).formatted(.measurement(width: .abbreviated).locale(us)), "3 m²")
    }

    /// The older formatter, which corelibs marks unavailable: Loupe's shadows it where SwiftUI is imported.
    func testMeasurementFormatterWritesAsIOSDoes() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        let warm = Measurement(value: 21, unit: UnitTemperature.celsius)
        XCTAssertEqual(formatter.string(from: warm), "69.8°F", "a temperature in the locale's unit")
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(from: warm), "21°C")
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 5.5, unit: UnitLength.kilometers)), "5.5 kilometers")
        XCTAssertEqual(formatter.string(from: Measurement(value: 1, unit: UnitLength.kilometers)), "1 kilometer")
        formatter.unitStyle = .medium
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        XCTAssertEqual(formatter.string(from: warm), "21°")
        formatter.numberFormatter.maximumFractionDigits = 0
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(for: Measurement(value: 12.6, unit: UnitSpeed.kilometersPerHour)), "13 km/h", "string(for:) takes any measurement")
        XCTAssertNil(formatter.string(for: 12))
        XCTAssertEqual(formatter.string(from: UnitLength.miles), "mi")
    }
}
