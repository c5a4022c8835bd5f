import Foundation

/// A view that SwiftUI compares with its previous value to skip evaluating an unchanged body
/// (Apple: "EquatableView"). Easel builds the whole tree on each update, so the comparison
/// would save nothing: the content is shown as it is.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Compares this view with its previous value before evaluating its body (Apple: "equatable()").
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
