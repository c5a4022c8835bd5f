import Foundation

/// A binding to a collection is a collection of bindings to its elements, so that
/// `ForEach($items) { $item in … }` and `List($items) { $item in … }` hand each row a binding
/// it can edit (Apple: "Binding" conforms to `RandomAccessCollection` where its value is a
/// mutable random-access collection; SwiftUI 3).
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value is identified by the value's id (Apple: "Binding":
/// `Identifiable` where `Value: Identifiable`), so rows of `ForEach($items)` keep their identity.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to an optional that is nil exactly when `base` is nil (Apple: "init(_:)").
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// The binding, with changes made through it animated (Apple: "animation(_:)"). Changes
    /// appear at once (`withAnimation`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }

    /// The binding, with changes made through it in `transaction` (Apple: "transaction(_:)").
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// The binding's transaction (Apple: "transaction").
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }
}
