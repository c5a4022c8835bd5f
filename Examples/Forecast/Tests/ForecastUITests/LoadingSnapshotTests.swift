import SnapshotTesting
import SwiftUI
import XCTest

/// A view that loads: on iOS the library draws it in the same turn of the run loop as the
/// window's layout, so what `onAppear` sets is drawn and what a `task` loads is not yet.
private struct RadarTile: View {
    @State private var appeared = false
    @State private var loaded = false

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(appeared ? Color.green : Color.gray)
                .frame(width: 24, height: 24)
            RoundedRectangle(cornerRadius: 6)
                .fill(loaded ? Color.blue : Color.orange)
                .frame(width: 96, height: 24)
        }
        .padding(8)
        .onAppear { appeared = true }
        .task { loaded = true }
    }
}

final class LoadingSnapshotTests: XCTestCase {
    func testRadarTileBeforeItLoads() {
        assertSnapshot(of: RadarTile(), as: .image(layout: .sizeThatFits))
    }
}
