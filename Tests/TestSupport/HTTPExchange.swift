import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request over a fresh loopback connection, answered and closed: the plainest
/// client there is, for tests that must see exactly what a server process does (a refused
/// connection, a reset, a status), with no client library in between.
public struct HTTPExchange: Sendable {
    /// The response's status code.
    public let status: Int
    /// The response's headers, names lower-cased.
    public let headers: [String: String]
    /// The response's body (de-chunked).
    public let body: String

    /// Why an exchange produced no response.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing listens on the port (or the listener is closed).
        case refused
        /// The connection broke, or the response never finished in time.
        case broken(String)
    }

    /// Sends `method path` to `host:port` (an IPv4 address: loopback, or a test host's in a
    /// network namespace the test made) with `body`, waiting at most `timeout` for the answer.
    public static func send(
        host: String = "127.0.0.1",
        port: Int,
        _ method: String,
        _ path: String,
        headers: [String: String] = [:],
        body: String = "",
        timeout: Duration = .seconds(30)
    ) throws(Failure) -> HTTPExchange {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        return try send(host: host, port: port, raw: Array(request.utf8), timeout: timeout)
    }

    /// Sends `raw`, the request's bytes exactly as given (for requests no client library would
    /// form: a broken chunk size, a header that is not UTF-8), and reads the answer.
    public static func send(
        host: String = "127.0.0.1",
        port: Int,
        raw bytes: [UInt8],
        timeout: Duration = .seconds(30)
    ) throws(Failure) -> HTTPExchange {
        try send(host: host, port: port, pieces: [bytes], pause: .zero, timeout: timeout)
    }

    /// Sends the request's bytes in `pieces`, `pause` apart (a slow client), and reads the answer;
    /// a server that closes the connection meanwhile makes a later piece fail (`broken`).
    public static func send(
        host: String = "127.0.0.1",
        port: Int,
        pieces: [[UInt8]],
        pause: Duration,
        timeout: Duration = .seconds(30)
    ) throws(Failure) -> HTTPExchange {
        try parse(transfer(host: host, port: port, pieces: pieces, pause: pause, timeout: timeout, untilClosed: false))
    }

    /// Sends several requests on one connection (pipelined) in `pieces`, `pause` apart, reads until
    /// the server closes it, and returns the status of each answer, in order.
    public static func sendPipelined(
        host: String = "127.0.0.1",
        port: Int,
        pieces: [[UInt8]],
        pause: Duration,
        timeout: Duration = .seconds(30)
    ) throws(Failure) -> [Int] {
        let bytes = try transfer(
            host: host,
            port: port,
            pieces: pieces,
            pause: pause,
            timeout: timeout,
            untilClosed: true
        )
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
    }

    /// Connects, sends `pieces` `pause` apart, and returns what the server answered: its first
    /// whole answer, or with `untilClosed` everything up to its closing the connection.
    private static func transfer(
        host: String,
        port: Int,
        pieces: [[UInt8]],
        pause: Duration,
        timeout: Duration,
        untilClosed: Bool
    ) throws(Failure) -> [UInt8] {
        CooperativePoolGuard.check("An HTTP exchange over a raw socket")
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw .broken("socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        // Each send is bounded by `timeout`, and the reads together by what is left of it.
        let deadline = ContinuousClock.now + timeout
        var limit = timeval(
            tv_sec: Int(timeout.components.seconds),
            tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000)
        )
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            throw errno == ECONNREFUSED ? .refused : .broken("connect: \(String(cString: strerror(errno)))")
        }
        for (index, bytes) in pieces.enumerated() {
            if index > 0 { usleep(useconds_t(pause / .microseconds(1))) }
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...]
                    .withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { throw .broken("send: \(String(cString: strerror(errno)))") }
                sent += count
            }
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw .broken("no whole answer within \(timeout)") }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
            )
            guard Glibc.poll(&descriptor, 1, milliseconds) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw .broken("recv: \(String(cString: strerror(errno)))") }
            response += buffer[..<count]
            // Some servers (chromedriver) keep the connection open despite `Connection: close`.
            if !untilClosed, isComplete(response) { break }
        }
        return response
    }

    /// `response` without the interim answers before the final one (`100 Continue`).
    private static func finalAnswer(_ response: [UInt8]) -> ArraySlice<UInt8> {
        var rest = response[...]
        let interim = Array("HTTP/1.1 1".utf8)
        let separator: [UInt8] = [13, 10, 13, 10]
        while rest.starts(with: interim), !rest.starts(with: Array("HTTP/1.1 101".utf8)),
            let end = rest.indices.dropLast(3).first(where: { rest[$0..<$0 + 4].elementsEqual(separator) })
        {
            rest = rest[(end + 4)...]
        }
        return rest
    }

    /// Whether `response` holds its whole final answer, by `Content-Length` or the last chunk.
    private static func isComplete(_ whole: [UInt8]) -> Bool {
        let response = finalAnswer(whole)
        let separator: [UInt8] = [13, 10, 13, 10]
        guard
            let headEnd = response.indices.dropLast(3).first(where: { response[$0..<$0 + 4].elementsEqual(separator) })
        else { return false }
        let head = String(decoding: response[..<headEnd], as: UTF8.self).lowercased()
        let bodyCount = response.endIndex - headEnd - 4
        for line in head.components(separatedBy: "\r\n") where line.hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                .map { bodyCount >= $0 } ?? false
        }
        if head.contains("transfer-encoding: chunked") {
            return response.suffix(5).elementsEqual(Array("0\r\n\r\n".utf8))
        }
        return false
    }

    private static func parse(_ response: [UInt8]) throws(Failure) -> HTTPExchange {
        let text = String(decoding: finalAnswer(response), as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw .broken("no complete response head") }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusLine = head.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw .broken("bad status line") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunked(body) }
        return HTTPExchange(status: status, headers: headers, body: body)
    }

    /// The payload of a chunked body (sizes in hex, each chunk followed by CRLF).
    private static func dechunked(_ body: String) -> String {
        var rest = Substring(body)
        var result = ""
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16), size > 0 {
            let start = lineEnd.upperBound
            let end = rest.utf8.index(start, offsetBy: size, limitedBy: rest.endIndex) ?? rest.endIndex
            result += rest[start..<end]
            rest = rest[end...].dropFirst(2)
        }
        return result
    }
}
