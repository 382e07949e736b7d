import VoteCommandLine

extension ExitStatus {
    /// The table printed in `votectl --help`.
    static let helpTable = """
        EXIT STATUS
          0   success
          1   error (unknown or duplicate pet, database missing or not a PetVote
              database, newer schema, a postgres:// URL PetVote cannot use)
          64  usage error (bad option or argument)
          65  bad import data (the line number and reason are printed)
          66  input file missing or unreadable
          73  cannot write the database or the --svg file, or may not read the database
          75  database busy (a lock held past 30 s, 10 s on PostgreSQL) or its server
              down; retry
        """
}
