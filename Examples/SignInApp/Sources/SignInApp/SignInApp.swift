import SwiftUI

@main
struct SignInApp: App {
    var body: some Scene {
        WindowGroup {
            SignInView()
        }
    }
}

struct SignInView: View {
    @State private var name: String = ""

    var body: some View {
        ZStack {
            Color.red
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
