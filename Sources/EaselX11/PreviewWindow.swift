import Foundation

/// A top-level X11 window that shows frames of pixels and reports input: the thin presenter
/// at the end of Easel's pipeline. It knows nothing of views; the viewer renders a frame
/// with the headless host, gives it to `present(_:width:height:)`, and feeds the events
/// from `nextEvents(timeout:)` back to the host.
///
/// A typical loop:
/// ```swift
/// let window = try PreviewWindow(title: "Easel — Gallery", width: 800, height: 600)
/// while true {
///     for event in try window.nextEvents(timeout: nil) {
///         switch event {
///         case .resized, .exposed: render(at: window.size); window.present(frame, width: w, height: h)
///         case .closeRequested: window.close(); return
///         default: forward(event)
///         }
///     }
/// }
/// ```
/// Not thread-safe: use a window from one thread.
public final class PreviewWindow {
    private var connection: XlibWindow?
    private var lostConnectionName: String?
    private var warned: Set<String> = []

    /// The window's title, shown by the window manager; any Unicode text ("Easel — 390×844").
    public var title: String {
        didSet { connection?.setTitle(title) }
    }

    /// The size of the window as last reported by the server, which is the size frames should
    /// be rendered at. It changes when `nextEvents` reports `.resized`, not when `resize` asks.
    public private(set) var size: (width: Int, height: Int)

    /// The X window id, for tools that act on the window (`xdotool`, `import -window`).
    public let windowID: UInt

    /// The socket of the X connection, for a caller that waits on it beside other descriptors
    /// (then calls `nextEvents(timeout: 0)` when it is readable); nil once closed.
    public var connectionDescriptor: Int32? { connection?.socket.fileDescriptor }

    /// Whether frames go to the server through MIT-SHM shared memory (a local server) rather
    /// than over the socket. Turns false for good if attaching a segment ever fails.
    public var usesSharedMemory: Bool { connection?.usesSharedMemory ?? false }

    /// Opens a window of `width × height` pixels and returns once it is mapped.
    ///
    /// - Parameters:
    ///   - minimumSize: the smallest size the window manager should let the user drag to.
    ///   - displayName: the X display to use; nil means `$DISPLAY`.
    ///   - allowSharedMemory: false sends every frame with `XPutImage`, even to a local server
    ///     (for comparing both paths, or working around a broken MIT-SHM).
    /// - Throws: `WindowError.noDisplay` when no display is named and `$DISPLAY` is unset,
    ///   `.cannotOpenDisplay` when no server accepts the connection, `.unsupportedDisplay`
    ///   when the server has no 24-bit TrueColor visual.
    ///   - takesInput: false leaves the keyboard and pointer to another process that adopts
    ///     the window (`init(adopting:)`); this one then reports size, exposure and close requests.
    public init(title: String, width: Int, height: Int, minimumSize: (Int, Int)? = nil,
                displayName: String? = nil, allowSharedMemory: Bool = true, takesInput: Bool = true) throws {
        guard let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw WindowError.noDisplay
        }
        let width = PreviewWindow.validDimension(width, "width")
        let height = PreviewWindow.validDimension(height, "height")
        let minimum = minimumSize.map {
            (width: PreviewWindow.validDimension($0.0, "minimum width"),
             height: PreviewWindow.validDimension($0.1, "minimum height"))
        }
        let connection = try XlibWindow(displayName: name, title: title, width: width, height: height,
                                        minimumSize: minimum, allowSharedMemory: allowSharedMemory, takesInput: takesInput)
        self.connection = connection
        self.title = title
        self.size = (width, height)
        self.windowID = connection.windowID
    }

    /// Adopts the window `windowID` that another process opened (a live preview's supervisor,
    /// which keeps the window while the process that draws into it is replaced): frames are
    /// drawn into it and its keyboard and pointer input comes here. Closing this leaves the
    /// window open; close requests go to the process that opened it.
    ///
    /// - Throws: as `init(title:…)`, and `.unsupportedDisplay` when there is no such window.
    public init(adopting windowID: UInt, displayName: String? = nil, allowSharedMemory: Bool = true) throws {
        guard let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw WindowError.noDisplay
        }
        let connection = try XlibWindow(displayName: name, adopting: windowID, allowSharedMemory: allowSharedMemory)
        self.connection = connection
        self.title = ""
        self.size = connection.adoptedSize ?? (1, 1)
        self.windowID = windowID
    }

    /// Draws a patch of pixels at (`x`, `y`) over what the window shows (a message over the
    /// last frame), leaving the rest as it is.
    public func presentPatch(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: Int, y: Int) {
        guard width > 0, height > 0, pixels.count >= width * height else { return }
        connection?.drawPatch(pixels, width: width, height: height, x: x, y: y)
    }

    deinit { close() }

    /// Shows a frame: premultiplied BGRA8 pixels, each a native `UInt32` `0xAARRGGBB`, row by
    /// row with a stride of `width` (cairo's ARGB32, and EaselRaster's layout).
    ///
    /// The frame is drawn at the top-left corner. Parts outside the window are cut off, and
    /// window area the frame does not cover is filled black. Alpha is ignored: the window is
    /// opaque, so a premultiplied pixel shows as if composited over black. Returns when the
    /// server has drawn the frame. A frame whose buffer holds fewer than `width × height`
    /// pixels is skipped with a warning. After the connection is lost this does nothing, and
    /// the next `nextEvents` throws.
    public func present(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        guard width > 0, height > 0, pixels.count >= width * height else {
            warnOnce("frame", "a frame of \(width)×\(height) pixels with a buffer of \(pixels.count) "
                + "pixels was not shown: the buffer must hold width × height pixels.")
            return
        }
        connection?.draw(pixels, width: width, height: height,
                         windowWidth: size.width, windowHeight: size.height)
    }

    /// Asks for a new window size (switching the previewed device, rotating it). The window
    /// manager may adjust or refuse it; the size actually given arrives as `.resized`.
    public func resize(width: Int, height: Int) {
        connection?.requestSize(width: PreviewWindow.validDimension(width, "width"),
                                height: PreviewWindow.validDimension(height, "height"))
    }

    /// Waits up to `timeout` seconds (forever when nil, not at all when 0) until something
    /// happens to the window, and returns everything that happened, oldest first. Events that
    /// would only cause unseen frames are coalesced: of a burst of size changes only the last
    /// is reported (and none if it equals `size`), several exposes become one, and a run of
    /// pointer motion reports where it ended. Returns an empty array when the time ran out,
    /// and at once after `close()`.
    ///
    /// - Throws: `WindowError.serverConnectionLost` when the X server went away. The socket
    ///   is checked before Xlib reads from it, so the caller can save its state and exit.
    ///
    /// With `wakingFor`, a file descriptor (a control pipe) becoming readable ends the wait too,
    /// with no events: the caller reads the descriptor.
    public func nextEvents(timeout: Double?, wakingFor descriptor: Int32? = nil) throws -> [WindowEvent] {
        let deadline = timeout.map { ContinuousClock.now + .milliseconds(Int64(max($0, 0) * 1000)) }
        while true {
            if let name = lostConnectionName { throw WindowError.serverConnectionLost(name) }
            guard let connection else { return [] }
            guard connection.socket.wait(timeout: 0) != .closed else { return try connectionLost() }
            let raw = connection.pendingEvents()
            if connection.hasLostConnection { return try connectionLost() }

            let events = WindowEvent.coalesced(raw, currentSize: size)
            for case .resized(let width, let height) in events { size = (width, height) }
            if !events.isEmpty { return events }

            var remaining: Double?
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline).components
                remaining = Double(left.seconds) + Double(left.attoseconds) * 1e-18
                if remaining! <= 0 { return [] }
            }
            if let descriptor {
                switch connection.socket.wait(timeout: remaining, alsoWatching: descriptor) {
                case .closed: return try connectionLost()
                case .other: return []
                case .readable, .idle: break
                }
            } else if connection.socket.wait(timeout: remaining) == .closed {
                return try connectionLost()
            }
        }
    }

    /// Closes the window and its connection and frees the shared memory. Safe to call twice;
    /// also done when the window is deinitialised.
    public func close() {
        connection?.close()
        connection = nil
    }

    /// The Xlib side, for tests that read pixels back or act as the window manager.
    var connectionForTesting: XlibWindow? { connection }

    private func connectionLost() throws -> [WindowEvent] {
        let name = connection?.displayName ?? ""
        close()
        lostConnectionName = name
        throw WindowError.serverConnectionLost(name)
    }

    /// X sizes are 16-bit and never zero (X protocol, "CreateWindow"); anything else is
    /// clamped, with a warning, rather than sent for the server to reject.
    private static func validDimension(_ value: Int, _ name: String) -> Int {
        let valid = min(max(value, 1), 32767)
        if valid != value {
            FileHandle.standardError.write(Data(
                "easel: warning: a window \(name) of \(value) pixels is outside 1...32767; using \(valid).\n".utf8))
        }
        return valid
    }

    private func warnOnce(_ kind: String, _ message: String) {
        guard warned.insert(kind).inserted else { return }
        FileHandle.standardError.write(Data(("easel: warning: " + message + "\n").utf8))
    }
}
