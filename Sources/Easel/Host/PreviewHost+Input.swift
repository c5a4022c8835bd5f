import Foundation
import EaselClock
import EaselFoundation

/// Input, as a person gives it to a phone: taps, typing and keys. The preview window turns
/// mouse clicks and key presses into these calls; tests call them directly.
///
/// ```swift
/// host.tap(at: CGPoint(x: 100, y: 400))   // a Button runs its action, a TextField takes the focus
/// host.type("Ada")                         // into the focused field, at its caret
/// host.press(.return)                      // submits the field (onSubmit) and ends editing
/// ```
///
/// Points are host coordinates (points, origin top-left), the space of `frame(of:)`.
extension PreviewHost {
    /// A pointer went down: the view under it is hit-tested (front to back, as drawn) and the
    /// nearest button, text field or tap gesture above it is held. A held button shows its
    /// pressed look until the pointer goes up.
    public func pointerDown(at point: CGPoint) {
        UndoManager._beginEvent()
        layoutIfNeeded()
        let hit = hitTest(point)
        interaction.pressed = hit.flatMap { target(above: $0.node) }
        beginGestures(at: point, hit: hit?.node)
        updateStyledPress()
        interaction.dragStart = point
        interaction.dragLast = point
        interaction.isScrolling = false
    }

    /// The pointer went up: what it went down on acts if the pointer is still on it. A button
    /// runs its action; a text field takes the focus with its caret at the nearest character; a
    /// tap gesture runs with the tap's location in the view's own coordinates.
    public func pointerUp(at point: CGPoint) {
        layoutIfNeeded()
        let dragStart = interaction.dragStart
        interaction.dragStart = nil
        interaction.dragLast = nil
        checkLongPresses()
        if endGestures(at: point) {
            interaction.pressed = nil
            updateStyledPress()
            return
        }
        // A drag that scrolled ends without a tap.
        if interaction.isScrolling {
            interaction.isScrolling = false
            interaction.pressed = nil
            if let dragStart { endScrolling(from: dragStart) }
            return
        }
        guard let pressed = interaction.pressed else { return }
        interaction.pressed = nil
        updateStyledPress()
        let taps = interaction.countTap(at: point, time: PreviewClock.shared.now())
        switch pressed {
        case .button(let identity):
            // Released outside the button: no action, as UIKit's touch-up-inside. "Inside" is
            // where the button is hit (a list row's whole band, say), or its frame.
            guard let node = node(with: identity), node.frame.contains(point) || isHit(identity, at: point),
                  let button = node.layout.pressable else { return }
            button.action()
        case .textField(let identity):
            guard let node = node(with: identity), node.frame.contains(point),
                  let field = node.layout.textInput else { return }
            focus(field, caret: field.caretIndex(nearest: point, in: node))
        case .tap(let node):
            guard let hit = hitTest(point), hit.node.isDescendant(ofOrSameAs: node) else { return }
            let local = CGPoint(x: hit.point.x - node.frame.minX, y: hit.point.y - node.frame.minY)
            // The first action (innermost modifier first) whose count this tap completes. When
            // an action inside it wants more taps (a double tap inside a single), it waits until
            // no further tap came in time, as SwiftUI's exclusive tap gestures do: a double tap
            // then runs the double-tap action alone.
            let actions = node.interaction?.tapActions ?? []
            guard let index = actions.firstIndex(where: { taps % $0.count == 0 }) else { return }
            let action = actions[index]
            if actions[..<index].contains(where: { $0.count > taps }) {
                deferTap(action, at: local, after: taps)
            } else {
                action.action(local)
            }
        }
    }

    /// Ends a press without acting (the pointer left the screen, or went up over another host).
    public func cancelPointer() {
        interaction.pressed = nil
        if interaction.isScrolling, let start = interaction.dragStart { endScrolling(from: start) }
        interaction.isScrolling = false
        interaction.dragStart = nil
        interaction.dragLast = nil
        if let tracking = interaction.gesture {
            for drag in tracking.drags where drag.state == .active { drag.recognizer.cancelled() }
            for press in tracking.presses where press.state == .waiting { press.recognizer.pressing(false) }
        }
        interaction.gesture = nil
        updateStyledPress()
    }

    /// Builds again a button drawn by a custom `ButtonStyle` whose pressed state changed.
    private func updateStyledPress() {
        // Finding the held button walks the tree: only done once a styled button exists.
        guard graph.hasStyledButtons else { return }
        var held: UInt64?
        if case .button(let identity)? = interaction.pressed, let node = node(with: identity),
           node.layout.pressable?.rebuildsWhenPressed == true {
            held = identity
        }
        guard held != graph.pressedControl else { return }
        for identity in [graph.pressedControl, held].compactMap({ $0 }) {
            guard let node = node(with: identity) else { continue }
            if let record = node.ownerRecord ?? node.ancestorRecord { record.invalidate() } else { graph.invalidateRoot() }
        }
        graph.pressedControl = held
    }

    /// A pointer went down and up at one point.
    /// The next frame is laid out, as the window draws one after a tap: what the action changed
    /// is built and the views it brought in have appeared.
    public func tap(at point: CGPoint) {
        pointerDown(at: point)
        pointerUp(at: point)
        layoutIfNeeded()
    }

    /// Types text into the focused text field at its caret. A line break submits, as Return
    /// does (a `TextField` holds one line). Each character goes first to the `onKeyPress`
    /// handlers (`deliverKeyPress`): one that handles it keeps it from the field.
    public func type(_ text: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { press(.return) }
            var chain = keyPressChain()
            guard !chain.isEmpty else {
                insert(String(line))
                continue
            }
            for character in line {
                if deliver(KeyPress(phase: .down, key: KeyEquivalent(character), characters: String(character), modifiers: []), to: chain) {
                    // What the handler changed may have rebuilt the views that hold handlers.
                    chain = keyPressChain()
                } else {
                    insert(String(character))
                }
            }
        }
    }

    /// Presses a key in the focused text field: `.delete` and `.deleteForward` delete around
    /// the caret, the arrows, `.home` and `.end` move it, `.return` submits the field and ends
    /// editing, `.tab` moves the focus to the next text field, and any other key types its
    /// character. Returns whether a field took the key.
    @discardableResult
    public func press(_ key: KeyEquivalent) -> Bool {
        UndoManager._beginEvent()
        layoutIfNeeded()
        if deliverKeyPress(key, characters: String(key.character)) { return true }
        guard let (node, field) = focusedField(), var focus = interaction.focus else { return false }
        var text = field.text.wrappedValue
        let caret = Swift.min(Swift.max(focus.caret, 0), text.count)
        switch key {
        case .delete:
            guard caret > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
            focus.caret = caret - 1
        case .deleteForward:
            guard caret < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: caret))
        case .leftArrow: focus.caret = Swift.max(caret - 1, 0)
        case .rightArrow: focus.caret = Swift.min(caret + 1, text.count)
        case .home, .upArrow, .pageUp: focus.caret = 0
        case .end, .downArrow, .pageDown: focus.caret = text.count
        case .return where field.isMultiline:
            text.insert("\n", at: text.index(text.startIndex, offsetBy: caret))
            focus.caret = caret + 1
        case .return:
            for action in field.submitActions { action() }
            endEditing()
            return true
        case .tab:
            focusNextField(after: node)
            return true
        case .escape:
            return true
        default:
            focus.caret = PreviewHost.insert(String(key.character), into: &text, at: caret)
        }
        interaction.focus = focus
        if text != field.text.wrappedValue { field.text.wrappedValue = text }
        return true
    }

    /// Whether a text field has the focus (the on-screen keyboard belongs up).
    public var isEditingText: Bool {
        layoutIfNeeded()
        return interaction.focus != nil
    }

    /// The frame of the focused text field, nil when none has the focus.
    public var focusedFieldFrame: CGRect? {
        layoutIfNeeded()
        return focusedField()?.node.frame
    }

    /// Takes the focus away from the focused text field, as tapping the keyboard's dismiss key does.
    public func endEditing() {
        guard let (_, field) = focusedField() else {
            interaction.focus = nil
            return
        }
        interaction.focus = nil
        field.focus?.setFocused(false)
        field.editingChanged?(false)
    }

    // MARK: Internals

    /// The nearest control or tap gesture at or above a hit node; nil when there is none or it
    /// is disabled (a disabled control swallows the tap: nothing behind it acts).
    /// What a tap at `point` hits: the topmost sheet or alert when one is up (it takes every
    /// tap), else the view.
    func hitTest(_ point: CGPoint) -> (node: ViewNode, point: CGPoint)? {
        if let top = graph.rootNode.presentationLayers().last { return top.hitTest(point) }
        return graph.rootNode.hitTest(point)
    }

    /// Whether a tap at `point` lands on the button with this identity.
    private func isHit(_ identity: UInt64, at point: CGPoint) -> Bool {
        guard let hit = hitTest(point), case .button(let found)? = target(above: hit.node) else { return false }
        return found == identity
    }

    private func target(above hit: ViewNode) -> PointerTarget? {
        var node: ViewNode? = hit
        while let current = node {
            let target: PointerTarget?
            if let button = current.layout.pressable {
                target = .button(button.identity)
            } else if let field = current.layout.textInput {
                target = .textField(field.identity)
            } else if current.interaction?.tapActions.isEmpty == false {
                target = .tap(current)
            } else {
                target = nil
            }
            if let target { return current.environment.isEnabled ? target : nil }
            node = current.parent
        }
        return nil
    }

    /// Lets go of a key: its `.up` press goes to the handlers that ask for that phase
    /// (`onKeyPress(phases: .up)`), as a hardware keyboard's release does; returns whether one
    /// handled it. `press` and `type` give the `.down` presses.
    @discardableResult
    public func release(_ key: KeyEquivalent, characters: String? = nil) -> Bool {
        deliver(KeyPress(phase: .up, key: key, characters: characters ?? String(key.character), modifiers: []), to: keyPressChain())
    }

    /// Gives a key press (down) to the `onKeyPress` handlers (`keyPressChain`); returns
    /// whether one handled it.
    @discardableResult
    public func deliverKeyPress(_ key: KeyEquivalent, characters: String) -> Bool {
        deliver(KeyPress(phase: .down, key: key, characters: characters, modifiers: []), to: keyPressChain())
    }

    /// The nodes whose `onKeyPress` handlers see a key, in order: the focused text field and
    /// then its ancestors; with no field focused, every view on screen (in the presentation
    /// that is up, if one is), innermost first (a preview has no focus engine for other views).
    private func keyPressChain() -> [ViewNode] {
        layoutIfNeeded()
        func hasHandlers(_ node: ViewNode) -> Bool { !node[KeyPressHandlersTrait.self].isEmpty }
        var chain: [ViewNode] = []
        if let (node, _) = focusedField() {
            var current: ViewNode? = node
            while let next = current {
                if hasHandlers(next) { chain.append(next) }
                current = next.parent
            }
            return chain
        }
        func visit(_ node: ViewNode) {
            for child in node.layout.visibleChildren(of: node) { visit(child) }
            if hasHandlers(node) { chain.append(node) }
        }
        // A presentation that is up takes the keys, as it takes every tap.
        visit(graph.rootNode.presentationLayers().last ?? graph.rootNode)
        return chain
    }

    private func deliver(_ press: KeyPress, to chain: [ViewNode]) -> Bool {
        for node in chain {
            for handler in node[KeyPressHandlersTrait.self] where handler.handle(press) == .handled {
                layoutIfNeeded()
                return true
            }
        }
        return false
    }

    /// Types `string` into the focused field at its caret.
    private func insert(_ string: String) {
        guard let (_, field) = focusedField(), var focus = interaction.focus else { return }
        var text = field.text.wrappedValue
        focus.caret = PreviewHost.insert(string, into: &text, at: Swift.min(Swift.max(focus.caret, 0), text.count))
        interaction.focus = focus
        if text != field.text.wrappedValue { field.text.wrappedValue = text }
    }

    /// Inserts into `text` at `caret` what `string` has that can be typed (control characters
    /// and the private-use characters that stand for function keys are left out); returns the
    /// caret after it.
    private static func insert(_ string: String, into text: inout String, at caret: Int) -> Int {
        let typeable = string.filter { character in
            character.unicodeScalars.allSatisfy { !($0.properties.generalCategory == .control || $0.properties.generalCategory == .privateUse) }
        }
        guard !typeable.isEmpty else { return caret }
        let before = text.count
        text.insert(contentsOf: typeable, at: text.index(text.startIndex, offsetBy: caret))
        // Counted after inserting: a combining mark joins the character before it.
        return caret + (text.count - before)
    }

    /// Gives the focus to a field (and tells the focus states of the old and new fields).
    func focus(_ field: any TextInputLayout, caret: Int) {
        let previous = focusedField()?.field
        interaction.focus = (field.identity, caret)
        guard previous !== field else { return }
        previous?.focus?.setFocused(false)
        previous?.editingChanged?(false)
        field.focus?.setFocused(true)
        field.editingChanged?(true)
    }

    private func focusNextField(after node: ViewNode) {
        var fields: [(ViewNode, any TextInputLayout)] = []
        graph.forEachNode { if let field = $0.layout.textInput, $0.environment.isEnabled { fields.append(($0, field)) } }
        guard let index = fields.firstIndex(where: { $0.0 === node }), fields.count > 1 else { return }
        let next = fields[(index + 1) % fields.count].1
        focus(next, caret: next.isEmpty ? 0 : next.text.wrappedValue.count)
    }

    func focusedField() -> (node: ViewNode, field: any TextInputLayout)? {
        guard let identity = interaction.focus?.field, let node = node(with: identity),
              let field = node.layout.textInput else { return nil }
        return (node, field)
    }

    /// The node of the button or text field with this identity.
    func node(with identity: UInt64) -> ViewNode? {
        var found: ViewNode?
        graph.forEachNode { node in
            guard found == nil else { return }
            if let button = node.layout.pressable, button.identity == identity { found = node }
            if let field = node.layout.textInput, field.identity == identity { found = node }
        }
        return found
    }

    /// After state changed: the focus follows the focus states that code set, and leaves a
    /// field that is no longer in the tree.
    func reconcileFocus() {
        if let pending = PreviewSession.pendingFocus {
            // A live preview's reload: the field that had the focus has it again, its caret
            // where it was (once the field is built).
            graph.forEachNode { node in
                guard let field = node.layout.textInput, field.stableIdentity == pending.field else { return }
                interaction.focus = (field.identity, field.isEmpty ? 0 : Swift.min(pending.caret, field.text.wrappedValue.count))
                PreviewSession.pendingFocus = nil
            }
        }
        guard interaction.focus != nil || graph.hasFocusBindings else { return }
        var focusedIsPresent = false
        var focusedWasReleased = false
        var requested: (any TextInputLayout)?
        graph.forEachNode { node in
            guard let field = node.layout.textInput else { return }
            if field.identity == interaction.focus?.field {
                focusedIsPresent = true
                if let binding = field.focus, !binding.isFocused() { focusedWasReleased = true }
            } else if requested == nil, let binding = field.focus, binding.isFocused() {
                requested = field
            }
        }
        if let requested {
            interaction.focus = (requested.identity, requested.isEmpty ? 0 : requested.text.wrappedValue.count)
        } else if !focusedIsPresent || focusedWasReleased {
            interaction.focus = nil
        }
    }
}

extension ViewNode {
    func isDescendant(ofOrSameAs ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension PreviewHost {
    /// Runs a tap's action once the double-tap interval has passed with no further tap (on the
    /// preview's clock: `advance(by:)` headless).
    fileprivate func deferTap(_ action: TapAction, at location: CGPoint, after taps: Int) {
        interaction.deferredTaps += 1
        let tapTime = interaction.lastTap?.time
        let run: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.interaction.deferredTaps -= 1
                // Another tap came: it decides.
                guard self.interaction.lastTap?.time == tapTime else { return }
                action.action(location)
            }
        }
        if PreviewClock.shared.schedule(after: InteractionState.multipleTapInterval, { DispatchQueue.main.async(execute: run) }) == nil {
            DispatchQueue.main.asyncAfter(deadline: .now() + InteractionState.multipleTapInterval, qos: .unspecified, flags: [], execute: run)
        }
    }
}
