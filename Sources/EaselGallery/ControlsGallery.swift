import Easel

/// Easel's own sheet of free-standing controls: bordered buttons at each control size and
/// border shape, disabled controls, and the rest outside a `Form`.
enum ControlsGallery {
    struct Example: View {
        @State private var isOn = true
        @State private var level = 0.3
        @State private var count = 2
        @State private var segment = 0

        var body: some View {
            VStack(spacing: 16) {
                HStack {
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}.accessibilityIdentifier("regular")
                    Button("Large") {}.controlSize(.large)
                }
                .buttonStyle(.borderedProminent)
                HStack {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Delete", role: .destructive) {}
                    Button("Off") {}.disabled(true)
                }
                .buttonStyle(.bordered)
                HStack {
                    Button("Plain") {}
                    Button("Add", systemImage: "plus") {}
                    Menu("Sort") { Button("Name") {}; Button("Date") {} }
                }
                Toggle("Wi-Fi", isOn: $isOn)
                Toggle("Locked", isOn: .constant(false)).disabled(true)
                Slider(value: $level)
                Stepper("Copies: \(count)", value: $count, in: 1...5)
                Picker("View", selection: $segment) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                    Text("Month").tag(2)
                }
                .pickerStyle(.segmented)
                HStack(spacing: 24) {
                    ProgressView()
                    ProgressView(value: 0.7).frame(width: 120)
                    Gauge(value: 0.4) { Text("CPU") }.gaugeStyle(.accessoryCircular)
                }
            }
            .padding()
        }
    }
}
