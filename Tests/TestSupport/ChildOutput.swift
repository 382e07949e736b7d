/// Where a child process's standard output goes.
public enum ChildOutput: Sendable {
    /// A file of the child's own, read back as ``ProcessResult/stdout``.
    case captured
    /// The file at this path (e.g. `/dev/full`), opened for writing; the result's output is empty.
    case file(String)
    /// This open descriptor of the test's (e.g. a pipe's write end), given to the child as its
    /// standard output; the result's output is empty.
    case descriptor(Int32)
}
