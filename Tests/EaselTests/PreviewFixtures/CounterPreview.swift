import SwiftUI

struct CounterRow: View {
    @Binding var count: Int

    var body: some View {
        HStack {
            Text("Count: \(count)").accessibilityIdentifier("count")
            Spacer()
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
        }
        .padding()
    }
}

#Preview("Counter") {
    @Previewable @State var count = 3
    CounterRow(count: $count)
}

#Preview(traits: .landscapeRight) {
    let title = "Counter"
    VStack {
        Text(title).font(.title)
        CounterRow(count: .constant(7))
    }
}
