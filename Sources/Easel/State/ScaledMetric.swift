import Foundation

/// A number that grows with the person's text size (Apple: "ScaledMetric").
///
/// Scaled by its text style's ratio at the view's `dynamicTypeSize` (`.body` unless
/// `relativeTo:` names another): Apple's Dynamic Type table (`DynamicTypeTable`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, InstallableProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = ScaledMetricBox()

    public init(wrappedValue: Value) {
        baseValue = wrappedValue
        textStyle = .body
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public var wrappedValue: Value { baseValue * Value(box.factor) }

    func install(in record: ViewRecord, slot: Int, environment: EnvironmentValues) {
        box.factor = DynamicTypeTable.scale(textStyle, at: environment.dynamicTypeSize)
    }
}

final class ScaledMetricBox {
    var factor: CGFloat = 1
}
