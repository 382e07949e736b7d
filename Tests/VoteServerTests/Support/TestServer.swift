import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing
import VoteServer
import VoteCore
import VoteStore

/// A votesrv on a fresh database file in a temporary folder, driven in process.
struct TestServer: Sendable {
    static let adminToken = "test-admin-token-0123456789"
    /// The fields of a form's `POST /vote`, as the voting page sends it.
    static let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    let directory: TemporaryDirectory
    let path: String
    let server: VoteHTTPServer

    init(
        adminToken: String? = TestServer.adminToken,
        importBodyLimit: Int = 1 << 20,
        writeTimeout: Duration = ServerConfiguration.defaultWriteTimeout,
        commitDelay: Duration = ServerConfiguration.defaultCommitDelay,
        allowedHosts: [String] = [],
        requestBodyGrace: Duration = .seconds(10),
        eventDrawingShare: Double = ServerConfiguration.defaultEventDrawingShare
    ) throws {
        directory = try TemporaryDirectory("votesrv-tests")
        path = directory.path("votes.db")
        server = try VoteHTTPServer(
            configuration: ServerConfiguration(
                databasePath: path,
                port: 0,
                allowedHosts: allowedHosts,
                adminToken: try adminToken.map { try AdminToken($0) },
                importBodyLimit: importBodyLimit,
                commitDelay: commitDelay,
                eventInterval: .milliseconds(10),
                eventDrawingShare: eventDrawingShare,
                writeTimeout: writeTimeout,
                requestBodyGrace: requestBodyGrace
            )
        )
    }

    /// Runs `body` against the router (or with `setup`, against a listening server), with the
    /// writer running as a service. The event stream writes to its connection itself, so its
    /// boards need a listening server and a client with a connection per request (`.ahc(.http)`).
    ///
    /// The server and `body` run on the in-process servers' own threads
    /// (``OwnThreadExecutor/responsive``), where their jobs do not queue behind the synchronous
    /// tests that fill the cooperative pool.
    func test(
        _ setup: TestingSetup = .router,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadExecutor.responsive) {
            try await server.application().test(setup, body)
        }
    }

    /// Runs `body` with the server listening on a loopback port, for requests that must be sent
    /// as raw bytes; on the same threads as ``test(_:_:)``.
    func testLive(_ body: @Sendable (_ port: Int) async throws -> Void) async throws {
        try await withTaskExecutorPreference(OwnThreadExecutor.responsive) {
            try await server.application()
                .test(.live) { client in
                    try await body(try #require(client.port))
                }
        }
    }

    /// Sends `raw` to the listening server from a thread of its own (the exchange blocks, and the
    /// server's requests need the threads it would block), and returns the answer.
    func exchange(port: Int, raw: [UInt8]) async throws -> HTTPExchange {
        try await exchange(port: port, pieces: [raw], pause: .zero)
    }

    /// Sends `pieces` to the listening server `pause` apart, as a slow client would, and returns
    /// the answer.
    func exchange(port: Int, pieces: [[UInt8]], pause: Duration) async throws -> HTTPExchange {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    let answer = try HTTPExchange.send(port: port, pieces: pieces, pause: pause, timeout: .seconds(30))
                    continuation.resume(returning: answer)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            .start()
        }
    }

    /// Sends `requests` on one connection at once (pipelined) from a thread of its own, reads
    /// until the server closes it, and returns the status of each answer, in order.
    func statuses(port: Int, pipelining requests: String) async throws -> [Int] {
        try await blocking {
            try HTTPExchange.sendPipelined(
                port: port,
                pieces: [Array(requests.utf8)],
                pause: .zero,
                timeout: .seconds(10)
            )
        }
    }

    /// The store as another process would open it.
    func openStore() throws -> SQLiteVoteStore { try SQLiteVoteStore(path: path) }
}

extension TestClientProtocol {
    /// Whether `/readyz` said ready within `limit` (the server is not ready until its writer has
    /// proved the database takes writes), asked every 20 ms.
    func becameReady(within limit: Duration = .seconds(30)) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if try await send(.get, "/readyz").status == .ok { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Sends `form` to `POST /vote`, the voting page's route, with `headers` (a form's by default),
    /// and returns the response, its body collected.
    func sendForm(_ form: String, headers: HTTPFields = TestServer.formHeaders) async throws -> TestResponse {
        try await executeRequest(uri: "/vote", method: .post, headers: headers, body: ByteBuffer(string: form))
    }

    /// Sends a request and returns the response, its body collected.
    func send(
        _ method: HTTPRequest.Method,
        _ uri: String,
        json: String? = nil,
        headers: HTTPFields = [:],
        admin: Bool = false
    ) async throws -> TestResponse {
        var headers = headers
        if json != nil, headers[.contentType] == nil { headers[.contentType] = "application/json" }
        if admin { headers[.authorization] = "Bearer \(TestServer.adminToken)" }
        return try await executeRequest(
            uri: uri,
            method: method,
            headers: headers,
            body: json.map { ByteBuffer(string: $0) }
        )
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// A member of the body's JSON object.
    subscript(member: String) -> Any? {
        let object = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))
        return (object as? [String: Any])?[member]
    }
}
