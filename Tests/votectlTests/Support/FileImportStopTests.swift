import Foundation
import TestSupport
import Testing
import VoteCore
import VoteImport
import VoteStore

/// An import told to stop (votesrv's, once its shutdown's deadline has passed) writes nothing:
/// neither the rows read so far nor, stopped when only its commit is left, the whole file.
struct FileImportStopTests {
    private struct Stop: Error {}

    /// Ten rows reach only the check after the last; ten thousand, the one every few thousand rows.
    @Test(arguments: [10, 10_000])
    func aStoppedImportWritesNothing(rows: Int) throws {
        let folder = try TemporaryDirectory("import-stop", location: .memory)
        let store = try SQLiteVoteStore(path: folder.path("votes.db"))
        let text = "pet,id\n" + (0..<rows).map { "Cat,b\($0)\n" }.joined()
        var checks = 0
        var votesAtTheCheck: Int?
        var stopped = false
        do {
            _ = try FileImport(options: ImportOptions(source: "test"), skipInvalid: false)
                .run(VoteRowReaders.make(.csv, source: ByteSource(bytes: Array(text.utf8))), into: store) { _ in
                    checks += 1
                    // The import's own connection sees its writes before they commit.
                    votesAtTheCheck = try store.standings().totalVotes
                    throw Stop()
                }
        } catch is Stop {
            stopped = true
        }
        #expect(stopped)
        #expect(checks == 1)
        // Ten rows are stopped at the last check, which comes when every write but the commit is
        // done (the tallies too, written at the end): a stop then still writes nothing.
        #expect(votesAtTheCheck == (rows == 10 ? 10 : 0))
        #expect(try store.standings().totalVotes == 0)
        var stored = 0
        try store.exportVotes { _ in stored += 1 }
        #expect(stored == 0)
    }
}
