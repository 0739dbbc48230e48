import CoreLocation
import EventKit
import MapKit
import Foundation
import HealthKit
import WeatherKit
import XCTest

/// HealthKit's and CoreLocation's value types, as health, fitness and place widgets use them.
final class FrameworkValueTests: XCTestCase {
    func testHealthQuantitiesConvertBetweenUnits() {
        let distance = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
        XCTAssertEqual(distance.doubleValue(for: .meter()), 5_000, accuracy: 1e-9)
        XCTAssertEqual(distance.doubleValue(for: .mile()), 3.106856, accuracy: 1e-6)
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 250)
        XCTAssertEqual(energy.doubleValue(for: .jouleUnit(with: .kilo)), 1_046, accuracy: 1e-9)
        XCTAssertEqual(HKQuantity(unit: .degreeCelsius(), doubleValue: 37).doubleValue(for: .degreeFahrenheit()), 98.6, accuracy: 1e-9)
        let rate = HKQuantity(unit: HKUnit.count().unitDivided(by: .minute()), doubleValue: 60)
        XCTAssertEqual(rate.doubleValue(for: HKUnit(from: "count/s")), 1, accuracy: 1e-12)
        XCTAssertEqual(HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100).doubleValue(for: HKUnit(from: "g/L")), 1, accuracy: 1e-12)
        XCTAssertEqual(HKQuantity(unit: .pound(), doubleValue: 150).doubleValue(for: .gramUnit(with: .kilo)), 68.0388555, accuracy: 1e-6)
        XCTAssertTrue(rate.is(compatibleWith: HKUnit(from: "count/min")))
        XCTAssertFalse(distance.is(compatibleWith: .second()))
        XCTAssertTrue(distance.doubleValue(for: .second()).isNaN, "an incompatible unit")
        XCTAssertLessThan(HKQuantity(unit: .meter(), doubleValue: 999), distance)
    }

    /// No health data on Linux: the store says so, asks nothing, and runs no query.
    func testTheHealthStoreHasNoData() {
        XCTAssertFalse(HKHealthStore.isHealthDataAvailable())
        let steps = HKQuantityType(.stepCount)
        XCTAssertEqual(HKObjectType.quantityType(forIdentifier: .stepCount), steps)
        XCTAssertEqual(steps.identifier, "HKQuantityTypeIdentifierStepCount")
        var called = false
        let query = HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: HKQuery.predicateForSamples(withStart: Date(), end: nil),
                                      options: .cumulativeSum) { _, _, _ in called = true }
        HKHealthStore().execute(query)
        XCTAssertFalse(called)
        XCTAssertEqual(HKHealthStore().authorizationStatus(for: steps), .notDetermined)
    }

    /// Cupertino to San Francisco is about 62 km along the great circle.
    func testLocationsMeasureTheDistanceBetweenThem() {
        let cupertino = CLLocation(latitude: 37.3230, longitude: -122.0322)
        let sanFrancisco = CLLocation(latitude: 37.7749, longitude: -122.4194)
        XCTAssertEqual(cupertino.distance(from: sanFrancisco) / 1000, 62.0, accuracy: 1.5)
        XCTAssertTrue(CLLocationCoordinate2DIsValid(cupertino.coordinate))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertNil(CLLocationManager().location)
        XCTAssertEqual(CLLocationManager().authorizationStatus, .notDetermined)
    }
}


/// MapKit's, EventKit's and WeatherKit's value types: a region and its snapshot's placeholder, an empty
/// calendar store, the weather's conditions and a service that has no network.
final class MapAndCalendarValueTests: XCTestCase {
    func testARegionInMetresSpansTheDegreesAtItsLatitude() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 111_320, longitudinalMeters: 55_660)
        XCTAssertEqual(region.span.latitudeDelta, 1, accuracy: 1e-9)
        XCTAssertEqual(region.span.longitudeDelta, 1, accuracy: 1e-6, "at 60° a degree of longitude is half a degree of latitude")
    }

    /// A snapshot is a placeholder of the size asked for; coordinates map onto it.
    func testASnapshotIsAPlaceholderOfTheSizeAsked() async throws {
        let options = MKMapSnapshotterOptions()
        options.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37, longitude: -122),
                                            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        options.size = CGSize(width: 160, height: 80)
        let snapshot = try await MKMapSnapshotter(options: options).start()
        XCTAssertEqual(snapshot.image.size, CGSize(width: 160, height: 80))
        XCTAssertEqual(snapshot.point(for: CLLocationCoordinate2D(latitude: 37, longitude: -122)), CGPoint(x: 80, y: 40))
        let corner = snapshot.point(for: CLLocationCoordinate2D(latitude: 37.1, longitude: -121.9))
        XCTAssertEqual(corner.x, 160, accuracy: 1e-6)
        XCTAssertEqual(corner.y, 0, accuracy: 1e-6)
    }

    func testTheEventStoreIsEmptyAndGrantsNothing() async throws {
        let store = EKEventStore()
        XCTAssertEqual(EKEventStore.authorizationStatus(for: .event), .notDetermined)
        let granted = try await store.requestFullAccessToEvents()
        XCTAssertFalse(granted)
        XCTAssertEqual(store.events(matching: store.predicateForEvents(withStart: Date(), end: Date(), calendars: nil)).count, 0)
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = Date(timeIntervalSince1970: 0)
        let later = EKEvent(eventStore: store)
        later.startDate = Date(timeIntervalSince1970: 60)
        XCTAssertEqual(event.compareStartDate(with: later), .orderedAscending)
    }

    /// WeatherKit's values as a weather widget shows them; the service has no network here.
    func testWeatherValuesReadAsOnIOSAndTheServiceThrows() async {
        XCTAssertEqual(WeatherCondition.partlyCloudy.description, "Partly Cloudy")
        XCTAssertEqual(WeatherCondition.rain.description, "Rain")
        XCTAssertEqual(WeatherCondition(rawValue: "mostlyClear"), .mostlyClear)
        XCTAssertEqual(UVIndex.ExposureCategory(value: 7), .high)
        XCTAssertEqual(UVIndex.ExposureCategory(value: 11).description, "Extreme")
        XCTAssertEqual(UVIndex.ExposureCategory.veryHigh.description, "Very High")
        XCTAssertLessThan(UVIndex.ExposureCategory.low, .moderate)
        XCTAssertEqual(Wind.CompassDirection(degrees: 350).abbreviation, "N")
        XCTAssertEqual(Wind.CompassDirection(degrees: 225), .southwest)
        XCTAssertEqual(MoonPhase.waxingCrescent.symbolName, "moonphase.waxing.crescent")
        do {
            _ = try await WeatherService.shared.weather(for: CLLocation(latitude: 51.5, longitude: -0.12))
            XCTFail("the service has no network")
        } catch {
            XCTAssertTrue(error.localizedDescription.contains("fallback"), error.localizedDescription)
        }
    }
}
