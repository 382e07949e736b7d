import Glibc
import VoteCommandLine

/// Writes the `--svg` document to a file or, for `-`, standard output.
enum SVGOutput {
    /// - Throws: exit status 73 when the file cannot be created or written.
    static func write(_ document: String, to path: String) throws(CommandFailure) {
        if path == "-" {
            try StandardStreams.writeOutput(document)
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure(.cannotCreate, "cannot write the SVG to \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var remaining = Array(document.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(
                    .cannotCreate,
                    "cannot write the SVG to \(path): \(String(cString: strerror(errno)))"
                )
            }
            remaining = remaining.dropFirst(written)
        }
    }
}
