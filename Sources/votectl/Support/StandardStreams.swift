#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import VoteCommandLine

/// Writes to the process's standard streams.
///
/// `stdout` carries data only; messages, warnings and progress go to `stderr`. Output that cannot
/// be written (a full disk, a closed pipe) is an error with exit status 73, never lost silently,
/// except a read-only command's output into a pipe its reader closed (`votectl board | head -3`):
/// the reader wanted no more, and the command ends as a shell expects, by SIGPIPE, quietly.
enum StandardStreams {
    /// Turns a write into a closed pipe into an error (`EPIPE`) where it would end the process at
    /// once: a vote or an import whose report cannot be written is stored by then, and must say so
    /// rather than vanish. `main` calls it before anything is written.
    static func reportClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard error as is (unbuffered; a failure to report is not reported).
    static func writeError(_ text: String) {
        _ = emit(text, to: 2)
    }

    /// Writes `text` to standard output as is (flushing Swift's `print` buffer first), for a
    /// command that has or has not `changedData` by then.
    ///
    /// - Throws: exit status 73 when the output cannot be written.
    static func writeOutput(_ text: String, changedData: Bool) throws(CommandFailure) {
        try finishOutput(changedData: changedData)
        if let failure = emit(text, to: 1) { throw outputFailure(failure, changedData: changedData) }
    }

    /// Flushes what `print` buffered for standard output, and reports whether any of it was lost.
    ///
    /// `main` calls it before a successful exit: stdio reports a failed write only through
    /// `ferror`, and the C runtime's own flush at exit ignores the error.
    ///
    /// - Throws: exit status 73 when the output could not be written.
    static func finishOutput(changedData: Bool) throws(CommandFailure) {
        // `stdout` is a C global that Swift cannot prove safe to share; only the main thread
        // writes to it, through `print`.
        let stream = stdout
        if fflush(stream) != 0 || ferror(stream) != 0 {
            let failure = errno
            clearerr(stream)
            throw outputFailure(failure, changedData: changedData)
        }
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    private static func outputFailure(_ code: Int32, changedData: Bool) -> CommandFailure {
        let failure = "cannot write the output: \(String(cString: strerror(code)))"
        // Output comes after the work: a vote or an import is stored by now, and a retry made
        // for the lost report would count it again. A command that only reads can run again.
        guard changedData else {
            if code == EPIPE { endAsClosedPipe() }
            return CommandFailure(.cannotCreate, failure + "; the command only reads, so it can run again")
        }
        return CommandFailure(
            .cannotCreate,
            failure + ". The command itself completed: whatever it recorded is stored, so do not run it "
                + "again for the report (a vote would be counted twice)."
        )
    }

    /// Ends the process as the default SIGPIPE would have: no message, and the status a shell
    /// reports for it (141), as for any other program writing into a closed pipe.
    private static func endAsClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Writes all of `text`, or returns the `errno` of the write that failed.
    private static func emit(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
