import Foundation

/// A key pressed while a view has the focus (Apple: "KeyPress", iOS 17).
public struct KeyPress: Sendable {
    /// Down, repeat or up (Apple: "KeyPress.Phases").
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether the action took the key (Apple: "KeyPress.Result").
    public enum Result: Sendable {
        case handled, ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

/// One `onKeyPress` handler: it answers nil for keys and phases it does not listen to.
struct KeyPressHandler {
    let handle: (KeyPress) -> KeyPress.Result?
}

extension View {
    /// Runs an action when a key is pressed while the view has the focus (Apple:
    /// "onKeyPress(_:action:)"). Key presses go to the focused text field's handlers and then
    /// its ancestors'; with no text field focused (a preview has no focus engine for other
    /// views), to every handler on screen, innermost first, until one handles the key. Key-up
    /// is not delivered.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        keyPressHandler { $0.key == key && $0.phase.contains(.down) ? action() : nil }
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler { $0.key == key && !phases.isDisjoint(with: $0.phase) ? action($0) : nil }
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler { keys.contains($0.key) && !phases.isDisjoint(with: $0.phase) ? action($0) : nil }
    }

    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler { press in
            let matches = !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
            return matches && !phases.isDisjoint(with: press.phase) ? action(press) : nil
        }
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressHandler { !phases.isDisjoint(with: $0.phase) ? action($0) : nil }
    }

    private func keyPressHandler(_ handle: @escaping (KeyPress) -> KeyPress.Result?) -> some View {
        let handler = KeyPressHandler(handle: handle)
        return modifier(NodeTraitModifier { $0[KeyPressHandlersTrait.self].append(handler) })
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `onKeyPress(…)`: the handlers a key press goes to, innermost first.
enum KeyPressHandlersTrait: NodeTraitKey { typealias Value = [KeyPressHandler] }
