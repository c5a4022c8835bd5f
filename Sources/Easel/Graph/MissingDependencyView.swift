import Foundation

/// What stands in for a view whose body cannot run because the environment lacks something it
/// reads (`@EnvironmentObject`, `@Environment(Model.self)`): the message, in the view's place.
///
/// SwiftUI stops the app here. A previewer cannot: the rest of the screen still draws, the
/// message is printed once, and adding the missing modifier brings the view back.
enum MissingDependencyView {
    static func make<Owner>(for owner: Owner.Type, messages: [String], _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        for message in messages {
            Diagnostics.warnOnce("missing-dependency-\(message)", "\(owner): \(message)")
        }
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("\(String(describing: owner)) cannot be shown").font(.caption.bold())
            ForEach(messages, id: \.self) { Text($0).font(.caption) }
        }
        .foregroundStyle(Color.red)
        .padding(8)
        .background(Color.red.opacity(0.1))
        makeNodes(view, inputs, &outputs)
    }
}
