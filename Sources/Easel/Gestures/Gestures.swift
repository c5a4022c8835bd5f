import Foundation

/// A tap, or several in a row (Apple: "TapGesture").
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int

    public init(count: Int = 1) { self.count = count }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Void>) -> GestureRecognizers {
        GestureRecognizers(taps: [TapRecognizer(count: Swift.max(count, 1)) { _, _ in events.ended(()) }])
    }
}

/// A tap that reports where it landed (Apple: "SpatialTapGesture").
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public typealias Body = Never
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        let space = coordinateSpace
        return GestureRecognizers(taps: [TapRecognizer(count: Swift.max(count, 1)) { local, global in
            events.ended(Value(location: space == .local ? local : global))
        }])
    }
}

/// A press held for a while (Apple: "LongPressGesture"). It ends, with `true`, once the pointer
/// has been held `minimumDuration` seconds without moving `maximumDistance` points.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Bool>) -> GestureRecognizers {
        GestureRecognizers(longPresses: [LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                                             pressing: { if $0 { events.changed(true) } else { events.cancelled() } },
                                                             ended: { events.ended(true) })])
    }
}

/// A drag (Apple: "DragGesture"): it begins once the pointer moved `minimumDistance` points,
/// reports each move, and ends when the pointer is released.
public struct DragGesture: Gesture {
    /// Where the drag is (Apple: "DragGesture.Value").
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it kept its velocity as a flick decelerates (UIScrollView's
        /// normal deceleration: the distance is velocity × 0.998 / (1 − 0.998) / 1000 per second).
        public var predictedEndLocation: CGPoint {
            let factor = 0.998 / (1 - 0.998) / 1000
            return CGPoint(x: location.x + velocity.width * factor, y: location.y + velocity.height * factor)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public typealias Body = Never
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        GestureRecognizers(drags: [DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace,
                                                  changed: events.changed, ended: events.ended, cancelled: events.cancelled)])
    }
}
