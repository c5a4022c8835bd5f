#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket of an X connection, watched with `poll(2)` so the viewer can sleep until the
/// server has something to say, and notice a dead server before Xlib does.
///
/// Xlib treats a broken connection as fatal: its default I/O error handler ends the process.
/// Looking at the socket first lets `PreviewWindow` throw instead, so the viewer can save its
/// state and exit on its own terms.
struct ConnectionSocket {
    /// What the socket said after waiting.
    enum State: Equatable {
        /// Bytes from the server are waiting to be read.
        case readable
        /// Nothing arrived before the timeout.
        case idle
        /// The server hung up, or the socket failed: no more replies or events will come.
        case closed
    }

    let fileDescriptor: Int32

    /// Waits up to `timeout` seconds (forever when nil, not at all when 0) for the server.
    func wait(timeout: Double?) -> State {
        let milliseconds: Int32
        if let timeout {
            milliseconds = Int32(min(max(timeout, 0) * 1000, Double(Int32.max)).rounded(.up))
        } else {
            milliseconds = -1
        }
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&descriptor, 1, milliseconds)
        } while ready < 0 && errno == EINTR
        if ready < 0 { return .closed }
        if ready == 0 { return .idle }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .closed }
        return hasReachedEndOfStream ? .closed : .readable
    }

    /// What woke a wait on the socket and another descriptor.
    enum Wake: Equatable { case readable, idle, closed, other }

    /// Waits up to `timeout` seconds for the server or for `other` (a control pipe) to have
    /// something to read; the server wins when both do.
    func wait(timeout: Double?, alsoWatching other: Int32) -> Wake {
        let milliseconds: Int32 = timeout.map { Int32(min(max($0, 0) * 1000, Double(Int32.max)).rounded(.up)) } ?? -1
        var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: other, events: Int16(POLLIN), revents: 0)]
        var ready: Int32
        repeat {
            ready = poll(&descriptors, 2, milliseconds)
        } while ready < 0 && errno == EINTR
        if ready < 0 { return .closed }
        if ready == 0 { return .idle }
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .closed }
        if descriptors[0].revents & Int16(POLLIN) != 0 { return hasReachedEndOfStream ? .closed : .readable }
        return .other
    }

    /// True when the peer closed its end: a TCP socket (`ssh -X`) reports a closed peer as
    /// readable with zero bytes to read rather than with `POLLHUP`.
    private var hasReachedEndOfStream: Bool {
        var byte: UInt8 = 0
        let received = recv(fileDescriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return received == 0
    }

    /// True for a Unix-domain socket, i.e. a server on this machine. Only such a server can
    /// attach the shared-memory segments we create; a forwarded display (`ssh -X` connects
    /// over TCP to `localhost:10`) is remote even when its host name says otherwise.
    var isLocal: Bool {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(fileDescriptor, $0, &length)
            }
        }
        return status == 0 && Int32(address.ss_family) == AF_UNIX
    }
}
