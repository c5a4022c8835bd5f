//
//  Habit.swift
//  Habits
//

import Foundation

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var symbol: String
    var streak: Int
    var doneToday: Bool
}

extension Habit {
    static let samples = [
        Habit(name: "Read", symbol: "book", streak: 12, doneToday: true),
        Habit(name: "Run", symbol: "figure.run", streak: 3, doneToday: false),
        Habit(name: "Water the plants", symbol: "drop", streak: 40, doneToday: true),
    ]
}
