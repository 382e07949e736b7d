import Glibc
import VoteCommandLine

/// Writes the `--svg` document to a file or, for `-`, standard output.
///
/// A file is written beside its target and renamed over it once complete and on disk, so a
/// failed write (a full disk) leaves what was there, and a reader never sees half a board. A
/// target that is a SQLite database (the board's own, named by a slip of the hand) is refused:
/// a board must not replace the votes it shows.
enum SVGOutput {
    /// - Throws: exit status 73 when the file cannot be created or written, or is a database.
    static func write(_ document: String, to path: String) throws(CommandFailure) {
        if path == "-" {
            try StandardStreams.writeOutput(document)
            return
        }
        if isSQLiteDatabase(path) {
            throw CommandFailure(
                .cannotCreate,
                "\(path) is a SQLite database, not an SVG: it was left as it is. Name another file for --svg."
            )
        }
        let temporary = path + ".votectl-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var complete = false
        defer {
            close(descriptor)
            if !complete { unlink(temporary) }
        }
        var remaining = Array(document.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            remaining = remaining.dropFirst(written)
        }
        guard fsync(descriptor) == 0, rename(temporary, path) == 0 else { throw failure(path) }
        complete = true
    }

    /// Why the SVG could not be written to `path`, from `errno`.
    private static func failure(_ path: String) -> CommandFailure {
        CommandFailure(.cannotCreate, "cannot write the SVG to \(path): \(String(cString: strerror(errno)))")
    }

    /// Whether `path` holds a SQLite database (its 16-byte header).
    private static func isSQLiteDatabase(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
        return count == 16 && header == Array("SQLite format 3\0".utf8)
    }
}
