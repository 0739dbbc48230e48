// Linux only: WeatherKit's value types as weather widgets display them — conditions, UV exposure,
// wind directions, precipitation — with their names as iOS writes them. The weather service has no
// network here: `WeatherService.shared.weather(for:)` throws, so a provider shows its fallback or its
// preview's entries (README).
import Foundation
import CoreLocation

/// A weather condition, with the raw values and descriptions WeatherKit gives them.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle,
         freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms,
         mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms,
         sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition in words, as WeatherKit's English description writes it ("Partly Cloudy").
    public var description: String {
        switch self {
        case .blowingDust: return "Blowing Dust"
        case .blowingSnow: return "Blowing Snow"
        case .freezingDrizzle: return "Freezing Drizzle"
        case .freezingRain: return "Freezing Rain"
        case .heavyRain: return "Heavy Rain"
        case .heavySnow: return "Heavy Snow"
        case .isolatedThunderstorms: return "Isolated Thunderstorms"
        case .mostlyClear: return "Mostly Clear"
        case .mostlyCloudy: return "Mostly Cloudy"
        case .partlyCloudy: return "Partly Cloudy"
        case .scatteredThunderstorms: return "Scattered Thunderstorms"
        case .strongStorms: return "Strong Storms"
        case .sunFlurries: return "Sun Flurries"
        case .sunShowers: return "Sun Showers"
        case .tropicalStorm: return "Tropical Storm"
        case .wintryMix: return "Wintry Mix"
        case .foggy: return "Foggy"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
    public var accessibilityDescription: String { description }
}

/// The UV index and its exposure category.
public struct UVIndex: Codable, Hashable, Sendable {
    public enum ExposureCategory: String, CaseIterable, Codable, Comparable, Hashable, Sendable, CustomStringConvertible {
        case low, moderate, high, veryHigh, extreme
        /// The category for a UV index value (WHO bands: 0–2, 3–5, 6–7, 8–10, 11+).
        public init(value: Int) {
            switch value {
            case ..<3: self = .low
            case 3..<6: self = .moderate
            case 6..<8: self = .high
            case 8..<11: self = .veryHigh
            default: self = .extreme
            }
        }
        public var description: String { self == .veryHigh ? "Very High" : rawValue.capitalized }
        public var accessibilityDescription: String { description }
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: return 0...2
            case .moderate: return 3...5
            case .high: return 6...7
            case .veryHigh: return 8...10
            case .extreme: return 11...Int.max
            }
        }
        public static func < (a: Self, b: Self) -> Bool { a.rangeValue.lowerBound < b.rangeValue.lowerBound }
    }
    public var value: Int
    public var category: ExposureCategory
    public init(value: Int, category: ExposureCategory) { (self.value, self.category) = (value, category) }
}

/// The wind: its direction, speed and gusts.
public struct Wind: Hashable, Sendable {
    public var compassDirection: CompassDirection
    public var direction: Measurement<UnitAngle>
    public var speed: Measurement<UnitSpeed>
    public var gust: Measurement<UnitSpeed>?

    /// A compass direction, as WeatherKit names the wind's.
    public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast,
             south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
        /// The direction a bearing in degrees points to, in sixteen sectors.
        public init(degrees: Double) {
            let index = Int(((degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 22.5).rounded()) % 16
            self = Self.allCases[index]
        }
        public var abbreviation: String {
            ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][Self.allCases.firstIndex(of: self)!]
        }
        public var description: String { abbreviation }
    }
}

public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case none, hail, mixed, rain, sleet, snow
    public var description: String { rawValue.capitalized }
}

public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case rising, falling, steady
    public var description: String { rawValue.capitalized }
}

public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
    public var description: String {
        switch self {
        case .new: return "New Moon"
        case .full: return "Full Moon"
        case .firstQuarter: return "First Quarter"
        case .lastQuarter: return "Last Quarter"
        case .waxingCrescent: return "Waxing Crescent"
        case .waxingGibbous: return "Waxing Gibbous"
        case .waningCrescent: return "Waning Crescent"
        case .waningGibbous: return "Waning Gibbous"
        }
    }
    /// The SF Symbol iOS draws for the phase.
    public var symbolName: String {
        switch self {
        case .new: return "moonphase.new.moon"
        case .waxingCrescent: return "moonphase.waxing.crescent"
        case .firstQuarter: return "moonphase.first.quarter"
        case .waxingGibbous: return "moonphase.waxing.gibbous"
        case .full: return "moonphase.full.moon"
        case .waningGibbous: return "moonphase.waning.gibbous"
        case .lastQuarter: return "moonphase.last.quarter"
        case .waningCrescent: return "moonphase.waning.crescent"
        }
    }
}

/// What `WeatherService.weather(for:)` returns on iOS. Nothing constructs one on Linux (the service
/// throws), but code that reads its members compiles.
public struct Weather: Sendable {
    public var currentWeather: CurrentWeather
    public var hourlyForecast: Forecast<HourWeather>
    public var dailyForecast: Forecast<DayWeather>
    public var weatherAlerts: [WeatherAlert]?
}

public struct CurrentWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var dewPoint: Measurement<UnitTemperature>
    public var humidity: Double
    public var cloudCover: Double
    public var isDaylight: Bool
    public var pressure: Measurement<UnitPressure>
    public var pressureTrend: PressureTrend
    public var uvIndex: UVIndex
    public var visibility: Measurement<UnitLength>
    public var wind: Wind
}

public struct HourWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var humidity: Double
    public var isDaylight: Bool
    public var precipitation: Precipitation
    public var precipitationChance: Double
    public var precipitationAmount: Measurement<UnitLength>
    public var uvIndex: UVIndex
    public var wind: Wind
}

public struct DayWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var precipitation: Precipitation
    public var precipitationChance: Double
    public var uvIndex: UVIndex
    public var wind: Wind
    public var sun: SunEvents
    public var moon: MoonEvents
}

public struct SunEvents: Sendable {
    public var sunrise: Date?
    public var sunset: Date?
    public var solarNoon: Date?
}

public struct MoonEvents: Sendable {
    public var phase: MoonPhase
    public var moonrise: Date?
    public var moonset: Date?
}

public struct WeatherAlert: Sendable {
    public var summary: String
    public var source: String
    public var detailsURL: URL
}

/// A forecast: its elements in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    public var forecast: [Element]
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The weather service: no network on Linux, so every request throws `WeatherError.unavailable`.
public final class WeatherService: Sendable {
    public static let shared = WeatherService()
    public init() {}
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.unavailable }
    public var attribution: WeatherAttribution { get async throws { throw WeatherError.unavailable } }
}

public struct WeatherAttribution: Sendable {
    public var serviceName: String { "Weather" }
    public var legalPageURL: URL { URL(string: "https://weatherkit.apple.com/legal-attribution.html")! }
}

public enum WeatherError: LocalizedError, Sendable {
    case unavailable
    public var errorDescription: String? { "WeatherKit has no service in a Linux render: use the provider's fallback entries" }
}
