import Foundation
import CoreLocation
import UIKit
@_spi(Frameworks) import Easel

// UIKit's map view, as `UIViewRepresentable` code from before iOS 17 wraps it: a preview draws
// it as SwiftUI's `Map` stand-in draws, at the region set and with a marker per annotation.

/// Something placed on a map (Apple: "MKAnnotation"); `title` and `subtitle` are optional.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// Apple: "MKShape".
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?
    open var coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    public override init() { super.init() }
}

/// A pin at a coordinate (Apple: "MKPointAnnotation").
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    public override init() { super.init() }

    /// Apple: "init(coordinate:)".
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, title: nil, subtitle: nil)
    }

    /// Apple: "init(coordinate:title:subtitle:)".
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        super.init()
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// Apple: "MKMapViewDelegate"; every requirement is optional, and a preview calls none.
public protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
}

/// UIKit's map (Apple: "MKMapView"). A preview draws the region set, in the map type's look
/// (satellite types as `.imagery`), with a marker for each annotation; it does not pan or zoom.
open class MKMapView: UIView, _UIKitPreviewDrawable {
    open var mapType = MKMapType.standard
    open weak var delegate: MKMapViewDelegate?
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false
    open var userTrackingMode = MKUserTrackingMode.none
    open private(set) var annotations: [MKAnnotation] = []
    open private(set) var selectedAnnotations: [MKAnnotation] = []
    private var regionSet: MKCoordinateRegion?

    /// The region shown: the one set, or one that fits the annotations (a continent's width
    /// with none, as MapKit starts).
    open var region: MKCoordinateRegion {
        get {
            regionSet ?? MapGeometry.fitting(annotations.map { MapFeature(kind: .marker(systemImage: nil, monogram: nil), coordinate: $0.coordinate) })
        }
        set { regionSet = newValue }
    }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { regionSet = MKCoordinateRegion(center: newValue, span: region.span) }
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }
    open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
    }
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) { selectedAnnotations = [] }
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        regionSet = MapGeometry.fitting(annotations.map { MapFeature(kind: .marker(systemImage: nil, monogram: nil), coordinate: $0.coordinate) })
    }

    public var _previewContent: AnyView {
        let markers = annotations.map { (title: $0.title ?? nil, coordinate: $0.coordinate) }
        let style: MapStyle
        switch mapType {
        case .satellite, .satelliteFlyover: style = .imagery
        case .hybrid, .hybridFlyover: style = .hybrid
        case .standard, .mutedStandard: style = .standard
        }
        let pins = Map(initialPosition: .region(region)) {
            ForEach(0..<markers.count) { index in
                Marker(markers[index].title ?? "", coordinate: markers[index].coordinate)
            }
        }
        guard showsUserLocation else { return AnyView(pins.mapStyle(style)) }
        let withUser = Map(initialPosition: .region(region)) {
            ForEach(0..<markers.count) { index in
                Marker(markers[index].title ?? "", coordinate: markers[index].coordinate)
            }
            UserAnnotation()
        }
        return AnyView(withUser.mapStyle(style))
    }
}

/// Apple: "MKUserTrackingMode".
public enum MKUserTrackingMode: Int, Sendable {
    case none, follow, followWithHeading
}
