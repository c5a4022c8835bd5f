import XCTest
import EaselTestSupport
@testable import EaselX11

/// A test case whose tests share one private X server (see `XvfbServer`), started before the
/// first test of the class and stopped after the last.
class X11TestCase: XCTestCase {
    private static var servers: [ObjectIdentifier: Result<XvfbServer, Error>] = [:]

    override class func setUp() {
        super.setUp()
        servers[ObjectIdentifier(self)] = Result { try XvfbServer() }
    }

    override class func tearDown() {
        if case .success(let server) = servers.removeValue(forKey: ObjectIdentifier(self)) { server.stop() }
        super.tearDown()
    }

    /// This class's server; skips the test when none could be had.
    var server: XvfbServer {
        get throws {
            guard let result = Self.servers[ObjectIdentifier(Self.self)] else {
                throw XCTSkip("no X server was started for \(Self.self)")
            }
            return try result.get()
        }
    }

    /// Opens a window and waits until the events of mapping it (expose, focus) have arrived,
    /// so each test sees only the events it causes.
    func openWindow(width: Int = 64, height: Int = 48, allowSharedMemory: Bool = true,
                    on server: XvfbServer? = nil) throws -> PreviewWindow {
        let window = try PreviewWindow(title: "Easel test", width: width, height: height,
                                       displayName: (server ?? self.server).displayName,
                                       allowSharedMemory: allowSharedMemory)
        addTeardownBlock { window.close() }
        while try !window.nextEvents(timeout: 0.2).isEmpty {}
        return window
    }

    /// Collects events until `isComplete` holds for what was collected, or two seconds pass.
    func events(from window: PreviewWindow, until isComplete: ([WindowEvent]) -> Bool) throws -> [WindowEvent] {
        var collected: [WindowEvent] = []
        let deadline = Date().addingTimeInterval(2)
        while !isComplete(collected) && Date() < deadline {
            collected += try window.nextEvents(timeout: deadline.timeIntervalSinceNow)
        }
        return collected
    }
}
