import Foundation
import Glibc
import Testing
@testable import VoteImport

/// The reader that parses on a thread of its own: the same rows in the same order, and an input
/// let go of when the import stops early, even one that never ends.
/// Bounded in time: a reader that waits for its thread, or a pipe that stays open, would hang
/// rather than fail.
@Suite(.timeLimit(.minutes(1)))
struct ReadAheadRowReaderTests {
    /// Rows over several batches, with rejections among them, ending in a fatal one.
    private static let text: String = {
        var lines = ["pet,count,id"]
        for row in 0..<(ReadAheadRowReader.batchSize * 3 + 7) {
            lines.append(row % 401 == 5 ? "Cat,many,bad-\(row)" : "Pet \(row % 13),\(row % 4 + 1),id-\(row)")
        }
        lines.append("\"Never closed")
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func yieldsWhatTheReaderYieldsInOrder() {
        let bytes = Array(Self.text.utf8)
        let expected = VoteRowReaders.rows(in: bytes, format: .csv, chunkSize: 1000)
        var reader = ReadAheadRowReader(
            VoteRowReaders.make(.csv, source: ByteSource(bytes: bytes, chunkSize: 1000))
        )
        var results: [Result<ImportRow, ImportRowError>] = []
        while let result = reader.next() {
            results.append(result)
        }
        #expect(results == expected)
        #expect(results.count > 3 * ReadAheadRowReader.batchSize)
        #expect(errors(results).count == 5)
        #expect(reader.bytesRead == bytes.count)
        #expect(reader.next() == nil)
    }

    @Test func anAbandonedReaderLetsGoOfItsInput() async throws {
        let pipe = try InputPipe()
        // More rows than are read ahead, so the reading thread is left waiting for room.
        let rows = ReadAheadRowReader.batchSize * (ReadAheadRowReader.depth + 2)
        try pipe.write(String(repeating: "Cat\n", count: rows))
        do {
            var reader = ReadAheadRowReader(
                VoteRowReaders.make(.lines, source: ByteSource(fileDescriptor: pipe.readEnd, owned: true))
            )
            #expect(try reader.next()?.get().pet == "Cat")
        }
        #expect(try await pipe.eventuallyClosedByTheReader())
    }

    @Test func anAbandonedReaderOfAPipeThatStaysOpenDoesNotWaitForIt() async throws {
        let pipe = try InputPipe()
        try pipe.write("Cat\nDog\n")
        // Its thread reads the two rows, then blocks on the pipe for more; it is let go of here
        // without waiting for it.
        _ = ReadAheadRowReader(
            VoteRowReaders.make(.lines, source: ByteSource(fileDescriptor: pipe.readEnd, owned: true))
        )
        #expect(try await !pipe.eventuallyClosedByTheReader(within: .milliseconds(100)))
        // Once more rows fill a batch, the thread finds nobody waiting for it and stops.
        try pipe.write(String(repeating: "Cat\n", count: ReadAheadRowReader.batchSize))
        #expect(try await pipe.eventuallyClosedByTheReader())
    }
}

/// A pipe whose reading end an import's ``ByteSource`` owns, written from the test.
private final class InputPipe {
    /// The reading end, for a source that owns it and closes it.
    let readEnd: Int32
    private let writeEnd: Int32

    /// A named pipe, unlinked once open: both ends are opened close-on-exec from the start, so a
    /// process another test starts meanwhile inherits neither (`pipe(2)` leaves a moment before
    /// `fcntl` can say so, and glibc's `pipe2` is not visible to Swift), or the pipe would keep a
    /// reader after the source closes its end.
    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("petvote-\(UUID().uuidString)").path
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.EIO) }
        defer { unlink(path) }
        // Without O_NONBLOCK, opening the reading end would wait for a writer.
        readEnd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        writeEnd = open(path, O_WRONLY | O_CLOEXEC)
        guard readEnd >= 0, writeEnd >= 0, fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) & ~O_NONBLOCK) == 0
        else { throw POSIXError(.EIO) }
    }

    deinit {
        close(writeEnd)
    }

    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.write(writeEnd, bytes, bytes.count) == bytes.count else { throw POSIXError(.EPIPE) }
    }

    /// Whether the reading end is closed within `limit`: the writing end then reports an error.
    /// It is checked once more after the limit, as a sleep of a loaded test run can outlast it.
    func eventuallyClosedByTheReader(within limit: Duration = .seconds(10)) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            var descriptor = pollfd(fd: writeEnd, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 0) == 1, descriptor.revents & Int16(POLLERR) != 0 { return true }
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
