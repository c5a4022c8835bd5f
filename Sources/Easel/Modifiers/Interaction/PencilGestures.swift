import Foundation

// Apple Pencil's gestures (iOS 17.5) and iOS 18's label visibility, as drawing apps write them.
// A preview has no Pencil: the actions are kept and never called.

/// Where the Pencil hovers when a gesture happens (Apple: "PencilHoverPose").
public struct PencilHoverPose: Hashable, Sendable {
    public var location: CGPoint
    public var zOffset: CGFloat
    public var altitude: Angle
    public var azimuth: Angle
    public var roll: Angle
}

/// Apple: "PencilDoubleTapGestureValue".
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    public var hoverPose: PencilHoverPose?
    public var preferredAction: PencilPreferredAction
}

/// Apple: "PencilSqueezeGestureValue".
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    public var hoverPose: PencilHoverPose?
    public var preferredAction: PencilPreferredAction
}

/// Apple: "PencilSqueezeGesturePhase".
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
    case active(PencilSqueezeGestureValue)
    case ended(PencilSqueezeGestureValue)
    case failed
}

/// What the user chose the Pencil's gestures to do (Apple: "PencilPreferredAction").
public struct PencilPreferredAction: Hashable, Sendable {
    let name: String
    public static let ignore = PencilPreferredAction(name: "ignore")
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
}

extension EnvironmentValues {
    /// Apple: "preferredPencilDoubleTapAction", "preferredPencilSqueezeAction".
    public var preferredPencilDoubleTapAction: PencilPreferredAction { .switchEraser }
    public var preferredPencilSqueezeAction: PencilPreferredAction { .showContextualPalette }
}

extension View {
    /// Apple: "onPencilDoubleTap(perform:)"; a preview has no Pencil, so it is never called.
    public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View { self }

    /// Apple: "onPencilSqueeze(perform:)"; never called in a preview.
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View { self }

    /// Apple: "labelsVisibility(_:)" (iOS 18): whether controls that can hide their labels show
    /// them. iOS's controls draw here as they do by default.
    public func labelsVisibility(_ visibility: Visibility) -> some View { self }
}
