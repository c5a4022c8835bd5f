import Easel
@testable import EaselGallery
import XCTest

/// Shared setup for the gallery's tests: every entry is shown on an iPhone 16 (393 × 852 pt,
/// safe-area insets top 59 and bottom 34, keyboard 335 pt), light mode, as the goldens are.
class GalleryTestCase: XCTestCase {
    static let device = Device.named("iphone-16")!

    /// The gallery entry `name`; fails the test when the gallery has none.
    func entry(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> PreviewEntry {
        try XCTUnwrap(Gallery.entries.first { $0.name == name }, "The gallery has no entry named \(name)",
                      file: file, line: line)
    }

    func host<V: View>(_ view: V, keyboard: Bool = false) -> PreviewHost {
        PreviewHost(view, device: Self.device, keyboard: keyboard)
    }

    /// A host showing the marked test-side copy of entry `name` (see `MarkedExamples`).
    func markedHost(_ name: String, keyboard: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> PreviewHost {
        let view = try XCTUnwrap(MarkedExamples.views[name], "No marked copy of \(name)", file: file, line: line)
        return host(view, keyboard: keyboard)
    }

    /// The laid-out view marked `identifier`; fails the test when there is none.
    func view(_ identifier: String, in host: PreviewHost, file: StaticString = #filePath, line: UInt = #line) throws -> LaidOutView {
        try XCTUnwrap(host.laidOutViews().first { $0.identifier == identifier },
                      "No view marked \(identifier) in\n\(host.layoutDump())", file: file, line: line)
    }

    func frame(_ identifier: String, in host: PreviewHost, file: StaticString = #filePath, line: UInt = #line) throws -> CGRect {
        try view(identifier, in: host, file: file, line: line).frame
    }

    /// The first text baseline of the view marked `identifier`, in host coordinates.
    func baseline(_ identifier: String, in host: PreviewHost, file: StaticString = #filePath, line: UInt = #line) throws -> CGFloat {
        let laidOut = try view(identifier, in: host, file: file, line: line)
        let offset = try XCTUnwrap(laidOut.firstBaseline, "\(identifier) has no text baseline", file: file, line: line)
        return laidOut.frame.minY + offset
    }

    func assertEqual(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 0.001, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        let close = abs(a.minX - b.minX) <= accuracy && abs(a.minY - b.minY) <= accuracy
            && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
        XCTAssertTrue(close, "\(a) is not \(b) \(message)", file: file, line: line)
    }
}
