import Easel

/// Easel's own example of a settings screen, in the idiom of Apple's samples: a `Form` of
/// sections with labels, values and a footer.
enum SettingsForm {
    struct Example: View {
        var body: some View {
            Form {
                Section {
                    HStack {
                        Image(systemName: "person.circle.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading) {
                            Text("Ada Lovelace").font(.headline)
                            Text("Apple Account, iCloud and more").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                Section("General") {
                    Label("Notifications", systemImage: "bell")
                    Label("Sounds", systemImage: "speaker.wave.2")
                    Label("Focus", systemImage: "moon")
                }
                Section {
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("18.1").foregroundStyle(.secondary)
                    }
                    HStack {
                        Text("Storage")
                        Spacer()
                        Text("41 GB of 128 GB").foregroundStyle(.secondary)
                    }
                } header: {
                    Text("About")
                } footer: {
                    Text("Storage is counted for this device only.")
                }
            }
        }
    }
}
