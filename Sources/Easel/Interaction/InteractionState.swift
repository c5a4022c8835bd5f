import Foundation

/// The host's input state: what the pointer is holding, which text field has the focus and
/// where its caret is, and the last tap (to count double taps).
///
/// Controls are remembered by structural identity, not by node: a keystroke rebuilds the view
/// that owns the edited string, and with it the field's node, but not its identity.
struct InteractionState {
    /// What the pointer went down on, until it goes up.
    var pressed: PointerTarget?
    /// The focused text field and its caret, a `Character` offset into its text.
    var focus: (field: UInt64, caret: Int)?
    /// Where the pointer went down and last was while held: a drag that goes far enough
    /// becomes a scroll (`PreviewHost.pointerMoved(to:)`).
    var dragStart: CGPoint?
    var dragLast: CGPoint?
    var isScrolling = false
    /// The view whose drag or long-press gestures the held pointer drives (`PreviewHost+Gestures`).
    var gesture: GestureTracking?
    /// Two fingers down: the pinch and rotation gestures they drive (`PreviewHost+Pinch`).
    var pinch: PinchTracking?
    /// The previous tap, for `onTapGesture(count:)`.
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Single taps waiting to learn whether a double tap follows.
    var deferredTaps = 0

    /// What drawing needs of it.
    var appearance: InteractionAppearance {
        var result = InteractionAppearance()
        if case .button(let identity)? = pressed { result.pressedControl = identity }
        result.focusedField = focus?.field
        result.caret = focus?.caret ?? 0
        return result
    }

    /// Two taps within this time and distance count as a double tap (UIKit's
    /// UITapGestureRecognizer allows about 0.35 s between taps; 10 points of drift is less
    /// than a fingertip).
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10

    /// How many taps in a row this one makes, remembering it.
    mutating func countTap(at location: CGPoint, time: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, time - last.time <= InteractionState.multipleTapInterval,
           abs(location.x - last.location.x) <= InteractionState.multipleTapDistance,
           abs(location.y - last.location.y) <= InteractionState.multipleTapDistance {
            count = last.count + 1
        }
        lastTap = (time, location, count)
        return count
    }
}

/// What a pointer press landed on: the nearest control or gesture above the view it hit.
enum PointerTarget {
    /// A `Button`, by identity: it shows its pressed look and acts on release inside.
    case button(UInt64)
    /// A `TextField`, by identity: it takes the focus on release.
    case textField(UInt64)
    /// A view with `onTapGesture` actions.
    case tap(ViewNode)
}

/// The parts of the input state that change how controls are drawn.
struct InteractionAppearance {
    /// The button held down, by identity.
    var pressedControl: UInt64?
    /// The focused text field, by identity, and its caret.
    var focusedField: UInt64?
    var caret = 0
}
