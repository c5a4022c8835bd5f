import Foundation

/// Whether the view behind a sheet takes touches (Apple: "PresentationBackgroundInteraction").
/// Easel's sheets take every touch, whatever it says.
public struct PresentationBackgroundInteraction: Sendable {
    let id: Int
    public static let automatic = PresentationBackgroundInteraction(id: 0)
    public static let enabled = PresentationBackgroundInteraction(id: 1)
    public static let disabled = PresentationBackgroundInteraction(id: 2)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(id: 1)
    }
}

/// What a presentation becomes in a compact size class (Apple: "PresentationAdaptation").
public struct PresentationAdaptation: Sendable {
    let id: Int
    public static let automatic = PresentationAdaptation(id: 0)
    public static let none = PresentationAdaptation(id: 1)
    public static let popover = PresentationAdaptation(id: 2)
    public static let sheet = PresentationAdaptation(id: 3)
    public static let fullScreenCover = PresentationAdaptation(id: 4)
}

/// Whether swiping in a resizable sheet resizes it or scrolls it (Apple: "PresentationContentInteraction").
public struct PresentationContentInteraction: Sendable {
    let id: Int
    public static let automatic = PresentationContentInteraction(id: 0)
    public static let resizes = PresentationContentInteraction(id: 1)
    public static let scrolls = PresentationContentInteraction(id: 2)
}

/// How big a sheet is on a wide screen (Apple: "PresentationSizing", iOS 18); on an iPhone a
/// sheet takes the width whatever it says.
public protocol PresentationSizing {}

public struct AutomaticPresentationSizing: PresentationSizing { public init() {} }
public struct PagePresentationSizing: PresentationSizing { public init() {} }
public struct FormPresentationSizing: PresentationSizing { public init() {} }
public struct FittedPresentationSizing: PresentationSizing { public init() {} }

extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: Self { .init() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: Self { .init() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: Self { .init() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: Self { .init() } }

extension View {
    /// Accepted for source compatibility (Apple: "presentationBackgroundInteraction(_:)").
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// Accepted for source compatibility (Apple: "presentationCompactAdaptation(_:)"): on an
    /// iPhone a popover is a sheet.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }

    /// Accepted for source compatibility (Apple: "presentationContentInteraction(_:)").
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted for source compatibility (Apple: "presentationSizing(_:)").
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }

    /// An inspector (Apple: "inspector(isPresented:content:)", iOS 17): on an iPhone, a sheet.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return sheet(isPresented: isPresented) { view }
    }

    /// Accepted for source compatibility (Apple: "inspectorColumnWidth(_:)"): an inspector is a
    /// sheet on an iPhone.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
