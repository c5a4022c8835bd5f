import XCTest
import SwiftUI
@testable import Easel

/// Text formatting and older spellings as tutorials write them.
final class TextAndCompatibilityIdiomTests: XCTestCase {
    struct Summary: View {
        let total = 12.3456
        let start = Date(timeIntervalSince1970: 0)
        var body: some View {
            VStack {
                Text("Total: \(total, specifier: "%.2f")").accessibilityIdentifier("total")
                Text("Count: \(1234, format: .number)").accessibilityIdentifier("count")
                Text(3.5, format: .number).accessibilityIdentifier("number")
                Text(Date(timeIntervalSinceNow: 7_500), style: .relative).accessibilityIdentifier("relative")
                Text(timerInterval: Date()...Date(timeIntervalSinceNow: 65), countsDown: true).accessibilityIdentifier("timer")
            }
        }
    }

    func testInterpolationsFormatAsSwiftUIDoes() {
        let host = phoneHost(Summary())
        XCTAssertEqual(host.text(of: "total"), "Total: 12.35")
        XCTAssertEqual(host.text(of: "count")?.filter(\.isNumber), "1234")
        XCTAssertEqual(host.text(of: "number"), "3.5")
        XCTAssertEqual(host.text(of: "relative"), "2 hours, 4 minutes")
        XCTAssertTrue(["1:05", "1:04"].contains(host.text(of: "timer") ?? ""), "\(host.text(of: "timer") ?? "")")
    }

    struct Settings: View {
        @State private var isOn = true
        var body: some View {
            NavigationView {
                VStack {
                    Toggle("Hidden label", isOn: $isOn).labelsHidden().accessibilityIdentifier("toggle")
                    Text("Gone").hidden().accessibilityIdentifier("gone")
                    Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical)
                    Text("Keys").keyboardShortcut("k").foregroundStyle(.primary, .secondary)
                }
                .navigationBarItems(trailing: Button("Save") {}.accessibilityIdentifier("save"))
            }
        }
    }

    func testOlderAndPlatformSpellingsCompileAndBehave() throws {
        let host = phoneHost(Settings())
        XCTAssertEqual(host.frame(of: "toggle")?.width, ControlLook.switchTrack.width, "labelsHidden leaves the switch alone")
        XCTAssertFalse(host.shownTexts().contains("Hidden label"))
        XCTAssertNotNil(host.frame(of: "gone"), "hidden() keeps the view's space")
        XCTAssertNotNil(host.frame(of: "save"), "navigationBarItems puts the button in the bar")
        XCTAssertLessThan(try XCTUnwrap(host.frame(of: "save")).minY, 110)
    }
}
