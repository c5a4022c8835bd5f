import Foundation

/// The kinds of safe area a view can ignore (Apple: "SafeAreaRegions").
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The insets of the device's container: status bar, notch, home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area covered by the on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The safe area of one placement pass: the host's bounds, the container insets and the keyboard.
///
/// Semantics (DEVICES.md, LAYOUT.md rule 11): the keyboard is its own region on the bottom edge,
/// covering `keyboardHeight` points from the bottom of the host; it absorbs the container's
/// bottom inset, so its own thickness is `keyboardHeight − container.bottom`.
struct SafeAreaContext: Equatable {
    var hostBounds: CGRect
    var container: EdgeInsets
    var keyboardHeight: CGFloat
    /// The part of the scroll views around the node being placed that shows, in host
    /// coordinates (nil outside scroll views): lazy containers build what meets it. It travels
    /// with the safe area so that a placement that depends on it is not skipped when it moves.
    var lazyWindow: CGRect? = nil
    /// The part of the innermost scroll view around it that shows inside its insets (below the
    /// bar, above the home indicator): pinned section headers and footers stay in it.
    var pinningRect: CGRect? = nil
    /// How far a navigation bar's large title has scrolled away above the content: the bar is
    /// that much shorter, and the scroll view under it pins its sections' headers that much
    /// higher, right under the bar, as UIKit's shrinking bar insets them.
    var pinningLift: CGFloat = 0

    /// The rectangle the root view is laid out in.
    var safeRect: CGRect {
        var insets = container
        insets.bottom = Swift.max(container.bottom, keyboardHeight)
        return hostBounds.inset(by: insets)
    }

    /// The insets from `safeRect` to the host edges.
    var insets: EdgeInsets {
        var insets = container
        insets.bottom = Swift.max(container.bottom, keyboardHeight)
        return insets
    }

    /// Extends each requested edge of `rect` that touches the safe area's boundary outwards
    /// through the layers of the requested regions, innermost layer first, stopping at the first
    /// layer whose region is not requested.
    func extend(_ rect: CGRect, through regions: SafeAreaRegions, edges: Edge.Set) -> CGRect {
        let safe = safeRect
        let tolerance: CGFloat = 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let container = regions.contains(.container)
        if edges.contains(.top), minY <= safe.minY + tolerance, container { minY = Swift.min(minY, hostBounds.minY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance, container { minX = Swift.min(minX, hostBounds.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance, container { maxX = Swift.max(maxX, hostBounds.maxX) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance {
            var bottom = safe.maxY
            let keyboardLayer = Swift.max(0, keyboardHeight - self.container.bottom)
            let layers: [(SafeAreaRegions, CGFloat)] = [(.keyboard, keyboardHeight > 0 ? keyboardLayer : 0),
                                                        (.container, keyboardHeight > 0 ? Swift.min(self.container.bottom, keyboardHeight) : self.container.bottom)]
            for (region, thickness) in layers where thickness > 0 {
                guard regions.contains(region) else { break }
                bottom += thickness
            }
            maxY = Swift.max(maxY, bottom)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
