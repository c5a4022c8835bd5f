import SwiftUI

/// The top of the city screen: name, temperature and condition.
public struct CityHeader: View {
    let city: City

    public init(city: City) {
        self.city = city
    }

    public var body: some View {
        VStack(spacing: 4) {
            Text(city.name)
                .font(.largeTitle)
            Text("\(city.temperature)°")
                .font(.system(size: 72, weight: .thin))
            Text(city.condition)
                .font(.title3)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    CityHeader(city: .sample)
}
