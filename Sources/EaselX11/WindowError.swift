/// Why a preview window could not be opened or stopped working.
///
/// Each description is a sentence for the person running the viewer: what happened, the
/// likely reason, and what to try. The viewer prints it as is.
public enum WindowError: Error, Equatable, CustomStringConvertible {
    /// `$DISPLAY` is empty or unset, so there is no X server to ask for a window.
    case noDisplay
    /// `XOpenDisplay` refused the display with this name (no server there, or access denied).
    case cannotOpenDisplay(String)
    /// The server has no 24-bit TrueColor visual with 32 bits a pixel, so frames cannot be
    /// blitted without conversion; the string names the display.
    case unsupportedDisplay(String)
    /// The connection to the server with this name broke: the server exited, was killed, or
    /// the network to it went down. The window is gone; nothing more can be shown on it.
    case serverConnectionLost(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "$DISPLAY is not set: there is no X server to open the preview window on. "
                + "Run the viewer inside a desktop session or over `ssh -X`, or start a virtual "
                + "display (`Xvfb :99 -screen 0 1600x1200x24 & export DISPLAY=:99`); "
                + "rendering to PNG needs no display."
        case .cannotOpenDisplay(let name):
            return "Cannot open the X display \"\(name)\": no X server answered there, or it "
                + "refused the connection. Check that the server runs (`xdpyinfo -display \(name)`) "
                + "and that this user may connect (`xhost`, `$XAUTHORITY`)."
        case .unsupportedDisplay(let name):
            return "The X display \"\(name)\" has no 24-bit TrueColor visual with 32 bits per "
                + "pixel, which the preview window needs to show frames. Start the server with a "
                + "24-bit screen (`Xvfb :99 -screen 0 1600x1200x24`)."
        case .serverConnectionLost(let name):
            return "The connection to the X server \"\(name)\" was lost (the server exited or was "
                + "killed): the preview window is closed. Start the viewer again once the display "
                + "is back."
        }
    }
}
