import Foundation
import CoreLocation

/// A point on MapKit's flat projection of the Earth (Apple: "MKMapPoint"): the spherical
/// Mercator projection onto a square world `MKMapSize.world` wide, x growing east from the
/// antimeridian and y south from the top (Apple: "Understanding Map Geometry"; the world is
/// 2²⁸ map points on a side, `MKMapSizeWorld`).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The point a coordinate projects to.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = Swift.max(-85.05112878, Swift.min(85.05112878, coordinate.latitude)) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    /// The coordinate the point projects from.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in metres to another point, along the Earth's surface.
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: point.coordinate.latitude, longitude: point.coordinate.longitude))
    }
}

/// A size in map points (Apple: "MKMapSize").
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init() { width = 0; height = 0 }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole projected world: 2²⁸ map points square.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}
