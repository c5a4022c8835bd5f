import Easel

/// Gallery entry `keyboard-adjusting`: Apple, "Adding a background to your view", section
/// "Adjust views when displaying the keyboard". Only the gradient ignores the safe area, so
/// with the keyboard up the VStack is centred in the smaller space above the keyboard while the
/// gradient keeps filling the screen. The body is the article's, unchanged.
enum KeyboardAdjusting {
    struct SignInView: View {
        @State private var name: String = ""
        var body: some View {
            ZStack {
                backgroundGradient
                    .ignoresSafeArea()
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
