import XCTest
import SwiftUI
import EaselOSLog

/// `Logger` as apps use it (Apple's "Generating log messages from your code"): a static logger
/// per category, interpolations with privacy and formats, the older `os_log`. A preview writes
/// each message to standard error (`OSLogOutput.lines` in tests), private values included, as
/// Xcode's console shows them.
final class OSLogIdiomTests: XCTestCase {
    enum Log {
        static let network = Logger(subsystem: "com.example.Shop", category: "network")
        static let ui = Logger(subsystem: "com.example.Shop", category: "ui")
    }

    struct FetchError: Error, CustomStringConvertible {
        var description: String { "timed out" }
    }

    struct CartView: View {
        let items: [String]
        var body: some View {
            List(items, id: \.self) { Text($0) }
                .onAppear { Log.ui.info("Cart shown with \(items.count) items") }
        }
    }

    func testLoggerMessagesAreWrittenWithTheirValues() {
        let user = "ada@example.com", count = 42, ratio = 0.5, ok = true
        Log.network.debug("Fetched \(count, privacy: .public) products for \(user, privacy: .private(mask: .hash))")
        XCTAssertEqual(OSLogOutput.lines.last, "debug com.example.Shop/network: Fetched 42 products for ada@example.com")
        Log.network.error("Request failed: \(FetchError()) after \(ratio, format: .fixed(precision: 2))s, retry \(ok)")
        XCTAssertEqual(OSLogOutput.lines.last, "error com.example.Shop/network: Request failed: timed out after 0.50s, retry true")
        Log.network.notice("id \(255, format: .hex(includePrefix: true)) \("x", align: .right(columns: 3))")
        XCTAssertEqual(OSLogOutput.lines.last, "default com.example.Shop/network: id 0xff   x")
        let log = OSLog(subsystem: "com.example.Shop", category: "legacy")
        os_log("Loaded %{public}@ in %d ms", log: log, type: .info, "catalog", 12)
        XCTAssertEqual(OSLogOutput.lines.last, "info com.example.Shop/legacy: Loaded catalog in 12 ms")
        let error: Error = FetchError()
        Logger().fault("Unexpected \(error)")
        XCTAssertEqual(OSLogOutput.lines.last, "fault: Unexpected timed out")
    }

    func testAViewThatLogsPreviews() {
        let host = PreviewHost(CartView(items: ["Milk", "Eggs"]), size: CGSize(width: 393, height: 400))
        XCTAssertTrue(host.shownTexts().contains("Milk"))
        XCTAssertEqual(OSLogOutput.lines.last, "info com.example.Shop/ui: Cart shown with 2 items")
    }
}
