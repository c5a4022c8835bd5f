import SwiftUI

/// How often the "Loaded from data" preview's body ran. A preview body that reads a resource
/// (and stops the program when it is missing, as `Bundle.decode` helpers do) must not run
/// while previews are only being listed: `PreviewDiscoveryTests` checks it.
nonisolated(unsafe) var dataBackedPreviewBodyRuns = 0

private func loadCrew() -> [String] {
    dataBackedPreviewBodyRuns += 1
    return ["Aldrin", "Armstrong"]
}

#Preview("Loaded from data") {
    let crew = loadCrew()
    List(crew, id: \.self) { Text($0) }
}
