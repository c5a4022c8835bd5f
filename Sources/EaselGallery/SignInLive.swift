import Easel

/// Gallery entry `sign-in-live` (Easel's own, not from the seeds): the `keyboard-adjusting`
/// SignIn view made to work, to try the live preview with. Click the field (the keyboard rises
/// and the form moves up), type a name, then press Return or the arrow: the title greets you
/// and the keyboard goes down; "Sign out" clears the name and focuses the field again.
enum SignInLive {
    struct SignInView: View {
        @State private var name: String = ""
        @State private var signedInName: String?
        @FocusState private var nameIsFocused: Bool

        var body: some View {
            ZStack {
                backgroundGradient
                    .ignoresSafeArea()
                VStack {
                    Text(signedInName.map { "Welcome, \($0)!" } ?? "Welcome")
                        .font(.title)
                    HStack {
                        TextField("Your name?", text: $name)
                            .textFieldStyle(.roundedBorder)
                            .focused($nameIsFocused)
                            .onSubmit(signIn)
                        Button(action: signIn, label: {
                            Image(systemName: "arrow.right.square")
                                .font(.title)
                        })
                    }
                    .padding()
                    if signedInName != nil {
                        Button("Sign out") {
                            signedInName = nil
                            name = ""
                            nameIsFocused = true
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
        }

        private func signIn() {
            guard !name.isEmpty else { return }
            signedInName = name
            nameIsFocused = false
        }
    }
}
