/// One key going down or up, as the viewer needs it: which key, what it types, and which
/// modifiers were held.
public struct KeyPress: Equatable, CustomStringConvertible {
    /// The keys the viewer acts on, named; every other key keeps its X keysym name.
    public enum Key: Hashable {
        case `return`, tab, escape, backspace, delete
        case left, right, up, down, home, end, pageUp, pageDown
        /// F1 is `.function(1)`, up to F35 as X defines them.
        case function(Int)
        /// A key that types a character, named by its keysym after Shift and Caps Lock were
        /// applied: Ctrl+K is `.character("k")`, Shift+K is `.character("K")`.
        case character(Character)
        /// Any other key, by its X keysym name (`"Shift_L"`, `"KP_Add"`, `"Print"`).
        case other(String)
    }

    /// The modifier keys held when the key changed. As in X, pressing Control itself does not
    /// include `.control`; releasing it does.
    public struct Modifiers: OptionSet, Hashable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt, which X reports as the Mod1 modifier on every common keyboard map.
        public static let alt = Modifiers(rawValue: 1 << 2)

        public var description: String {
            [(Modifiers.control, "ctrl"), (.alt, "alt"), (.shift, "shift")]
                .filter { contains($0.0) }.map(\.1).joined(separator: "+")
        }
    }

    public var key: Key
    /// The X keysym name (`XKeysymToString`): `"k"`, `"F1"`, `"Return"`, `"BackSpace"`.
    public var keysymName: String
    /// What the key types, as text: `"k"`, `"K"`, `"é"`. Control characters are left out, so
    /// Ctrl+K, Return, Tab and BackSpace type `""` and are recognised by `key` instead.
    public var text: String
    public var modifiers: Modifiers

    public init(key: Key, keysymName: String, text: String, modifiers: Modifiers) {
        self.key = key
        self.keysymName = keysymName
        self.text = text
        self.modifiers = modifiers
    }

    /// Reads like the chord a person would write: `ctrl+k`, `shift+Tab`, `F1`.
    public var description: String {
        modifiers.isEmpty ? keysymName : "\(modifiers)+\(keysymName)"
    }
}

extension KeyPress.Key {
    /// Names the key with this X keysym; `name` is the keysym's X name (kept for `.other`).
    ///
    /// Printable keysyms are Latin-1 below 0x100 and `0x0100_0000 + code point` above
    /// (X Window System Protocol, appendix A "KEYSYM Encoding"; `<X11/keysymdef.h>`).
    init(keysym: UInt, name: String) {
        switch keysym {
        case 0xFF0D, 0xFF8D: self = .return  // Return, KP_Enter
        case 0xFF09, 0xFE20: self = .tab  // Tab, ISO_Left_Tab (Shift+Tab)
        case 0xFF1B: self = .escape
        case 0xFF08: self = .backspace
        case 0xFFFF, 0xFF9F: self = .delete  // Delete, KP_Delete
        case 0xFF51, 0xFF96: self = .left
        case 0xFF53, 0xFF98: self = .right
        case 0xFF52, 0xFF97: self = .up
        case 0xFF54, 0xFF99: self = .down
        case 0xFF50, 0xFF95: self = .home
        case 0xFF57, 0xFF9C: self = .end
        case 0xFF55, 0xFF9A: self = .pageUp
        case 0xFF56, 0xFF9B: self = .pageDown
        case 0xFFBE...0xFFE0: self = .function(Int(keysym - 0xFFBE) + 1)  // F1...F35
        default:
            if let scalar = KeyPress.Key.printableScalar(keysym: keysym) {
                self = .character(Character(scalar))
            } else {
                self = .other(name)
            }
        }
    }

    /// The character a printable keysym stands for, or nil for function and modifier keys.
    static func printableScalar(keysym: UInt) -> Unicode.Scalar? {
        let code: UInt
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: code = keysym
        case 0x0100_00A0...0x0110_FFFF: code = keysym - 0x0100_0000
        default: return nil
        }
        return Unicode.Scalar(UInt32(code))
    }
}
