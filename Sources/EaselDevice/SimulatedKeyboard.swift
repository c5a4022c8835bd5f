import Foundation
import Easel

/// An iOS-like on-screen keyboard, drawn with Easel's own views: a suggestion row, three rows
/// of letter keys, and a row with "123", the space bar and "return", over the strip where iOS
/// shows the globe and dictation buttons. Its keys take taps like any Easel view: each runs
/// `onKey`, and the viewer types what it says into the focused text field.
///
/// Metrics follow the iOS 17 English keyboard on an iPhone in portrait as measured from
/// simulator screenshots: 6 pt between keys, 3 pt side margins, keys 42 pt tall with 5 pt
/// corners, 11.5 pt between rows, a 44 pt suggestion row; what is left of the keyboard height
/// goes to the bottom strip.
///
/// Shift starts on and turns off after one letter, as iOS starts a sentence with a capital
/// (`UITextAutocapitalizationType.sentences`); "123" switches to digits and punctuation.
struct SimulatedKeyboard: View {
    /// What a key does.
    enum Key: Equatable {
        /// Types this text.
        case text(String)
        case delete
        case `return`
    }

    let height: CGFloat
    let isDark: Bool
    var onKey: (Key) -> Void = { _ in }

    @State private var isShifted = true
    @State private var showsDigits = false

    static let letterRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    static let digitRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
    static let keyHeight: CGFloat = 42
    static let keyGap: CGFloat = 6
    static let rowGap: CGFloat = 11.5
    static let suggestionHeight: CGFloat = 44
    static let suggestions = ["\u{201C}I\u{201D}", "The", "I'm"]

    var background: Color { isDark ? Color(white: 0.17) : Color(red: 0.82, green: 0.83, blue: 0.86) }
    var keyColor: Color { isDark ? Color(white: 0.42) : .white }
    var specialKeyColor: Color { isDark ? Color(white: 0.28) : Color(red: 0.67, green: 0.69, blue: 0.74) }
    var textColor: Color { isDark ? .white : .black }

    private var rows: [String] { showsDigits ? Self.digitRows : Self.letterRows }

    /// The identifier a key is marked with, so that tests and tools can find it.
    static func identifier(_ label: String) -> String { "keyboard key \(label)" }

    var body: some View {
        VStack(spacing: 0) {
            suggestions
            VStack(spacing: Self.rowGap) {
                characterRow(rows[0])
                characterRow(rows[1]).padding(.horizontal, showsDigits ? 0 : 18)
                HStack(spacing: Self.keyGap) {
                    if showsDigits {
                        specialKey(label: "#+=").frame(width: 44)
                    } else {
                        // Shift on: a white key, as iOS shows it.
                        specialKey(symbol: "shift", color: isShifted ? keyColor : specialKeyColor).frame(width: 44)
                            .onTapGesture { isShifted.toggle() }
                            .accessibilityIdentifier(Self.identifier("shift"))
                    }
                    Spacer(minLength: 4)
                    ForEach(Array(rows[2]).map(String.init), id: \.self) { character in key(character) }
                    Spacer(minLength: 4)
                    specialKey(symbol: "delete.left").frame(width: 44).onTapGesture { onKey(.delete) }
                        .accessibilityIdentifier(Self.identifier("delete"))
                }
                HStack(spacing: Self.keyGap) {
                    specialKey(label: showsDigits ? "ABC" : "123").frame(width: 92)
                        .onTapGesture { showsDigits.toggle() }
                        .accessibilityIdentifier(Self.identifier(showsDigits ? "ABC" : "123"))
                    key("space", fontSize: 16, types: " ")
                    specialKey(label: "return").frame(width: 92).onTapGesture { onKey(.return) }
                        .accessibilityIdentifier(Self.identifier("return"))
                }
            }
            .padding(.horizontal, 3)
            .padding(.top, 8)
            Spacer(minLength: 0)
        }
        .frame(height: height, alignment: .top)
        .frame(maxWidth: .infinity)
        .background(background)
    }

    private var suggestions: some View {
        HStack(spacing: 0) {
            suggestion(Self.suggestions[0], types: "I ")
            Rectangle().fill(textColor.opacity(0.25)).frame(width: 1, height: 25)
            suggestion(Self.suggestions[1], types: "The ")
            Rectangle().fill(textColor.opacity(0.25)).frame(width: 1, height: 25)
            suggestion(Self.suggestions[2], types: "I'm ")
        }
        .frame(height: Self.suggestionHeight)
    }

    private func suggestion(_ word: String, types text: String) -> some View {
        Text(word).font(.system(size: 17)).foregroundColor(textColor).frame(maxWidth: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { onKey(.text(text)) }
    }

    private func characterRow(_ characters: String) -> some View {
        HStack(spacing: Self.keyGap) {
            ForEach(Array(characters).map(String.init), id: \.self) { character in key(character) }
        }
    }

    /// A white key; a letter key shows (and types) its letter in the case shift gives it.
    private func key(_ label: String, fontSize: CGFloat = 22, types text: String? = nil) -> some View {
        let isLetter = text == nil && !showsDigits
        let shown = isLetter && !isShifted ? label.lowercased() : label
        return RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(keyColor)
            .frame(maxWidth: .infinity)
            .frame(height: Self.keyHeight)
            .overlay { Text(shown).font(.system(size: fontSize)).foregroundColor(textColor) }
            .onTapGesture {
                onKey(.text(text ?? shown))
                if isLetter && isShifted { isShifted = false }
            }
            .accessibilityIdentifier(Self.identifier(shown))
    }

    private func specialKey(label: String) -> some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(specialKeyColor)
            .frame(height: Self.keyHeight)
            .overlay { Text(label).font(.system(size: 16)).foregroundColor(textColor) }
    }

    private func specialKey(symbol: String, color: Color? = nil) -> some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(color ?? specialKeyColor)
            .frame(height: Self.keyHeight)
            .overlay { Image(systemName: symbol).font(.system(size: 18)).foregroundColor(textColor) }
    }
}
