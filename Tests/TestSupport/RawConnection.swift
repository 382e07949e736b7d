import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One loopback TCP connection driven by hand: kept open across requests, read only when the test
/// says so (a stalled event-stream reader is one that never calls ``receive(timeout:)``), closed
/// when dropped.
public final class RawConnection {
    private let socket: Int32
    private var isClosed = false

    /// Why a connection could not be made or used.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Connects to `127.0.0.1:port`; `receiveBuffer` shrinks the socket's receive buffer first, so
    /// a reader that never reads fills up sooner.
    public init(port: Int, receiveBuffer: Int32? = nil) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        if var size = receiveBuffer {
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(socket)
            throw Failure(description: "connect: \(reason)")
        }
    }

    deinit { close() }

    /// Sends `GET path` (HTTP/1.1, keep-alive).
    public func sendGet(_ path: String) throws {
        try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    }

    /// Sends `text` as it is.
    public func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...]
                .withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// What arrives until `until` holds for the text so far, the peer closes, or `timeout` passes;
    /// `closed` tells whether the peer closed the connection.
    public func receive(
        timeout: Duration,
        until done: (String) -> Bool = { _ in false }
    ) -> (text: String, closed: Bool) {
        CooperativePoolGuard.check("RawConnection.receive")
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&descriptor, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[..<count]
            if done(String(decoding: received, as: UTF8.self)) { break }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// Closes the sending side only (a half-close: the peer reads the end, and may still write).
    public func closeSending() {
        guard !isClosed else { return }
        _ = Glibc.shutdown(socket, Int32(SHUT_WR))
    }

    /// Closes the connection (again: nothing).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(socket)
    }
}
