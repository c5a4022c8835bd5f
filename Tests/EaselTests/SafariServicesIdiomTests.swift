import XCTest
import SwiftUI
import SafariServices
@testable import Easel

// Safari in a sheet as apps and Hacking with Swift write it: a `UIViewControllerRepresentable`
// making an `SFSafariViewController` with a configuration, tint and dismiss button style, and a
// coordinator as its delegate; a "Privacy Policy" button presents it. A preview loads no page:
// Safari's frame is drawn around a placeholder naming the URL, the load is reported complete,
// and its dismiss button tells the delegate and closes the sheet.

private final class SFIEvents {
    var log: [String] = []
}

private struct SFISafariView: UIViewControllerRepresentable {
    let url: URL
    let events: SFIEvents

    func makeCoordinator() -> Coordinator {
        Coordinator(events: events)
    }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.preferredControlTintColor = .systemOrange
        safari.dismissButtonStyle = .close
        safari.delegate = context.coordinator
        return safari
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
        let events: SFIEvents

        init(events: SFIEvents) {
            self.events = events
        }

        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            events.log.append("loaded \(didLoadSuccessfully)")
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            events.log.append("finished")
        }
    }
}

private struct SFISettingsScreen: View {
    let url: URL
    let events: SFIEvents
    @State private var showSafari = false

    var body: some View {
        VStack {
            Text("Settings")
            Button("Privacy Policy") { showSafari = true }.accessibilityIdentifier("privacy")
        }
        .sheet(isPresented: $showSafari) {
            SFISafariView(url: url, events: events)
                .ignoresSafeArea()
        }
    }
}

final class SafariServicesIdiomTests: XCTestCase {
    func testSafariInASheetNamesItsPageReportsTheLoadAndCloses() throws {
        Diagnostics.reset()
        let events = SFIEvents()
        let host = phoneHost(SFISettingsScreen(url: URL(string: "https://www.apple.com/legal/privacy/")!, events: events))
        XCTAssertNil(host.frame(of: "safari-address"))
        host.tap("privacy")
        host.advance(by: 0.1)
        XCTAssertEqual(host.text(of: "safari-address"), "www.apple.com", "the address bar shows the page's host")
        XCTAssertEqual(host.text(of: "safari-url"), "https://www.apple.com/legal/privacy/", "the placeholder names the page")
        XCTAssertEqual(host.text(of: "safari-dismiss"), "Close", "dismissButtonStyle .close")
        XCTAssertEqual(events.log, ["loaded true"], "the delegate hears the initial load")

        host.tap("safari-dismiss")
        XCTAssertEqual(events.log, ["loaded true", "finished"])
        XCTAssertNil(host.frame(of: "safari-address"), "the sheet closed")
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("SafariServices: a preview has no Safari") }.count, 1)
    }

    func testTheControlTintColoursSafarisButtons() throws {
        let events = SFIEvents()
        let host = phoneHost(SFISafariView(url: URL(string: "https://swift.org")!, events: events))
        host.advance(by: 0.1)
        let button = try XCTUnwrap(host.frameOfText("Close"))
        let pixels = host.render(scale: 2)
        var orange = false
        for x in Int(button.minX * 2)..<Int(button.maxX * 2) {
            let pixel = pixels.pixel(x: x, y: Int(button.midY * 2))
            if pixel.red > 0.9, pixel.green > 0.45, pixel.green < 0.7, pixel.blue < 0.2 { orange = true }
        }
        XCTAssertTrue(orange, "preferredControlTintColor draws the dismiss button")
    }

    func testAURLSafariCannotShowIsANoteNotACrash() throws {
        Diagnostics.reset()
        let events = SFIEvents()
        let host = phoneHost(SFISafariView(url: URL(string: "mailto:support@example.com")!, events: events))
        host.advance(by: 0.1)
        XCTAssertTrue(host.shownTexts().contains("SFSafariViewController shows only http and https URLs"), "\(host.shownTexts())")
        XCTAssertTrue(events.log.isEmpty, "nothing loaded")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("raises an exception") })
    }
}
