/// Something that happened to a `PreviewWindow`, as reported by `nextEvents(timeout:)`.
///
/// Coordinates are in window pixels with the origin at the top-left corner, the same space
/// as the frames given to `present(_:width:height:)`.
public enum WindowEvent: Equatable {
    /// The window now has this size; the next frame should be rendered at it. Reported once
    /// per burst of configure notifications, with the last size (see `coalesced`).
    case resized(width: Int, height: Int)
    /// Part of the window lost its contents (it was uncovered or first mapped): present the
    /// current frame again.
    case exposed
    /// A key went down (auto-repeat sends one of these per repeat).
    case key(KeyPress)
    /// A key went up.
    case keyReleased(KeyPress)
    /// A pointer button went down. Buttons follow X: 1 left, 2 middle, 3 right, 4 and 5 the
    /// wheel turned up and down, 6 and 7 the wheel tilted left and right; with the modifier
    /// keys held (Ctrl with the wheel pinches).
    case pointerPressed(x: Double, y: Double, button: Int, modifiers: KeyPress.Modifiers = [])
    /// A pointer button went up; buttons as for `pointerPressed`.
    case pointerReleased(x: Double, y: Double, button: Int)
    /// The pointer moved inside the window (with or without a button held).
    case pointerMoved(x: Double, y: Double)
    /// The window gained (`true`) or lost (`false`) the keyboard focus.
    case focusChanged(Bool)
    /// The user asked the window manager to close the window (the `WM_DELETE_WINDOW`
    /// protocol of ICCCM §4.2.8.1). The window stays open until `close()` is called.
    case closeRequested
    /// Another client destroyed the window (`xdotool windowclose`, a misbehaving window
    /// manager): nothing more can be shown in it, so the viewer ends as if it had been closed.
    case destroyed
}
