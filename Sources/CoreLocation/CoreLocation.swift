// Linux only: CoreLocation's value types as widget code uses them (a place's coordinate, the
// distance to it). A still render has no location service: a manager has no location and is not
// authorized (README, "Frameworks beside SwiftUI").
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { (self.latitude, self.longitude) = (latitude, longitude) }
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate is on the globe.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A place and when it was measured.
public class CLLocation: Hashable, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, timestamp: Date())
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, timestamp: Date) {
        (self.coordinate, self.altitude, self.horizontalAccuracy, self.verticalAccuracy) = (coordinate, altitude, horizontalAccuracy, verticalAccuracy)
        (self.course, self.speed, self.timestamp) = (course, speed, timestamp)
    }

    /// The great-circle distance in metres (haversine on a sphere of the mean Earth radius, 6,371,008.8 m;
    /// CoreLocation's own figure differs by well under 0.5 %).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    public static func == (a: CLLocation, b: CLLocation) -> Bool { a.coordinate == b.coordinate && a.timestamp == b.timestamp }
    public func hash(into hasher: inout Hasher) { hasher.combine(coordinate); hasher.combine(timestamp) }
}

public enum CLAuthorizationStatus: Int32, Sendable { case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse }
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }

public protocol CLLocationManagerDelegate: AnyObject {}

/// The location service: in a still render it has no location and asks nothing.
open class CLLocationManager {
    public weak var delegate: CLLocationManagerDelegate?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public init() {}
    public var location: CLLocation? { nil }
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    public var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
    /// Widgets ask whether the widget may use the location.
    public var isAuthorizedForWidgetUpdates: Bool { false }
    public class func locationServicesEnabled() -> Bool { false }
    public func requestWhenInUseAuthorization() {}
    public func requestAlwaysAuthorization() {}
    public func requestLocation() {}
    public func startUpdatingLocation() {}
    public func stopUpdatingLocation() {}
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
