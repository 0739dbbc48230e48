import Foundation

// `measurement.formatted(.measurement(width: .narrow))`, as weather and fitness widgets write it.
// Apple's Foundation has Measurement.FormatStyle; swift-corelibs-foundation has neither it nor
// MeasurementFormatter, so widget code that formats a measurement would not compile on Linux.
// This is the part widgets use: three widths with CLDR's English patterns for common units (other
// units are written with their symbol), the number in the style's locale, and temperatures in the
// locale's unit unless `.asProvided` (other dimensions are kept as given — see README).

/// How a measurement is converted before it is written, as Foundation's MeasurementFormatUnitUsage.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Sendable, Codable {
    let name: String
    /// The locale's usual unit (temperatures: °F in the United States and a few other regions).
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement was given in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { Self(name: "weather") }
    public static var person: Self { Self(name: "person") }
}

extension Measurement where UnitType: Dimension {
    /// A measurement's written form: width, usage, number style and locale.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        public typealias UnitWidth = MeasurementUnitWidth

        public var width: UnitWidth
        public var usage: MeasurementFormatUnitUsage<UnitType>
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        public var locale: Locale

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            (self.width, self.locale, self.usage, self.numberFormatStyle) = (width, locale, usage, numberFormatStyle)
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let shown = MeasurementWords.converted(measurement, usage: usage.name, locale: locale)
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(shown.value)
            return MeasurementWords.pattern(for: shown.unit, width: width, plural: shown.value != 1).replacingOccurrences(of: "{0}", with: number)
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// Written in the given style.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    /// Written abbreviated, in the locale's usual unit: "21°C", "5 km".
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

/// How much of a unit's name is written: "21 degrees Celsius", "21°C", or the narrowest form.
public enum MeasurementUnitWidth: Hashable, Sendable, Codable { case wide, abbreviated, narrow }

extension Foundation.FormatStyle {
    /// `.measurement(width: .narrow)`, `.measurement(width: .wide, usage: .asProvided)`.
    public static func measurement<UnitType: Dimension>(width: MeasurementUnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// CLDR's English unit patterns (wide singular/plural, abbreviated, narrow) for the units widgets
/// show most, and the regions that use Fahrenheit.
enum MeasurementWords {
    struct Patterns { let one: String, other: String, abbreviated: String, narrow: String }

    /// Keyed by the unit's class and symbol (Foundation makes a new unit object on each access).
    static func key(_ unit: Dimension) -> String { "\(type(of: unit)):\(unit.symbol)" }

    static let table: [String: Patterns] = Dictionary(uniqueKeysWithValues: entries.map { (key($0.0), $0.1) })

    static let entries: [(Dimension, Patterns)] = [
        (UnitTemperature.celsius, Patterns(one: "{0} degree Celsius", other: "{0} degrees Celsius", abbreviated: "{0}°C", narrow: "{0}°C")),
        (UnitTemperature.fahrenheit, Patterns(one: "{0} degree Fahrenheit", other: "{0} degrees Fahrenheit", abbreviated: "{0}°F", narrow: "{0}°")),
        (UnitTemperature.kelvin, Patterns(one: "{0} kelvin", other: "{0} kelvins", abbreviated: "{0} K", narrow: "{0}K")),
        (UnitLength.kilometers, Patterns(one: "{0} kilometer", other: "{0} kilometers", abbreviated: "{0} km", narrow: "{0}km")),
        (UnitLength.meters, Patterns(one: "{0} meter", other: "{0} meters", abbreviated: "{0} m", narrow: "{0}m")),
        (UnitLength.centimeters, Patterns(one: "{0} centimeter", other: "{0} centimeters", abbreviated: "{0} cm", narrow: "{0}cm")),
        (UnitLength.millimeters, Patterns(one: "{0} millimeter", other: "{0} millimeters", abbreviated: "{0} mm", narrow: "{0}mm")),
        (UnitLength.miles, Patterns(one: "{0} mile", other: "{0} miles", abbreviated: "{0} mi", narrow: "{0}mi")),
        (UnitLength.feet, Patterns(one: "{0} foot", other: "{0} feet", abbreviated: "{0} ft", narrow: "{0}′")),
        (UnitLength.inches, Patterns(one: "{0} inch", other: "{0} inches", abbreviated: "{0} in", narrow: "{0}″")),
        (UnitLength.yards, Patterns(one: "{0} yard", other: "{0} yards", abbreviated: "{0} yd", narrow: "{0}yd")),
        (UnitSpeed.kilometersPerHour, Patterns(one: "{0} kilometer per hour", other: "{0} kilometers per hour", abbreviated: "{0} km/h", narrow: "{0}km/h")),
        (UnitSpeed.milesPerHour, Patterns(one: "{0} mile per hour", other: "{0} miles per hour", abbreviated: "{0} mph", narrow: "{0}mph")),
        (UnitSpeed.metersPerSecond, Patterns(one: "{0} meter per second", other: "{0} meters per second", abbreviated: "{0} m/s", narrow: "{0}m/s")),
        (UnitSpeed.knots, Patterns(one: "{0} knot", other: "{0} knots", abbreviated: "{0} kn", narrow: "{0}kn")),
        (UnitMass.kilograms, Patterns(one: "{0} kilogram", other: "{0} kilograms", abbreviated: "{0} kg", narrow: "{0}kg")),
        (UnitMass.grams, Patterns(one: "{0} gram", other: "{0} grams", abbreviated: "{0} g", narrow: "{0}g")),
        (UnitMass.pounds, Patterns(one: "{0} pound", other: "{0} pounds", abbreviated: "{0} lb", narrow: "{0}#")),
        (UnitMass.ounces, Patterns(one: "{0} ounce", other: "{0} ounces", abbreviated: "{0} oz", narrow: "{0}oz")),
        (UnitVolume.liters, Patterns(one: "{0} liter", other: "{0} liters", abbreviated: "{0} L", narrow: "{0}L")),
        (UnitVolume.milliliters, Patterns(one: "{0} milliliter", other: "{0} milliliters", abbreviated: "{0} mL", narrow: "{0}mL")),
        (UnitEnergy.kilocalories, Patterns(one: "{0} kilocalorie", other: "{0} kilocalories", abbreviated: "{0} kcal", narrow: "{0}kcal")),
        (UnitEnergy.kilojoules, Patterns(one: "{0} kilojoule", other: "{0} kilojoules", abbreviated: "{0} kJ", narrow: "{0}kJ")),
        (UnitDuration.hours, Patterns(one: "{0} hour", other: "{0} hours", abbreviated: "{0} hr", narrow: "{0}h")),
        (UnitDuration.minutes, Patterns(one: "{0} minute", other: "{0} minutes", abbreviated: "{0} min", narrow: "{0}m")),
        (UnitDuration.seconds, Patterns(one: "{0} second", other: "{0} seconds", abbreviated: "{0} sec", narrow: "{0}s")),
        (UnitPressure.hectopascals, Patterns(one: "{0} hectopascal", other: "{0} hectopascals", abbreviated: "{0} hPa", narrow: "{0}hPa")),
        (UnitPressure.inchesOfMercury, Patterns(one: "{0} inch of mercury", other: "{0} inches of mercury", abbreviated: "{0} inHg", narrow: "{0}″ Hg")),
    ]

    /// Regions whose usual temperature unit is Fahrenheit (CLDR unit preferences).
    static let fahrenheitRegions: Set<String> = ["US", "BS", "BZ", "KY", "PR", "PW", "LR", "FM", "MH", "GU", "AS", "VI", "MP", "UM"]

    static func pattern(for unit: Dimension, width: MeasurementUnitWidth, plural: Bool) -> String {
        guard let patterns = table[key(unit)] else { return width == .narrow ? "{0}\(unit.symbol)" : "{0} \(unit.symbol)" }
        switch width {
        case .wide: return plural ? patterns.other : patterns.one
        case .abbreviated: return patterns.abbreviated
        case .narrow: return patterns.narrow
        }
    }

    /// The measurement in the unit the usage asks for: temperatures in the locale's unit unless
    /// `asProvided`; everything else as given.
    static func converted<U: Dimension>(_ measurement: Measurement<U>, usage: String, locale: Locale) -> (value: Double, unit: U) {
        guard usage != "asProvided", let temperature = measurement as? Measurement<UnitTemperature> else {
            return (measurement.value, measurement.unit)
        }
        let region = locale.region?.identifier ?? ""
        let target: UnitTemperature = fahrenheitRegions.contains(region) ? .fahrenheit : .celsius
        guard let unit = target as? U else { return (measurement.value, measurement.unit) }
        return (temperature.converted(to: target).value, unit)
    }
}
