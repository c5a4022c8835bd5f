//
//  HabitsTests.swift
//  HabitsTests
//

import XCTest
@testable import Habits

final class HabitsTests: XCTestCase {
    func testTogglingCountsTheStreak() {
        let store = HabitStore()
        let habit = store.habits[1]
        store.toggle(habit)
        XCTAssertEqual(store.habits[1].streak, habit.streak + 1)
    }
}
