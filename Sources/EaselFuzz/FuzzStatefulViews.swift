import Foundation
import Easel

/// A view with state of its own, so fuzzed trees rebuild part of themselves when tapped: a
/// button flips whether the content shows, and the branch changes the tree's shape.
public struct FuzzToggle: View {
    @State private var isOn: Bool
    let content: [AnyView]

    public init(startsOn: Bool, content: [AnyView]) {
        _isOn = State(initialValue: startsOn)
        self.content = content
    }

    public var body: some View {
        VStack {
            Button(isOn ? "Hide" : "Show") { isOn.toggle() }
            if isOn {
                ForEach(content.indices, id: \.self) { content[$0] }
            } else {
                Text("Hidden").font(.caption)
            }
        }
    }
}

/// A text field with its own text and focus, so fuzzed trees can be typed into.
public struct FuzzTextField: View {
    let prompt: String
    let rounded: Bool
    @State private var text: String
    @FocusState private var isFocused: Bool

    public init(prompt: String, initial: String, rounded: Bool) {
        self.prompt = prompt
        self.rounded = rounded
        _text = State(initialValue: initial)
    }

    public var body: some View {
        Group {
            if rounded {
                TextField(prompt, text: $text).textFieldStyle(.roundedBorder)
            } else {
                TextField(prompt, text: $text).textFieldStyle(.automatic)
            }
        }
            .focused($isFocused)
            .onSubmit { isFocused = false }
    }
}
