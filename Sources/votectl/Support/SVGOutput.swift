import Glibc
import VoteCommandLine
import VoteCore

/// Writes the `--svg` document to a file or, for `-`, standard output.
///
/// A regular file is written beside its target and renamed over it once complete and on disk,
/// so a failed write (a full disk) leaves what was there, and a reader never sees half a board;
/// through a symbolic link, the file it names is the one replaced, and the link stays. A target
/// that is a SQLite database (the board's own, named by a slip of the hand) is refused: a board
/// must not replace the votes it shows. Anything else that can be written (a pipe, a FIFO, a
/// terminal, `/dev/stdout`) is written into as it is, never replaced.
enum SVGOutput {
    /// - Throws: exit status 73 when the file cannot be created or written, or is a database.
    static func write(_ document: String, to path: String) throws(CommandFailure) {
        if path == "-" {
            // Only boards are drawn: they change nothing.
            try StandardStreams.writeOutput(document, changedData: false)
            return
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw CommandFailure(.cannotCreate, "cannot write the SVG to \(path): it is a directory")
            }
            try writeInPlace(document, to: path)
            return
        }
        let target = replacedFile(path)
        if isSQLiteDatabase(target) {
            throw CommandFailure(
                .cannotCreate,
                "\(path) is a SQLite database, not an SVG: it was left as it is. Name another file for --svg."
            )
        }
        try replace(target, with: document, naming: path)
    }

    /// Writes `document` into what `path` opens (a pipe, a FIFO, a device), which is neither
    /// replaced nor synced: neither means anything there.
    private static func writeInPlace(_ document: String, to path: String) throws(CommandFailure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        try write(document, to: descriptor, naming: path)
    }

    /// Replaces the regular file `target` (or creates it) with `document`, through a file
    /// beside it renamed over it once on disk.
    private static func replace(_ target: String, with document: String, naming path: String) throws(CommandFailure) {
        let temporary = target + ".votectl-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var complete = false
        defer {
            close(descriptor)
            if !complete { unlink(temporary) }
        }
        try write(document, to: descriptor, naming: path)
        guard fsync(descriptor) == 0, rename(temporary, target) == 0 else { throw failure(path) }
        complete = true
    }

    private static func write(_ document: String, to descriptor: Int32, naming path: String) throws(CommandFailure) {
        var remaining = Array(document.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// The file a write to `path` replaces: `path` itself, or, where it is a symbolic link, the
    /// file the link names (which may not exist yet), so that the link is kept.
    private static func replacedFile(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A link to a file not made yet: the file it names, beside the link when relative.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count > 0 else { return path }
        let named = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !named.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return named }
        return String(path[...slash]) + named
    }

    /// Why the SVG could not be written to `path`, from `errno`.
    private static func failure(_ path: String) -> CommandFailure {
        CommandFailure(
            .cannotCreate,
            "cannot write the SVG to \(VoteStoreError.shown(path)): \(String(cString: strerror(errno)))"
        )
    }

    /// Whether the regular file at `path` holds a SQLite database (its 16-byte header).
    private static func isSQLiteDatabase(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
        return count == 16 && header == Array("SQLite format 3\0".utf8)
    }
}
