import Easel

/// Gallery entry `zstack-background`: Apple, "Adding a background to your view", section
/// "Expand the background underneath your view". In a ZStack the gradient sizes itself
/// independently of the VStack: it fills the safe area, leaving the status bar and home
/// indicator strips white. The body is the article's, unchanged.
enum ZStackBackground {
    struct SignInView: View {
        @State private var name: String = ""

        var body: some View {
            ZStack {
                backgroundGradient
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
            }
        }
    }
}
