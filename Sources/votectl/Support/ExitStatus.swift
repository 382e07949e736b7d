/// The exit statuses votectl documents, after the BSD sysexits convention.
///
/// Scripts can rely on these: 65 means "fix the input file", 75 means "try again later".
enum ExitStatus: Int32, CaseIterable, Sendable {
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

    /// The table printed in `votectl --help`.
    static let helpTable = """
        EXIT STATUS
          0   success
          1   error (unknown pet, database missing or not a PetVote database)
          64  usage error (bad option or argument)
          65  bad import data (the line number and reason are printed)
          66  input file missing or unreadable
          73  cannot write the database or the --svg file
          75  database busy (another process held the lock too long) or its server down; retry
        """
}
