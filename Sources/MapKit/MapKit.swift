// Linux only: MapKit's value types as widget code uses them — a region to show, a snapshot of it.
// Loupe has no map tiles: a snapshot is a plain placeholder image the size asked for, and its
// completion says so on standard error (README, "Frameworks beside SwiftUI").
@_exported import CoreLocation
import Foundation
import LoupeUI
import UIKit

public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }
}

public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (a degree of
    /// latitude is 111,320 m; a degree of longitude that times the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitude = metresPerDegree * max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / longitude))
    }
}

/// What a map snapshot shows and how big it is.
public final class MKMapSnapshotterOptions: @unchecked Sendable {
    public var region = MKCoordinateRegion()
    public var size = CGSize(width: 256, height: 256)
    public var scale: CGFloat = 1
    public var showsBuildings = true
    public init() {}
}

/// A map snapshot: the placeholder image, and points for coordinates within the region.
public final class MKMapSnapshot: @unchecked Sendable {
    public let image: UIImage
    let region: MKCoordinateRegion
    let size: CGSize
    init(image: UIImage, region: MKCoordinateRegion, size: CGSize) { (self.image, self.region, self.size) = (image, region, size) }
    /// Where a coordinate falls on the image (equirectangular within the region).
    public func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let span = region.span
        guard span.latitudeDelta > 0, span.longitudeDelta > 0 else { return CGPoint(x: size.width / 2, y: size.height / 2) }
        return CGPoint(x: (coordinate.longitude - region.center.longitude) / span.longitudeDelta * size.width + size.width / 2,
                       y: (region.center.latitude - coordinate.latitude) / span.latitudeDelta * size.height + size.height / 2)
    }
}

/// Takes a map snapshot: a light grey placeholder with a faint grid, as no map tiles exist here.
public final class MKMapSnapshotter: @unchecked Sendable {
    let options: MKMapSnapshotterOptions
    public init(options: MKMapSnapshotterOptions) { self.options = options }

    public func start(completionHandler: @escaping (MKMapSnapshot?, Error?) -> Void) {
        completionHandler(snapshot(), nil)
    }
    public func start() async throws -> MKMapSnapshot { snapshot() }
    public func cancel() {}

    private func snapshot() -> MKMapSnapshot {
        FileHandle.standardError.write(Data("warning: MKMapSnapshotter draws a placeholder on Linux (no map tiles)\n".utf8))
        let format = UIGraphicsImageRendererFormat()
        format.scale = options.scale
        let size = options.size
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(white: 0.9, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor(white: 0.82, alpha: 1).setFill()
            for x in stride(from: 0, to: size.width, by: 32) { context.fill(CGRect(x: x, y: 0, width: 1, height: size.height)) }
            for y in stride(from: 0, to: size.height, by: 32) { context.fill(CGRect(x: 0, y: y, width: size.width, height: 1)) }
        }
        return MKMapSnapshot(image: image, region: options.region, size: size)
    }
}
