import Easel
import Foundation

/// Easel's own example of the standard controls in a settings `Form`, in the idiom of Apple's
/// samples: toggles, a menu and a segmented picker, a stepper, a slider, progress, a date.
enum ControlsForm {
    enum Appearance: String, CaseIterable, Identifiable {
        case light = "Light", dark = "Dark", automatic = "Automatic"
        var id: Self { self }
    }

    struct Example: View {
        @State private var notifications = true
        @State private var sounds = false
        @State private var appearance = Appearance.automatic
        @State private var textSize = 2
        @State private var reminders = 3
        @State private var volume = 0.6
        @State private var name = "Ada"
        @State private var password = "secret"

        var body: some View {
            NavigationStack {
                Form {
                    Section("Notifications") {
                        Toggle("Allow Notifications", isOn: $notifications)
                            .accessibilityIdentifier("notifications")
                        Toggle(isOn: $sounds) {
                            Label("Sounds", systemImage: "speaker.wave.2")
                        }
                        Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                    }
                    Section("Display") {
                        Picker("Appearance", selection: $appearance) {
                            ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .accessibilityIdentifier("appearance")
                        Picker("Text Size", selection: $textSize) {
                            Text("S").tag(1)
                            Text("M").tag(2)
                            Text("L").tag(3)
                        }
                        .pickerStyle(.segmented)
                        Slider(value: $volume) {
                            Text("Volume")
                        } minimumValueLabel: {
                            Image(systemName: "speaker")
                        } maximumValueLabel: {
                            Image(systemName: "speaker.wave.3")
                        }
                        .accessibilityIdentifier("volume")
                    }
                    Section("Account") {
                        TextField("Name", text: $name)
                        SecureField("Password", text: $password)
                        ProgressView("Syncing", value: 0.4)
                        DatePicker("Member since", selection: .constant(Date(timeIntervalSince1970: 1_700_000_000)),
                                   displayedComponents: .date)
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }
}
