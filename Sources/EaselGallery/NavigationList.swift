import Easel

/// Easel's own example of navigation, in the idiom of Apple's tutorials: a list of links in a
/// `NavigationStack` with a large title and a toolbar button; each link pushes a detail screen.
enum NavigationList {
    struct Park: Identifiable, Hashable {
        let id: Int
        let name: String
        let state: String
    }

    static let parks = [
        Park(id: 1, name: "Yosemite", state: "California"), Park(id: 2, name: "Zion", state: "Utah"),
        Park(id: 3, name: "Acadia", state: "Maine"), Park(id: 4, name: "Olympic", state: "Washington"),
    ]

    struct ParkDetail: View {
        let park: Park
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(park.name).font(.title2.bold()).accessibilityIdentifier("detail-name")
                Text("National park in \(park.state)").foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle(park.name)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct Example: View {
        var body: some View {
            NavigationStack {
                List(parks) { park in
                    NavigationLink(value: park) {
                        VStack(alignment: .leading) {
                            Text(park.name).accessibilityIdentifier("row-\(park.name)")
                            Text(park.state).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Parks")
                .navigationDestination(for: Park.self) { park in
                    ParkDetail(park: park)
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Edit") {}
                    }
                }
            }
        }
    }
}
