import Foundation
import Easel

/// An iOS-like on-screen keyboard, drawn with Easel's own views: a suggestion row, three rows
/// of letter keys, and a row with "123", the space bar and "return", over the strip where iOS
/// shows the globe and dictation buttons.
///
/// Metrics follow the iOS 17 English keyboard on an iPhone in portrait as measured from
/// simulator screenshots: 6 pt between keys, 3 pt side margins, keys 42 pt tall with 5 pt
/// corners, 11.5 pt between rows, a 44 pt suggestion row; what is left of the keyboard height
/// goes to the bottom strip.
struct SimulatedKeyboard: View {
    let height: CGFloat
    let isDark: Bool

    static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    static let keyHeight: CGFloat = 42
    static let keyGap: CGFloat = 6
    static let rowGap: CGFloat = 11.5
    static let suggestionHeight: CGFloat = 44

    var background: Color { isDark ? Color(white: 0.17) : Color(red: 0.82, green: 0.83, blue: 0.86) }
    var keyColor: Color { isDark ? Color(white: 0.42) : .white }
    var specialKeyColor: Color { isDark ? Color(white: 0.28) : Color(red: 0.67, green: 0.69, blue: 0.74) }
    var textColor: Color { isDark ? .white : .black }

    var body: some View {
        VStack(spacing: 0) {
            suggestions
            VStack(spacing: Self.rowGap) {
                letterRow(Self.rows[0])
                letterRow(Self.rows[1]).padding(.horizontal, 18)
                HStack(spacing: Self.keyGap) {
                    specialKey(symbol: "arrow.up").frame(width: 44)
                    Spacer(minLength: 4)
                    ForEach(Array(Self.rows[2]).map(String.init), id: \.self) { letter in key(letter) }
                    Spacer(minLength: 4)
                    specialKey(symbol: "delete.left").frame(width: 44)
                }
                HStack(spacing: Self.keyGap) {
                    specialKey(label: "123").frame(width: 92)
                    key("space", fontSize: 16)
                    specialKey(label: "return").frame(width: 92)
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
            suggestion("\u{201C}I\u{201D}")
            Rectangle().fill(textColor.opacity(0.25)).frame(width: 1, height: 25)
            suggestion("The")
            Rectangle().fill(textColor.opacity(0.25)).frame(width: 1, height: 25)
            suggestion("I'm")
        }
        .frame(height: Self.suggestionHeight)
    }

    private func suggestion(_ word: String) -> some View {
        Text(word).font(.system(size: 17)).foregroundColor(textColor).frame(maxWidth: .infinity)
    }

    private func letterRow(_ letters: String) -> some View {
        HStack(spacing: Self.keyGap) {
            ForEach(Array(letters).map(String.init), id: \.self) { letter in key(letter) }
        }
    }

    private func key(_ label: String, fontSize: CGFloat = 22) -> some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(keyColor)
            .frame(maxWidth: .infinity)
            .frame(height: Self.keyHeight)
            .overlay { Text(label).font(.system(size: fontSize)).foregroundColor(textColor) }
    }

    private func specialKey(label: String) -> some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(specialKeyColor)
            .frame(height: Self.keyHeight)
            .overlay { Text(label).font(.system(size: 16)).foregroundColor(textColor) }
    }

    private func specialKey(symbol: String) -> some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(specialKeyColor)
            .frame(height: Self.keyHeight)
            .overlay { Image(systemName: symbol).font(.system(size: 18)).foregroundColor(textColor) }
    }
}
