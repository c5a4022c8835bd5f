#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSession {
    /// Apple's `data(for:)`, the asynchronous form of `dataTask(with:completionHandler:)` that
    /// an app's `protocol URLSessionProtocol { func data(for:) async throws -> … }` names and
    /// `extension URLSession: URLSessionProtocol {}` satisfies; Linux's Foundation has only
    /// `data(for:delegate:)`.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// Apple's `data(from:)`, as `data(for:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }
}
#endif
