import Foundation
import TestSupport
import Testing

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
        let result = try cli.run(arguments, outputPath: "/dev/full")
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
}
