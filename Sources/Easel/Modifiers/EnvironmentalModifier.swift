import Foundation

/// A modifier that picks the modifier to apply from the environment (Apple:
/// "EnvironmentalModifier"): `resolve(in:)` is called with the environment where the modifier
/// is applied, each time the view is built, and its result modifies the content.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    public static func _makeNodes(modifier: Self, inputs: _ViewInputs,
                                  content: @escaping (_ViewInputs, inout _ViewOutputs) -> Void, outputs: inout _ViewOutputs) {
        let resolved = modifier.resolve(in: inputs.environment)
        ResolvedModifier._makeNodes(modifier: resolved, inputs: inputs, content: content, outputs: &outputs)
    }
}
