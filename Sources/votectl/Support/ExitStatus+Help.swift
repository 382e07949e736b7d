import VoteCommandLine

extension ExitStatus {
    /// The table printed in `votectl --help`.
    static let helpTable = """
        EXIT STATUS
          0   success
          1   error (unknown pet, database missing or not a PetVote database)
          64  usage error (bad option or argument)
          65  bad import data (the line number and reason are printed)
          66  input file missing or unreadable
          73  cannot write the database or the --svg file
          75  database busy (a lock held too long) or its server down; retry
        """
}
