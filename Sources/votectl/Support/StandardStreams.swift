#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to the process's standard streams.
///
/// `stdout` carries data only; messages, warnings and progress go to `stderr`.
enum StandardStreams {
    /// Writes `text` to standard error as is.
    static func writeError(_ text: String) {
        emit(text, to: 2)
    }

    /// Writes `text` to standard output as is (flushing Swift's `print` buffer first).
    static func writeOutput(_ text: String) {
        fflush(nil)
        emit(text, to: 1)
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    private static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
