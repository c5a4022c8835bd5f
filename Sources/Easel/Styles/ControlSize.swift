import Foundation

/// How large controls are drawn (Apple: "ControlSize").
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The outline of a bordered button (Apple: "ButtonBorderShape").
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The outline in `rect`, with the control size's own corner radius for `.automatic`.
    func path(in rect: CGRect, automaticRadius: CGFloat) -> Path {
        switch kind {
        case .automatic: return Path(roundedRect: rect, cornerRadius: automaticRadius)
        case .capsule: return Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
        case .circle: return Path(ellipseIn: rect)
        case .roundedRectangle(let radius): return Path(roundedRect: rect, cornerRadius: radius ?? automaticRadius)
        }
    }
}

/// A button's border shape is a shape of its own (Apple: "ButtonBorderShape", a `Shape` since
/// iOS 17): `.background(.thinMaterial, in: .buttonBorder)`. As a shape, `.automatic` has a
/// regular bordered button's 8-point corners (the radius `Button`'s regular size uses).
extension ButtonBorderShape: Shape {
    public nonisolated func path(in rect: CGRect) -> Path { path(in: rect, automaticRadius: 8) }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of the environment's button border (Apple: "buttonBorder"); here the automatic one.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in the view (Apple: "controlSize(_:)"). Bordered buttons
    /// take the size's padding, corner radius and font (`ControlLook.borderedButton`).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the outline of bordered buttons in the view (Apple: "buttonBorderShape(_:)").
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
