// `import MapKit` on Linux: SwiftUI's `Map` with its content (markers, annotations, circles,
// polylines), the camera and region types and the map items apps pass around, so map screens
// compile and preview. There are no map tiles: `Map` draws a neutral stand-in ground with its
// markers and annotations placed by their coordinates, and says in the preview what it is.
@_exported import CoreLocation
@_exported import Foundation
@_spi(Frameworks) import Easel

/// The span of a region in degrees (Apple: "MKCoordinateSpan").
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { latitudeDelta = 0; longitudeDelta = 0 }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: a centre and a span (Apple: "MKCoordinateRegion").
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region of the given extent in metres (111,320 m a degree of latitude; a degree of
    /// longitude shrinks with the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        let metresPerDegree = 111_320.0
        let longitudeScale = Swift.max(cos(center.latitude * .pi / 180), 0.01)
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale))
    }
}

public func MKCoordinateRegionMakeWithDistance(_ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A place with its address (Apple: "MKPlacemark").
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil, postalAddress: nil)
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil, postalAddress: nil)
    }

    public var title: String? { name }
}

/// A point of interest (Apple: "MKMapItem").
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    public var name: String?
    public var phoneNumber: String?
    public var url: URL?
    public var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        super.init()
    }

    public class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        MapStandIn.sayStandIn()
        return false
    }
}

/// A search for places (Apple: "MKLocalSearch"). A preview has no search service: it finds none.
open class MKLocalSearch: NSObject {
    open class Request: NSObject {
        public var naturalLanguageQuery: String?
        public var region = MKCoordinateRegion()
        public var resultTypes = ResultType.pointOfInterest
        public override init() { super.init() }
        public init(completion: Any) { super.init() }
    }

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1)
        public static let pointOfInterest = ResultType(rawValue: 2)
    }

    open class Response: NSObject {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }

    let request: Request

    public init(request: Request) {
        self.request = request
        super.init()
    }

    public func start() async throws -> Response {
        Diagnostics.note("mapkit-search", "MapKit: a preview has no search service; MKLocalSearch finds no places (Easel's stand-in).")
        return Response(mapItems: [], boundingRegion: request.region)
    }

    public func start(completionHandler: @escaping (Response?, Error?) -> Void) {
        Diagnostics.note("mapkit-search", "MapKit: a preview has no search service; MKLocalSearch finds no places (Easel's stand-in).")
        completionHandler(Response(mapItems: [], boundingRegion: request.region), nil)
    }

    public func cancel() {}
}

/// Where the map's camera looks from (Apple: "MapCamera").
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// Where the map shows (Apple: "MapCameraPosition", iOS 17).
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, region(MKCoordinateRegion), camera(MapCamera), userLocation, item(CLLocationCoordinate2D) }
    let kind: Kind
    let fallback: MKCoordinateRegion?

    public static let automatic = MapCameraPosition(kind: .automatic, fallback: nil)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region), fallback: nil) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera), fallback: nil) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item.placemark.coordinate), fallback: nil)
    }
    /// The user's location, which a preview does not have: the fallback shows.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation, fallback: fallback.region)
    }

    /// The region, for a position set by one.
    public var region: MKCoordinateRegion? {
        switch kind {
        case .region(let region): return region
        case .camera(let camera): return MapStandIn.region(around: camera.centerCoordinate, distance: camera.distance)
        case .item(let coordinate): return MapStandIn.region(around: coordinate, distance: 1000)
        case .userLocation: return fallback
        case .automatic: return nil
        }
    }

    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic), (.userLocation, .userLocation): return true
        case (.camera(let a), .camera(let b)): return a == b
        default:
            guard let a = lhs.region, let b = rhs.region else { return false }
            return a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
                && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
        }
    }
}

/// Limits on the camera (Apple: "MapCameraBounds"); accepted.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How a person may move the map (Apple: "MapInteractionModes"); the stand-in does not move.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user (Apple: "MapUserTrackingMode", iOS 14).
public enum MapUserTrackingMode: Hashable, Sendable { case none, follow }

/// What the camera change reports (Apple: "MapCameraUpdateContext").
public struct MapCameraUpdateContext: Sendable {
    public let region: MKCoordinateRegion
    public let camera: MapCamera
}

/// How often camera changes are reported (Apple: "MapCameraUpdateFrequency").
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

enum MapStandIn {
    static func sayStandIn() {
        Diagnostics.note("mapkit-stand-in", "MapKit: Easel draws a stand-in map without tiles: a plain ground with the markers and annotations at their coordinates; it does not pan or zoom.")
    }

    /// A region seen from `distance` metres up: about as wide as the distance.
    static func region(around center: CLLocationCoordinate2D, distance: Double) -> MKCoordinateRegion {
        MKCoordinateRegion(center: center, latitudinalMeters: Swift.max(distance, 100), longitudinalMeters: Swift.max(distance, 100))
    }
}
