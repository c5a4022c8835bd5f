import Foundation

/// Colour stops along a line from 0 to 1 (Apple: "Gradient").
public struct Gradient: Hashable, Sendable {
    /// One colour at one location (Apple: "Gradient.Stop").
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    func resolve(in environment: EnvironmentValues) -> [ResolvedStop] {
        stops.map { ResolvedStop(color: $0.color.resolve(in: environment.colorAppearance), location: Double($0.location)) }
    }
}

/// A gradient along a line between two unit points of the painted rectangle (Apple: "LinearGradient").
/// As a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, View, Sendable {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        ShapeStyleView.make(view, inputs, &outputs)
    }
}

/// A gradient in circles around a centre (Apple: "RadialGradient"). As a view it fills.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, Sendable {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(stops: gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        ShapeStyleView.make(view, inputs, &outputs)
    }
}

/// A gradient around a centre, by angle (Apple: "AngularGradient"). As a view it fills.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, Sendable {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean a full turn (Apple: "AngularGradient … endAngle").
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that goes once around, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .angularGradient(stops: gradient.resolve(in: environment), center: center,
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        ShapeStyleView.make(view, inputs, &outputs)
    }
}

/// A shape style used as a view: a rectangle filled with it.
enum ShapeStyleView {
    static func make<S: ShapeStyle>(_ style: S, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        outputs.append(ViewNode(ShapeLeafLayout(shape: Rectangle(), paints: [.fill(AnyShapeStyle(style), FillStyle())]),
                                environment: inputs.environment))
    }
}
