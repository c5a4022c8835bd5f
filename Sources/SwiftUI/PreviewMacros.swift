// `#Preview` and `@Previewable`, spelled as SwiftUI (DeveloperToolsSupport) spells them. The
// macro expands to an `Easel.PreviewRegistry` type, which Easel finds at run time.

/// A preview of the view its body makes: `#Preview { ContentView() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Makes a variable at the top of a `#Preview` body view state:
/// `@Previewable @State var isOn = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "EaselMacros", type: "PreviewableMacro")

/// A property of `EnvironmentValues`, `FocusedValues`, `Transaction` or `ContainerValues` with
/// its key made for it (iOS 18): `extension EnvironmentValues { @Entry var accent: Color = .orange }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselMacros", type: "EntryMacro")
