import Foundation

/// `MeasurementFormatter`, which swift-corelibs-foundation marks unavailable: the older way weather
/// and fitness widgets write measurements (`formatter.string(from: temperature)`,
/// `Text(distance, formatter: formatter)`). Declared here, it shadows Foundation's unavailable one in
/// widget code that imports SwiftUI. It writes with the same CLDR patterns as `Measurement.FormatStyle`
/// (MeasurementWords): `.providedUnit` keeps the unit; otherwise a temperature is written in the
/// locale's unit, as on iOS, and other dimensions are kept as given (iOS's natural scaling is not modelled).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// The degree sign without the scale's letter: "21°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The device's locale unless set: read when it formats, so a formatter kept in a `static let`
    /// follows each cell's region (`DeviceRegion`).
    open var locale: Locale! {
        get { chosenLocale ?? .current }
        set { chosenLocale = newValue }
    }
    private var chosenLocale: Locale?
    /// The number's style; by default decimal with at most two fraction digits, in the formatter's locale.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// "21°C" (medium), "21°C" (short: the narrow pattern), "21 degrees Celsius" (long).
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        guard let dimension = measurement.unit as? Dimension else { return "\(number(measurement.value)) \(measurement.unit.symbol)" }
        var value = measurement.value, unit = dimension
        if !unitOptions.contains(.providedUnit), let temperature = dimension as? UnitTemperature {
            let shown = MeasurementWords.converted(Measurement(value: value, unit: temperature), usage: "general", locale: locale ?? .current)
            (value, unit) = (shown.value, shown.unit)
        }
        if unitOptions.contains(.temperatureWithoutUnit), unit is UnitTemperature { return number(value) + "°" }
        let width: MeasurementUnitWidth = unitStyle == .long ? .wide : unitStyle == .short ? .narrow : .abbreviated
        return MeasurementWords.pattern(for: unit, width: width, plural: value != 1).replacingOccurrences(of: "{0}", with: number(value))
    }

    /// A unit's name alone: "km", "kilometers", "°C".
    open func string(from unit: Unit) -> String {
        guard let dimension = unit as? Dimension else { return unit.symbol }
        let width: MeasurementUnitWidth = unitStyle == .long ? .wide : .abbreviated
        return MeasurementWords.pattern(for: dimension, width: width, plural: true).replacingOccurrences(of: "{0}", with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    open override func string(for object: Any?) -> String? {
        (object as? any MeasurementFormatterInput)?.written(by: self)
    }

    private func number(_ value: Double) -> String {
        let formatter = numberFormatter ?? NumberFormatter()
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// Any `Measurement`, so `string(for:)` can take one whatever its unit type (a generic struct does
/// not cast to `Measurement<Unit>`).
protocol MeasurementFormatterInput { func written(by formatter: MeasurementFormatter) -> String }
extension Measurement: MeasurementFormatterInput {
    func written(by formatter: MeasurementFormatter) -> String { formatter.string(from: self) }
}
