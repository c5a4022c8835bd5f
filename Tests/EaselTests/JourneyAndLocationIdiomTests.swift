import XCTest
import SwiftUI
import MapKit
import CoreLocationUI
import UIKit
@testable import Easel

/// A transit planner's map and a weather app's location button, written as such apps write
/// them: map content with `if let` blocks that declare values and a `ForEach` whose rows
/// `switch` over legs, lines through `MKMapPoint`s, `LocationButton`, and a share sheet
/// anchored to its button.
final class JourneyAndLocationIdiomTests: XCTestCase {
    struct Stop: Identifiable {
        let id: Int
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    enum Leg: Identifiable {
        case ride(line: String, from: Stop, to: Stop)
        case walk(from: Stop, to: Stop)
        var id: Int {
            switch self {
            case .ride(_, let from, _), .walk(let from, _): return from.id
            }
        }
    }

    static let harbour = Stop(id: 1, name: "Harbour", coordinate: CLLocationCoordinate2D(latitude: 41.02, longitude: 28.97))
    static let market = Stop(id: 2, name: "Market", coordinate: CLLocationCoordinate2D(latitude: 41.03, longitude: 28.98))
    static let museum = Stop(id: 3, name: "Museum", coordinate: CLLocationCoordinate2D(latitude: 41.035, longitude: 28.99))

    struct JourneyMap: View {
        var start: CLLocationCoordinate2D? = JourneyAndLocationIdiomTests.harbour.coordinate
        var destination: CLLocationCoordinate2D? = JourneyAndLocationIdiomTests.museum.coordinate
        var selectedJourney: Int? = 0
        let journeys: [[Leg]] = [[.ride(line: "T1", from: harbour, to: market), .walk(from: market, to: museum)]]

        private func points(from: Stop, to: Stop) -> [MKMapPoint] {
            [from.coordinate, to.coordinate].map { MKMapPoint($0) }
        }

        var body: some View {
            Map(initialPosition: .region(MKCoordinateRegion(center: JourneyAndLocationIdiomTests.market.coordinate,
                                                            span: MKCoordinateSpan(latitudeDelta: 0.04, longitudeDelta: 0.04)))) {
                if let start = start {
                    Marker("Src", coordinate: start)
                }
                if let destination = destination {
                    Marker("Dst", coordinate: destination)
                }
                if let index = selectedJourney, let legs = journeys.indices.contains(index) ? journeys[index] : nil {
                    let shown = legs
                    ForEach(shown) { leg in
                        switch leg {
                        case .ride(let line, let from, let to):
                            MapPolyline(points: points(from: from, to: to))
                                .stroke(.blue, lineWidth: 8)
                            Marker(line, systemImage: "tram.fill", coordinate: from.coordinate)
                        case .walk(let from, let to):
                            MapPolyline(points: points(from: from, to: to))
                                .stroke(.yellow, style: StrokeStyle(lineWidth: 8, dash: [4, 2]))
                        }
                    }
                }
            }
        }
    }

    func testAJourneysMapShowsItsEndsAndItsLegs() {
        let host = PreviewHost(JourneyMap(), size: CGSize(width: 390, height: 600))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Src"))
        XCTAssertTrue(texts.contains("Dst"))
        XCTAssertTrue(texts.contains("T1"), "the ride's marker, from inside the ForEach's switch")
        let none = PreviewHost(JourneyMap(start: nil, destination: nil, selectedJourney: nil), size: CGSize(width: 390, height: 600))
        XCTAssertFalse(none.shownTexts().contains("Src"))
        XCTAssertFalse(none.shownTexts().contains("T1"))
    }

    func testMapPointsAreMapKitsMercatorProjection() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        XCTAssertEqual(origin.x, MKMapSize.world.width / 2, accuracy: 1e-6)
        XCTAssertEqual(origin.y, MKMapSize.world.height / 2, accuracy: 1e-6)
        let west = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -180))
        XCTAssertEqual(west.x, 0, accuracy: 1e-6)
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: 60, longitude: 10))
        XCTAssertLessThan(north.y, origin.y, "north is up")
        let back = north.coordinate
        XCTAssertEqual(back.latitude, 60, accuracy: 1e-9)
        XCTAssertEqual(back.longitude, 10, accuracy: 1e-9)
        // A degree of latitude at the equator is about 110.6 km.
        let degreeNorth = MKMapPoint(CLLocationCoordinate2D(latitude: 1, longitude: 0))
        XCTAssertEqual(origin.distance(to: degreeNorth), 110_600, accuracy: 1_000)
    }

    final class LocationModel: ObservableObject {
        @Published var requests = 0
        func requestLocation() { requests += 1 }
    }

    struct WeatherWelcome: View {
        @ObservedObject var model: LocationModel
        var body: some View {
            VStack(spacing: 20) {
                Text("Welcome to the Weather App").bold().font(.title)
                Text("Please share your current location to get the weather in your area")
                LocationButton(.shareCurrentLocation) {
                    model.requestLocation()
                }
                .cornerRadius(30)
                .symbolVariant(.fill)
                .foregroundColor(.white)
                .accessibilityIdentifier("share")
            }
            .multilineTextAlignment(.center)
            .padding()
        }
    }

    func testALocationButtonShowsItsTitleAndRunsItsAction() {
        let model = LocationModel()
        let host = phoneHost(WeatherWelcome(model: model))
        XCTAssertTrue(host.shownTexts().contains("Share Current Location"))
        host.tap("share")
        XCTAssertEqual(model.requests, 1)
        let plain = phoneHost(LocationButton {}.accessibilityIdentifier("arrow"))
        XCTAssertTrue(plain.shownTexts().contains("Current Location"), "the default title")
    }

    func testAShareSheetIsAnchoredToItsButton() {
        let button = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 44))
        let share = UIActivityViewController(activityItems: ["https://example.com/article"], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = button
        share.popoverPresentationController?.sourceRect = button.bounds
        XCTAssertTrue(share.popoverPresentationController?.sourceView === button)
        XCTAssertEqual(share.popoverPresentationController?.sourceRect, CGRect(x: 0, y: 0, width: 44, height: 44))
        let page = UIViewController()
        XCTAssertNil(page.popoverPresentationController, "only a popover has one")
    }
}
