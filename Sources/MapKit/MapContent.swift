import Foundation
@_spi(Frameworks) import Easel

/// Something a map shows: a marker, an annotation, an overlay, or several (Apple: "MapContent").
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }

    /// Adds this content's features, with the modifiers around it applied, to `features`.
    func _collect(_ features: inout [MapFeature])
}

extension MapContent {
    public func _collect(_ features: inout [MapFeature]) { body._collect(&features) }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

/// One thing drawn on the stand-in map. Public only because `MapContent` must name it.
public struct MapFeature {
    enum Kind {
        case marker(systemImage: String?, monogram: String?)
        case annotation(AnyView, anchor: UnitPoint)
        case circle(radius: CLLocationDistance)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case user
    }
    var kind: Kind
    var title: Text?
    var coordinate: CLLocationCoordinate2D
    var tint: Color?
    var stroke: (Color, CGFloat)?
}

/// Builds map content (Apple: "MapContentBuilder").
@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _MapContentList { _MapContentList([]) }
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any MapContent...) -> _MapContentList { _MapContentList(parts) }
    // The branches take the list the variadic `buildBlock` makes, not a generic type: beside
    // the two `buildBlock`s, a generic `buildOptional<C>` leaves `C` uninferrable for an
    // `if let` whose block declares a `let` and a `ForEach` ("generic parameter 'C' could not
    // be inferred"), as in Charts' builder.
    public static func buildOptional(_ content: _MapContentList?) -> _MapContentList { content ?? _MapContentList([]) }
    public static func buildEither(first content: _MapContentList) -> _MapContentList { content }
    public static func buildEither(second content: _MapContentList) -> _MapContentList { content }
    public static func buildArray(_ parts: [any MapContent]) -> _MapContentList { _MapContentList(parts) }
    public static func buildLimitedAvailability(_ content: _MapContentList) -> _MapContentList { content }
}

/// Several pieces of map content, in order.
public struct _MapContentList: MapContent {
    public typealias Body = Never
    let parts: [any MapContent]
    init(_ parts: [any MapContent]) { self.parts = parts }
    public func _collect(_ features: inout [MapFeature]) {
        for part in parts { part._collect(&features) }
    }
}

/// No content: `Map()`.
public struct EmptyMapContent: MapContent {
    public typealias Body = Never
    public init() {}
    public func _collect(_ features: inout [MapFeature]) {}
}

extension ForEach: MapContent where Content: MapContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: id, content: content)
    }

    public func _collect(_ features: inout [MapFeature]) {
        for element in data { content(element)._collect(&features) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: MapContent {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: MapContent {
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(_unchecked: data, id: \.self, content: content)
    }
}

/// A balloon marker at a coordinate (Apple: "Marker", iOS 17): red unless tinted, with a
/// symbol, a monogram or a pin, its title below.
public struct Marker: MapContent {
    public typealias Body = Never
    let feature: MapFeature

    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: Text(titleKey), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: Text(verbatim: String(title)), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: systemImage, monogram: nil), title: Text(titleKey), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: systemImage, monogram: nil), title: Text(verbatim: String(title)), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: "•"), title: Text(titleKey), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: Text(titleKey), coordinate: coordinate)
    }

    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> some View) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: nil, coordinate: coordinate)
    }

    public init(item: MKMapItem) {
        feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: item.name.map { Text(verbatim: $0) },
                             coordinate: item.placemark.coordinate)
    }

    public func _collect(_ features: inout [MapFeature]) { features.append(feature) }
}

/// A view placed at a coordinate (Apple: "Annotation", iOS 17).
public struct Annotation<Label: View, Content: View>: MapContent {
    public typealias Body = Never
    let feature: MapFeature

    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        feature = MapFeature(kind: .annotation(AnyView(content()), anchor: anchor), title: nil, coordinate: coordinate)
    }

    public func _collect(_ features: inout [MapFeature]) { features.append(feature) }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        feature = MapFeature(kind: .annotation(AnyView(content()), anchor: anchor), title: Text(titleKey), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        feature = MapFeature(kind: .annotation(AnyView(content()), anchor: anchor), title: Text(verbatim: String(title)), coordinate: coordinate)
    }
}

/// The user's location (Apple: "UserAnnotation"); a preview has none, so nothing is drawn.
public struct UserAnnotation: MapContent {
    public typealias Body = Never
    public init(anchor: UnitPoint = .center) {}
    public func _collect(_ features: inout [MapFeature]) {}
}

/// A circle of a radius in metres (Apple: "MapCircle").
public struct MapCircle: MapContent {
    public typealias Body = Never
    let feature: MapFeature

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        feature = MapFeature(kind: .circle(radius: radius), title: nil, coordinate: center)
    }

    public func _collect(_ features: inout [MapFeature]) { features.append(feature) }
}

/// A line through coordinates (Apple: "MapPolyline").
public struct MapPolyline: MapContent {
    public typealias Body = Never
    let feature: MapFeature

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: Any? = nil) {
        feature = MapFeature(kind: .polyline(coordinates), title: nil, coordinate: coordinates.first ?? CLLocationCoordinate2D())
    }

    /// Apple: "init(points:contourStyle:)": the line through map points.
    public init(points: [MKMapPoint], contourStyle: Any? = nil) {
        self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
    }

    public func _collect(_ features: inout [MapFeature]) { features.append(feature) }
}

/// A filled shape through coordinates (Apple: "MapPolygon").
public struct MapPolygon: MapContent {
    public typealias Body = Never
    let feature: MapFeature

    public init(coordinates: [CLLocationCoordinate2D]) {
        feature = MapFeature(kind: .polygon(coordinates), title: nil, coordinate: coordinates.first ?? CLLocationCoordinate2D())
    }

    public func _collect(_ features: inout [MapFeature]) { features.append(feature) }
}

/// Content with its features changed (`tint`, `foregroundStyle`, `stroke`, `tag`).
public struct _ModifiedMapContent<Content: MapContent>: MapContent {
    public typealias Body = Never
    let content: Content
    let change: (inout MapFeature) -> Void

    public func _collect(_ features: inout [MapFeature]) {
        var own: [MapFeature] = []
        content._collect(&own)
        for var feature in own {
            change(&feature)
            features.append(feature)
        }
    }
}

extension MapContent {
    /// The marker's colour (Apple: "tint(_:)").
    public func tint(_ tint: Color?) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self) { $0.tint = tint ?? $0.tint }
    }

    /// An overlay's fill (Apple: "foregroundStyle(_:)"); colours are drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMapContent<Self> {
        let color = style as? Color
        return _ModifiedMapContent(content: self) { $0.tint = color ?? $0.tint }
    }

    /// An overlay's outline (Apple: "stroke(_:lineWidth:)").
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ModifiedMapContent<Self> {
        let color = style as? Color ?? .blue
        return _ModifiedMapContent(content: self) { $0.stroke = (color, lineWidth) }
    }

    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ModifiedMapContent<Self> {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }

    /// The value a selection takes for this content (Apple: "tag(_:)"); accepted.
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) { _ in } }

    /// Accepted for source compatibility (Apple: "annotationTitles(_:)", "mapOverlayLevel(level:)").
    public func annotationTitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self) { if visibility == .hidden { $0.title = nil } }
    }

    public func annotationSubtitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) { _ in } }
}

// MARK: iOS 14's annotations

/// Annotations of `Map(coordinateRegion:annotationItems:annotationContent:)` (Apple:
/// "MapAnnotationProtocol", deprecated in iOS 17 but common).
public protocol MapAnnotationProtocol {
    var _feature: MapFeature { get }
}

/// A balloon marker (Apple: "MapMarker").
public struct MapMarker: MapAnnotationProtocol {
    public let _feature: MapFeature
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: nil, coordinate: coordinate, tint: tint)
    }
}

/// A pin (Apple: "MapPin"), drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
    public let _feature: MapFeature
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _feature = MapFeature(kind: .marker(systemImage: nil, monogram: nil), title: nil, coordinate: coordinate, tint: tint)
    }
}

/// A view at a coordinate (Apple: "MapAnnotation").
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let _feature: MapFeature
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        _feature = MapFeature(kind: .annotation(AnyView(content()), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y)), title: nil,
                              coordinate: coordinate)
    }
}

/// The content of an iOS 14 map: its annotations.
public struct _LegacyMapContent: MapContent {
    public typealias Body = Never
    let features: [MapFeature]
    public func _collect(_ features: inout [MapFeature]) { features += self.features }
}
