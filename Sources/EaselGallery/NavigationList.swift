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
        Park(id: 5, name: "Grand Canyon", state: "Arizona"), Park(id: 6, name: "Yellowstone", state: "Wyoming"),
        Park(id: 7, name: "Glacier", state: "Montana"), Park(id: 8, name: "Denali", state: "Alaska"),
        Park(id: 9, name: "Everglades", state: "Florida"), Park(id: 10, name: "Arches", state: "Utah"),
        Park(id: 11, name: "Joshua Tree", state: "California"), Park(id: 12, name: "Great Smoky Mountains", state: "Tennessee"),
        Park(id: 13, name: "Rocky Mountain", state: "Colorado"), Park(id: 14, name: "Sequoia", state: "California"),
        Park(id: 15, name: "Shenandoah", state: "Virginia"), Park(id: 16, name: "Big Bend", state: "Texas"),
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
