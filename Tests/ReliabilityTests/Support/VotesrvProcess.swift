import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A real `votesrv` process on a free loopback port, as SwiftPM built it beside `votectl`.
final class VotesrvProcess {
    let child: ChildProcess
    /// The address it listens on.
    let host: String
    let port: Int

    /// Starts `votesrv --db path --host host --port port` (0: a free one), in the network
    /// namespace `namespace` when given, and waits until it says where it listens.
    init(
        database path: String,
        in scratch: TemporaryDirectory,
        host: String = "127.0.0.1",
        port requested: Int = 0,
        namespace: String? = nil,
        arguments: [String] = []
    ) throws {
        let binary = URL(fileURLWithPath: try VotectlBinary.located().path)
            .deletingLastPathComponent().appendingPathComponent("votesrv").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "votesrv not found at \(binary)")
        let arguments = ["--db", path, "--host", host, "--port", "\(requested)"] + arguments
        // `ip netns exec` enters the namespace and then executes votesrv itself: the child's pid is votesrv's.
        child = try ChildProcess(
            executable: namespace == nil ? binary : TestNetwork.ip,
            arguments: namespace.map { ["netns", "exec", $0, binary] + arguments } ?? arguments,
            outputDirectory: scratch.logs
        )
        self.host = host
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        var found: Int?
        while found == nil, ContinuousClock.now < deadline, child.poll() == nil {
            // "votesrv listening on http://127.0.0.1:PORT (database …)"
            if let line = child.outputSoFar.split(separator: "\n")
                .first(where: { $0.hasPrefix("votesrv listening on") }),
                let address = line.split(separator: " ").dropFirst(3).first,
                let port = address.split(separator: ":").last.flatMap({ Int($0) })
            {
                found = port
            } else {
                usleep(20_000)
            }
        }
        guard let found else {
            let result = child.killNow()
            throw VotesrvFailure.didNotStart(result.description)
        }
        port = found
    }

    /// Casts one vote; the response, or why there was none.
    func vote(for pet: String, ballot: String) -> Result<HTTPExchange, HTTPExchange.Failure> {
        Self.vote(host: host, port: port, for: pet, ballot: ballot)
    }

    /// `GET path`, or why there was no response.
    func get(_ path: String) throws(HTTPExchange.Failure) -> HTTPExchange {
        try HTTPExchange.send(host: host, port: port, "GET", path, timeout: .seconds(10))
    }

    /// The `totalVotes` of the board this server shows now, or `nil` when it does not answer.
    func boardTotal() -> Int? {
        guard let board = try? get("/v1/board"),
            let json = try? JSONSerialization.jsonObject(with: Data(board.body.utf8)) as? [String: Any]
        else { return nil }
        return json["totalVotes"] as? Int
    }

    /// Casts one vote on the server at `host:port` (for threads, which may not hold the process).
    static func vote(
        host: String = "127.0.0.1",
        port: Int,
        for pet: String,
        ballot: String
    ) -> Result<HTTPExchange, HTTPExchange.Failure> {
        Result { () throws(HTTPExchange.Failure) in
            try HTTPExchange.send(
                host: host,
                port: port,
                "POST",
                "/v1/pets/\(pet)/votes",
                headers: ["Idempotency-Key": ballot]
            )
        }
    }

    deinit {
        _ = child.killNow()
    }
}

enum VotesrvFailure: Error, CustomStringConvertible {
    case didNotStart(String)

    var description: String {
        switch self {
        case .didNotStart(let result): "votesrv did not start: \(result)"
        }
    }
}
