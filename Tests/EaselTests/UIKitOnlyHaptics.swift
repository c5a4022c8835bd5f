import UIKit

// A helper file as apps write one, importing UIKit alone: haptics and the screen's width.

enum HapticManager {
    static func tap() {
        let generator = UIImpactFeedbackGenerator(style: .light)
        generator.prepare()
        generator.impactOccurred()
    }

    static func success() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

extension UIScreen {
    static let screenWidth = UIScreen.main.bounds.size.width
    static var cardWidth: CGFloat { main.bounds.width - 32 }
}
