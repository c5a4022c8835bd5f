import Foundation

/// A sheet's heights (Apple: "PresentationDetent").
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case large, medium, height(CGFloat), fraction(CGFloat), custom(CustomDetent) }
    let kind: Kind
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen (Apple: "approximately half the height of the screen").
    public static let medium = PresentationDetent(kind: .medium)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A detent whose height a type works out (Apple: "custom(_:)", iOS 16).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetent(type: ObjectIdentifier(type), height: { D.height(in: $0) })))
    }

    /// What a custom detent's height is worked out from (Apple: "PresentationDetent.Context"):
    /// the largest detent's height and, by name, the sheet's environment values.
    @dynamicMemberLookup
    public struct Context {
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}

/// A detent of the app's own (Apple: "CustomPresentationDetent"): its height for a context,
/// or nil when it does not apply there.
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    static func height(in context: Context) -> CGFloat?
}

/// A custom detent's type and its height function, the same detent when the type is.
struct CustomDetent: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let height: (PresentationDetent.Context) -> CGFloat?
    static func == (lhs: CustomDetent, rhs: CustomDetent) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
}

/// Where a popover points (Apple: "PopoverAttachmentAnchor").
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, its bounds by default.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view's bounds.
    case point(UnitPoint)
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

    /// A popover is a sheet in a compact width, as on iPhone (Apple:
    /// "popover(isPresented:attachmentAnchor:arrowEdge:content:)": "In horizontally compact
    /// environments, popovers adapt to a sheet"); the anchor and arrow edge are kept.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// A popover for an item while it is not nil, as a sheet (Apple:
    /// "popover(item:attachmentAnchor:arrowEdge:content:)").
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// The heights a sheet may take; it opens at the smallest (Apple: "presentationDetents(_:)").
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(NodeTraitModifier { $0[PresentationDetentsTrait.self] = Array(detents) })
    }

    /// The heights a sheet may take, and the one it is at (Apple:
    /// "presentationDetents(_:selection:)"): the sheet opens at the selection, and moves when
    /// the selection changes; a selection that is not one of `detents` is the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(NodeTraitModifier {
            $0[PresentationDetentsTrait.self] = Array(detents)
            $0[SelectedDetentTrait.self] = selection
        })
    }

    /// Whether the sheet shows its grabber (Apple: "presentationDragIndicator(_:)").
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(NodeTraitModifier { $0[DragIndicatorTrait.self] = visibility })
    }

    /// Keeps the sheet up when the dimmed screen around it is tapped (Apple:
    /// "interactiveDismissDisabled(_:)"; sheets are not dragged in Easel).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(NodeTraitModifier { $0[InteractiveDismissDisabledTrait.self] = isDisabled })
    }

    /// The sheet's corner radius; nil keeps the system's (Apple: "presentationCornerRadius(_:)").
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
        modifier(NodeTraitModifier { $0[PresentationCornerRadiusTrait.self] = radius })
    }

    /// What the sheet is filled with under its content (Apple: "presentationBackground(_:)").
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationBackground { Rectangle().fill(style) }
    }

    /// A view as the sheet's background, behind its content and filling the sheet (Apple:
    /// "presentationBackground(alignment:content:)").
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return modifier(NodeTraitModifier { $0[PresentationBackgroundTrait.self] = { radius, inputs, outputs in
            let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
            makeNodes(background.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment).clipShape(shape), inputs, &outputs)
        } })
    }
}

/// A sheet (or a full-screen cover) as iOS 18 draws one on iPhone.
///
/// 1. The presenting screen is dimmed — not for a full-screen cover — with UIKit's dimming
///    colour, black at 20 % in light mode and 48 % in dark mode (`_alertControllerDimmingViewColor`,
///    as read from iOS 16's UIKitCore by the open re-implementation kern0x1b/charon).
/// 2. The sheet opens at its smallest detent: `.large` reaches to 10 points below the status
///    bar, `.medium` half the screen, `.height(h)` that height above the home indicator,
///    `.fraction(f)` that part of the screen. Its top corners are rounded (10 points), or
///    `presentationCornerRadius(_:)`'s. Its background is the elevated system background, or
///    `presentationBackground(_:)`'s.
/// 6. At the large detent the presenting screen steps back instead (`PresentedBackdrop`): the
///    whole screen shrinks behind the sheet, its top at the status bar's bottom, its corners
///    rounded, over black, and it is dimmed rather than the screen around it.
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
        func first<K: NodeTraitKey, T>(_ key: K.Type) -> T? where K.Value == T? { ViewNode.firstTrait(key, in: built.nodes) }
        let detents = first(PresentationDetentsTrait.self) ?? [.large]
        let indicator = first(DragIndicatorTrait.self) ?? .automatic
        let layout = SheetLayout(detents: detents, showsGrabber: indicator == .visible || (indicator == .automatic && detents.count > 1),
                                 isFullScreen: view.isFullScreen)
        layout.selectedDetent = first(SelectedDetentTrait.self)
        let content = built.nodes.count == 1 ? built.nodes[0] : ViewGraph.makeRootContainer(built.nodes, environment: inputs.environment)
        if !view.isFullScreen, let radius = first(PresentationCornerRadiusTrait.self) { layout.cornerRadius = Swift.max(0, radius) }
        var background = _ViewOutputs()
        if let makeBackground = first(PresentationBackgroundTrait.self) {
            makeBackground(layout.cornerRadius, contentInputs.child(3), &background)
        }
        var backdrop = _ViewOutputs()
        if !view.isFullScreen, first(InteractiveDismissDisabledTrait.self) != true {
            let dismiss = inputs.environment.dismiss
            makeNodes(Color.clear.contentShape(Rectangle()).onTapGesture { dismiss() }.accessibilityHidden(true), inputs.child(2), &backdrop)
        }
        layout.hasBackdrop = !backdrop.nodes.isEmpty
        layout.hasBackground = !background.nodes.isEmpty
        let backgroundNodes = background.nodes.count > 1
            ? [ViewGraph.makeRootContainer(background.nodes, environment: contentInputs.environment)] : background.nodes
        outputs.append(ViewNode(layout, children: backdrop.nodes.prefix(1) + backgroundNodes + [content], environment: inputs.environment))
    }
}

final class SheetLayout: NodeLayout {
    let detents: [PresentationDetent]
    let showsGrabber: Bool
    let isFullScreen: Bool
    /// A clear view over the dimmed screen, first, that dismisses on a tap (step 5).
    var hasBackdrop = false
    /// `presentationBackground`'s view, before the content.
    var hasBackground = false
    /// The detent the content binds, if it does (`presentationDetents(_:selection:)`).
    var selectedDetent: Binding<PresentationDetent>?
    /// The sheet's top corners' radius (step 2).
    var cornerRadius: CGFloat = SheetLayout.cornerRadius
    private var card: CGRect = .zero
    /// Whether the sheet is at the large detent, so the presenting screen steps back (step 6).
    private var cardPushesPresenterBack = false
    override var pushesPresenterBack: Bool { cardPushesPresenterBack }

    /// The gap between the status bar and a large sheet, its corner radius and the dimming.
    static let largeTopGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    static let dimming = (light: 0.2, dark: 0.48)
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

    /// Step 2: the top of the sheet for a detent; nil for a custom detent that does not apply.
    private func top(_ detent: PresentationDetent, bounds: CGRect, safeArea: SafeAreaContext,
                     environment: EnvironmentValues) -> CGFloat? {
        let bottomInset = safeArea.container.bottom
        let largeTop = Self.largeTop(safeArea)
        switch detent.kind {
        case .large: return largeTop
        case .medium: return bounds.minY + bounds.height / 2
        case .height(let height): return bounds.maxY - bottomInset - height
        case .fraction(let fraction): return bounds.maxY - bounds.height * fraction
        case .custom(let custom):
            // The height is measured as `.height`'s is, and never above the large detent.
            let largest = bounds.maxY - bottomInset - largeTop
            guard let height = custom.height(PresentationDetent.Context(maxDetentValue: largest, environment: environment)),
                  height.isFinite else { return nil }
            return Swift.max(largeTop, bounds.maxY - bottomInset - Swift.max(0, height))
        }
    }

    /// The top of a sheet at the large detent: 10 points below the status bar.
    private static func largeTop(_ safeArea: SafeAreaContext) -> CGFloat {
        safeArea.hostBounds.minY + safeArea.container.top + largeTopGap
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        guard let content = node.children.last else { return }
        let tops = detents.compactMap { top($0, bounds: bounds, safeArea: safeArea, environment: node.environment) }
        let selectedTop = selectedDetent.flatMap { selection in
            detents.contains(selection.wrappedValue) ? top(selection.wrappedValue, bounds: bounds, safeArea: safeArea, environment: node.environment) : nil
        }
        let cardTop = isFullScreen ? bounds.minY : (selectedTop ?? tops.max() ?? Self.largeTop(safeArea))
        if hasBackdrop, let backdrop = node.children.first {
            // Over the dimmed screen above the sheet only.
            backdrop.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: Swift.max(0, cardTop - bounds.minY)), in: safeArea)
        }
        card = CGRect(x: bounds.minX, y: cardTop, width: bounds.width, height: bounds.maxY - cardTop)
        cardPushesPresenterBack = !isFullScreen && cardTop <= Self.largeTop(safeArea) + 0.5
        if hasBackground {
            let background = node.children[hasBackdrop ? 1 : 0]
            let extended = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + cornerRadius)
            background.place(at: extended.origin, proposal: ProposedViewSize(extended.size), in: SafeAreaContext(hostBounds: extended, container: EdgeInsets(), keyboardHeight: 0))
        }
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
        if !isFullScreen, !pushesPresenterBack {
            // Step 1.
            let alpha = node.environment.colorScheme == .dark ? Self.dimming.dark : Self.dimming.light
            context.fill(Path(node.frame), paint: .color(RGBA(red: 0, green: 0, blue: 0, alpha: alpha)), in: node.frame)
        }
        guard !hasBackground else { return }
        context.fill(cardShape, paint: Self.background.resolvePaint(in: node.environment), in: card)
    }

    /// The card, its bottom corners below the screen's edge.
    private var cardShape: Path {
        let extended = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + cornerRadius)
        return RoundedRectangle(cornerRadius: isFullScreen ? 0 : cornerRadius, style: .continuous).path(in: extended)
    }

    override func drawChildren(_ node: ViewNode, in context: inout RenderContext) {
        // The content is cut to the card's rounded corners, as UIKit's sheet clips its view.
        context.pushClip(cardShape, style: FillStyle())
        super.drawChildren(node, in: &context)
        context.popClip()
        guard showsGrabber else { return }
        // Step 4: the grabber, tertiary grey.
        let grabber = CGRect(x: card.midX - 18, y: card.minY + 5, width: 36, height: 5)
        context.fill(Capsule().path(in: grabber), paint: Color.tertiary.resolvePaint(in: node.environment), in: grabber)
    }

    // Step 5.
    override func hitTestsItself(_ node: ViewNode, at point: CGPoint) -> Bool { true }
}

/// The presenting screen behind a sheet at its large detent, as iOS draws a page sheet on
/// iPhone (step 6 of `SheetPresentation`). Figures from kern0x1b/charon, an open
/// re-implementation of `UISheetPresentationController` read from iOS 16's UIKitCore:
/// - the screen is scaled by 1 − 2m/W about its top centre, m being the horizontal content
///   margin (16 points, 20 on screens wider than 393), and moved so its top meets the bottom of
///   the status bar (`safeAreaInsets.top`);
/// - its corners are rounded to 10 points, the sheet's own radius;
/// - behind it is black (UIKit draws nothing there: the window is black);
/// - it is dimmed in place of the screen around the sheet, at 0.6 × the dimming colour (black
///   at 12 % in light mode). In dark mode it is lightened instead, so it stands out from the
///   black: a 10 % overlay of (200, 200, 200), as Flutter's `CupertinoSheetRoute` measured on
///   an iOS 18 simulator.
struct PresentedBackdrop {
    let bounds: CGRect
    let safeAreaTop: CGFloat
    let colorScheme: ColorScheme

    var scale: CGFloat {
        let margin: CGFloat = bounds.width > 393 ? 20 : 16
        return bounds.width > 2 * margin ? 1 - 2 * margin / bounds.width : 1
    }

    /// Host points to where the stepped-back screen draws them.
    var transform: CGAffineTransform {
        CGAffineTransform(translationX: bounds.midX, y: bounds.minY + safeAreaTop)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -bounds.midX, y: -bounds.minY)
    }

    func draw(in context: inout RenderContext, screen: (inout RenderContext) -> Void) {
        context.fill(Path(bounds), paint: .color(RGBA(0, 0, 0)), in: bounds)
        context.withTransform(transform) { context in
            let card = RoundedRectangle(cornerRadius: SheetLayout.cornerRadius / scale, style: .continuous).path(in: bounds)
            context.pushClip(card, style: FillStyle())
            screen(&context)
            let veil = colorScheme == .dark ? RGBA(200, 200, 200, 0.1)
                                            : RGBA(red: 0, green: 0, blue: 0, alpha: 0.6 * SheetLayout.dimming.light)
            context.fill(Path(bounds), paint: .color(veil), in: bounds)
            context.popClip()
        }
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `presentationDetents(_:)`: the heights a sheet rests at.
enum PresentationDetentsTrait: NodeTraitKey { typealias Value = [PresentationDetent]? }

/// `presentationDetents(_:selection:)`: the detent a sheet is at.
enum SelectedDetentTrait: NodeTraitKey { typealias Value = Binding<PresentationDetent>? }

/// `presentationDragIndicator(_:)`.
enum DragIndicatorTrait: NodeTraitKey { typealias Value = Visibility? }

/// `interactiveDismissDisabled(_:)`.
enum InteractiveDismissDisabledTrait: NodeTraitKey { typealias Value = Bool? }

/// `presentationCornerRadius(_:)`.
enum PresentationCornerRadiusTrait: NodeTraitKey { typealias Value = CGFloat? }

/// `presentationBackground(_:)`: builds the sheet's background for its corner radius.
enum PresentationBackgroundTrait: NodeTraitKey { typealias Value = ((CGFloat, _ViewInputs, inout _ViewOutputs) -> Void)? }
