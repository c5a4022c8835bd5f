import Foundation

/// A view per element of a collection, each identified by its id (Apple: "ForEach").
///
/// Like SwiftUI's, the type puts no constraint on its content: it is a view when its content
/// is, and a chart's content when its content is chart content (the `Charts` module).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    /// The id of an element.
    public let _id: (Data.Element) -> ID

    /// An element-by-element collection with ids, for the content types that extend it.
    public init(_unchecked data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        _id = { $0[keyPath: id] }
    }
}

extension ForEach: View where Content: View {

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: id, content: content)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var skip = 0
        if let axis = inputs.lazyAxis {
            guard let first = makeLazyRun(view, inputs, axis: axis, &outputs) else { return }
            // The elements are sections: a list lays those out itself, so all are built.
            outputs.nodes.append(contentsOf: first)
            skip = 1
        }
        outputs.nodes.reserveCapacity(outputs.nodes.count + view.data.count)
        let editable = inputs.environment.hasEditableRows
        for (offset, element) in view.data.dropFirst(skip).enumerated() {
            let id = AnyHashable(view._id(element))
            let start = outputs.nodes.count
            makeElement(ObservationTracker.evaluate(inputs) { view.content(element) }, index: offset + skip, id: id,
                        editable: editable, inputs.child(id: id), &outputs)
            for node in outputs.nodes[start...] where node.elementKey == nil { node.elementKey = id }
            guard inputs.tagsElementIDs else { continue }
            let tag: (ViewNode) -> Void = { if $0[ScrollIDTrait.self] == nil { $0[ScrollIDTrait.self] = id } }
            for node in outputs.nodes[start...] {
                tag(node)
                NodeBuilding.rememberChange(tag, to: node, builtWith: inputs)
            }
        }
    }

    /// One element's nodes; in a list that can be edited, a row that draws its edit-mode controls.
    private static func makeElement(_ content: Content, index: Int, id: AnyHashable, editable: Bool,
                                    _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        if editable {
            makeNodes(EditableRow(index: index, id: id, content: content), inputs, &outputs)
        } else {
            makeNodes(content, inputs, &outputs)
        }
    }

    /// In a lazy container, one node that builds the elements as they come into view
    /// (`LazyRunLayout`); returns nil when it made one, or the first element's nodes when the
    /// elements are a list's sections, which are built eagerly.
    private static func makeLazyRun(_ view: Self, _ inputs: _ViewInputs, axis: Axis, _ outputs: inout _ViewOutputs) -> [ViewNode]? {
        let data = view.data, count = data.count
        guard count > 0 else { return nil }
        func element(_ index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
        let memory = inputs.graph.lazyRunMemory(for: inputs.identity)
        var elementInputs = inputs
        elementInputs.lazyAxis = nil
        let editable = inputs.environment.hasEditableRows
        let layout = LazyRunLayout(count: count, axis: axis, memory: memory, inputs: inputs,
                                   elementID: { AnyHashable(view._id(element($0))) }) { index, outputs in
            let item = element(index)
            let id = AnyHashable(view._id(item))
            makeElement(ObservationTracker.evaluate(elementInputs) { view.content(item) }, index: index, id: id,
                        editable: editable, elementInputs.child(id: id), &outputs)
        }
        memory.keepRecords(ofIDs: data.lazy.map { AnyHashable(view._id($0)) }, owner: inputs.record, graph: inputs.graph)
        let first = layout.elementNodes(0)
        if first.contains(where: { $0.layout.isSection }) { return first }
        let node = ViewNode(layout, environment: inputs.environment)
        layout.attach(to: node)
        outputs.append(node)
        return nil
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view per integer of a constant range; the integer is the id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int, Content: View {
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// A view made from a collection, whose rows can be deleted, moved and inserted (Apple:
/// "DynamicViewContent").
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Apple: "onInsert(of:perform:)"; not in previews yet.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's extension, for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (SwiftUI's extension, for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}

// The traits set above, read by the containers around (`NodeTraits`).

/// `id(_:)` of a scroll view's element: what `scrollTo(_:)` and `scrollPosition(id:)` find.
enum ScrollIDTrait: NodeTraitKey { typealias Value = AnyHashable? }
