import CX11
import Foundation

/// The one place where Easel talks to Xlib: a connection, one window on it, and the images
/// that carry frames to it. Everything it hands out is a Swift type; `PreviewWindow` adds the
/// policy (validation, coalescing, timeouts) on top.
///
/// Frames travel through MIT-SHM when the server is on this machine (the pixels are copied
/// once into a segment the server reads directly), otherwise through `XPutImage`, which
/// sends them over the socket. See the MIT-SHM specification ("MIT-SHM—The MIT Shared Memory
/// Extension", X Consortium) and `XShm(3)`.
///
/// Xlib's process-wide error handlers live in this file too (`XlibFailures`, below): they are
/// C callbacks, and this file and its events extension (XlibWindow+Events.swift) are the only
/// ones that may see C types.
final class XlibWindow {
    let displayName: String
    let windowID: UInt
    private(set) var usesSharedMemory: Bool
    let socket: ConnectionSocket

    fileprivate(set) var display: OpaquePointer?
    private let visual: UnsafeMutablePointer<Visual>
    private let graphicsContext: GC
    let protocolsAtom: Atom
    let deleteWindowAtom: Atom
    private var sharedImage: SharedImage?
    /// Set when another client destroyed the window (`DestroyNotify`).
    internal(set) var isDestroyed = false
    /// The X input method and its context, when the locale has one: key presses then give text
    /// through compose sequences and input-method editors (fcitx, ibus) as well as keysyms.
    fileprivate(set) var inputMethod: (method: XIM, context: XIC)?

    /// An `XImage` whose pixels live in a System V shared-memory segment the server has
    /// attached. `XShmCreateImage` keeps a pointer to the segment info, so both stay allocated
    /// together until `XShmDetach`.
    private struct SharedImage {
        let image: UnsafeMutablePointer<XImage>
        let segment: UnsafeMutablePointer<XShmSegmentInfo>
        var width: Int { Int(image.pointee.width) }
        var height: Int { Int(image.pointee.height) }
    }

    /// Whether this connection made the window (and destroys it on `close`), or draws into and
    /// takes input from a window another process made (`init(displayName:adopting:…)`).
    let ownsWindow: Bool
    /// An adopted window's size when it was adopted.
    private(set) var adoptedSize: (width: Int, height: Int)?

    /// Opens `displayName`, creates a mapped window and returns once the server has mapped it.
    /// With `takesInput` false the window reports only its size, exposure and close requests:
    /// another client adopts it for the keyboard and pointer (X lets one client select button
    /// presses on a window).
    init(displayName: String, title: String, width: Int, height: Int,
         minimumSize: (width: Int, height: Int)?, allowSharedMemory: Bool, takesInput: Bool = true) throws {
        XlibFailures.installHandlers()
        guard let display = XOpenDisplay(displayName) else {
            throw WindowError.cannotOpenDisplay(displayName)
        }
        XSetIOErrorExitHandler(display, { display, _ in XlibFailures.recordLostConnection(display) }, nil)
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)

        // Frames are 0xAARRGGBB words: they blit unchanged onto a 24-bit TrueColor visual
        // whose pixels are 32 bits with red in bits 16–23 (Xlib §3.1 "Visual Types").
        var visualInfo = XVisualInfo()
        guard XMatchVisualInfo(display, screen, 24, TrueColor, &visualInfo) != 0,
              visualInfo.red_mask == 0xFF0000, visualInfo.green_mask == 0xFF00,
              visualInfo.blue_mask == 0xFF, XlibWindow.bitsPerPixel(display, depth: 24) == 32 else {
            XCloseDisplay(display)
            throw WindowError.unsupportedDisplay(displayName)
        }
        let isDefaultVisual = visualInfo.visual == XDefaultVisual(display, screen)

        // Background None and north-west bit gravity: on a resize the server neither clears
        // the window to a colour nor discards the old frame, so nothing flickers before the
        // next `present` (Xlib §3.2.1 "Background Attribute", §3.2.3 "Gravity Attributes").
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0  // None
        attributes.bit_gravity = NorthWestGravity
        attributes.border_pixel = 0
        attributes.colormap = isDefaultVisual
            ? XDefaultColormap(display, screen)
            : XCreateColormap(display, root, visualInfo.visual, AllocNone)
        // Without input: key presses still come (another client may select them too), for keys
        // that work while the adopting client is gone; pointer presses are the adopter's alone.
        attributes.event_mask = takesInput ? XlibWindow.inputEventMask : StructureNotifyMask | ExposureMask | KeyPressMask
        let window = XCreateWindow(
            display, root, 0, 0, UInt32(width), UInt32(height), 0, 24, UInt32(InputOutput),
            visualInfo.visual, UInt(CWBackPixmap | CWBitGravity | CWBorderPixel | CWColormap | CWEventMask),
            &attributes)

        self.display = display
        self.displayName = displayName
        self.windowID = window
        self.ownsWindow = true
        self.visual = visualInfo.visual
        self.socket = ConnectionSocket(fileDescriptor: XConnectionNumber(display))
        self.usesSharedMemory = allowSharedMemory && XShmQueryExtension(display) != 0 && socket.isLocal
        self.protocolsAtom = XInternAtom(display, "WM_PROTOCOLS", 0)
        self.deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        self.graphicsContext = XCreateGC(display, window, 0, nil)
        XSetForeground(display, graphicsContext, 0)  // black, for the area no frame covers

        setWindowManagerProperties(title: title, minimumSize: minimumSize)
        if takesInput { inputMethod = XlibWindow.openInputMethod(display, window: window, eventMask: attributes.event_mask) }
        XMapWindow(display, window)
        waitUntilMapped()
    }

    /// What a window that takes input reports.
    private static let inputEventMask = KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask
        | PointerMotionMask | StructureNotifyMask | ExposureMask | FocusChangeMask

    /// Opens `displayName` and adopts the window `windowID` that another client made and
    /// mapped: frames are drawn into it and its keyboard and pointer input comes here. The
    /// window stays when this connection closes. Close requests go to the window's maker.
    init(displayName: String, adopting windowID: UInt, allowSharedMemory: Bool) throws {
        XlibFailures.installHandlers()
        guard let display = XOpenDisplay(displayName) else {
            throw WindowError.cannotOpenDisplay(displayName)
        }
        XSetIOErrorExitHandler(display, { display, _ in XlibFailures.recordLostConnection(display) }, nil)
        var attributes = XWindowAttributes()
        var visual: UnsafeMutablePointer<Visual>?
        let found = XlibFailures.trappingErrors(display) {
            if XGetWindowAttributes(display, Window(windowID), &attributes) != 0 { visual = attributes.visual }
            XSync(display, 0)
        }
        guard found, let visual, attributes.depth == 24, visual.pointee.red_mask == 0xFF0000,
              XlibWindow.bitsPerPixel(display, depth: 24) == 32 else {
            XCloseDisplay(display)
            throw WindowError.unsupportedDisplay(displayName)
        }
        self.display = display
        self.displayName = displayName
        self.windowID = windowID
        self.ownsWindow = false
        self.adoptedSize = (Int(attributes.width), Int(attributes.height))
        self.visual = visual
        self.socket = ConnectionSocket(fileDescriptor: XConnectionNumber(display))
        self.usesSharedMemory = allowSharedMemory && XShmQueryExtension(display) != 0 && socket.isLocal
        self.protocolsAtom = XInternAtom(display, "WM_PROTOCOLS", 0)
        self.deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        self.graphicsContext = XCreateGC(display, Window(windowID), 0, nil)
        XSetForeground(display, graphicsContext, 0)
        XSelectInput(display, Window(windowID), XlibWindow.inputEventMask)
        inputMethod = XlibWindow.openInputMethod(display, window: Window(windowID), eventMask: XlibWindow.inputEventMask)
        XSync(display, 0)
    }

    /// Opens the input method of the user's locale (`XMODIFIERS` picks a server such as
    /// `@im=fcitx`; without one, Xlib's built-in method still handles compose sequences) and an
    /// input context on the window, selecting the extra events it filters. Nil when the locale
    /// is not supported or no method answers: key presses then give the text of their keysym.
    /// (Xlib §13.1 "X Locale Management", §13.5 "Input Method Overview".)
    private static func openInputMethod(_ display: OpaquePointer, window: Window, eventMask: Int) -> (XIM, XIC)? {
        // Character classes only: numbers and dates keep the "C" formats.
        guard setlocale(LC_CTYPE, "") != nil, XSupportsLocale() != 0 else { return nil }
        _ = XSetLocaleModifiers("")
        guard let method = XOpenIM(display, nil, nil, nil) else { return nil }
        guard let context = easel_create_input_context(method, window) else {
            XCloseIM(method)
            return nil
        }
        XSelectInput(display, window, eventMask | easel_input_context_event_mask(context))
        XSetICFocus(context)
        return (method, context)
    }

    deinit { close() }

    /// True once Xlib reported the connection broken; every later call is a no-op.
    var hasLostConnection: Bool {
        guard let display else { return false }
        return XlibFailures.hasLostConnection(display)
    }

    // MARK: Window-manager properties (ICCCM §4.1.2, EWMH "Application Window Properties")

    private func setWindowManagerProperties(title: String, minimumSize: (width: Int, height: Int)?) {
        guard let display else { return }
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display, windowID, &protocols, 1)

        // WM_CLASS is two consecutive NUL-terminated strings: instance, then class.
        let wmClass = Array("easel\0Easel\0".utf8)
        XChangeProperty(display, windowID, atom("WM_CLASS"), atom("STRING"), 8, PropModeReplace,
                        wmClass, Int32(wmClass.count))
        // Format-32 properties are passed as C longs (Xlib §4.3 "Properties and Atoms").
        var pid = CLong(getpid())
        _ = withUnsafeBytes(of: &pid) { bytes in
            XChangeProperty(display, windowID, atom("_NET_WM_PID"), atom("CARDINAL"), 32,
                            PropModeReplace, bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        if let minimumSize {
            var hints = XSizeHints()
            hints.flags = PMinSize
            hints.min_width = Int32(minimumSize.width)
            hints.min_height = Int32(minimumSize.height)
            XSetWMNormalHints(display, windowID, &hints)
        }
        setTitle(title)
    }

    /// Sets `_NET_WM_NAME` in UTF-8 for current window managers, and `WM_NAME` for older ones:
    /// as Latin-1 `STRING` when the title fits, else as `UTF8_STRING`, which every window
    /// manager that still reads `WM_NAME` understands in practice.
    func setTitle(_ title: String) {
        guard let display, !hasLostConnection else { return }
        let utf8 = Array(title.utf8)
        XChangeProperty(display, windowID, atom("_NET_WM_NAME"), atom("UTF8_STRING"), 8,
                        PropModeReplace, utf8, Int32(utf8.count))
        if let latin1 = title.data(using: .isoLatin1) {
            let bytes = [UInt8](latin1)
            XChangeProperty(display, windowID, atom("WM_NAME"), atom("STRING"), 8,
                            PropModeReplace, bytes, Int32(bytes.count))
        } else {
            XChangeProperty(display, windowID, atom("WM_NAME"), atom("UTF8_STRING"), 8,
                            PropModeReplace, utf8, Int32(utf8.count))
        }
        XFlush(display)
    }

    /// Asks the server (or the window manager, which may refuse) for a new size; the answer
    /// arrives as a configure notification.
    func requestSize(width: Int, height: Int) {
        guard let display, !hasLostConnection else { return }
        XResizeWindow(display, windowID, UInt32(width), UInt32(height))
        XFlush(display)
    }

    private func atom(_ name: String) -> Atom {
        XInternAtom(display, name, 0)
    }

    /// Without a window manager the server maps at once; with one, the manager may first
    /// reparent the window. Two seconds covers both without hanging on a broken manager.
    private func waitUntilMapped() {
        guard let display else { return }
        var event = XEvent()
        let deadline = Date().addingTimeInterval(2)
        while XCheckTypedWindowEvent(display, windowID, MapNotify, &event) == 0 {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || hasLostConnection { return }
            XFlush(display)
            if socket.wait(timeout: min(remaining, 0.05)) == .closed { return }
        }
    }

    private static func bitsPerPixel(_ display: OpaquePointer, depth: Int32) -> Int32? {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return nil }
        defer { XFree(formats) }
        return UnsafeBufferPointer(start: formats, count: Int(count)).first { $0.depth == depth }?.bits_per_pixel
    }
}

// MARK: - Frames

extension XlibWindow {
    /// Blits the top-left `min(width, windowWidth) × min(height, windowHeight)` pixels of the
    /// frame at (0, 0), fills the rest of the window black, and waits until the server has
    /// processed it all (`XSync`), so the frame is on screen when this returns.
    func draw(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
              windowWidth: Int, windowHeight: Int) {
        guard let display, let base = pixels.baseAddress, !hasLostConnection else { return }
        let visibleWidth = min(width, windowWidth), visibleHeight = min(height, windowHeight)
        if visibleWidth > 0 && visibleHeight > 0 {
            if usesSharedMemory, let shared = sharedImage(atLeast: visibleWidth, visibleHeight),
               let segmentPixels = shared.image.pointee.data {
                let destination = UnsafeMutableRawPointer(segmentPixels)
                let rowBytes = visibleWidth * 4, stride = Int(shared.image.pointee.bytes_per_line)
                for row in 0..<visibleHeight {
                    (destination + row * stride).copyMemory(from: base + row * width, byteCount: rowBytes)
                }
                XShmPutImage(display, windowID, graphicsContext, shared.image, 0, 0, 0, 0,
                             UInt32(visibleWidth), UInt32(visibleHeight), 0)
            } else {
                // The caller's buffer is wrapped, not copied: XPutImage only reads it.
                var image = clientImage(UnsafeMutableRawPointer(mutating: base), width: width, height: height)
                XPutImage(display, windowID, graphicsContext, &image, 0, 0, 0, 0,
                          UInt32(visibleWidth), UInt32(visibleHeight))
            }
        }
        if visibleWidth < windowWidth {
            XFillRectangle(display, windowID, graphicsContext, Int32(visibleWidth), 0,
                           UInt32(windowWidth - visibleWidth), UInt32(windowHeight))
        }
        if visibleHeight < windowHeight && visibleWidth > 0 {
            XFillRectangle(display, windowID, graphicsContext, 0, Int32(visibleHeight),
                           UInt32(visibleWidth), UInt32(windowHeight - visibleHeight))
        }
        XSync(display, 0)
    }

    /// Blits a `width × height` patch at (`x`, `y`) and leaves the rest of the window as it is
    /// (a banner over the last frame).
    func drawPatch(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: Int, y: Int) {
        guard let display, let base = pixels.baseAddress, !hasLostConnection, width > 0, height > 0 else { return }
        var image = clientImage(UnsafeMutableRawPointer(mutating: base), width: width, height: height)
        XPutImage(display, windowID, graphicsContext, &image, 0, 0, Int32(x), Int32(y), UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    /// An `XImage` header over frame pixels in the client's memory, in the layout the visual
    /// expects: ZPixmap, 32 bits a pixel, least significant byte first (`XInitImage(3)`).
    private func clientImage(_ data: UnsafeMutableRawPointer, width: Int, height: Int) -> XImage {
        var image = XImage()
        image.width = Int32(width)
        image.height = Int32(height)
        image.format = ZPixmap
        image.data = data.assumingMemoryBound(to: CChar.self)
        image.byte_order = LSBFirst
        image.bitmap_unit = 32
        image.bitmap_bit_order = LSBFirst
        image.bitmap_pad = 32
        image.depth = 24
        image.bytes_per_line = Int32(width * 4)
        image.bits_per_pixel = 32
        image.red_mask = visual.pointee.red_mask
        image.green_mask = visual.pointee.green_mask
        image.blue_mask = visual.pointee.blue_mask
        XInitImage(&image)
        return image
    }

    /// The shared image, made to hold `width × height`; nil (and MIT-SHM switched off for
    /// good) when a segment cannot be made or the server cannot attach it.
    ///
    /// The segment follows the window both ways: it grows to the frame, rounded up to 256
    /// pixels so a resize drag does not make a segment per step, and shrinks when it is more
    /// than twice the frame's area, so one resize to 32767 × 32767 does not hold gigabytes for
    /// the rest of the session.
    private func sharedImage(atLeast width: Int, _ height: Int) -> SharedImage? {
        if let sharedImage, sharedImage.width >= width, sharedImage.height >= height,
           sharedImage.width * sharedImage.height <= 2 * max(Self.rounded(width) * Self.rounded(height), 1) {
            return sharedImage
        }
        let newWidth = Self.rounded(width), newHeight = Self.rounded(height)
        releaseSharedImage()
        if let created = createSharedImage(width: newWidth, height: newHeight) {
            sharedImage = created
            return created
        }
        if hasLostConnection { return nil }
        usesSharedMemory = false
        FileHandle.standardError.write(Data(("easel: warning: the X server \"\(displayName)\" could "
            + "not share memory with the viewer; frames are sent over the socket instead (slower).\n").utf8))
        return nil
    }

    /// A side rounded up to a multiple of 256 pixels.
    private static func rounded(_ side: Int) -> Int { (side + 255) / 256 * 256 }

    private func createSharedImage(width: Int, height: Int) -> SharedImage? {
        guard let display else { return nil }
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, 24, ZPixmap, nil, segment,
                                          UInt32(width), UInt32(height)) else {
            segment.deallocate()
            return nil
        }
        let byteCount = Int(image.pointee.bytes_per_line) * height
        segment.pointee.shmid = shmget(IPC_PRIVATE, byteCount, IPC_CREAT | 0o600)
        let address = segment.pointee.shmid >= 0 ? shmat(segment.pointee.shmid, nil, 0) : nil
        guard let address, Int(bitPattern: address) != -1 else {
            if segment.pointee.shmid >= 0 { shmctl(segment.pointee.shmid, IPC_RMID, nil) }
            destroy(image, segment)
            return nil
        }
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
        image.pointee.data = segment.pointee.shmaddr
        // A server that cannot reach the segment (another machine, another IPC namespace)
        // answers XShmAttach with an error, which the trap turns into a fallback.
        let attached = XlibFailures.trappingErrors(display) {
            XShmAttach(display, segment)
            XSync(display, 0)
        }
        // Marked for removal at once: the kernel frees the segment when the last of the
        // server and us detaches, even if the viewer crashes.
        shmctl(segment.pointee.shmid, IPC_RMID, nil)
        if !attached || hasLostConnection {
            shmdt(address)
            destroy(image, segment)
            return nil
        }
        return SharedImage(image: image, segment: segment)
    }

    private func releaseSharedImage() {
        guard let shared = sharedImage else { return }
        sharedImage = nil
        if let display, !hasLostConnection {
            XShmDetach(display, shared.segment)
            XSync(display, 0)
        }
        shmdt(shared.segment.pointee.shmaddr)
        destroy(shared.image, shared.segment)
    }

    private func destroy(_ image: UnsafeMutablePointer<XImage>, _ segment: UnsafeMutablePointer<XShmSegmentInfo>) {
        image.pointee.data = nil  // the pixels are the segment's, not malloc'd
        _ = image.pointee.f.destroy_image(image)
        segment.deallocate()
    }

    /// Closes the window and the connection; safe to call twice.
    func close() {
        guard let display else { return }
        releaseSharedImage()
        if let (method, context) = inputMethod, !hasLostConnection {
            XDestroyIC(context)
            XCloseIM(method)
        }
        inputMethod = nil
        if !hasLostConnection {
            XFreeGC(display, graphicsContext)
            if ownsWindow && !isDestroyed { XDestroyWindow(display, windowID) }
        }
        XCloseDisplay(display)
        // After closing: on a broken connection XCloseDisplay reports the failure once more,
        // and a stale record would mark the next display malloc'd at this address as lost.
        XlibFailures.forget(display)
        self.display = nil
    }
}

// MARK: - Test hooks

extension XlibWindow {
    /// The window's pixels as the server holds them, `0x00RRGGBB` row by row (`XGetImage`);
    /// nil when the window is not viewable. For tests that check what `draw` blitted.
    func capturePixels(width: Int, height: Int) -> [UInt32]? {
        guard let display, !hasLostConnection,
              let image = XGetImage(display, windowID, 0, 0, UInt32(width), UInt32(height),
                                    ~0, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        let stride = Int(image.pointee.bytes_per_line)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data) + y * stride
            for x in 0..<width {
                pixels.append(UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) & 0xFF_FFFF)
            }
        }
        return pixels
    }

    /// Sends `WM_DELETE_WINDOW` to the window from a second connection, as a window manager
    /// does when the user clicks the close button (ICCCM §4.2.8.1).
    func sendDeleteRequestAsWindowManager() {
        guard let other = XOpenDisplay(displayName) else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = windowID
        event.xclient.message_type = protocolsAtom
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(deleteWindowAtom)
        event.xclient.data.l.1 = 0  // CurrentTime
        XSendEvent(other, windowID, 0, NoEventMask, &event)
        XCloseDisplay(other)
    }
}

// MARK: - Xlib's process-wide error handlers

/// Protocol errors and broken connections, recorded per display by Xlib's handlers.
///
/// Xlib's defaults are fatal: a protocol error (say `BadAccess` from `XShmAttach` on a remote
/// server) prints and exits, and so does a broken connection. Ours record and return. For the
/// connection, libX11 1.8 added `XSetIOErrorExitHandler`, whose handler may return instead of
/// exiting; every later call on that display then does nothing (libX11 `_XIOError`).
private enum XlibFailures {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var trapped: [OpaquePointer: Bool] = [:]
    nonisolated(unsafe) private static var lost: Set<OpaquePointer> = []
    nonisolated(unsafe) private static var installed = false

    static func installHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        XSetErrorHandler { display, error in
            guard let display, let error else { return 0 }
            XlibFailures.recordProtocolError(display, error.pointee)
            return 0
        }
        // Called before the exit handler; returning lets the exit handler decide.
        XSetIOErrorHandler { display in
            if let display { XlibFailures.recordLostConnection(display) }
            return 0
        }
    }

    static func recordLostConnection(_ display: OpaquePointer?) {
        guard let display else { return }
        lock.lock()
        lost.insert(display)
        lock.unlock()
    }

    static func hasLostConnection(_ display: OpaquePointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return lost.contains(display)
    }

    /// Runs `body` (which must end with `XSync`) and tells whether it caused no protocol error.
    static func trappingErrors(_ display: OpaquePointer, _ body: () -> Void) -> Bool {
        lock.lock()
        trapped[display] = false
        lock.unlock()
        body()
        lock.lock()
        defer { lock.unlock() }
        return trapped.removeValue(forKey: display) == false
    }

    private static func recordProtocolError(_ display: OpaquePointer, _ error: XErrorEvent) {
        lock.lock()
        let isTrapped = trapped[display] != nil
        if isTrapped { trapped[display] = true }
        lock.unlock()
        if isTrapped { return }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
        FileHandle.standardError.write(Data(("easel: warning: the X server reported \"\(String(cString: text))\" "
            + "for request \(error.request_code).\(error.minor_code); the preview window ignores it.\n").utf8))
    }

    /// Drops what was recorded for a display that is being closed (its address may be reused).
    static func forget(_ display: OpaquePointer) {
        lock.lock()
        lost.remove(display)
        trapped[display] = nil
        lock.unlock()
    }
}
