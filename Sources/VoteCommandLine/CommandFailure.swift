/// An error that votectl and votesrv report as one line on standard error, with a documented exit status.
///
/// Commands throw these (or `VoteStoreError`, translated by ``init(_:)``); the program's `main`
/// prints ``message`` and exits with ``status`` (``CommandLineErrors``), so no error ever reaches
/// the user as a stack trace.
public struct CommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit status the process ends with.
    public var status: ExitStatus
    /// One line: what went wrong and, where it helps, what to do.
    public var message: String

    /// A failure that ends the process with `status`, saying `message`.
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
