import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Output that cannot be written is an error (exit 73), never lost with exit 0.
@Suite(.onOwnThreads)
struct OutputFailureTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        _ = try cli.run(["vote", "Cat"])
    }

    @Test(arguments: [["board"], ["board", "--json"], ["board", "--svg", "-"], ["pets", "list"], ["vote", "Dog"]])
    func aFullDiskOnStandardOutputIsReported(arguments: [String]) throws {
        try #require(FileManager.default.isWritableFile(atPath: "/dev/full"), "needs /dev/full")
        let result = try cli.run(arguments, output: .file("/dev/full"))
        expectFailure(result, status: 73, mentioning: "cannot write the output: No space left on device")
        // The report was lost, not the work: the message says so, and the vote is stored. A
        // command that only reads says it can simply run again.
        let changesData = arguments == ["vote", "Dog"]
        expectFailure(
            result,
            status: 73,
            mentioning: changesData ? "whatever it recorded is stored" : "the command only reads, so it can run again"
        )
        let board = try cli.run(["board", "--json"]).stdout
        #expect(board.contains(#""totalVotes":\#(changesData ? 2 : 1)"#), "\(board)")
    }

    /// A pipe whose reader has gone: a command that changed data says its report was lost (on
    /// SQLite it used to end by SIGPIPE, silently, with the vote stored); one that only reads ends
    /// quietly by SIGPIPE, as any program writing into a closed pipe (`votectl board | head -1`).
    @Test(arguments: [["board"], ["board", "--json"], ["pets", "list"], ["vote", "Dog"]])
    func aClosedPipeOnStandardOutput(arguments: [String]) throws {
        // A named pipe, so that both ends open close-on-exec at once: a child another test spawns
        // meanwhile must not inherit the reading end and keep the pipe open.
        let path = cli.folder.path("closed-pipe-\(UUID().uuidString)")
        try #require(mkfifo(path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0, "open: \(String(cString: strerror(errno)))")
        let writer = open(path, O_WRONLY | O_CLOEXEC)
        close(reader)
        try #require(writer >= 0, "open: \(String(cString: strerror(errno)))")
        defer { close(writer) }
        let result = try cli.run(arguments, output: .descriptor(writer))
        let changesData = arguments == ["vote", "Dog"]
        if changesData {
            expectFailure(result, status: 73, mentioning: "cannot write the output: Broken pipe")
            expectFailure(result, status: 73, mentioning: "whatever it recorded is stored")
        } else {
            #expect(result.termination == .signaled(SIGPIPE), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
        }
        let board = try cli.run(["board", "--json"]).stdout
        #expect(board.contains(#""totalVotes":\#(changesData ? 2 : 1)"#), "\(board)")
    }
}
