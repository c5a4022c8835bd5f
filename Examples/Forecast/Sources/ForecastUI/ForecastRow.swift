import SwiftUI

/// One day of the ten-day forecast.
struct ForecastRow: View {
    let forecast: DayForecast

    var body: some View {
        HStack {
            Text(forecast.day)
                .frame(width: 56, alignment: .leading)
            Image(systemName: forecast.symbol)
                .symbolRenderingMode(.multicolor)
                .frame(width: 32)
            if forecast.chanceOfRain > 0.2 {
                Text(forecast.chanceOfRain, format: .percent)
                    .font(.caption)
                    .foregroundStyle(.cyan)
            }
            Spacer()
            Text("\(forecast.low)°")
                .foregroundStyle(.secondary)
            Capsule()
                .fill(LinearGradient(colors: [.teal, .yellow], startPoint: .leading, endPoint: .trailing))
                .frame(width: 80, height: 4)
            Text("\(forecast.high)°")
        }
        .font(.body.monospacedDigit())
    }
}
