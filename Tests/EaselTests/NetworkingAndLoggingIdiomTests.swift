import XCTest
import Foundation
import FoundationNetworking
import EaselFoundation
import EaselOSLog

// An API client as the corpus's Marvel app writes it: `URLSession` behind a protocol whose
// requirement is Apple's `data(for:)`, a mock for tests, and a logger on the C-style `os_log`
// with the type first.

public protocol URLSessionProtocol {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: URLSessionProtocol {}

private struct MockSession: URLSessionProtocol {
    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        (Data(#"{"count":3}"#.utf8), URLResponse(url: request.url!, mimeType: "application/json", expectedContentLength: 11, textEncodingName: nil))
    }
}

private final class APIClient {
    let session: URLSessionProtocol
    init(session: URLSessionProtocol = URLSession.shared) { self.session = session }

    func count() async throws -> Int {
        let (data, _) = try await session.data(for: URLRequest(url: URL(string: "https://example.com/heroes")!))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Int])?["count"] ?? 0
    }
}

private final class AppLogger {
    func logInfo(_ message: String) { os_log(.info, "%@", message) }
    func logError(_ message: String) { os_log(.error, "%@", message) }
}

final class NetworkingAndLoggingIdiomTests: XCTestCase {
    func testURLSessionConformsToAnAppsProtocolAndAMockStandsInForIt() async throws {
        XCTAssertTrue(URLSession.shared is URLSessionProtocol)
        let count = try await APIClient(session: MockSession()).count()
        XCTAssertEqual(count, 3)
    }

    func testTheCStyleLogCallWithTheTypeFirstIsWritten() {
        AppLogger().logInfo("loaded 3 heroes")
        AppLogger().logError("no network")
        os_log(.debug, "plain text")
    }
}
