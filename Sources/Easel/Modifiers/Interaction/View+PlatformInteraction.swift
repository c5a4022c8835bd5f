import Foundation

/// Haptic and sound feedback (Apple: "SensoryFeedback"). A preview plays none.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// Apple: "SensoryFeedback.Weight".
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// Apple: "SensoryFeedback.Flexibility".
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// Whether text can be selected (Apple: "TextSelectability").
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// Apple: "HoverPhase".
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

extension View {
    /// A list row's swipe actions (Apple: "swipeActions(edge:allowsFullSwipe:content:)"). Rows
    /// cannot be swiped in a preview yet; the buttons are kept for when they can.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// Apple: "help(_:)": a tooltip on macOS and iPadOS pointers; nothing on an iPhone.
    public func help(_ text: Text) -> some View { self }
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Apple: "onHover(perform:)" and "onContinuousHover(coordinateSpace:perform:)": an
    /// iPhone has no hover; the actions never run.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Apple: "sensoryFeedback(_:trigger:)": no haptics in a preview.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Apple: "textSelection(_:)": text cannot be selected in a preview yet.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// Apple: "HoverEffect".
public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}
