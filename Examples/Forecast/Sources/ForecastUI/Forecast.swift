import Foundation

public struct DayForecast: Identifiable, Hashable {
    public let id = UUID()
    public var day: String
    public var symbol: String
    public var high: Int
    public var low: Int
    public var chanceOfRain: Double

    public init(day: String, symbol: String, high: Int, low: Int, chanceOfRain: Double) {
        self.day = day
        self.symbol = symbol
        self.high = high
        self.low = low
        self.chanceOfRain = chanceOfRain
    }
}

public struct City: Hashable {
    public var name: String
    public var temperature: Int
    public var condition: String
    public var days: [DayForecast]

    public static let sample = City(
        name: "Lisbon", temperature: 21, condition: "Mostly Sunny",
        days: [
            DayForecast(day: "Today", symbol: "sun.max.fill", high: 23, low: 15, chanceOfRain: 0),
            DayForecast(day: "Tue", symbol: "cloud.sun.fill", high: 22, low: 14, chanceOfRain: 0.1),
            DayForecast(day: "Wed", symbol: "cloud.rain.fill", high: 18, low: 13, chanceOfRain: 0.7),
            DayForecast(day: "Thu", symbol: "cloud.fill", high: 19, low: 12, chanceOfRain: 0.3),
            DayForecast(day: "Fri", symbol: "sun.max.fill", high: 24, low: 16, chanceOfRain: 0),
        ])
}
