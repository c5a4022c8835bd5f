import SwiftUI

// The PreviewProvider style that code written before Xcode 15 uses.
struct BadgeView: View {
    var label: String
    var body: some View {
        Text(label)
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(.blue))
            .foregroundStyle(.white)
    }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(label: "New")
                .previewLayout(.sizeThatFits)
            BadgeView(label: "Sale")
                .previewLayout(.fixed(width: 200, height: 80))
                .previewDisplayName("Sale badge")
            BadgeView(label: "Dark")
                .preferredColorScheme(.dark)
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

struct SingleBadge_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(label: "One")
            .previewDevice(PreviewDevice(rawValue: "iPhone 16 Pro"))
    }
}
