import CX11
import Foundation

// Xlib events translated into `WindowEvent`s: the C side of `XlibWindow` (with
// XlibWindow.swift, the only files of Easel that see Xlib's C types).

// MARK: - Events

extension XlibWindow {
    /// Every event Xlib has queued or can read without blocking, translated; events the
    /// viewer has no use for (map, reparent, keyboard-mapping changes) are handled here and
    /// left out.
    func pendingEvents() -> [WindowEvent] {
        guard let display else { return [] }
        var events: [WindowEvent] = []
        var event = XEvent()
        while !hasLostConnection && XPending(display) > 0 {
            XNextEvent(display, &event)
            // With an input method every event goes to it first; what it keeps (the keys of a
            // sequence being composed) is not the viewer's (Xlib §13.10 "Event Filtering").
            if inputMethod != nil, XFilterEvent(&event, 0) != 0 { continue }
            if let translated = translate(&event) { events.append(translated) }
        }
        return events
    }

    private func translate(_ event: inout XEvent) -> WindowEvent? {
        switch event.type {
        // `CX11.` because Easel's own `KeyPress` type shadows Xlib's event-type constant.
        case CX11.KeyPress: return .key(keyPress(&event.xkey, typed: true))
        case CX11.KeyRelease: return .keyReleased(keyPress(&event.xkey))
        case ButtonPress:
            return .pointerPressed(x: Double(event.xbutton.x), y: Double(event.xbutton.y),
                                   button: Int(event.xbutton.button), modifiers: modifiers(event.xbutton.state))
        case ButtonRelease:
            return .pointerReleased(x: Double(event.xbutton.x), y: Double(event.xbutton.y),
                                    button: Int(event.xbutton.button))
        case MotionNotify:
            return .pointerMoved(x: Double(event.xmotion.x), y: Double(event.xmotion.y))
        // Focus moving between windows *inside* ours (NotifyPointer) does not change whether
        // we have the keyboard (Xlib §10.7.1 "Normal Focus Events").
        case FocusIn where event.xfocus.detail != NotifyPointer: return .focusChanged(true)
        case FocusOut where event.xfocus.detail != NotifyPointer: return .focusChanged(false)
        case Expose: return .exposed
        case ConfigureNotify:
            return .resized(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
        case ClientMessage where event.xclient.message_type == protocolsAtom
            && Atom(truncatingIfNeeded: event.xclient.data.l.0) == deleteWindowAtom:
            return .closeRequested
        case DestroyNotify where event.xdestroywindow.window == windowID:
            isDestroyed = true
            return .destroyed
        case MappingNotify:
            // Keeps XLookupString's keycode-to-keysym table current (Xlib §10.12).
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        default:
            return nil
        }
    }

    /// The modifier keys an event's `state` says were held.
    private func modifiers(_ state: UInt32) -> KeyPress.Modifiers {
        var modifiers: KeyPress.Modifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// The keysym comes from `XLookupString`, which applies Shift, Caps Lock and Num Lock;
    /// the text is the character that keysym stands for. A key press (`typed`) with an input
    /// context goes through `Xutf8LookupString` instead, which also gives the text an input
    /// method commits (a composed "é", a chosen "中文") with no keysym of its own.
    private func keyPress(_ event: inout XKeyEvent, typed: Bool = false) -> KeyPress {
        var keysym: KeySym = 0
        var text = ""
        let modifiers = self.modifiers(event.state)
        if typed, let context = inputMethod?.context {
            var buffer = [CChar](repeating: 0, count: 64)
            var status: Int32 = 0  // Xlib's `Status`, a macro for int
            var count = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(context, &event, &buffer, count, &keysym, &status)
            }
            if status == XLookupChars || status == XLookupBoth {
                text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if status != XLookupKeySym && status != XLookupBoth { keysym = 0 }
        } else {
            var buffer = [CChar](repeating: 0, count: 16)
            _ = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
            text = KeyPress.Key.printableScalar(keysym: keysym).map { String(Character($0)) } ?? ""
        }
        // Control characters (Return, Tab, a letter with Control held) are recognised by their
        // key, never typed as text.
        if modifiers.contains(.control) { text = "" }
        text.unicodeScalars.removeAll { $0.properties.generalCategory == .control }
        let name = keysym == 0 ? "" : XKeysymToString(keysym).map { String(cString: $0) } ?? "0x" + String(keysym, radix: 16)
        return KeyPress(key: KeyPress.Key(keysym: keysym, name: name), keysymName: name, text: text, modifiers: modifiers)
    }
}
