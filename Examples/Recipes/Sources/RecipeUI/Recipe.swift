import Foundation

public struct Recipe: Identifiable, Hashable {
    public let id = UUID()
    public var name: String
    public var minutes: Int
    public var servings: Int
    public var isFavorite: Bool

    public init(name: String, minutes: Int, servings: Int, isFavorite: Bool = false) {
        self.name = name
        self.minutes = minutes
        self.servings = servings
        self.isFavorite = isFavorite
    }

    public static let samples = [
        Recipe(name: "Pancakes", minutes: 20, servings: 4, isFavorite: true),
        Recipe(name: "Tomato soup", minutes: 45, servings: 6),
        Recipe(name: "Green salad", minutes: 10, servings: 2),
    ]
}
