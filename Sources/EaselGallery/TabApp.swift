import Easel

/// Easel's own example of a tab app, in the idiom of Apple's samples: three tabs with
/// `.tabItem` labels and tags, the first a navigation stack with a list.
enum TabApp {
    struct Example: View {
        @State private var selection = 0

        var body: some View {
            TabView(selection: $selection) {
                NavigationStack {
                    List {
                        Section("Today") {
                            Label("Morning run", systemImage: "sun.max")
                            Label("Team standup", systemImage: "person.2")
                        }
                        Section("Tomorrow") {
                            Label("Dentist", systemImage: "clock")
                        }
                    }
                    .navigationTitle("Agenda")
                }
                .tabItem { Label("Agenda", systemImage: "calendar") }
                .tag(0)

                Text("Messages").accessibilityIdentifier("messages")
                    .tabItem { Label("Messages", systemImage: "bubble.left") }
                    .badge(3)
                    .tag(1)

                Text("Settings").accessibilityIdentifier("settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(2)
            }
        }
    }
}
