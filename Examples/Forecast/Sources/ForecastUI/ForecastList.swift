import SwiftUI

/// The city screen: the header and the days in an inset grouped list.
public struct ForecastList: View {
    let city: City

    public init(city: City) {
        self.city = city
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    CityHeader(city: city)
                        .frame(maxWidth: .infinity)
                        .listRowBackground(Color.clear)
                }
                Section("10-Day Forecast") {
                    ForEach(city.days) { day in
                        ForecastRow(forecast: day)
                    }
                }
            }
            .navigationTitle("Weather")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    ForecastList(city: .sample)
}
