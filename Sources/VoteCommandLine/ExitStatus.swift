/// The exit statuses votectl and votesrv document, after the BSD sysexits convention.
///
/// Scripts can rely on these: 65 means "fix the input file", 75 means "try again later".
public enum ExitStatus: Int32, CaseIterable, Sendable {
    /// Success, an empty result included.
    case success = 0
    /// A command failed: an unknown pet, a database that cannot be opened, and the like.
    case failure = 1
    /// The command line was malformed (ArgumentParser's usage errors).
    case usage = 64
    /// The import data was malformed (EX_DATAERR).
    case dataError = 65
    /// An input file is missing or unreadable (EX_NOINPUT).
    case noInput = 66
    /// An output file or the database cannot be written (EX_CANTCREAT).
    case cannotCreate = 73
    /// The database stayed locked by another process, or its server is down or out of
    /// connections; retrying may succeed (EX_TEMPFAIL).
    case temporaryFailure = 75
}
