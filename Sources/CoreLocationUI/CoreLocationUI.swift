import Foundation
import Easel
import CoreLocation
import UIKit

// `import CoreLocationUI` on Linux: `LocationButton` for SwiftUI and `CLLocationButton` for
// UIKit (Apple: "CoreLocationUI"). A preview has no location to grant: a tap runs the action,
// as on iOS once the person has allowed the button, and CoreLocation's manager answers as it
// does in a preview (`CLLocationManager`, the simulator's default place).

/// A button that grants one-time location authorization (Apple: "LocationButton"): the location
/// arrow and its title, drawn as iOS draws it by default — white on the tint, rounded.
@MainActor @preconcurrency
public struct LocationButton: View {
    /// The button's text (Apple: "LocationButton.Title").
    public struct Title: Hashable, Sendable {
        let text: String
        public static let currentLocation = Title(text: "Current Location")
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?
    let action: () -> Void

    /// Apple: "init(_:action:)"; a nil title shows the arrow alone.
    nonisolated public init(_ title: Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            if let title {
                Label(title.text, systemImage: "location")
            } else {
                Image(systemName: "location")
            }
        }
        .buttonStyle(.borderedProminent)
    }
}

/// The arrow a `CLLocationButton` shows (Apple: "CLLocationButtonIcon").
public enum CLLocationButtonIcon: Int, Sendable {
    case none, arrowFilled, arrowOutline
}

/// The text a `CLLocationButton` shows (Apple: "CLLocationButtonLabel").
public enum CLLocationButtonLabel: Int, Sendable {
    case none, currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation
}

/// UIKit's location button (Apple: "CLLocationButton"): a control whose touch-up-inside the
/// app handles, as with any `UIControl`.
open class CLLocationButton: UIControl {
    open var icon: CLLocationButtonIcon = .arrowFilled
    open var label: CLLocationButtonLabel = .currentLocation
    open var fontSize: CGFloat = 15
    open var cornerRadius: CGFloat = 8
}
