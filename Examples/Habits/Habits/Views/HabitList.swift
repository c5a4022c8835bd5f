//
//  HabitList.swift
//  Habits
//

import SwiftUI
import HabitKit

struct HabitList: View {
    @EnvironmentObject private var store: HabitStore

    /// The name iOS shows under the app's icon, from the target's Info.plist settings.
    private var appName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "?"
    }

    var body: some View {
        NavigationStack {
            List {
                #if HABITS_DEMO
                Section {
                    Text("Demo data")
                        .foregroundStyle(.secondary)
                }
                #endif
                ForEach(store.habits) { habit in
                    HabitRow(habit: habit)
                        .onTapGesture { store.toggle(habit) }
                }
            }
            .navigationTitle(appName)
        }
    }
}

#Preview {
    HabitList()
        .environmentObject(HabitStore())
}

#Preview("Streak card") {
    StreakCard(days: 12)
        .padding()
        .background(Color("PreviewBackdrop"))
}
