import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// SIGTERM against clients that hold on: a stream whose reader stopped reading does not keep
    /// votesrv alive, and a request on a connection already open is answered 503 with
    /// `Connection: close`, not cut.
    @Suite("votesrv shutdown with stalled streams and open connections")
    struct ShutdownDeadlineTests {
        /// The status and headers of one response read from `connection`, or `nil` when the
        /// connection closed first or nothing came.
        private static func readResponse(_ connection: RawConnection) -> (status: Int, headers: String)? {
            let answer = connection.receive(timeout: .seconds(5)) { text in
                guard let end = text.range(of: "\r\n\r\n") else { return false }
                let head = text[..<end.lowerBound].lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                return text[end.upperBound...].utf8.count >= length
            }
            guard let end = answer.text.range(of: "\r\n\r\n") else { return nil }
            let head = answer.text[..<end.lowerBound]
            guard let status = head.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
            return (status, head.lowercased())
        }

        @Test("SIGTERM with stalled streams: votesrv exits 0 within its shutdown timeout, answering 503 meanwhile")
        func stalledStreamsDoNotHoldShutdown() throws {
            let scratch = try TemporaryDirectory("votesrv-shutdown")
            let path = scratch.path("votes.db")
            try EventStreamClients.makeBigBoard(at: path, pets: 300, in: scratch)
            // Stalled readers are not dropped before the shutdown: it must end them itself.
            let server = try VotesrvProcess(
                database: path,
                in: scratch,
                arguments: ["--shutdown-timeout", "3", "--event-write-timeout", "300"]
            )
            let stalled = try (0..<20)
                .map { _ in
                    try EventStreamClients.subscribe(port: server.port, receiveBuffer: 4_096)
                }
            // 300 votes, each change of a 300-pet board tens of KiB: far more than the stalled
            // readers' buffers hold, so their streams are surely stuck when SIGTERM comes.
            var cast = 0
            let changed = EventStreamClients.changeBoard(server, for: .seconds(30)) {
                cast += 1
                return cast >= 15
            }
            let counted = server.metric("petvote_votes_total") ?? 0
            try #require(changed && counted >= 300, "only \(counted) votes counted before SIGTERM")
            let keptAlive = try RawConnection(port: server.port)
            try keptAlive.sendGet("/healthz")
            #expect(Self.readResponse(keptAlive)?.status == 200)

            let signalled = ContinuousClock.now
            server.child.send(SIGTERM)
            var refusal: (status: Int, headers: String)?
            _ = poll(for: .seconds(3)) {
                guard (try? keptAlive.sendGet("/healthz")) != nil, let answer = Self.readResponse(keptAlive) else {
                    return true  // closed: no request on it will be answered any more
                }
                if answer.status == 503 { refusal = answer }
                return refusal != nil
            }
            #expect(refusal?.headers.contains("connection: close") == true, "\(String(describing: refusal))")
            if refusal != nil {
                let rest = keptAlive.receive(timeout: .seconds(5)) { _ in false }
                #expect(rest.closed && rest.text.isEmpty, "the connection stayed open after the 503: \(rest)")
            }

            let result = server.child.wait(timeout: .seconds(60))
            let took = ContinuousClock.now - signalled
            #expect(result.termination == .exited(0), "\(result)")
            // Generous against the 3 s timeout; without one it never ended.
            #expect(took < .seconds(30), "shutdown took \(took)")
            #expect(stalled.count == 20)
        }
    }
}
