import Foundation
@_spi(Frameworks) import Easel
import CoreLocation

/// A view that gives its content a proxy of the map inside it (Apple: "MapReader", iOS 17),
/// to turn a tap's point into a coordinate: `MapReader { proxy in Map().onTapGesture { point in
/// proxy.convert(point, from: .local) } }`.
public struct MapReader<Content: View>: View {
    private let content: (MapProxy) -> Content
    @State private var proxy = MapProxy()

    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(proxy).environment(\._mapProxy, proxy)
    }
}

/// Converts between a map's points and coordinates (Apple: "MapProxy"), with the stand-in
/// map's projection as it was last drawn (the region shown whole in the map's frame). Points
/// in `.local` space are the map's own; `.global` ones the screen's. Nil before the map is
/// drawn or for another coordinate space.
public final class MapProxy: @unchecked Sendable {
    var projection: MapGeometry?
    var globalOrigin: CGPoint = .zero

    init() {}

    public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
        guard let projection else { return nil }
        switch coordinateSpace.coordinateSpace {
        case .local: return projection.coordinate(point)
        case .global: return projection.coordinate(CGPoint(x: point.x - globalOrigin.x, y: point.y - globalOrigin.y))
        case .named: return nil
        }
    }

    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let projection else { return nil }
        let point = projection.point(coordinate)
        switch coordinateSpace.coordinateSpace {
        case .local: return point
        case .global: return CGPoint(x: point.x + globalOrigin.x, y: point.y + globalOrigin.y)
        case .named: return nil
        }
    }

    /// Apple: "camera" and "region" are the map's; the stand-in reports the shown region.
    public var region: MKCoordinateRegion? { projection?.region }
}

private struct MapProxyKey: EnvironmentKey { static let defaultValue: MapProxy? = nil }

extension EnvironmentValues {
    /// The reader around a map, which the map tells its projection.
    var _mapProxy: MapProxy? {
        get { self[MapProxyKey.self] }
        set { self[MapProxyKey.self] = newValue }
    }
}

/// UIKit's map types (Apple: "MKMapType"), kept by apps that switch the map's look; the iOS 17
/// `mapStyle` takes `.standard`, `.imagery` or `.hybrid`.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

extension MapGeometry {
    /// The coordinate at a point of the map's frame: `point(_:)` turned round.
    func coordinate(_ point: CGPoint) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: center.latitude - Double((point.y - size.height / 2) / pointsPerDegreeLatitude),
                               longitude: center.longitude + Double((point.x - size.width / 2) / pointsPerDegreeLongitude))
    }

    /// The region the frame shows.
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: Double(size.height / pointsPerDegreeLatitude),
                                                                  longitudeDelta: Double(size.width / pointsPerDegreeLongitude)))
    }
}
