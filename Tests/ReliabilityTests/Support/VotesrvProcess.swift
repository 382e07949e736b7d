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
    /// namespace `namespace` when given, else under `wrapper` (a command that executes votesrv
    /// itself, such as `prlimit --nofile=256`), and waits until it says where it listens.
    init(
        database path: String,
        in scratch: TemporaryDirectory,
        host: String = "127.0.0.1",
        port requested: Int = 0,
        namespace: String? = nil,
        wrapper: [String] = [],
        arguments: [String] = []
    ) throws {
        let binary = URL(fileURLWithPath: try VotectlBinary.located().path)
            .deletingLastPathComponent().appendingPathComponent("votesrv").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "votesrv not found at \(binary)")
        let arguments = ["--db", path, "--host", host, "--port", "\(requested)"] + arguments
        // `ip netns exec` enters the namespace and then executes votesrv itself: the child's pid is votesrv's.
        let command =
            namespace.map { [TestNetwork.ip, "netns", "exec", $0, binary] + arguments }
            ?? wrapper + [binary] + arguments
        child = try ChildProcess(
            executable: command[0],
            arguments: Array(command.dropFirst()),
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

    /// The arguments that give a votesrv `token` as its administrator token: a file in `scratch`
    /// holding it, named with `--admin-token-file`.
    static func adminTokenArguments(_ token: String, in scratch: TemporaryDirectory) throws -> [String] {
        let file = scratch.file("admin-token")
        try token.write(to: file, atomically: true, encoding: .utf8)
        return ["--admin-token-file", file.path]
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

    /// The process's resident memory in MiB (`VmRSS`), or `nil` once it is gone.
    var residentMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }

    /// How many descriptors the process has open, or `nil` once it is gone.
    var openDescriptors: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.pid)/fd"))?.count
    }

    /// The CPU time the process has used so far (user and system), in seconds.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (name) ": state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The value of the `/metrics` sample named `name` (with its labels, if any, as written), or
    /// `nil` when it is missing or the server does not answer.
    func metric(_ name: String) -> Double? {
        guard let metrics = try? get("/metrics") else { return nil }
        return metrics.body.split(separator: "\n")
            .first { $0.hasPrefix(name + " ") }
            .flatMap { $0.split(separator: " ").last.flatMap { Double($0) } }
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
