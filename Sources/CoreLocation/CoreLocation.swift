// `import CoreLocation` on Linux: Core Location's value types, so views and models that hold
// coordinates compile and preview. There is no location hardware in a preview: a location
// manager never reports a location, and says so once.
@_exported import Foundation
@_spi(Frameworks) import Easel

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude in degrees (Apple: "CLLocationCoordinate2D"). Like Apple's, it is
/// neither `Equatable` nor `Hashable`, so apps' own conformances compile.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// An invalid coordinate (Apple: "kCLLocationCoordinate2DInvalid").
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A place on Earth at a time (Apple: "CLLocation").
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        course = -1
        speed = -1
        timestamp = Date()
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        course = -1
        speed = -1
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine, on a sphere of 6,371 km: Core Location's
    /// own figure differs by well under 1 %).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Whether the app may use location (Apple: "CLAuthorizationStatus").
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Full or reduced accuracy (Apple: "CLAccuracyAuthorization").
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0, reducedAccuracy
}

/// Core Location's errors (Apple: "CLError").
public struct CLError: Error, Sendable {
    /// Apple's codes, in Apple's order.
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult
        case geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered
        case deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// What a location manager tells its delegate (Apple: "CLLocationManagerDelegate"); every method
/// is optional, as in Objective-C.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// A compass heading (Apple: "CLHeading").
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection = 0
    public let trueHeading: CLLocationDirection = -1
    public let headingAccuracy: CLLocationDirection = -1
}

/// The location service (Apple: "CLLocationManager"). A preview has no location: requests for
/// authorization leave it `.notDetermined`, updates never arrive, and the first use says so
/// once.
open class CLLocationManager: NSObject {
    public weak var delegate: CLLocationManagerDelegate?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public var activityType = CLActivityType.other
    public var allowsBackgroundLocationUpdates = false
    public var pausesLocationUpdatesAutomatically = true
    public var showsBackgroundLocationIndicator = false
    public private(set) var location: CLLocation?
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() { super.init() }

    public class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    public class func locationServicesEnabled() -> Bool { false }
    public class func headingAvailable() -> Bool { false }

    public func requestWhenInUseAuthorization() { Self.sayNoLocation() }
    public func requestAlwaysAuthorization() { Self.sayNoLocation() }
    public func startUpdatingLocation() { Self.sayNoLocation() }
    public func stopUpdatingLocation() {}
    public func requestLocation() { Self.sayNoLocation() }
    public func startUpdatingHeading() { Self.sayNoLocation() }
    public func stopUpdatingHeading() {}
    public func startMonitoringSignificantLocationChanges() { Self.sayNoLocation() }
    public func stopMonitoringSignificantLocationChanges() {}

    static func sayNoLocation() {
        Diagnostics.note("corelocation-stand-in", "CoreLocation: a preview has no location; CLLocationManager stays .notDetermined and reports no location (Easel's stand-in).")
    }
}

/// What the app is doing with location (Apple: "CLActivityType").
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// A place's address (Apple: "CLPlacemark").
open class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public var subAdministrativeArea: String? { nil }
    public let postalCode: String?
    public let country: String?
    public let isoCountryCode: String?
    public var inlandWater: String? { nil }
    public var ocean: String? { nil }
    /// Apple: "areasOfInterest" (a park, a landmark near the place).
    public var areasOfInterest: [String]? { nil }
    public var timeZone: TimeZone? { nil }

    public init(location: CLLocation?, name: String?, postalAddress: Any?) {
        self.location = location
        self.name = name
        thoroughfare = nil
        subThoroughfare = nil
        locality = nil
        subLocality = nil
        administrativeArea = nil
        postalCode = nil
        country = nil
        isoCountryCode = nil
    }
}

/// Addresses for places and places for addresses (Apple: "CLGeocoder"). A preview has no
/// geocoding service: every request finds nothing.
open class CLGeocoder: NSObject {
    public override init() { super.init() }

    public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        Self.sayNoService()
        return []
    }

    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void) {
        Self.sayNoService()
        completionHandler([], nil)
    }

    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        Self.sayNoService()
        return []
    }

    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void) {
        Self.sayNoService()
        completionHandler([], nil)
    }

    public func cancelGeocode() {}

    static func sayNoService() {
        Diagnostics.note("corelocation-geocoder", "CoreLocation: a preview has no geocoding service; CLGeocoder finds no places (Easel's stand-in).")
    }
}
