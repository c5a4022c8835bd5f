import Foundation

/// A stack of screens with a navigation bar (Apple: "NavigationStack"); `NavigationLink` pushes
/// onto it and the bar's back button pops.
///
/// 1. Every screen of the stack is built (the root, then each pushed view or value), so a screen
///    keeps its state while others are pushed above it; only the top one is laid out, drawn and
///    hit.
/// 2. A pushed value is shown by the first `navigationDestination(for:)` of its type found in
///    the screens below it.
/// 3. A screen fills the stack, which fills the screen (its bar reaches under the status bar).
///    Its bar (`NavigationBar`) sits below the status bar: 44 points, plus 52 for a large title
///    (IOS-METRICS, "Bars"); its content is laid out below the bar, and the bar counts as safe
///    area, so scroll views and lists run under it with a content inset.
/// 4. The title is the screen's first `navigationTitle`; it is large at the root unless the
///    screen asks for `.inline`, and a pushed screen keeps the mode of the one below it unless
///    it asks otherwise, as on iOS. The back button names the screen below ("Back" without a title);
///    a pushed screen's `dismiss` pops it.
/// 5. While the screen's scroll view is scrolled, the bar gets its background and hairline.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var pushedViews: [NavigationEntry] = []
    /// The screens' edit mode (`EditButton` in a bar, the lists below it), unless one is given.
    @State private var editMode = EditMode.inactive
    @Environment(\.editMode) private var givenEditMode

    public var body: some View {
        let values = path?.wrappedValue.map { NavigationEntry.value($0) } ?? []
        let entries = values + pushedViews
        let pushedViews = $pushedViews
        let path = self.path
        return NavigationStackContent(root: AnyView(root), entries: entries, push: { entry in
            if case .value(let value) = entry, let path { path.wrappedValue.append(value) } else { pushedViews.wrappedValue.append(entry) }
        }, pop: {
            if !pushedViews.wrappedValue.isEmpty { pushedViews.wrappedValue.removeLast() } else if let path, !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() }
        })
        .providingEditMode(givenEditMode ?? $editMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

/// The older container (Apple: "NavigationView", deprecated): on iPhone, a stack. Given
/// several views (`NavigationView { List {…}; Text("Select an item") }`, the columns of an iPad
/// or Mac layout), a compact-width iPhone shows the first as the stack's root; the others are
/// the detail columns' placeholders, which it does not show until a link is followed.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        if let primary = Self.primaryColumn(of: content) {
            NavigationStack { primary }
        } else {
            NavigationStack { content }
        }
    }

    /// The first of several views built by the content's view builder.
    static func primaryColumn(of content: Content) -> AnyView? {
        guard let tuple = content as? any _TupleViewValue,
              let first = Mirror(reflecting: tuple._tupleValue).children.first?.value as? any View else { return nil }
        return AnyView(first)
    }
}

/// A `TupleView`'s views, for containers that treat them one by one.
protocol _TupleViewValue { var _tupleValue: Any { get } }
extension TupleView: _TupleViewValue { var _tupleValue: Any { value } }

/// A type-erased list of pushed values (Apple: "NavigationPath").
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

enum NavigationEntry {
    /// A pushed view, and the stable identity of the `NavigationLink` that pushed it (0 for
    /// other pushes): what a live preview replays after a reload (`PreviewSession`).
    case view(AnyView, source: UInt64 = 0)
    case value(AnyHashable)
}

private struct NavigationActionsKey: EnvironmentKey { static let defaultValue: NavigationActions? = nil }

/// What links and back buttons do, for the stack they are in.
struct NavigationActions {
    let push: (NavigationEntry) -> Void
    let pop: () -> Void
}

extension EnvironmentValues {
    var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self] }
        set { self[NavigationActionsKey.self] = newValue }
    }
}

/// Step 1: the screens, built; the layout shows the top one.
struct NavigationStackContent: View {
    typealias Body = Never
    let root: AnyView
    let entries: [NavigationEntry]
    let push: (NavigationEntry) -> Void
    let pop: () -> Void

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inner = inputs
        inner.environment.navigationActions = NavigationActions(push: view.push, pop: view.pop)
        inner.environment.listContext = nil
        var screens: [ViewNode] = []
        var previousTitle: String?
        var previousMode: NavigationBarItem.TitleDisplayMode = .large
        for level in 0...view.entries.count {
            let content: AnyView
            if level == 0 {
                content = view.root
            } else {
                switch view.entries[level - 1] {
                case .view(let pushed, _): content = pushed
                case .value(let value):
                    // Step 2.
                    let destinations = screens.flatMap { $0.allTraits(NavigationDestinationsTrait.self) }
                    content = destinations.lazy.compactMap { $0(value.base) }.first ?? AnyView(MissingDestination(value: value))
                }
            }
            var screenInputs = inner.child(UInt64(level) &+ 0x4e41_5600)
            if level > 0 {
                // A pushed screen's `dismiss` pops it (and whatever is above it), and it is
                // presented (Apple: "dismiss", "isPresented").
                let above = view.entries.count - level + 1
                let pop = view.pop
                screenInputs.environment.dismiss = DismissAction { for _ in 0..<above { pop() } }
                screenInputs.environment.isPresented = true
            }
            let screen = NavigationScreenLayout.makeNode(content: content, level: level, backTitle: level == 0 ? nil : (previousTitle ?? "Back"),
                                                         inheritedMode: previousMode, inputs: screenInputs)
            let layout = screen.layout as! NavigationScreenLayout
            previousTitle = layout.title
            previousMode = layout.displayMode
            screens.append(screen)
        }
        let node = ViewNode(NavigationStackLayout(), children: screens, environment: inputs.environment)
        // Step 3: the stack fills the screen.
        node.ignoredSafeArea = (regions: .container, edges: .all)
        outputs.append(node)
    }
}

/// SwiftUI shows nothing for a value no destination takes, and logs why.
struct MissingDestination: View {
    let value: AnyHashable
    var body: some View {
        Diagnostics.warnOnce("navigation-destination-\(type(of: value.base))",
                             "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        return EmptyView()
    }
}

/// Shows the top screen only (step 1).
final class NavigationStackLayout: NodeLayout {
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext) {
        node.children.last?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size), in: safeArea)
    }

    override func childrenInDrawingOrder(of node: ViewNode) -> [ViewNode] {
        node.children.last.map { [$0] } ?? []
    }

    override func visibleChildren(of node: ViewNode) -> [ViewNode] { node.children.last.map { [$0] } ?? [] }

    override var guideSource: GuideSource { .none }
}

/// How a `NavigationView` arranges its columns (Apple: "NavigationViewStyle", deprecated with
/// `NavigationView`). On an iPhone every style is the one stack Easel draws.
public protocol NavigationViewStyle {}

/// Apple: "StackNavigationViewStyle", `.stack`.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Apple: "DoubleColumnNavigationViewStyle", `.columns`: two columns on an iPad, a stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Apple: "DefaultNavigationViewStyle", `.automatic`.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

extension View {
    /// Sets the style of the navigation views inside (Apple: "navigationViewStyle(_:)",
    /// deprecated): an iPhone shows a stack whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
