import Foundation
@_spi(Frameworks) import Easel

/// A map (Apple: "Map"), drawn as a stand-in: a neutral ground with a faint street grid, the
/// content's markers, annotations and overlays placed by their coordinates, and a caption
/// saying it is a stand-in. It fills the space it is offered, as a map does.
///
/// Where it looks: the position's region (a camera's distance or an item: a region that wide);
/// `.automatic` fits every coordinate of the content with a margin, as MapKit frames its
/// annotations (a lone point: about 2 km across; nothing: the world). The region is shown
/// whole, widened to the view's shape, with a degree of longitude narrowed by the cosine of the
/// latitude (an equirectangular stand-in for MapKit's Mercator projection).
public struct Map<Content: MapContent>: View {
    let content: Content
    let position: () -> MapCameraPosition
    @Environment(\.mapStandInStyle) private var style
    @Environment(\._mapProxy) private var readerProxy

    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) {
        self.content = content()
        position = { initialPosition }
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) {
        self.content = content()
        self.position = { position.wrappedValue }
    }

    public init<SelectionValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                          scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    public init<SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                          scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    public var body: some View {
        var features: [MapFeature] = []
        content._collect(&features)
        let region = position().region ?? MapGeometry.fitting(features)
        let style = self.style, reader = readerProxy
        return GeometryReader { proxy in
            let projection = MapGeometry(region: region, size: proxy.size)
            let _ = reader.map { reader in
                // What a `MapReader` around the map converts with.
                reader.projection = projection
                reader.globalOrigin = proxy.frame(in: .global).origin
            }
            ZStack(alignment: .topLeading) {
                Canvas { context, size in
                    MapGeometry.drawGround(in: &context, size: size, style: style)
                    for feature in features { projection.drawOverlay(feature, in: &context) }
                }
                ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                    MapFeatureView(feature: feature, point: projection.point(feature.coordinate))
                }
                Text("Map · MapKit stand-in")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .padding(6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            }
            .clipped()
        }
        // Every point of a map takes taps (its ground is drawn in a Canvas).
        .contentShape(Rectangle())
        .onAppear { MapStandIn.sayStandIn() }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Map")
    }
}

extension Map where Content == EmptyMapContent {
    /// An empty map: `Map()`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }
}

extension Map where Content == _LegacyMapContent {
    /// iOS 14's map of a region (Apple: "init(coordinateRegion:interactionModes:showsUserLocation:userTrackingMode:)").
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = _LegacyMapContent(features: [])
        position = { .region(coordinateRegion.wrappedValue) }
    }

    /// iOS 14's map with annotations for items.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        content = _LegacyMapContent(features: annotationItems.map { annotationContent($0)._feature })
        position = { .region(coordinateRegion.wrappedValue) }
    }
}

/// A marker's balloon and title, or an annotation's view, at its point.
struct MapFeatureView: View {
    let feature: MapFeature
    let point: CGPoint

    /// The balloon: a 28-point disc with a white symbol, on a point 8 below it (iOS 17's marker,
    /// read off screenshots).
    static let balloon: CGFloat = 28

    var body: some View {
        switch feature.kind {
        case .marker(let systemImage, let monogram):
            let tint = feature.tint ?? .red
            ZStack(alignment: .top) {
                Balloon().fill(tint)
                Balloon().stroke(.white, lineWidth: 1.5)
                Group {
                    if let monogram { Text(monogram).font(.system(size: 12, weight: .bold)) } else {
                        Image(systemName: systemImage ?? "mappin").font(.system(size: 13, weight: .semibold))
                    }
                }
                .foregroundStyle(.white)
                .frame(width: Self.balloon, height: Self.balloon)
            }
            .frame(width: Self.balloon, height: 36)
            .position(x: point.x, y: point.y - 18)
            if let title = feature.title {
                title.font(.caption.weight(.semibold)).lineLimit(1).fixedSize()
                    .position(x: point.x, y: point.y + 10)
            }
        case .annotation(let view, let anchor):
            view.fixedSize().modifier(AnchoredAt(point: point, anchor: anchor))
            if let title = feature.title {
                title.font(.caption.weight(.semibold)).lineLimit(1).fixedSize()
                    .modifier(AnchoredAt(point: CGPoint(x: point.x, y: point.y + 4), anchor: .top))
            }
        default:
            EmptyView()
        }
    }
}

/// A marker's balloon: a disc as wide as the shape, over a point at the bottom centre.
struct Balloon: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = rect.width / 2
        var path = Path()
        path.addEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.width))
        path.move(to: CGPoint(x: rect.midX - radius * 0.45, y: rect.minY + radius * 1.8))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX + radius * 0.45, y: rect.minY + radius * 1.8))
        path.closeSubpath()
        return path
    }
}

/// Places a view so that its `anchor` is at `point` of the map.
struct AnchoredAt: ViewModifier {
    let point: CGPoint
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content.alignmentGuide(.leading) { $0.width * anchor.x - point.x }
            .alignmentGuide(.top) { $0.height * anchor.y - point.y }
    }
}

/// The stand-in's projection and drawing.
struct MapGeometry {
    let center: CLLocationCoordinate2D
    let pointsPerDegreeLatitude: CGFloat
    let pointsPerDegreeLongitude: CGFloat
    let size: CGSize

    init(region: MKCoordinateRegion, size: CGSize) {
        center = region.center
        self.size = size
        let cosine = Swift.max(cos(region.center.latitude * .pi / 180), 0.01)
        let latitudeSpan = Swift.max(region.span.latitudeDelta, 1e-6), longitudeSpan = Swift.max(region.span.longitudeDelta, 1e-6)
        let scale = Swift.min(size.width / (longitudeSpan * cosine), size.height / latitudeSpan)
        pointsPerDegreeLatitude = scale.isFinite ? scale : 1
        pointsPerDegreeLongitude = pointsPerDegreeLatitude * cosine
    }

    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        CGPoint(x: size.width / 2 + (coordinate.longitude - center.longitude) * pointsPerDegreeLongitude,
                y: size.height / 2 - (coordinate.latitude - center.latitude) * pointsPerDegreeLatitude)
    }

    /// A region framing every coordinate of the features, 40 % wider than they spread.
    static func fitting(_ features: [MapFeature]) -> MKCoordinateRegion {
        var coordinates: [CLLocationCoordinate2D] = []
        for feature in features {
            switch feature.kind {
            case .polyline(let all), .polygon(let all): coordinates += all
            default: coordinates.append(feature.coordinate)
            }
        }
        guard let first = coordinates.first else {
            return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                      span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
        }
        var minLatitude = first.latitude, maxLatitude = first.latitude, minLongitude = first.longitude, maxLongitude = first.longitude
        for coordinate in coordinates.dropFirst() {
            minLatitude = Swift.min(minLatitude, coordinate.latitude)
            maxLatitude = Swift.max(maxLatitude, coordinate.latitude)
            minLongitude = Swift.min(minLongitude, coordinate.longitude)
            maxLongitude = Swift.max(maxLongitude, coordinate.longitude)
        }
        let center = CLLocationCoordinate2D(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
        return MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: Swift.max((maxLatitude - minLatitude) * 1.4, 0.02),
                                                                         longitudeDelta: Swift.max((maxLongitude - minLongitude) * 1.4, 0.02)))
    }

    /// The ground and a faint grid of streets every 48 points.
    static func drawGround(in context: inout GraphicsContext, size: CGSize, style: MapStyle) {
        let rect = CGRect(origin: .zero, size: size)
        context.fill(Path(rect), with: .color(style.ground))
        var streets = Path()
        var x: CGFloat = 24
        while x < size.width { streets.move(to: CGPoint(x: x, y: 0)); streets.addLine(to: CGPoint(x: x, y: size.height)); x += 48 }
        var y: CGFloat = 24
        while y < size.height { streets.move(to: CGPoint(x: 0, y: y)); streets.addLine(to: CGPoint(x: size.width, y: y)); y += 48 }
        context.stroke(streets, with: .color(style.streets), lineWidth: 2)
    }

    /// Circles, lines and polygons, under the markers.
    func drawOverlay(_ feature: MapFeature, in context: inout GraphicsContext) {
        let fill = feature.tint ?? Color.blue.opacity(0.3)
        switch feature.kind {
        case .circle(let radius):
            let r = radius / 111_320 * pointsPerDegreeLatitude
            let centre = point(feature.coordinate)
            let path = Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
            context.fill(path, with: .color(fill))
            if let (color, width) = feature.stroke { context.stroke(path, with: .color(color), lineWidth: width) }
        case .polyline(let coordinates):
            var path = Path()
            path.addLines(coordinates.map(point))
            let (color, width) = feature.stroke ?? (feature.tint ?? .blue, 5)
            context.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        case .polygon(let coordinates):
            var path = Path()
            path.addLines(coordinates.map(point))
            path.closeSubpath()
            context.fill(path, with: .color(fill))
            if let (color, width) = feature.stroke { context.stroke(path, with: .color(color), lineWidth: width) }
        default:
            break
        }
    }
}

// MARK: Map styles and modifiers

/// How the map looks (Apple: "MapStyle"): the stand-in's ground is light or dark grey for
/// `.standard`, dark green for `.imagery` and `.hybrid`.
public struct MapStyle: Sendable {
    let ground: Color
    let streets: Color

    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum StandardEmphasis: Sendable { case automatic, muted }

    static let standardStyle = MapStyle(ground: Color(red: 0.96, green: 0.95, blue: 0.93), streets: .white)
    static let imageryStyle = MapStyle(ground: Color(red: 0.24, green: 0.30, blue: 0.22), streets: Color(white: 1, opacity: 0.15))

    public static var standard: MapStyle { standardStyle }
    public static var imagery: MapStyle { imageryStyle }
    public static var hybrid: MapStyle { imageryStyle }

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { standardStyle }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { imageryStyle }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { imageryStyle }
}

/// Which points of interest the map labels (Apple: "PointOfInterestCategories"); accepted.
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

/// A kind of point of interest (Apple: "MKPointOfInterestCategory").
public struct MKPointOfInterestCategory: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory(rawValue: "airport")
    public static let beach = MKPointOfInterestCategory(rawValue: "beach")
    public static let cafe = MKPointOfInterestCategory(rawValue: "cafe")
    public static let gasStation = MKPointOfInterestCategory(rawValue: "gasStation")
    public static let hospital = MKPointOfInterestCategory(rawValue: "hospital")
    public static let hotel = MKPointOfInterestCategory(rawValue: "hotel")
    public static let museum = MKPointOfInterestCategory(rawValue: "museum")
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "nationalPark")
    public static let park = MKPointOfInterestCategory(rawValue: "park")
    public static let parking = MKPointOfInterestCategory(rawValue: "parking")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "publicTransport")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "restaurant")
    public static let school = MKPointOfInterestCategory(rawValue: "school")
    public static let store = MKPointOfInterestCategory(rawValue: "store")
}

private struct MapStandInStyleKey: EnvironmentKey { static let defaultValue = MapStyle.standard }

extension EnvironmentValues {
    var mapStandInStyle: MapStyle {
        get { self[MapStandInStyleKey.self] }
        set { self[MapStandInStyleKey.self] = newValue }
    }
}

extension View {
    /// The map's style (Apple: "mapStyle(_:)").
    public func mapStyle(_ style: MapStyle) -> some View { environment(\.mapStandInStyle, style) }

    /// The map's controls (Apple: "mapControls(_:)"); the stand-in draws none.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }

    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Camera changes (Apple: "onMapCameraChange(frequency:_:)"): the stand-in's camera never moves.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }

    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }

    /// Accepted for source compatibility (Apple: "mapScope(_:)").
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Accepted for source compatibility (Apple: "mapFeatureSelectionDisabled(_:)").
    public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (Any) -> Bool) -> some View { self }
}

/// The map's own buttons (Apple: "MapUserLocationButton", "MapCompass", "MapScaleView",
/// "MapPitchToggle"); the stand-in map does not move, so they draw nothing.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
