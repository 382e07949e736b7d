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

    /// Opens `path`, or standard input for `-`.
    /// - Throws: exit status 66 when the file is missing, unreadable or a folder;
    ///   64 when standard input is a terminal (nobody is piping votes in).
    static func open(_ path: String) throws(CommandFailure) -> ImportInput {
        if path == "-" {
            guard !StandardStreams.isTerminal(0) else {
                throw CommandFailure(.usage, "standard input is a terminal; pipe the votes in or name a file")
            }
            return ImportInput(
                source: ByteSource(fileDescriptor: 0, owned: false),
                size: regularFileSize(0),
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
