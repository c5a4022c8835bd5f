import Foundation

/// A number that grows with the person's text size (Apple: "ScaledMetric").
///
/// Scaled by the `.body` style's ratio at the view's `dynamicTypeSize` (17 pt at `.large`);
/// `relativeTo:` is accepted and scales the same way until each text style's own Dynamic Type
/// table is in.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, InstallableProperty {
    private let baseValue: Value
    private let box = ScaledMetricBox()

    public init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    public var wrappedValue: Value { baseValue * Value(box.factor) }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.factor = environment.dynamicTypeSize.scaleFactor
    }
}

final class ScaledMetricBox {
    var factor: CGFloat = 1
}
