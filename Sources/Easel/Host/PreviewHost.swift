import Foundation
import EaselClock

/// A view laid out in a simulated screen: the headless host that tests, screenshots and the
/// preview window all use.
///
/// ```swift
/// let host = PreviewHost(SignInView(), size: CGSize(width: 393, height: 852),
///                        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
/// host.size = CGSize(width: 500, height: 700)   // the next query lays out again
/// host.keyboardHeight = 335                      // the on-screen keyboard is up
/// host.frame(of: "title")                        // the frame of .accessibilityIdentifier("title")
/// ```
///
/// The root view is proposed the host size minus the safe-area insets (and the keyboard when
/// it is up) and centred in that safe rectangle; several root views form an implicit VStack
/// (LAYOUT.md rule 1).
public final class PreviewHost {
    let graph: ViewGraph

    /// The host's size in points.
    public var size: CGSize {
        didSet { if size != oldValue { needsLayout = true; updateScreen() } }
    }

    /// The container safe-area insets: status bar, notch, home indicator.
    public var safeAreaInsets: EdgeInsets {
        didSet { if safeAreaInsets != oldValue { needsLayout = true; updateScreen() } }
    }

    /// The height of the on-screen keyboard from the bottom edge; 0 when it is hidden.
    public var keyboardHeight: CGFloat {
        didSet { if keyboardHeight != oldValue { needsLayout = true } }
    }

    /// Light or dark mode. Changing it rebuilds the view tree with the new environment.
    public var colorScheme: ColorScheme {
        get { graph.environment.colorScheme }
        set { changeEnvironment(\.colorScheme, to: newValue) }
    }

    /// The text size views read from the environment (Apple: "DynamicTypeSize"); `.large`, iOS's
    /// default, unless changed. Changing it rebuilds the view tree.
    public var dynamicTypeSize: DynamicTypeSize {
        get { graph.environment.dynamicTypeSize }
        set { changeEnvironment(\.dynamicTypeSize, to: newValue) }
    }

    /// The locale views format and look up their strings with (`\.locale`); en_US unless
    /// changed. Changing it rebuilds the view tree.
    public var locale: Locale {
        get { graph.environment.locale }
        set { changeEnvironment(\.locale, to: newValue) }
    }

    /// Sets a value of the root environment and, when it changed, rebuilds the tree with it.
    private func changeEnvironment<Value: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) {
        guard value != graph.environment[keyPath: keyPath] else { return }
        graph.environment[keyPath: keyPath] = value
        graph.rebuildAll()
        reconcileFocus()
        needsLayout = true
    }

    /// The horizontal and vertical size classes views read from the environment; an iPhone in
    /// portrait (compact, regular) unless the host was made for a device (`Device.sizeClasses`).
    /// Changing them rebuilds the view tree.
    public var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        get { (graph.environment.horizontalSizeClass ?? .compact, graph.environment.verticalSizeClass ?? .regular) }
        set {
            guard newValue != sizeClasses else { return }
            graph.environment.horizontalSizeClass = newValue.horizontal
            graph.environment.verticalSizeClass = newValue.vertical
            graph.rebuildAll()
            reconcileFocus()
            needsLayout = true
        }
    }

    var needsLayout = true
    /// The animator's clock (`animationTime`, `animationSpeed`).
    let animationClock = AnimationClock()
    /// Where `@AppStorage` keeps its values in this preview (a live preview's are carried
    /// across a reload).
    let appStorage = PreviewUserDefaults(values: PreviewSession.takeAppStorage())
    /// What the pointer holds and which text field has the focus (`PreviewHost+Input.swift`).
    var interaction = InteractionState()

    public convenience init<V: View>(_ view: V, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
                                     keyboardHeight: CGFloat = 0, colorScheme: ColorScheme = .light) {
        self.init(view, size: size, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight,
                  colorScheme: colorScheme, textEngine: PreviewHost.defaultTextEngine())
    }

    init<V: View>(_ view: V, size: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat,
                  colorScheme: ColorScheme, textEngine: TextEngine) {
        self.size = PreviewHost.validated(size)
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        // `@AppStorage` of each preview starts empty and stays in memory.
        environment.defaultAppStorage = appStorage
        // Before the views' bodies first run: they may read `UIScreen.main.bounds`.
        _PreviewScreen.update(size: PreviewHost.validated(size), scale: environment.displayScale, safeAreaInsets: safeAreaInsets)
        // Before the views' tasks start: headless, they sleep on the host's time.
        PreviewClock.shared.useVirtualTime(PreviewHost.runsOnHostTime)
        graph = ViewGraph(view, environment: environment, textEngine: textEngine)
        let clock = animationClock
        graph.animator.now = { clock.now() }
        _PreviewScreen.host = self
        LocalizedStrings.installLookup()
    }

    deinit {
        graph.lifecycle.stopAll()
    }

    static func defaultTextEngine() -> TextEngine { FontTextEngine.shared }

    /// `UIScreen.main` follows the host (`_PreviewScreen`).
    private func updateScreen() {
        _PreviewScreen.update(size: PreviewHost.validated(size), scale: graph.environment.displayScale, safeAreaInsets: safeAreaInsets)
        _PreviewScreen.host = self
    }

    /// A usable host size: negative or non-finite sizes become 0 with a warning.
    static func validated(_ size: CGSize) -> CGSize {
        func valid(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                Diagnostics.warnOnce("invalid-host-size", "Invalid host size \(size): sizes must be finite and not negative; using 0.")
                return 0
            }
            return value
        }
        return CGSize(width: valid(size.width), height: valid(size.height))
    }

    var safeAreaContext: SafeAreaContext {
        SafeAreaContext(hostBounds: CGRect(origin: .zero, size: PreviewHost.validated(size)),
                        container: safeAreaInsets, keyboardHeight: Swift.max(0, keyboardHeight.isFinite ? keyboardHeight : 0))
    }

    /// Rebuilds what changed and lays the tree out for the current size, insets and keyboard,
    /// then runs the lifecycle of views that entered or left the tree (`onAppear`, `task`,
    /// `onChange`…). Those may change state again; the tree is rebuilt until it is stable, as
    /// SwiftUI settles such changes before the frame is drawn.
    public func layoutIfNeeded() {
        // An `onAppear` that changes state on every appearance would never settle.
        let passLimit = 32
        graph.animator.tickData(in: graph)
        for pass in 0..<passLimit {
            layoutOnce()
            graph.dropRecordsThatLeft()
            graph.lifecycle.update(graph)
            graph.layoutObservations.update(graph)
            guard graph.hasPendingChanges else { break }
            if pass == passLimit - 1 {
                Diagnostics.warnOnce("lifecycle-loop", "The views kept changing state as they appeared (onAppear, onChange, task, onPreferenceChange or onGeometryChange actions that change the state that made them run) \(passLimit) times in a row; the frame shows the last state.")
                layoutOnce()
            }
        }
        applyPreferredColorScheme()
        // A live preview's reload: the focus goes back to its field once the field is built.
        if PreviewSession.pendingFocus != nil { reconcileFocus() }
    }

    /// The tree version the preferred colour scheme was last looked for at.
    private var schemeCheckedAt = -1

    /// A `preferredColorScheme(_:)` anywhere in the tree (inside a navigation stack, a tab)
    /// sets the whole screen's scheme, bars included, as it sets the window's on iOS.
    private func applyPreferredColorScheme() {
        guard graph.treeVersion != schemeCheckedAt else { return }
        schemeCheckedAt = graph.treeVersion
        guard let preferred = Self.preferredColorScheme(in: graph.rootNode), preferred != colorScheme else { return }
        colorScheme = preferred
        schemeCheckedAt = graph.treeVersion
        layoutOnce()
    }

    private static func preferredColorScheme(in node: ViewNode) -> ColorScheme? {
        if let scheme = node[PreferredColorSchemeTrait.self] { return scheme }
        for child in node.children {
            if let scheme = preferredColorScheme(in: child) { return scheme }
        }
        return nil
    }

    private func layoutOnce() {
        if graph.hasPendingChanges {
            // An animated change starts from the tree as it is drawn now.
            let snapshot = graph.pendingAnimation != nil || graph.hasImplicitAnimations
                ? graph.animator.snapshot(graph.rootNode) : nil
            graph.flushChanges()
            reconcileFocus()
            needsLayout = true
            placeTree()
            var transaction = Transaction(animation: graph.pendingAnimation)
            transaction.disablesAnimations = graph.pendingDisablesAnimations
            let implicit = graph.takeImplicitAnimation()
            (graph.pendingAnimation, graph.pendingDisablesAnimations) = (nil, false)
            graph.animator.resolveData(transaction.animation ?? (transaction.disablesAnimations ? nil : implicit.first), in: graph)
            if let snapshot, transaction.animation != nil || implicit.mayAnimate {
                graph.animator.start(transaction, changed: implicit.changed, from: snapshot, to: graph.rootNode)
            }
            return
        }
        placeTree()
        if graph.hasImplicitAnimations, !graph.hasTakenImplicitValues {
            // The values the first change is compared with.
            _ = graph.takeImplicitAnimation()
        }
    }

    /// The safe area's size at the last placement.
    private var lastPlacedSafeSize = CGSize.zero

    private func placeTree() {
        guard needsLayout || LazyLayoutPass.isRequested else { return }
        needsLayout = false
        // A lazy container that measured rows other than it estimated asks for another pass.
        for _ in 0..<4 {
            placeTreeOnce()
            guard LazyLayoutPass.take() else { return }
        }
    }

    private func placeTreeOnce() {
        let context = safeAreaContext
        SafeAreaContext.current = context
        let safe = context.safeRect
        let root = graph.rootNode
        // Sizes are cached per proposal; a container-relative frame's also depends on the host.
        if graph.hasContainerRelativeFrames, safe.size != lastPlacedSafeSize { root.invalidateSubtree() }
        lastPlacedSafeSize = safe.size
        let proposal = ProposedViewSize(safe.size)
        let rootSize = root.sizeThatFits(proposal)
        // Centred in the safe rectangle; it may overflow (LAYOUT.md rule 1).
        let origin = CGPoint(x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2)
        root.place(at: origin, proposal: proposal, in: context)
        placeMatchedGeometryFollowers(in: context)
    }

    /// The size the root view takes when offered `proposal` with no insets: a size-that-fits
    /// preview's container. Each side from 1 to 10,000 points.
    public func sizeThatFits(_ proposal: CGSize) -> CGSize {
        layoutIfNeeded()
        let size = graph.rootNode.sizeThatFits(ProposedViewSize(PreviewHost.validated(proposal)))
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value.rounded(.up), 1), 10_000) : 1 }
        return CGSize(width: usable(size.width), height: usable(size.height))
    }

    /// The size the root view takes for `proposal`, as layout gives it (fractional, not
    /// clamped): UIKit's string measuring asks it of a `Text`.
    @_spi(Frameworks) public func measuredSize(_ proposal: ProposedViewSize) -> CGSize {
        layoutIfNeeded()
        return graph.rootNode.sizeThatFits(proposal)
    }

    /// The size the root view takes when offered no size at all (its ideal size), each side
    /// from 1 to 10,000 points: the container of a snapshot test's `.sizeThatFits` layout.
    public func idealSize() -> CGSize {
        layoutIfNeeded()
        let size = graph.rootNode.sizeThatFits(.unspecified)
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value.rounded(.up), 1), 10_000) : 1 }
        return CGSize(width: usable(size.width), height: usable(size.height))
    }

    /// The layout frame, in host coordinates, of the view marked `.accessibilityIdentifier(identifier)`;
    /// nil when no view has it. Drawing effects (`offset`, `scaleEffect`…) do not move it.
    public func frame(of identifier: String) -> CGRect? {
        layoutIfNeeded()
        var found: CGRect?
        graph.forEachNode { node in
            if found == nil, node[AccessibilityIdentifierTrait.self] == identifier { found = node.frame }
        }
        return found
    }
}
