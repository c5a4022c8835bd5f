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

private enum KeyPressNote {
    static func note() {
        Diagnostics.warnOnce("on-key-press", "onKeyPress: Easel does not give key presses to views yet (only to text fields); the action does not run.")
    }
}

extension View {
    /// Runs an action when a key is pressed while the view has the focus (Apple:
    /// "onKeyPress(_:action:)"). Compiles; Easel gives key presses to text fields only, and
    /// says so once.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressNote.note()
        return self
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressNote.note()
        return self
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressNote.note()
        return self
    }

    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressNote.note()
        return self
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressNote.note()
        return self
    }
}
