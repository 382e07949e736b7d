import Foundation
import TestSupport
import Testing

/// Bytes the HTTP parser refuses right behind a pipelined request are a broken next request: the
/// first is answered, then the broken one with a problem document like any other refusal, and the
/// connection closed; nothing stray or bare comes between.
@Suite("Pipelined refusals")
struct PipelinedRefusalTests {
    @Test(
        arguments: [
            ("GARBAGE LINE\r\n\r\n", "400 Bad Request", "malformedRequest"),
            (
                "GET /v1/board HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n", "431",
                "headersTooLarge"
            ),
        ]
    )
    func aBrokenRequestBehindAnotherIsAnsweredAfterIt(broken: String, status: String, code: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let (text, closed) = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + broken)
                return connection.receive(timeout: .seconds(20))
            }
            // Status lines: a problem's words may name HTTP/1.1 too.
            let answers = text.components(separatedBy: "HTTP/1.1 ").dropFirst().filter { $0.first?.isNumber == true }
            #expect(answers.count == 2, "\(text)")
            #expect(answers.first?.hasPrefix("200 OK") == true, "\(text)")
            let refusal = answers.dropFirst().first ?? ""
            #expect(refusal.hasPrefix(status), "\(text)")
            #expect(refusal.contains("application/problem+json") && refusal.contains(#""code":"\#(code)""#), "\(text)")
            #expect(refusal.lowercased().contains("x-content-type-options: nosniff"), "\(text)")
            #expect(closed, "the connection stayed open after a refusal")
        }
    }
}
