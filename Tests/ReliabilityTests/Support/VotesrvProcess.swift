import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A real `votesrv` process on a free loopback port, as SwiftPM built it beside `votectl`.
final class VotesrvProcess {
    let child: ChildProcess
    let port: Int

    /// Starts `votesrv --db path --port port` (0: a free one) and waits until it says where it listens.
    init(database path: String, in scratch: TemporaryDirectory, port requested: Int = 0, arguments: [String] = [])
        throws
    {
        let binary = URL(fileURLWithPath: try VotectlBinary.located().path)
            .deletingLastPathComponent().appendingPathComponent("votesrv").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "votesrv not found at \(binary)")
        child = try ChildProcess(
            executable: binary,
            arguments: ["--db", path, "--port", "\(requested)"] + arguments,
            outputDirectory: scratch.logs
        )
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
        Self.vote(port: port, for: pet, ballot: ballot)
    }

    /// `GET path`, or why there was no response.
    func get(_ path: String) throws(HTTPExchange.Failure) -> HTTPExchange {
        try HTTPExchange.send(port: port, "GET", path, timeout: .seconds(10))
    }

    /// Casts one vote on the server at `port` (for threads, which may not hold the process).
    static func vote(port: Int, for pet: String, ballot: String) -> Result<HTTPExchange, HTTPExchange.Failure> {
        Result { () throws(HTTPExchange.Failure) in
            try HTTPExchange.send(port: port, "POST", "/v1/pets/\(pet)/votes", headers: ["Idempotency-Key": ballot])
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
