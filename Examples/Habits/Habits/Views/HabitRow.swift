//
//  HabitRow.swift
//  Habits
//

import SwiftUI
import HabitKit

struct HabitRow: View {
    var habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.symbol)
                .frame(width: 28)
            Text(habit.name)
            Spacer()
            StreakBadge(days: habit.streak)
            Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(habit.doneToday ? Color("Done") : .secondary)
        }
        .padding(.vertical, 4)
    }
}

struct HabitRow_Previews: PreviewProvider {
    static var previews: some View {
        HabitRow(habit: Habit.samples[0])
            .padding()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Done today")
    }
}
