import Foundation

// Two-finger gestures. A mouse has one pointer, so the host drives them with its `pinch`
// calls (`PreviewHost+Pinch.swift`) and the window with the wheel: Ctrl+wheel magnifies,
// Ctrl+Shift+wheel rotates, about the pointer.

/// A pinch (Apple: "MagnifyGesture", iOS 17). It begins once the fingers' spread changed by
/// `minimumScaleDelta` and reports the scale since they went down.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The spread now over the spread when the fingers went down.
        public var magnification: CGFloat
        /// Magnification per second.
        public var velocity: CGFloat
        /// Where the fingers went down, as a unit point of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers went down, in the view's own coordinates.
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        PinchRecognizer.recognizers(.magnify, threshold: minimumScaleDelta, events) {
            Value(time: $0.time, magnification: $0.magnification, velocity: $0.magnificationVelocity,
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// The older pinch (Apple: "MagnificationGesture", deprecated in iOS 17; value: the scale).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        PinchRecognizer.recognizers(.magnify, threshold: minimumScaleDelta, events) { $0.magnification }
    }
}

/// A two-finger rotation (Apple: "RotateGesture", iOS 17). It begins once the fingers turned
/// `minimumAngleDelta` and reports the angle since they went down, clockwise positive.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        /// Angle per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        PinchRecognizer.recognizers(.rotate, threshold: minimumAngleDelta.radians, events) {
            Value(time: $0.time, rotation: $0.rotation, velocity: $0.rotationVelocity,
                  startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// The older rotation (Apple: "RotationGesture", deprecated in iOS 17; value: the angle).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var body: Never { fatalError("primitive gesture") }

    public func _recognizers(_ events: GestureEvents<Value>) -> GestureRecognizers {
        PinchRecognizer.recognizers(.rotate, threshold: minimumAngleDelta.radians, events) { $0.rotation }
    }
}

extension PinchRecognizer {
    /// One recogniser of `kind` reporting to `events` through `value`.
    static func recognizers<Value>(_ kind: Kind, threshold: CGFloat, _ events: GestureEvents<Value>,
                                   value: @escaping (PinchValue) -> Value) -> GestureRecognizers {
        let changed = events.changed, ended = events.ended
        return GestureRecognizers(pinches: [PinchRecognizer(kind: kind, minimumDelta: Swift.max(threshold, 0),
                                                            changed: { changed(value($0)) }, ended: { ended(value($0)) },
                                                            cancelled: events.cancelled)])
    }
}
