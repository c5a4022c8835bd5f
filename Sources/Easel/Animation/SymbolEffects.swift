import Foundation

// SF Symbols' animated effects (Apple, iOS 17–18: the Symbols framework that SwiftUI re-exports).
// They compile with Apple's spelling; a preview shows the symbol still, and says so once.

/// Apple: "SymbolEffect".
public protocol SymbolEffect: Hashable, Sendable {}
/// Apple: "IndefiniteSymbolEffect": runs while active (`isActive:`).
public protocol IndefiniteSymbolEffect {}
/// Apple: "DiscreteSymbolEffect": runs when a value changes (`value:`).
public protocol DiscreteSymbolEffect {}
/// Apple: "TransitionSymbolEffect": runs as a symbol appears or disappears.
public protocol TransitionSymbolEffect {}
/// Apple: "ContentTransitionSymbolEffect": runs as a symbol is replaced.
public protocol ContentTransitionSymbolEffect {}

/// Apple: "SymbolEffectOptions".
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor: Double = 1
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = count; return copy }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speedFactor = speed; return copy }
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeatCount = .max; return copy }
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }

    /// How an effect repeats (Apple: "SymbolEffectOptions.RepeatBehavior", iOS 18): for ever
    /// without a pause, or a number of times (for ever when nil) with a delay between.
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double?
        public static let continuous = RepeatBehavior(count: nil, delay: nil)
        public static let periodic = RepeatBehavior(count: nil, delay: 0)
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(count: count, delay: delay) }
        public static func periodic(delay: Double?) -> RepeatBehavior { RepeatBehavior(count: nil, delay: delay) }
    }

    /// Apple: "repeat(_:)" with a behaviour (`.repeat(.continuous)`, `.repeat(.periodic(3, delay: 1))`).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: behavior.count ?? .max) }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { var copy = self; copy.repeatCount = behavior.count ?? .max; return copy }
}

/// One effect with the variations Apple's effects offer (direction, layering); each concrete
/// effect type below is this shape under Apple's name.
public protocol _ConfigurableSymbolEffect: SymbolEffect {
    init(configuration: [String])
    var configuration: [String] { get }
}

extension _ConfigurableSymbolEffect {
    func with(_ option: String) -> Self { Self(configuration: configuration + [option]) }
    public var up: Self { with("up") }
    public var down: Self { with("down") }
    public var byLayer: Self { with("byLayer") }
    public var wholeSymbol: Self { with("wholeSymbol") }
}

public struct BounceSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
}
public struct PulseSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
}
public struct VariableColorSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
    public var iterative: Self { with("iterative") }
    public var cumulative: Self { with("cumulative") }
    public var reversing: Self { with("reversing") }
    public var nonReversing: Self { with("nonReversing") }
    public var dimInactiveLayers: Self { with("dimInactiveLayers") }
    public var hideInactiveLayers: Self { with("hideInactiveLayers") }
}
public struct ScaleSymbolEffect: _ConfigurableSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
}
public struct AppearSymbolEffect: _ConfigurableSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
}
public struct DisappearSymbolEffect: _ConfigurableSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
}
public struct ReplaceSymbolEffect: _ConfigurableSymbolEffect, ContentTransitionSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
    public var downUp: Self { with("downUp") }
    public var upUp: Self { with("upUp") }
    public var offUp: Self { with("offUp") }
}
public struct WiggleSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
    public var left: Self { with("left") }
    public var right: Self { with("right") }
    public var forward: Self { with("forward") }
    public var backward: Self { with("backward") }
    public var clockwise: Self { with("clockwise") }
    public var counterClockwise: Self { with("counterClockwise") }
}
public struct RotateSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
    public var clockwise: Self { with("clockwise") }
    public var counterClockwise: Self { with("counterClockwise") }
}
public struct BreatheSymbolEffect: _ConfigurableSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let configuration: [String]
    public init(configuration: [String]) { self.configuration = configuration }
    public var plain: Self { with("plain") }
    public var pulse: Self { with("pulse") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init(configuration: []) } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init(configuration: []) } }

extension View {
    private func warnSymbolEffect() {
        Diagnostics.warnOnce("symbol-effect", "symbolEffect(_:): symbol effects are not animated in a preview; the symbol is shown still")
    }

    /// Apple: "symbolEffect(_:options:isActive:)".
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View {
        if isActive { warnSymbolEffect() }
        return self
    }

    /// Apple: "symbolEffect(_:options:value:)".
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View {
        warnSymbolEffect()
        return self
    }

    /// Apple: "symbolEffectsRemoved(_:)".
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Apple: "symbolEffect(_:options:)": the same transition as `.symbolEffect`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}
