import Foundation

/// A unit of a health quantity, as HealthKit writes it (`"count/min"`, `"kcal"`, `"km"`, `"degC"`):
/// base units with SI prefixes, products, quotients and powers. Every unit is a factor to its
/// dimension's base (metre, gram, second, joule, litre, count…) and a dimension, so quantities
/// convert as HealthKit converts them (`HKQuantity.doubleValue(for:)`).
public final class HKUnit: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let unitString: String
    /// Multiply a value in this unit by `factor` to get it in the dimension's base units.
    let factor: Double
    /// Kelvin-style offsets for temperatures: base = value × factor + offset.
    let offset: Double
    /// Exponents of each base dimension ("length": 1, "time": -1).
    let dimension: [String: Int]

    init(_ string: String, factor: Double, offset: Double = 0, dimension: [String: Int]) {
        (unitString, self.factor, self.offset, self.dimension) = (string, factor, offset, dimension.filter { $0.value != 0 })
    }

    /// A unit from HealthKit's unit string; an unknown one is a count-less scalar named as given
    /// (HealthKit raises an exception there; a still render keeps going).
    public convenience init(from string: String) {
        let parsed = Self.parse(string) ?? HKUnit(string, factor: 1, dimension: ["unknown:" + string: 1])
        self.init(string, factor: parsed.factor, offset: parsed.offset, dimension: parsed.dimension)
    }

    public var description: String { unitString }
    public static func == (a: HKUnit, b: HKUnit) -> Bool { a.unitString == b.unitString }
    public func hash(into hasher: inout Hasher) { hasher.combine(unitString) }

    public func isNull() -> Bool { dimension.isEmpty && factor == 1 }

    // MARK: Building

    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.unitString)", factor: factor * unit.factor, dimension: dimension.merging(unit.dimension, uniquingKeysWith: +))
    }
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", factor: factor / unit.factor,
               dimension: dimension.merging(unit.dimension.mapValues { -$0 }, uniquingKeysWith: +))
    }
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit("\(unitString)^\(power)", factor: pow(factor, Double(power)), dimension: dimension.mapValues { $0 * power })
    }
    public func reciprocal() -> HKUnit {
        HKUnit("1/\(unitString)", factor: 1 / factor, dimension: dimension.mapValues { -$0 })
    }

    // MARK: The units

    public static func count() -> HKUnit { HKUnit("count", factor: 1, dimension: [:]) }
    public static func percent() -> HKUnit { HKUnit("%", factor: 0.01, dimension: [:]) }
    public static func meter() -> HKUnit { meterUnit(with: .none) }
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { base("m", prefix) }
    public static func inch() -> HKUnit { parse("in")! }
    public static func foot() -> HKUnit { parse("ft")! }
    public static func yard() -> HKUnit { parse("yd")! }
    public static func mile() -> HKUnit { parse("mi")! }
    public static func gram() -> HKUnit { gramUnit(with: .none) }
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { base("g", prefix) }
    public static func ounce() -> HKUnit { parse("oz")! }
    public static func pound() -> HKUnit { parse("lb")! }
    public static func stone() -> HKUnit { parse("st")! }
    public static func second() -> HKUnit { secondUnit(with: .none) }
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { base("s", prefix) }
    public static func minute() -> HKUnit { parse("min")! }
    public static func hour() -> HKUnit { parse("hr")! }
    public static func day() -> HKUnit { parse("d")! }
    public static func joule() -> HKUnit { jouleUnit(with: .none) }
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { base("J", prefix) }
    public static func kilocalorie() -> HKUnit { parse("kcal")! }
    public static func largeCalorie() -> HKUnit { parse("Cal")! }
    public static func smallCalorie() -> HKUnit { parse("cal")! }
    public static func liter() -> HKUnit { literUnit(with: .none) }
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { base("L", prefix) }
    public static func fluidOunceUS() -> HKUnit { parse("fl_oz_us")! }
    public static func cupUS() -> HKUnit { parse("cup_us")! }
    public static func degreeCelsius() -> HKUnit { parse("degC")! }
    public static func degreeFahrenheit() -> HKUnit { parse("degF")! }
    public static func kelvin() -> HKUnit { parse("K")! }
    public static func millimeterOfMercury() -> HKUnit { parse("mmHg")! }
    public static func pascal() -> HKUnit { base("Pa", .none) }
    public static func siemen() -> HKUnit { base("S", .none) }
    public static func volt() -> HKUnit { base("V", .none) }
    public static func watt() -> HKUnit { base("W", .none) }
    public static func hertz() -> HKUnit { base("Hz", .none) }
    public static func decibelAWeightedSoundPressureLevel() -> HKUnit { parse("dBASPL")! }
    public static func internationalUnit() -> HKUnit { parse("IU")! }
    public static func moleUnit(with prefix: HKMetricPrefix, molarMass: Double) -> HKUnit {
        HKUnit("mol<\(molarMass)>", factor: prefix.multiplier * molarMass, dimension: ["mass": 1])
    }

    // MARK: Unit strings

    /// Base units: symbol → (factor to the dimension's base, dimension). Metric ones take prefixes.
    private static let metric: [String: (Double, [String: Int])] = [
        "m": (1, ["length": 1]), "g": (1, ["mass": 1]), "s": (1, ["time": 1]), "J": (1, ["energy": 1]),
        "L": (1, ["volume": 1]), "Pa": (1, ["pressure": 1]), "S": (1, ["conductance": 1]), "V": (1, ["voltage": 1]),
        "W": (1, ["power": 1]), "Hz": (1, ["time": -1]), "cal": (4.184, ["energy": 1]), "mol": (1, ["amount": 1]),
    ]
    private static let named: [String: (Double, [String: Int])] = [
        "count": (1, [:]), "%": (0.01, [:]),
        "in": (0.0254, ["length": 1]), "ft": (0.3048, ["length": 1]), "yd": (0.9144, ["length": 1]), "mi": (1609.344, ["length": 1]),
        "oz": (28.349523125, ["mass": 1]), "lb": (453.59237, ["mass": 1]), "st": (6350.29318, ["mass": 1]),
        "min": (60, ["time": 1]), "hr": (3600, ["time": 1]), "d": (86_400, ["time": 1]),
        "Cal": (4184, ["energy": 1]), "kcal": (4184, ["energy": 1]),
        "fl_oz_us": (0.0295735295625, ["volume": 1]), "fl_oz_imp": (0.0284130625, ["volume": 1]),
        "cup_us": (0.2365882365, ["volume": 1]), "cup_imp": (0.284130625, ["volume": 1]), "pt_us": (0.473176473, ["volume": 1]),
        "mmHg": (133.322387415, ["pressure": 1]), "cmAq": (98.0665, ["pressure": 1]), "atm": (101_325, ["pressure": 1]),
        "inHg": (3386.389, ["pressure": 1]), "dBASPL": (1, ["soundLevel": 1]), "dBHL": (1, ["hearingLevel": 1]),
        "IU": (1, ["internationalUnit": 1]), "appleEffortScore": (1, ["effort": 1]),
    ]

    /// Parses `count/min`, `kcal`, `km`, `mg/dL`, `m^2`, `(kcal/hr)/kg`-free forms: factors joined by
    /// `*` and `/`, each a unit with an optional prefix and `^power`. Temperatures stand alone.
    static func parse(_ string: String) -> HKUnit? {
        switch string {
        case "degC": return HKUnit(string, factor: 1, offset: 273.15, dimension: ["temperature": 1])
        case "degF": return HKUnit(string, factor: 5.0 / 9, offset: 273.15 - 32 * 5.0 / 9, dimension: ["temperature": 1])
        case "K": return HKUnit(string, factor: 1, dimension: ["temperature": 1])
        default: break
        }
        var factor = 1.0, dimension: [String: Int] = [:], sign = 1
        var token = ""
        func flush() -> Bool {
            guard !token.isEmpty else { return true }
            var name = Substring(token), power = 1
            if let caret = name.firstIndex(of: "^") {
                guard let p = Int(name[name.index(after: caret)...]) else { return false }
                power = p; name = name[..<caret]
            }
            guard let unit = single(String(name)) else { return false }
            factor *= pow(unit.0, Double(power * sign))
            for (key, exponent) in unit.1 { dimension[key, default: 0] += exponent * power * sign }
            token = ""
            return true
        }
        for character in string {
            switch character {
            case "*": guard flush() else { return nil }; sign = 1
            case "/": guard flush() else { return nil }; sign = -1
            case "(", ")", " ": continue
            default: token.append(character)
            }
        }
        guard flush() else { return nil }
        return HKUnit(string, factor: factor, dimension: dimension)
    }

    private static func single(_ name: String) -> (Double, [String: Int])? {
        if let unit = named[name] { return unit }
        if let unit = metric[name] { return unit }
        for prefix in HKMetricPrefix.allCases where prefix != .none && name.hasPrefix(prefix.symbol) {
            if let unit = metric[String(name.dropFirst(prefix.symbol.count))] { return (unit.0 * prefix.multiplier, unit.1) }
        }
        return nil
    }

    private static func base(_ symbol: String, _ prefix: HKMetricPrefix) -> HKUnit {
        let unit = metric[symbol]!
        return HKUnit(prefix.symbol + symbol, factor: unit.0 * prefix.multiplier, dimension: unit.1)
    }
}

public enum HKMetricPrefix: Int, CaseIterable, Sendable {
    case none, femto, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera

    var symbol: String {
        ["", "f", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "T"][rawValue]
    }
    var multiplier: Double {
        [1, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 1e-1, 1e1, 1e2, 1e3, 1e6, 1e9, 1e12][rawValue]
    }
}

/// An amount in a unit (`HKQuantity(unit: .count(), doubleValue: 8_042)`), convertible to any unit
/// of the same dimension.
public final class HKQuantity: Hashable, Comparable, CustomStringConvertible, @unchecked Sendable {
    let unit: HKUnit
    let value: Double
    public init(unit: HKUnit, doubleValue: Double) { (self.unit, value) = (unit, doubleValue) }

    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.dimension == unit.dimension }

    /// The amount in `unit`. HealthKit raises an exception for an incompatible unit; this returns NaN.
    public func doubleValue(for unit: HKUnit) -> Double {
        guard `is`(compatibleWith: unit) else { return .nan }
        return (value * self.unit.factor + self.unit.offset - unit.offset) / unit.factor
    }

    private var baseValue: Double { value * unit.factor + unit.offset }
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        baseValue < quantity.baseValue ? .orderedAscending : baseValue > quantity.baseValue ? .orderedDescending : .orderedSame
    }
    public static func < (a: HKQuantity, b: HKQuantity) -> Bool { a.compare(b) == .orderedAscending }
    public static func == (a: HKQuantity, b: HKQuantity) -> Bool { a.unit.dimension == b.unit.dimension && a.compare(b) == .orderedSame }
    public func hash(into hasher: inout Hasher) { hasher.combine(unit.dimension) }
    public var description: String { "\(value) \(unit.unitString)" }
}
