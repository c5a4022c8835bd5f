import Foundation

/// A named preview: how to make its view.
public struct PreviewEntry: Sendable {
    public let name: String
    private let make: @Sendable () -> AnyView

    public init<V: View>(_ name: String, @ViewBuilder _ content: @escaping @Sendable () -> V) {
        self.name = name
        make = { AnyView(content()) }
    }

    /// A fresh view for the preview.
    public func makeView() -> AnyView { make() }
}

/// The previews a program offers, by name: the `easel` tool lists and opens them.
///
/// ```swift
/// Previews.register("Sign in") { SignInView() }
/// Previews.register(SignInView_Previews.self)
/// ```
public enum Previews {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [PreviewEntry] = []

    /// Adds a preview; a later registration with the same name replaces the earlier one.
    public static func register<V: View>(_ name: String, @ViewBuilder _ content: @escaping @Sendable () -> V) {
        register(PreviewEntry(name, content))
    }

    public static func register(_ entry: PreviewEntry) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.name == entry.name }
        entries.append(entry)
    }

    /// Adds a `PreviewProvider`'s previews under the provider's name without "_Previews".
    public static func register<P: PreviewProvider>(_ provider: P.Type) {
        let name = String(describing: P.self).replacingOccurrences(of: "_Previews", with: "")
        register(name) { P.previews }
    }

    /// Every registered preview, in registration order.
    public static var all: [PreviewEntry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    public static func named(_ name: String) -> PreviewEntry? {
        all.first { $0.name == name } ?? all.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// A type that produces previews (Apple: "PreviewProvider"). Register it with
/// `Previews.register(_:)`: Swift cannot find conforming types by itself on Linux.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
