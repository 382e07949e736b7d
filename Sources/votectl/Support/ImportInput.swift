import Glibc
import VoteImport
import VoteCommandLine
import VoteCore

/// An opened import input: a file or standard input (`-`).
struct ImportInput {
    /// The bytes, read in chunks.
    var source: ByteSource
    /// The size in bytes when the input is a regular file (so progress can be shown), else `nil`.
    var size: Int?
    /// How the input is named in messages.
    var displayName: String

    /// Opens `path`, or standard input for `-`: a pipe is first copied to its end into an
    /// unlinked temporary file (``SpoolFile``), read from there.
    /// - Throws: exit status 66 when the file is missing, unreadable or a folder, or standard
    ///   input cannot be read; 64 when standard input is a terminal (nobody is piping votes in);
    ///   73 when a pipe cannot be copied to a temporary file.
    static func open(_ path: String) throws(CommandFailure) -> ImportInput {
        if path == "-" {
            guard !StandardStreams.isTerminal(0) else {
                throw CommandFailure(.usage, "standard input is a terminal; pipe the votes in or name a file")
            }
            if let size = regularFileSize(0) {
                return ImportInput(
                    source: ByteSource(fileDescriptor: 0, owned: false),
                    size: size,
                    displayName: "standard input"
                )
            }
            // A pipe is read to its end before the database is opened: the import's transaction,
            // which holds a writer slot or the write lock, never waits on a slow producer (and on
            // PostgreSQL the server ends a session left idle in its transaction for long).
            // A closed standard input would be the descriptor the temporary file then gets.
            guard fcntl(0, F_GETFD) >= 0 else {
                throw CommandFailure(.noInput, "cannot read standard input: it is closed")
            }
            let spooled: SpoolFile
            do {
                spooled = try SpoolFile.copying(from: 0, prefix: "votectl-import")
            } catch .reading(let reason) {
                throw CommandFailure(.noInput, "cannot read standard input: \(reason)")
            } catch {
                throw CommandFailure(
                    .cannotCreate,
                    "cannot keep standard input in a temporary file in $TMPDIR (else /tmp) before importing "
                        + "it (\(error.reason)); set TMPDIR to a folder with room, or import from a file"
                )
            }
            let size = spooled.size
            return ImportInput(
                source: ByteSource(fileDescriptor: spooled.takeDescriptor(), owned: true),
                size: size,
                displayName: "standard input"
            )
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw CommandFailure(.noInput, "cannot open \(VoteStoreError.shown(path)): \(reason)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw CommandFailure(.noInput, "cannot read \(VoteStoreError.shown(path)): it is a folder")
        }
        return ImportInput(
            source: ByteSource(fileDescriptor: descriptor, owned: true),
            size: regularFileSize(descriptor),
            displayName: VoteStoreError.shown(path)
        )
    }

    private static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
