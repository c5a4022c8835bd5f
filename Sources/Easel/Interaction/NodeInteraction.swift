import Foundation

/// What a node does with a pointer besides drawing: the tap actions attached to it, whether it
/// takes part in hit testing, and the shape that replaces its hit area.
///
/// Kept off the node until a modifier sets one of them, so most nodes pay one nil pointer.
struct NodeInteraction {
    /// `onTapGesture(count:perform:)` actions, innermost modifier first.
    var tapActions: [TapAction] = []
    /// `DragGesture`s and long presses attached with `gesture(_:)` (`Gestures/`).
    var drags: [DragRecognizer] = []
    var longPresses: [LongPressRecognizer] = []
    /// `MagnifyGesture`s and `RotateGesture`s, driven by the host's `pinch` calls.
    var pinches: [PinchRecognizer] = []
    /// `allowsHitTesting(false)` removes the node and its subtree from hit testing.
    var allowsHitTesting = true
    /// `contentShape(_:eoFill:)`: the node is hit anywhere inside this shape (placed in its
    /// frame), and nowhere outside it, whatever its children draw.
    var contentShape: ContentShape?
}

/// One `onTapGesture`: how many taps it waits for and what it runs, given the tap location in
/// the view's own coordinates (its top-leading corner at the origin).
struct TapAction {
    let count: Int
    let action: (CGPoint) -> Void
}

/// A hit-testing shape, given the node's frame.
struct ContentShape {
    let path: (CGRect) -> Path
    let eoFill: Bool
}

extension ViewNode {
    /// Changes the node's interaction traits, creating them on first use.
    func updateInteraction(_ change: (inout NodeInteraction) -> Void) {
        var traits = interaction ?? NodeInteraction()
        change(&traits)
        interaction = traits
    }
}
