import Foundation
import Easel
import EaselDevice
import EaselRaster
import EaselX11

/// The window's key presses (SwiftUI's `KeyPress`, which Easel also has, is another type).
private typealias KeyPress = EaselX11.KeyPress

/// The preview window: shows a device screen, lays it out again on every resize, and answers
/// the viewer's keys.
///
/// Each pass of the loop takes every pending X event (resizes coalesced to the last size of a
/// burst), applies them, then renders and presents one frame; the previous frame stays on
/// the window until the next one is ready (the window has no background to clear to), so
/// live resizing neither tears nor flickers.
public final class Viewer {
    private let entries: [PreviewEntry]
    private var index: Int
    private var options: ViewerOptions
    private var screen: DeviceScreen
    private var showGuides = false
    private var showFrames = false
    private var showHelp = false
    /// The wheel notches of the pinch under way: spreading (Ctrl) and turning (Ctrl+Shift).
    private var pinchNotches = (spread: 0, turn: 0)
    private var lastFrame: PixelBuffer?
    private let started = Date()
    private var latencyLog: FileHandle?
    /// What a live preview's supervisor shows over the preview (a build error), if anything.
    private var banner = ""

    public init(entries: [PreviewEntry], startAt index: Int = 0, options: ViewerOptions = ViewerOptions()) {
        precondition(!entries.isEmpty, "the viewer needs at least one preview")
        self.entries = entries
        var index = min(max(index, 0), entries.count - 1)
        var options = options
        var freeformSize: CGSize?
        if let session = options.live?.session {
            index = Viewer.restoredIndex(of: session, in: entries, fallback: index)
            Viewer.restore(session, into: &options)
            freeformSize = session.freeformSize.flatMap { $0.count == 2 ? CGSize(width: $0[0], height: $0[1]) : nil }
            showGuides = session.showsGuides
            showFrames = session.showsFrames
        }
        self.index = index
        self.options = options
        // In the window the views' tasks and animations run on the machine's time.
        PreviewHost.runsOnHostTime = false
        // Formatters the views make as they first appear format in the preview's locale.
        if let locale = options.locale { _PreviewLocale.current = locale }
        screen = DeviceScreen(entry: entries[index], chosenDevice: options.device, chosenOrientation: options.orientation,
                              chosenColorScheme: options.colorScheme, size: freeformSize, keyboard: options.keyboard)
        applyChosenOptions()
        if let url = options.latencyLog {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            latencyLog = FileHandle(forWritingAtPath: url.path)
        }
    }

    /// Runs until the window is closed or Ctrl+Q; returns the process exit status
    /// (0, or 1 when the X server could not be reached or went away).
    public func run() -> Int32 {
        StandardOutput.flushEachLine()
        let window: PreviewWindow
        do {
            let size = pixelSize(screen.size)
            if let live = options.live {
                // The supervisor's window: the size and title are this preview's.
                window = try PreviewWindow(adopting: live.windowID)
                window.title = screen.title
                if window.size != size { window.resize(width: size.width, height: size.height) }
            } else {
                window = try PreviewWindow(title: screen.title, width: size.width, height: size.height, minimumSize: (120, 120))
            }
        } catch {
            FileHandle.standardError.write(Data("Easel: \(error)\n".utf8))
            return 1
        }
        if options.live == nil {
            print("Previewing \(screen.entry.name) on \(screen.device.name). Press F1 for keys, Ctrl+Q to quit.")
        }
        presentFrame(in: window)
        log("first-frame-ms", Date().timeIntervalSince(started) * 1000)
        // Wall-clock time of the first frame, so a launcher can measure from process start.
        log("first-frame-unix-ms", Date().timeIntervalSince1970 * 1000)
        if ProcessInfo.processInfo.environment["EASEL_RELOAD_TRACE"] == "1" {
            FileHandle.standardError.write(Data("reload: first frame shown (\(Int(Date().timeIntervalSince1970 * 1000)))\n".utf8))
        }
        options.live?.answer("ready \(Int64(Date().timeIntervalSince1970 * 1000)) \(screen.entry.name)")
        do {
            while true {
                // The view's own code (tasks, timers, publishers) runs on the main run loop
                // between events: at the display's rate while it has work, else a few times a
                // second for work started from an action (`Task { … }` in a button).
                let timeout = screen.host.hasLiveWork ? 1.0 / 60 : 0.25
                let events = try window.nextEvents(timeout: timeout, wakingFor: options.live?.controlDescriptor)
                let received = Date()
                var needsFrame = screen.host.runDueWork()
                var literalsChanged = false
                if let live = options.live {
                    for command in live.commands() {
                        switch command {
                        case .quit:
                            return 0
                        case .save(let path):
                            saveSession(to: path, window: window)
                            live.answer("saved")
                            return 0
                        case .banner(let text):
                            banner = text
                            needsFrame = true
                        case .literals(let values):
                            // A save that changed only literals: the same views, their state
                            // kept, each body run again with the new values.
                            _LiveLiterals.replace(with: values)
                            screen.host.rebuildKeepingState()
                            banner = ""
                            needsFrame = true
                            literalsChanged = true
                        case .ping:
                            live.answer("pong")
                        }
                    }
                }
                // What the frame answers, for the latency log: event received → pixels on the
                // server (`present` returns after the server drew them).
                var answered: Set<String> = []
                for event in events {
                    let outcome = handle(event, window: window)
                    switch outcome {
                    case .quit:
                        options.live?.answer("quit")
                        window.close()
                        return 0
                    case .restart:
                        options.live?.answer("restart")
                    case .redraw(let measure):
                        needsFrame = true
                        if let measure { answered.insert(measure) }
                    case .none: break
                    }
                }
                if needsFrame {
                    presentFrame(in: window)
                    let milliseconds = Date().timeIntervalSince(received) * 1000
                    for measure in answered.sorted() { log(measure, milliseconds) }
                }
                if literalsChanged { options.live?.answer("literals") }
            }
        } catch {
            FileHandle.standardError.write(Data("Easel: \(error). The preview window is closed.\n".utf8))
            return 1
        }
    }

    /// What an event asks of the loop; a redraw may name the latency it measures.
    private enum Outcome {
        case none, quit
        /// Ctrl+Shift+R in a live preview: start the preview afresh.
        case restart
        case redraw(measure: String?)
        static let redraw = Outcome.redraw(measure: nil)
    }

    private func handle(_ event: WindowEvent, window: PreviewWindow) -> Outcome {
        switch event {
        case .resized(let width, let height):
            screen.resize(to: CGSize(width: CGFloat(width) / options.windowScale, height: CGFloat(height) / options.windowScale))
            window.title = screen.title
            return .redraw(measure: "resize-latency-ms")
        case .exposed:
            return .redraw
        case .closeRequested:
            return .quit
        case .destroyed:
            FileHandle.standardError.write(Data("Easel: the preview window was closed by another program; the viewer ends.\n".utf8))
            return .quit
        case .key(let press):
            return handleKey(press, window: window)
        case .keyReleased(let press) where press.key == .other("Control_L") || press.key == .other("Control_R"):
            // Letting go of Control lifts the fingers of a wheel pinch.
            guard screen.host.isPinching else { return .none }
            screen.host.pinchEnded()
            return .redraw
        case .keyReleased(let press):
            // The release of a key the view was given goes to its `.up` handlers.
            guard !press.modifiers.contains(.control) else { return .none }
            let key = Viewer.editingKeys[press.key] ?? press.text.first.map { KeyEquivalent($0) }
            guard let key, screen.host.release(key, characters: press.text.isEmpty ? nil : press.text) else { return .none }
            return .redraw
        case .pointerPressed(let x, let y, button: 1, _):
            screen.host.pinchEnded()
            screen.pointerDown(at: point(x, y))
            return .redraw(measure: "pointer-latency-ms")
        case .pointerReleased(let x, let y, button: 1):
            screen.pointerUp(at: point(x, y))
            return .redraw(measure: "pointer-latency-ms")
        case .pointerMoved(let x, let y):
            return screen.pointerMoved(to: point(x, y)) ? .redraw(measure: "scroll-latency-ms") : .none
        case .pointerPressed(let x, let y, let button, let modifiers) where (4...5).contains(button) && modifiers.contains(.control):
            // Two fingers, for a mouse: Ctrl+wheel spreads them (up) or closes them (down) by
            // a tenth a notch; with Shift it turns them 5° (up clockwise), about the pointer.
            // The pinch lasts until Control is let go.
            if !screen.host.isPinching {
                screen.host.pinchBegan(at: point(x, y))
                pinchNotches = (0, 0)
            }
            if modifiers.contains(.shift) { pinchNotches.turn += button == 4 ? 1 : -1 } else { pinchNotches.spread += button == 4 ? 1 : -1 }
            screen.host.pinchChanged(magnification: pow(1.1, CGFloat(pinchNotches.spread)),
                                     rotation: .degrees(5 * Double(pinchNotches.turn)))
            return .redraw(measure: "pinch-latency-ms")
        case .pointerPressed(let x, let y, let button, _) where (4...7).contains(button):
            // The wheel: X reports each notch as a press of button 4 (up), 5 (down), 6 (left)
            // or 7 (right). A notch moves the content 40 points, as a trackpad flick might.
            let step: CGFloat = 40
            let delta = [4: CGSize(width: 0, height: -step), 5: CGSize(width: 0, height: step),
                         6: CGSize(width: -step, height: 0), 7: CGSize(width: step, height: 0)][button]!
            return screen.scroll(by: delta, at: point(x, y)) ? .redraw(measure: "scroll-latency-ms") : .none
        case .focusChanged(false):
            // A press the window will never see released (the pointer grabbed elsewhere).
            screen.host.cancelPointer()
            screen.host.pinchEnded()
            return .redraw
        default:
            return .none
        }
    }

    /// A point of the window (pixels) in screen points.
    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) / options.windowScale, y: CGFloat(y) / options.windowScale)
    }

    /// Keys without Control go to the previewed view, as a hardware keyboard's do on iOS: text
    /// into the focused field, editing keys to its caret.
    private func forwardKey(_ press: KeyPress) -> Outcome {
        if let key = Viewer.editingKeys[press.key] {
            screen.host.press(key)
        } else {
            guard !press.text.isEmpty else { return .none }
            screen.host.type(press.text)
        }
        screen.followFocus()
        return .redraw(measure: "key-latency-ms")
    }

    /// The X keys that edit text, as SwiftUI names them (X's BackSpace is SwiftUI's `.delete`).
    private static let editingKeys: [KeyPress.Key: KeyEquivalent] = [
        .return: .return, .tab: .tab, .escape: .escape, .backspace: .delete, .delete: .deleteForward,
        .left: .leftArrow, .right: .rightArrow, .up: .upArrow, .down: .downArrow,
        .home: .home, .end: .end, .pageUp: .pageUp, .pageDown: .pageDown,
    ]

    private func handleKey(_ press: KeyPress, window: PreviewWindow) -> Outcome {
        if case .function(1) = press.key {
            showHelp.toggle()
            return .redraw
        }
        guard press.modifiers.contains(.control) else { return forwardKey(press) }
        // The viewer's own shortcuts never reach the view.
        guard case .character(let character) = press.key else { return .none }
        switch character.lowercased() {
        case "q": return .quit
        case "k":
            screen.isKeyboardShown.toggle()
            return .redraw(measure: "keyboard-toggle-ms")
        case "u": screen.isSystemUIShown.toggle()
        case "t":
            options.slowAnimations.toggle()
            screen.host.animationSpeed = options.slowAnimations ? Viewer.slowAnimationSpeed : 1
            print("Slow animations: \(options.slowAnimations ? "on (ten times slower)" : "off")")
        case "g": showGuides.toggle()
        case "f": showFrames.toggle()
        case "d": screen.colorScheme = screen.colorScheme == .dark ? .light : .dark
        case "=", "+", "-":
            // Dynamic Type one size up or down; kept for the next preview.
            screen.dynamicTypeSize = screen.dynamicTypeSize.stepped(by: character == "-" ? -1 : 1)
            options.dynamicTypeSize = screen.dynamicTypeSize
            print("Dynamic Type: \(screen.dynamicTypeSize.name)")
        case "l":
            screen.locale = nextLocale()
            options.locale = screen.locale
            print("Locale: \(screen.locale.identifier)")
        case "s": saveScreenshot()
        case "r" where press.modifiers.contains(.shift) && options.live != nil:
            return .restart
        case "r":
            screen.rotate()
            let size = pixelSize(screen.size)
            window.resize(width: size.width, height: size.height)
            window.title = screen.title
        case "n": switchPreview(by: 1, window: window)
        case "p": switchPreview(by: -1, window: window)
        default: return .none
        }
        return .redraw
    }

    /// The pace of animations: ten times slower with slow animations on.
    static let slowAnimationSpeed = 0.1

    /// The Dynamic Type size, locale and animation pace chosen on the command line or with the keys.
    private func applyChosenOptions() {
        screen.host.animationSpeed = options.slowAnimations ? Viewer.slowAnimationSpeed : 1
        if let size = options.dynamicTypeSize { screen.dynamicTypeSize = size }
        if let locale = options.locale { screen.locale = locale }
    }

    /// The next locale with translations: en_US, then each language the strings tables have.
    private func nextLocale() -> Locale {
        let identifiers = ["en_US"] + Easel.availableLocalizations().filter { $0 != "en" && $0 != "en-us" }
        let current = identifiers.firstIndex { $0.lowercased() == screen.locale.identifier.lowercased() } ?? 0
        return Locale(identifier: identifiers[(current + 1) % identifiers.count])
    }

    private func switchPreview(by step: Int, window: PreviewWindow) {
        index = (index + step + entries.count) % entries.count
        // Each preview as its own settings ask (as Xcode shows each), within what the user chose.
        screen = DeviceScreen(entry: entries[index], chosenDevice: options.device, chosenOrientation: options.orientation,
                              chosenColorScheme: options.colorScheme)
        applyChosenOptions()
        let size = pixelSize(screen.size)
        window.resize(width: size.width, height: size.height)
        window.title = screen.title
    }

    private func saveScreenshot() {
        do {
            let url = try ScreenshotWriter.save(screen, in: options.screenshotDirectory)
            print("Saved screenshot: \(url.path)")
        } catch {
            FileHandle.standardError.write(Data("Easel: the screenshot was not saved: \(error)\n".utf8))
        }
    }

    private func pixelSize(_ size: CGSize) -> (width: Int, height: Int) {
        (max(1, Int((size.width * options.windowScale).rounded())), max(1, Int((size.height * options.windowScale).rounded())))
    }

    private func presentFrame(in window: PreviewWindow) {
        let scale = options.windowScale
        let buffer = screen.render(scale: scale)
        if showGuides { DebugOverlay.drawGuides(for: screen, into: buffer, scale: scale) }
        if showFrames { DebugOverlay.drawFrames(for: screen, into: buffer, scale: scale) }
        if showHelp { DebugOverlay.drawHelp(for: screen, into: buffer, scale: scale) }
        if !banner.isEmpty {
            let strip = LiveBanner.render(banner, width: screen.size.width, scale: scale)
            buffer.copy(strip, atX: 0, y: 0)
        }
        window.present(UnsafeBufferPointer(buffer.pixels), width: buffer.width, height: buffer.height)
        lastFrame = buffer
    }

    // MARK: Live previews

    /// The preview to show after a reload: the same one, else another of its file (the edit
    /// removed or renamed it), else the first.
    private static func restoredIndex(of session: LiveSession, in entries: [PreviewEntry], fallback: Int) -> Int {
        if let same = entries.firstIndex(where: { $0.name == session.previewName }) { return same }
        let file = session.previewFile
        let sameFile = entries.firstIndex { entry in file != nil && entry.location?.split(separator: ":").first.map(String.init) == file }
        let chosen = sameFile ?? fallback
        print("The preview \"\(session.previewName)\" is gone after the edit; showing \"\(entries[chosen].name)\".")
        fflush(stdout)
        return chosen
    }

    /// The device, orientation, appearance, keyboard, text size, locale and pace the user had.
    private static func restore(_ session: LiveSession, into options: inout ViewerOptions) {
        if let id = session.deviceID, let device = Device.named(id) { options.device = device }
        options.orientation = session.landscape ? .landscape : .portrait
        options.colorScheme = session.dark ? .dark : .light
        options.keyboard = session.keyboardShown
        if let name = session.dynamicType { options.dynamicTypeSize = DynamicTypeSize(name: name) }
        if let locale = session.locale { options.locale = Locale(identifier: locale) }
        options.windowScale = CGFloat(session.windowScale)
        options.slowAnimations = session.slowAnimations
    }

    private func saveSession(to path: String, window: PreviewWindow) {
        let session = LiveSession(
            previewName: screen.entry.name, previewFile: screen.entry.location?.split(separator: ":").first.map(String.init),
            deviceID: screen.device.id, landscape: screen.orientation == .landscape, dark: screen.colorScheme == .dark,
            keyboardShown: screen.isKeyboardShown, dynamicType: screen.dynamicTypeSize.name, locale: screen.locale.identifier,
            windowScale: Double(options.windowScale),
            freeformSize: screen.isFreeform ? [Double(screen.size.width), Double(screen.size.height)] : nil,
            showsGuides: showGuides, showsFrames: showFrames, slowAnimations: options.slowAnimations,
            values: PreviewSession.capture(screen.host))
        do {
            try JSONEncoder().encode(session).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("Easel: the preview's state could not be saved for the reload: \(error)\n".utf8))
        }
    }

    private func log(_ key: String, _ milliseconds: Double) {
        latencyLog?.write(Data("\(key) \(String(format: "%.3f", milliseconds))\n".utf8))
    }
}
