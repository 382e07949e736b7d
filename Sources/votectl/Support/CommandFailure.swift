/// An error that votectl reports as one line on standard error, with a documented exit status.
///
/// Commands throw these (or `VoteStoreError`, translated by ``init(_:)``); `Votectl.main()`
/// prints ``message`` and exits with ``status``, so no error ever reaches the user as a stack trace.
struct CommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit status the process ends with.
    var status: ExitStatus
    /// One line: what went wrong and, where it helps, what to do.
    var message: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { message }
}
