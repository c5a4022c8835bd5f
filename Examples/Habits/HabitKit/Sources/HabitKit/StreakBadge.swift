import SwiftUI

/// "12 days", in a capsule: orange from a week on.
public struct StreakBadge: View {
    public var days: Int

    public init(days: Int) {
        self.days = days
    }

    public var body: some View {
        Text("\(days) d")
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(days >= 7 ? Color.orange : Color.gray.opacity(0.3), in: Capsule())
            .foregroundStyle(days >= 7 ? .white : .primary)
    }
}

/// A streak as a card, for the app's header and its widget.
public struct StreakCard: View {
    public var days: Int

    public init(days: Int) {
        self.days = days
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Streak", systemImage: "flame.fill")
                .font(.headline)
            #if os(iOS)
            Text("\(days) days in a row")
            #else
            Text("not an iPhone")
            #endif
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.orange.gradient, in: RoundedRectangle(cornerRadius: 16))
        .foregroundStyle(.white)
    }
}

#Preview {
    StreakBadge(days: 9)
}
