import SwiftUI

/// A capsule label, previewed the pre-Xcode-15 way.
public struct TagBadge: View {
    var text: String
    var color: Color

    public init(_ text: String, color: Color = .orange) {
        self.text = text
        self.color = color
    }

    public var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(color, in: Capsule())
            .foregroundStyle(.white)
    }
}

struct TagBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TagBadge("Vegetarian", color: .green)
                .previewLayout(.fixed(width: 200, height: 60))
            TagBadge("Quick")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Quick badge")
        }
    }
}
