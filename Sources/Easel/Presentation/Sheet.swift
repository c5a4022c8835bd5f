import Foundation

/// A sheet's heights (Apple: "PresentationDetent").
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case large, medium, height(CGFloat), fraction(CGFloat) }
    let kind: Kind
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen (Apple: "approximately half the height of the screen").
    public static let medium = PresentationDetent(kind: .medium)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
}

private struct AfterButtonActionKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    /// Run after a button's action: an alert's buttons dismiss it.
    var afterButtonAction: (() -> Void)? {
        get { self[AfterButtonActionKey.self] }
        set { self[AfterButtonActionKey.self] = newValue }
    }
}

extension View {
    /// Presents a sheet while `isPresented` is true (Apple: "sheet(isPresented:onDismiss:content:)").
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        let presented = isPresented.wrappedValue ? SheetPresentation(content: content(), isFullScreen: false) : nil
        return modifier(PresentingModifier(presented: presented, dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
    }

    /// Presents a sheet for an item while it is not nil (Apple: "sheet(item:onDismiss:content:)").
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = item.wrappedValue.map { SheetPresentation(content: content($0), isFullScreen: false) }
        return modifier(PresentingModifier(presented: presented, dismiss: { item.wrappedValue = nil; onDismiss?() }))
    }

    /// Presents a view over the whole screen (Apple: "fullScreenCover(isPresented:onDismiss:content:)").
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        let presented = isPresented.wrappedValue ? SheetPresentation(content: content(), isFullScreen: true) : nil
        return modifier(PresentingModifier(presented: presented, dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = item.wrappedValue.map { SheetPresentation(content: content($0), isFullScreen: true) }
        return modifier(PresentingModifier(presented: presented, dismiss: { item.wrappedValue = nil; onDismiss?() }))
    }

    /// A popover is a sheet on iPhone (Apple: "popover(isPresented:…)").
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: UnitPoint = .center,
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The heights a sheet may take; it opens at the smallest (Apple: "presentationDetents(_:)").
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.detents = Array(detents) })
    }

    /// Whether the sheet shows its grabber (Apple: "presentationDragIndicator(_:)").
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.dragIndicator = visibility })
    }

    /// Keeps the sheet up when the dimmed screen around it is tapped (Apple:
    /// "interactiveDismissDisabled(_:)"; sheets are not dragged in Easel).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0.navigationTraitsOrNew.isDismissDisabled = isDisabled })
    }

    /// Accepted for source compatibility (Apple: "presentationCornerRadius(_:)").
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { self }

    /// Accepted for source compatibility (Apple: "presentationBackground(_:)").
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// A sheet (or a full-screen cover) as iOS 18 draws one on iPhone.
///
/// 1. The presenting screen is dimmed (black at 40 %, uncertain) — not for a full-screen cover.
/// 2. The sheet opens at its smallest detent: `.large` reaches to 10 points below the status
///    bar, `.medium` half the screen, `.height(h)` that height above the home indicator,
///    `.fraction(f)` that part of the screen. Its top corners are rounded (10 points).
/// 3. Its content is a new screen: the sheet's frame, the home indicator's inset at the bottom.
/// 4. A grabber (36 × 5, 5 below the top) shows with several detents or when asked for.
/// 5. The sheet takes every tap while it is up; a tap on the dimmed screen above it dismisses
///    it, as on iOS, unless its content says `interactiveDismissDisabled()` (UIKit's
///    `isModalInPresentation`: "ignores events outside the view controller's bounds").
struct SheetPresentation<Content: View>: View {
    typealias Body = Never
    let content: Content
    let isFullScreen: Bool

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var built = _ViewOutputs()
        var contentInputs = inputs.child(1)
        // A sheet's content is elevated (UIKit's `userInterfaceLevel` for form and page
        // sheets): in dark mode its system backgrounds are a step lighter. A full-screen cover
        // stays at the base level.
        if !view.isFullScreen { contentInputs.environment.isElevated = true }
        makeNodes(view.content, contentInputs, &built)
        func first<T>(_ read: (NavigationTraits) -> T?) -> T? { ViewNode.firstNavigationTrait(in: built.nodes, read) }
        let detents = first(\.detents) ?? [.large]
        let indicator = first(\.dragIndicator) ?? .automatic
        let layout = SheetLayout(detents: detents, showsGrabber: indicator == .visible || (indicator == .automatic && detents.count > 1),
                                 isFullScreen: view.isFullScreen)
        let content = built.nodes.count == 1 ? built.nodes[0] : ViewGraph.makeRootContainer(built.nodes, environment: inputs.environment)
        var backdrop = _ViewOutputs()
        if !view.isFullScreen, first(\.isDismissDisabled) != true {
            let dismiss = inputs.environment.dismiss
            makeNodes(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }.accessibilityHidden(true), inputs.child(2), &backdrop)
        }
        layout.hasBackdrop = !backdrop.nodes.isEmpty
        outputs.append(ViewNode(layout, children: backdrop.nodes.prefix(1) + [content], environment: inputs.environment))
    }
}

final class SheetLayout: NodeLayout {
    let detents: [PresentationDetent]
    let showsGrabber: Bool
    let isFullScreen: Bool
    /// A clear view over the dimmed screen, first, that dismisses on a tap (step 5).
    var hasBackdrop = false
    private var card: CGRect = .zero

    /// The gap between the status bar and a large sheet, its corner radius and the dimming.
    static let largeTopGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    static let dimming = 0.4
    /// Sheets are elevated: white, and in dark mode (28, 28, 30).
    static let background = Color(storage: .dynamic(light: RGBA(255, 255, 255), dark: RGBA(28, 28, 30)))

    init(detents: [PresentationDetent], showsGrabber: Bool, isFullScreen: Bool) {
        self.detents = detents
        self.showsGrabber = showsGrabber
        self.isFullScreen = isFullScreen
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Step 2: the top of the sheet for a detent.
    private func top(_ detent: PresentationDetent, bounds: CGRect, safeArea: SafeAreaContext) -> CGFloat {
        let bottomInset = safeArea.container.bottom
        switch detent.kind {
        case .large: return safeArea.hostBounds.minY + safeArea.container.top + Self.largeTopGap
        case .medium: return bounds.minY + bounds.height / 2
        case .height(let height): return bounds.maxY - bottomInset - height
        case .fraction(let fraction): return bounds.maxY - bounds.height * fraction
        }
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let content = node.children.last else { return }
        let cardTop = isFullScreen ? bounds.minY : (detents.map { top($0, bounds: bounds, safeArea: safeArea) }.max() ?? bounds.minY)
        if hasBackdrop, let backdrop = node.children.first {
            // Over the dimmed screen above the sheet only.
            backdrop.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: Swift.max(0, cardTop - bounds.minY)), in: safeArea)
        }
        card = CGRect(x: bounds.minX, y: cardTop, width: bounds.width, height: bounds.maxY - cardTop)
        // Step 3.
        let insets = isFullScreen ? safeArea.container
            : EdgeInsets(top: 0, leading: safeArea.container.leading, bottom: safeArea.container.bottom, trailing: safeArea.container.trailing)
        let screen = SafeAreaContext(hostBounds: card, container: insets, keyboardHeight: safeArea.keyboardHeight)
        let safe = screen.safeRect
        let size = content.sizeThatFits(ProposedViewSize(safe.size))
        content.place(at: CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2),
                      proposal: ProposedViewSize(safe.size), in: screen)
    }

    override var readsSafeArea: Bool { true }
    override var guideSource: GuideSource { .none }

    override func draw(_ node: ViewNode, in context: inout RenderContext) {
        if !isFullScreen {
            // Step 1.
            context.fill(Path(node.frame), paint: .color(RGBA(red: 0, green: 0, blue: 0, alpha: Self.dimming)), in: node.frame)
        }
        let radius = isFullScreen ? 0 : Self.cornerRadius
        // Rounded at the top only: the bottom corners lie below the screen's edge.
        let extended = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + radius)
        context.fill(RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: extended),
                     paint: Self.background.resolvePaint(in: node.environment), in: extended)
    }

    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        super.drawChildren(node, in: &context)
        guard showsGrabber else { return }
        // Step 4: the grabber, tertiary grey.
        let grabber = CGRect(x: card.midX - 18, y: card.minY + 5, width: 36, height: 5)
        context.fill(Capsule().path(in: grabber), paint: Color.tertiary.resolvePaint(in: node.environment), in: grabber)
    }

    // Step 5.
    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { true }
}
