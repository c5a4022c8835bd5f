import Foundation
import EaselClock

/// A setting-up of the environment previews appear in, shared by the previews that name it
/// with `#Preview(traits: .modifier(SampleData()))` (Apple: "PreviewModifier", iOS 18): a
/// model container with sample data, an environment object, a theme.
///
/// The context is made once per modifier type, the first time a preview with it is shown,
/// and kept for every other (Apple: "will be cached and passed into the body method for every
/// preview that applies a modifier of this type"). An `async` `makeSharedContext` runs on the
/// main actor while the main run loop turns, for up to ten seconds. If it throws, the preview
/// is shown without the modifier, with a warning.
///
/// Apple isolates the whole protocol to the main actor; here only its two requirements are,
/// so `.modifier(SampleData())` can be written in a `#Preview`'s traits, which Easel's
/// `#Preview` evaluates off the main actor.
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    @MainActor static func makeSharedContext() async throws -> Context
    @MainActor @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    @MainActor public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` modifies, type-erased (Apple: "PreviewModifierContent").
public struct PreviewModifierContent: View {
    let view: AnyView
    public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Applies a `PreviewModifier` around the preview (Apple: "modifier(_:)"). Several apply in
    /// order: the first to the preview's body, the second around the first.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(modify: { view in PreviewModifierContexts.apply(modifier, to: view) })
    }
}

/// The shared contexts made so far, by modifier type.
@MainActor
enum PreviewModifierContexts {
    private static var contexts: [ObjectIdentifier: Any] = [:]

    static func apply<M: PreviewModifier>(_ modifier: M, to view: AnyView) -> AnyView {
        guard let context = context(of: M.self) else { return view }
        return AnyView(modifier.body(content: PreviewModifierContent(view: view), context: context))
    }

    private final class Outcome<Value> {
        var result: Result<Value, Error>?
    }

    /// The type's context, made now if it was not yet: with `async` work, the main run loop
    /// turns until it is done.
    private static func context<M: PreviewModifier>(of type: M.Type) -> M.Context? {
        if let made = contexts[ObjectIdentifier(type)] as? M.Context { return made }
        let outcome = Outcome<M.Context>()
        Task { @MainActor in
            do { outcome.result = .success(try await M.makeSharedContext()) } catch { outcome.result = .failure(error) }
        }
        // Headless, sleeps wait for the host's time (`PreviewClock`), which no host moves on
        // yet: it is moved to each sleep's end, as `settle()` would.
        let clock = PreviewClock.shared
        let deadline = Date(timeIntervalSinceNow: 10)
        while outcome.result == nil, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            if outcome.result == nil, clock.isVirtual, let due = clock.nextDeadline { clock.advance(to: due) }
        }
        switch outcome.result {
        case .success(let context)?:
            contexts[ObjectIdentifier(type)] = context
            return context
        case .failure(let error)?:
            Diagnostics.warnOnce("preview-modifier-\(M.self)", "\(M.self).makeSharedContext() threw \(error): the preview is shown without \(M.self).")
            return nil
        case nil:
            Diagnostics.warnOnce("preview-modifier-\(M.self)", "\(M.self).makeSharedContext() did not finish within 10 seconds: the preview is shown without \(M.self).")
            return nil
        }
    }
}
