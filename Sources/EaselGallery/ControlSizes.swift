import Easel
import Foundation

/// Easel's own sheet of controls at `.controlSize(.small | .regular | .large)` and disabled, and
/// a menu with sections, a picker and a submenu (opened in the goldens).
enum ControlSizes {
    struct Example: View {
        @State private var isOn = true
        @State private var level = 0.6
        @State private var count = 3
        @State private var segment = 1
        @State private var sort = "Date"
        @State private var name = "Ada"

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                ForEach([ControlSize.small, .regular, .large], id: \.self) { size in
                    HStack(spacing: 12) {
                        Button("Bordered") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent)
                        ProgressView()
                        Toggle("On", isOn: $isOn).labelsHidden()
                    }
                    .controlSize(size)
                }
                Text("Disabled").font(.headline)
                Group {
                    Slider(value: $level)
                    Stepper("Copies: \(count)", value: $count, in: 1...5)
                    Picker("View", selection: $segment) {
                        Text("Day").tag(0)
                        Text("Week").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                }
                .disabled(true)
                HStack {
                    Menu {
                        Button("Rename", systemImage: "pencil") {}
                        Button("Duplicate", systemImage: "plus.square.on.square") {}
                        Divider()
                        Section("Sort By") {
                            Picker("Sort", selection: $sort) {
                                Text("Name").tag("Name")
                                Text("Date").tag("Date")
                            }
                        }
                        Section {
                            Menu("Share") { Button("Copy Link") {} }
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                    .accessibilityIdentifier("menu")
                    Spacer()
                }
                Spacer(minLength: 0)
            }
            .padding()
        }
    }
}

/// Date and colour pickers in a form, as a booking screen writes them.
enum DatePickers {
    struct Example: View {
        /// 14 November 2023, 22:13:20 UTC: a fixed date, so the pictures do not change with the day.
        @State private var checkIn = Date(timeIntervalSince1970: 1_700_000_000)
        @State private var alarm = Date(timeIntervalSince1970: 1_700_000_000)
        @State private var color = Color.orange

        var body: some View {
            Form {
                Section {
                    DatePicker("Check-in", selection: $checkIn).accessibilityIdentifier("compact")
                    ColorPicker("Label colour", selection: $color)
                }
                Section {
                    DatePicker("Dates", selection: $checkIn, displayedComponents: .date).datePickerStyle(.graphical)
                }
                Section {
                    DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute).datePickerStyle(.wheel).labelsHidden()
                }
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }
}
