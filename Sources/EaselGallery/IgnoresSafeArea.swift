import Easel

/// Gallery entry `ignores-safe-area`: Apple, "Adding a background to your view", section
/// "Extend the background into the safe areas". `.ignoresSafeArea()` on the whole ZStack lets
/// the gradient fill the screen edge to edge; it also ignores the keyboard, so with the
/// keyboard up the VStack stays where it was (the article's "remains fixed"). The body is the
/// article's, unchanged.
enum IgnoresSafeArea {
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
            .ignoresSafeArea()
        }
    }
}
