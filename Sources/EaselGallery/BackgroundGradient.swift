import Easel

// Apple, "Adding a background to your view", section "Add a background"
// (https://developer.apple.com/documentation/SwiftUI/Adding-a-Background-to-Your-View).
// The code below is the article's, unchanged; only the enum around the view is Easel's, so
// the four `SignInView`s of that article can live side by side.

let backgroundGradient = LinearGradient(
    colors: [Color.red, Color.blue],
    startPoint: .top, endPoint: .bottom)

/// Gallery entry `background-gradient`: `background(_:alignment:)` sizes the gradient to the
/// VStack it is attached to, so only the title and the text-field row get the gradient.
enum BackgroundGradient {
    struct SignInView: View {
        @State private var name: String = ""

        var body: some View {
            VStack {
                Text("Welcome")
                    .font(.title)
                HStack {
                    TextField("Your name?", text: $name)
                        .textFieldStyle(.roundedBorder)
                    Button(action: {}, label: {
                        Image(systemName: "arrow.right.square")
                            .font(.title)
                    })
                }
                .padding()
            }
            .background(backgroundGradient)
        }
    }
}
