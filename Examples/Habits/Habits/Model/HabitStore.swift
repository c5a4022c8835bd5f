//
//  HabitStore.swift
//  Habits
//

import Foundation

/// The app's habits. `import Foundation` alone: on iOS it brings `ObservableObject` too.
final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = Habit.samples

    func toggle(_ habit: Habit) {
        guard let index = habits.firstIndex(of: habit) else { return }
        habits[index].doneToday.toggle()
        habits[index].streak += habits[index].doneToday ? 1 : -1
    }
}
