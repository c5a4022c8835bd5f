import Easel

/// Easel's own example of a scrolling screen, in the idiom of Apple's tutorials: a header and
/// a feed of rows in a `ScrollView` and a `LazyVStack`. Scroll it with the wheel in the window.
enum ScrollFeed {
    struct Trip: Identifiable {
        let id: Int
        let city: String
        let nights: Int
        let hue: Double
    }

    static let trips: [Trip] = [
        ("Lisbon", 4), ("Kyoto", 7), ("Oaxaca", 5), ("Reykjavík", 3), ("Cape Town", 6), ("Hanoi", 8),
        ("Lima", 4), ("Tbilisi", 5), ("Vancouver", 3), ("Marrakesh", 4), ("Seville", 2), ("Busan", 5),
    ].enumerated().map { index, trip in Trip(id: index, city: trip.0, nights: trip.1, hue: Double(index) / 12) }

    struct TripRow: View {
        let trip: Trip

        var body: some View {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color(hue: trip.hue, saturation: 0.6, brightness: 0.9))
                    .frame(width: 56, height: 56)
                VStack(alignment: .leading, spacing: 4) {
                    Text(trip.city).font(.headline)
                    Text("\(trip.nights) nights").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(.horizontal)
        }
    }

    struct Example: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Trips").font(.largeTitle.bold())
                    Text("Where to next?").foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                LazyVStack(spacing: 16) {
                    ForEach(trips) { trip in
                        TripRow(trip: trip)
                    }
                }
            }
        }
    }
}
