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

/// `DateComponentsFormatter`, which corelibs marks unavailable: durations in every units style.
final class DurationFormatterTests: XCTestCase {
    func testDurationsInEveryStyle() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        XCTAssertEqual(formatter.string(from: 5_400), "1:30:00")
        XCTAssertEqual(formatter.string(from: 90), "1:30", "a leading zero hour is dropped")
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.string(from: 5_400), "1h 30m")
        XCTAssertEqual(formatter.string(from: 3_600), "1h", "zero units are dropped")
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.string(from: 5_400), "1 hr, 30 min")
        formatter.unitsStyle = .full
        XCTAssertEqual(formatter.string(from: 3_660), "1 hour, 1 minute")
        formatter.unitsStyle = .brief
        XCTAssertEqual(formatter.string(from: 5_400), "1hr 30min")
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.day, .hour, .minute]
        formatter.maximumUnitCount = 1
        XCTAssertEqual(formatter.string(from: 93_600), "1 day", "the largest unit, truncated")
        formatter.includesTimeRemainingPhrase = true
        XCTAssertEqual(formatter.string(for: 7_200.0), "2 hours remaining")
        XCTAssertEqual(formatter.string(from: DateComponents(hour: 3)), "3 hours remaining")
        XCTAssertNil(formatter.string(for: "soon"))
    }
}
