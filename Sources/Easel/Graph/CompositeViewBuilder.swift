import Foundation

/// Builds a composite view (or a custom modifier): connects its state to its record, evaluates
/// its body, builds that.
enum CompositeViewBuilder {
    static func make<V: View>(_ view: V, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        make(owner: view, type: V.self, inputs, &outputs) { inputs, outputs in
            let shown = AnimatedData.presented(view, record: inputs.record)
            let body = ObservationTracker.evaluate(inputs) { shown.body }
            V.Body._makeNodes(body, inputs, &outputs)
        }
    }

    /// Builds `body` for `owner`, a value whose stored properties may include `@State` and friends.
    static func make<Owner>(owner: Owner, type: Owner.Type, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs,
                            body: @escaping (_ViewInputs, inout _ViewOutputs) -> Void) {
        let inputs = inputs.transparentChild(type: Owner.self)
        let (slots, needsRecord) = DynamicPropertyLayout.properties(of: owner)
        // An animatable view or modifier keeps its data's run in a record.
        guard needsRecord || AnimatedData.mayAnimate(Owner.self) else {
            body(inputs, &outputs)
            return
        }
        let graph = inputs.graph
        let record: ViewRecord
        if let existing = graph.records[inputs.identity], existing.isAlive {
            record = existing
        } else {
            record = ViewRecord(identity: inputs.identity, graph: graph)
            record.stableIdentity = inputs.stableIdentity
            graph.records[inputs.identity] = record
        }
        record.parentRecord = inputs.record
        record.generation = graph.generation
        record.externalModifiers = []
        graph.lazyRecordSink?.append(record)
        inputs.record?.children.append(record)
        var bodyInputs = inputs
        bodyInputs.record = record
        record.isDetached = false
        record.rebuild = { [unowned record] outputs in
            record.isDirty = false
            guard let graph = record.graph else { return }
            record.generation = graph.generation
            // Children this evaluation does not build again have left the tree, with their
            // state; they are dropped after layout (content built during layout, such as a
            // `GeometryReader`'s, is built again by then).
            graph.dropIfNotBuiltAgain(record.children)
            record.children = []
            record.bodyEvaluations += 1
            record.missingDependencies = []
            DynamicPropertyLayout.install(owner, slots: slots, record: record, environment: bodyInputs.environment)
            let start = outputs.nodes.count
            if record.missingDependencies.isEmpty {
                body(bodyInputs, &outputs)
            } else {
                MissingDependencyView.make(for: Owner.self, messages: record.missingDependencies, bodyInputs, &outputs)
            }
            let produced = Array(outputs.nodes[start...])
            for node in produced where node.ownerRecord == nil { node.ownerRecord = record }
            record.outputs = produced
        }
        record.rebuild(&outputs)
    }
}
