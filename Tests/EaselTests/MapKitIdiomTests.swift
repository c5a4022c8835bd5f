import XCTest
import SwiftUI
import MapKit
import EaselRaster

/// `import MapKit` and `import CoreLocation` as apps write them (Apple's "Meet MapKit for
/// SwiftUI" idioms, iOS 14's `Map(coordinateRegion:)`, a location manager model): the files
/// compile, and the stand-in map places its markers by their coordinates.
final class MapKitIdiomTests: XCTestCase {
    struct Landmark: Identifiable {
        let id = UUID()
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    static let center = CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194)

    struct ExploreMap: View {
        @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
            center: ExploreMap.center, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)))
        @State private var selection: MKMapItem?
        static let center = MapKitIdiomTests.center
        let landmarks = [
            Landmark(name: "Ferry Building", coordinate: MapKitIdiomTests.center),
            Landmark(name: "Coit Tower", coordinate: CLLocationCoordinate2D(latitude: 37.7924, longitude: -122.4058)),
        ]

        var body: some View {
            Map(position: $position, selection: $selection) {
                ForEach(landmarks) { landmark in
                    Marker(landmark.name, systemImage: "star.fill", coordinate: landmark.coordinate)
                        .tint(.orange)
                }
                Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 37.76, longitude: -122.43), anchor: .bottom) {
                    Image(systemName: "house.fill")
                        .padding(6)
                        .background(.blue, in: Circle())
                        .accessibilityIdentifier("home")
                }
                MapCircle(center: ExploreMap.center, radius: 500)
                    .foregroundStyle(.blue.opacity(0.2))
                MapPolyline(coordinates: landmarks.map(\.coordinate))
                    .stroke(.blue, lineWidth: 4)
                UserAnnotation()
            }
            .mapStyle(.standard(elevation: .realistic))
            .mapControls {
                MapUserLocationButton()
                MapCompass()
                MapScaleView()
            }
            .onMapCameraChange { context in
                _ = context.region
            }
            .safeAreaInset(edge: .bottom) {
                Text("2 places").padding().frame(maxWidth: .infinity).background(.thinMaterial)
            }
        }
    }

    struct LegacyMap: View {
        @State private var region = MKCoordinateRegion(center: MapKitIdiomTests.center,
                                                       latitudinalMeters: 2000, longitudinalMeters: 2000)
        let places = [Landmark(name: "Pier", coordinate: MapKitIdiomTests.center)]

        var body: some View {
            Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: places) { place in
                MapMarker(coordinate: place.coordinate, tint: .purple)
            }
            .frame(height: 300)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }

    final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
        @Published var location: CLLocation?
        @Published var status: CLAuthorizationStatus = .notDetermined
        private let manager = CLLocationManager()

        override init() {
            super.init()
            manager.delegate = self
            manager.desiredAccuracy = kCLLocationAccuracyBest
        }

        func start() {
            manager.requestWhenInUseAuthorization()
            manager.startUpdatingLocation()
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            location = locations.last
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            status = manager.authorizationStatus
        }
    }

    struct NearbyView: View {
        @StateObject private var model = LocationModel()
        var body: some View {
            VStack {
                if let location = model.location {
                    Text("\(location.coordinate.latitude), \(location.coordinate.longitude)")
                } else {
                    Text("Locating…").accessibilityIdentifier("status")
                }
                Map().frame(height: 200)
            }
            .onAppear { model.start() }
        }
    }

    func testAMarkerAtTheRegionsCentreIsInTheMiddleOfTheMap() throws {
        let host = PreviewHost(ExploreMap(), size: CGSize(width: 400, height: 800))
        XCTAssertTrue(host.shownTexts().contains("Ferry Building"))
        XCTAssertTrue(host.shownTexts().contains("Coit Tower"))
        XCTAssertTrue(host.shownTexts().contains("Map · MapKit stand-in"), "the map says what it is")
        let pixels = host.render(scale: 1)
        // The map's frame runs down to the inset (2 places); the Ferry Building's balloon stands
        // just above its point at the middle of that frame, orange.
        let inset = try XCTUnwrap(host.frameOfText("2 places"))
        let middle = CGPoint(x: 200, y: (inset.minY - 16) / 2)
        let balloon = pixels.pixel(x: Int(middle.x) - 9, y: Int(middle.y - 22))
        XCTAssertGreaterThan(balloon.red, 0.9)
        XCTAssertGreaterThan(balloon.green, 0.4)
        XCTAssertLessThan(balloon.blue, 0.2, "an orange balloon")
        // Coit Tower lies north-east: up and to the right.
        let ferry = try XCTUnwrap(host.frameOfText("Ferry Building")), coit = try XCTUnwrap(host.frameOfText("Coit Tower"))
        XCTAssertGreaterThan(coit.midX, ferry.midX)
        XCTAssertLessThan(coit.midY, ferry.midY)
        // The annotation hangs from its point (anchor .bottom): south-west of the centre.
        let home = try XCTUnwrap(host.frame(of: "home"))
        XCTAssertLessThan(home.midX, ferry.midX)
        XCTAssertGreaterThan(home.maxY, ferry.midY)
    }

    /// Hacking with Swift's BucketList: tap the map to drop a pin where you tapped.
    struct BucketListMap: View {
        struct Place: Identifiable {
            let id = UUID()
            let coordinate: CLLocationCoordinate2D
        }
        @State private var places: [Place] = []
        @State private var mapType = MKMapType.standard
        let startPosition = MapCameraPosition.region(MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 56, longitude: -3), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))

        var body: some View {
            MapReader { proxy in
                Map(initialPosition: startPosition) {
                    ForEach(places) { place in
                        Annotation("Pin", coordinate: place.coordinate) {
                            Image(systemName: "star.circle").accessibilityIdentifier("pin")
                        }
                    }
                }
                .mapStyle(mapType == .standard ? .standard : .hybrid)
                .onTapGesture { position in
                    if let coordinate = proxy.convert(position, from: .local) {
                        places.append(Place(coordinate: coordinate))
                    }
                }
            }
        }
    }

    func testAMapReaderTurnsATapIntoACoordinate() throws {
        let host = PreviewHost(BucketListMap(), size: CGSize(width: 300, height: 300))
        host.tap(at: CGPoint(x: 150, y: 150))
        let pin = try XCTUnwrap(host.frame(of: "pin"), "a tap drops a pin")
        // At the point tapped: the middle of the map.
        XCTAssertEqual(pin.midX, 150, accuracy: 1)
        XCTAssertEqual(pin.midY, 150, accuracy: 25)
        host.tap(at: CGPoint(x: 250, y: 60))
        let pins = host.shownTexts().filter { $0 == "Pin" }
        XCTAssertEqual(pins.count, 2)
    }

    func testIOS14MapsAndLocationModelsCompileAndDraw() throws {
        let host = PreviewHost(LegacyMap(), size: CGSize(width: 300, height: 400))
        let pixels = host.render(scale: 1)
        // The purple marker's balloon just above the map's centre (150, 200).
        let balloon = pixels.pixel(x: 141, y: 178)
        XCTAssertGreaterThan(balloon.red, 0.5)
        XCTAssertGreaterThan(balloon.blue, 0.5)
        XCTAssertLessThan(balloon.green, 0.4)
        let nearby = PreviewHost(NearbyView(), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(nearby.text(of: "status"), "Locating…", "a preview has no location")
    }

    func testCoordinatesAndRegions() {
        let a = CLLocation(latitude: 51.5007, longitude: -0.1246), b = CLLocation(latitude: 48.8584, longitude: 2.2945)
        // London to Paris: 340 km (great circle).
        XCTAssertEqual(a.distance(from: b) / 1000, 340, accuracy: 3)
        let region = MKCoordinateRegion(center: MapKitIdiomTests.center, latitudinalMeters: 1113.2, longitudinalMeters: 1000)
        XCTAssertEqual(region.span.latitudeDelta, 0.01, accuracy: 0.0001)
        XCTAssertTrue(CLLocationCoordinate2DIsValid(MapKitIdiomTests.center))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertEqual(MapCameraPosition.region(region), .region(region))
        XCTAssertNotEqual(MapCameraPosition.automatic, .region(region))
    }

    // MARK: - UIKit's MKMapView in a representable (before iOS 17's Map)

    final class CampusPin: NSObject, MKAnnotation {
        let coordinate: CLLocationCoordinate2D
        let title: String?
        init(title: String, coordinate: CLLocationCoordinate2D) {
            self.title = title
            self.coordinate = coordinate
        }
    }

    struct CampusMapView: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
            let mapView = MKMapView()
            mapView.mapType = .satelliteFlyover
            let gate = CLLocation(latitude: 10.7221, longitude: 106.7088)
            mapView.setRegion(MKCoordinateRegion(center: gate.coordinate, latitudinalMeters: 350, longitudinalMeters: 350), animated: true)
            let annotation = MKPointAnnotation()
            annotation.coordinate = gate.coordinate
            annotation.title = "Gate 3"
            mapView.addAnnotation(annotation)
            mapView.addAnnotation(CampusPin(title: "Library", coordinate: CLLocationCoordinate2D(latitude: 10.7225, longitude: 106.7090)))
            return mapView
        }

        func updateUIView(_ uiView: MKMapView, context: Context) {}
    }

    func testAnMKMapViewInARepresentableDrawsItsRegionAndAnnotations() throws {
        let host = PreviewHost(CampusMapView().frame(width: 300, height: 300), size: CGSize(width: 300, height: 300))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Gate 3"), "\(texts)")
        XCTAssertTrue(texts.contains("Library"), "a class of the app's own that adopts MKAnnotation: \(texts)")
        // A satellite map type draws the imagery look: dark green ground, not the standard beige.
        let corner = host.render(scale: 1).pixel(x: 5, y: 295)
        XCTAssertLessThan(corner.red, 0.4)
        XCTAssertGreaterThan(corner.green, corner.blue)

        let mapView = MKMapView()
        XCTAssertEqual(mapView.annotations.count, 0)
        let pin = MKPointAnnotation(coordinate: MapKitIdiomTests.center, title: "Ferry Building", subtitle: nil)
        mapView.addAnnotations([pin])
        mapView.showAnnotations(mapView.annotations, animated: false)
        XCTAssertEqual(mapView.region.center.latitude, MapKitIdiomTests.center.latitude, accuracy: 0.001)
        mapView.removeAnnotation(pin)
        XCTAssertTrue(mapView.annotations.isEmpty)
    }
}
