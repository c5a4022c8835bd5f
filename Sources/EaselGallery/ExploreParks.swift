import Easel

/// Easel's own example of iOS 17 scrolling, in the idiom of Apple's "Beyond scroll views"
/// session: a featured carousel that comes to rest on a card (content margins, a target layout,
/// `.viewAligned`, a scroll transition that dims the cards coming in), a list of every park
/// below, and a search field under the large title that filters them.
enum ExploreParks {
    typealias Park = NavigationList.Park

    struct FeaturedCard: View {
        let park: Park
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Spacer()
                Text(park.name).font(.title3.bold())
                Text(park.state).font(.subheadline).opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: 180)
            .background(LinearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
    }

    struct Example: View {
        @State private var query = ""

        var results: [Park] {
            query.isEmpty ? NavigationList.parks : NavigationList.parks.filter { $0.name.localizedCaseInsensitiveContains(query) }
        }

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        if query.isEmpty {
                            Text("Featured").font(.title2.bold()).padding(.horizontal)
                            ScrollView(.horizontal) {
                                LazyHStack(spacing: 12) {
                                    ForEach(NavigationList.parks.prefix(5)) { park in
                                        FeaturedCard(park: park)
                                            .containerRelativeFrame(.horizontal)
                                            .scrollTransition { content, phase in
                                                content
                                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                                            }
                                            .accessibilityIdentifier("featured-\(park.id)")
                                    }
                                }
                                .scrollTargetLayout()
                            }
                            .contentMargins(.horizontal, 20, for: .scrollContent)
                            .scrollTargetBehavior(.viewAligned)
                            .scrollIndicators(.hidden)
                            .accessibilityIdentifier("featured")
                        }
                        Text(query.isEmpty ? "All Parks" : "Results").font(.title2.bold()).padding(.horizontal)
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(results) { park in
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(park.name)
                                    Text(park.state).font(.caption).foregroundStyle(.secondary)
                                }
                                .padding(.vertical, 8)
                                .padding(.horizontal)
                                Divider().padding(.leading)
                            }
                        }
                    }
                }
                .navigationTitle("Explore")
                .searchable(text: $query, prompt: "Search parks")
            }
        }
    }
}
