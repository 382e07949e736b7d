import VoteCore

/// The statements only SQLite runs: transactions, pragmas, imports through temporary tables
/// and batched inserts, and the daily tally PostgreSQL does not keep.
extension SQL {
    // MARK: Transactions

    static let beginImmediate = "BEGIN IMMEDIATE"
    /// A read transaction: its statements see one snapshot of the database.
    static let beginRead = "BEGIN DEFERRED"
    static let commit = "COMMIT"
    static let rollback = "ROLLBACK"

    // MARK: Connection set-up

    /// Forces SQLite to read and parse the schema; fails with `SQLITE_NOTADB` on a foreign file
    /// without writing a byte.
    static let probe = "SELECT count(*) FROM sqlite_schema"
    static let userVersion = "PRAGMA user_version"
    static let applicationID = "PRAGMA application_id"
    static let schemaObjects = "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name"
    static let journalMode = "PRAGMA journal_mode"
    static let enableWAL = "PRAGMA journal_mode = WAL"
    static let foreignKeysOn = "PRAGMA foreign_keys = ON"
    /// For an import's transaction (see ``SQLiteVoteStore/runImport(options:_:)``).
    static let foreignKeysOff = "PRAGMA foreign_keys = OFF"
    /// Durability: in WAL mode, `FULL` syncs the WAL on every commit, so an acknowledged vote
    /// survives power loss (`NORMAL` could lose the last commits, though never corrupt the file).
    static let synchronousFull = "PRAGMA synchronous = FULL"
    /// The `-wal` file is kept between processes (see `Connection.keepWriteAheadLogFilesOnClose`);
    /// with a size limit set, SQLite also truncates it to nothing when the last connection closes,
    /// so a big import leaves no big file behind.
    static let limitWALSize = "PRAGMA journal_size_limit = 4194304"

    /// An import's page cache (SQLite's default is 2 MiB): big enough for the pages an import
    /// writes over and over, the last page of each hour in `vote_hour` and the path down the
    /// indexes, so they are not written out and read back between rows. Memory stays flat: it is
    /// a bound, not a buffer of the file.
    static let importCacheSize = "PRAGMA cache_size = -65536"
    static let cacheSize = "PRAGMA cache_size"
    /// A copy of the whole database into the new file `?1`, read in one snapshot.
    static let vacuumInto = "VACUUM INTO ?1"

    // MARK: Imports

    /// An import's ballots with an external id, held until they go in all at once, sorted by id
    /// (``ImportSession``). In the temporary database: gone with the transaction.
    static let createImportBallots = """
        CREATE TEMP TABLE import_ballot (
            pet_id INTEGER NOT NULL,
            at INTEGER NOT NULL,
            count INTEGER NOT NULL,
            external_id TEXT NOT NULL
        )
        """
    static let dropImportBallots = "DROP TABLE temp.import_ballot"
    /// `rows` ballots with an id into the import's holding table.
    static func stageImportBallots(rows: Int) -> String {
        "INSERT INTO temp.import_ballot (pet_id, at, count, external_id) VALUES "
            + BatchedInsert.rowGroups(rows: rows, valuesPerRow: 4)
    }
    /// `rows` imported votes without an id, their source in `?1`.
    ///
    /// `OR FAIL` (and the import's foreign keys off) spares SQLite a statement journal: a copy of
    /// each page a statement is about to change, kept so that a failed statement can undo its
    /// earlier rows. Votes in no time order change a page of `vote_hour` per row, and the copies
    /// came to 2.3 M page writes for 1 M ballots. Nothing needs them: a failed write fails the
    /// whole import, and its transaction rolls back.
    static func insertImportVotes(rows: Int) -> String {
        "INSERT OR FAIL INTO vote (pet_id, at, count, source) VALUES "
            + BatchedInsert.rowGroups(rows: rows, valuesPerRow: 3, constants: 1, extra: "?1")
    }
    /// `rows` imported votes with an id straight into `vote`, their source in `?1` (`OR FAIL`: see
    /// ``insertImportVotes(rows:)``).
    static func insertImportBallots(rows: Int) -> String {
        "INSERT OR FAIL INTO vote (pet_id, at, count, external_id, source) VALUES "
            + BatchedInsert.rowGroups(rows: rows, valuesPerRow: 4, constants: 1, extra: "?1")
    }
    /// The secondary indexes of `vote` as the schema created them, the unique one first: an
    /// import writing ballots straight into `vote` drops them and builds them again.
    static let voteIndexes = """
        SELECT name, sql FROM sqlite_schema
        WHERE type = 'index' AND tbl_name = 'vote' AND name IN ('vote_external_id', 'vote_hour')
        ORDER BY name = 'vote_hour'
        """
    /// The page cache for building an index by sorting: SQLite's default. The sorter sorts as
    /// many keys as the cache holds in memory at a time, as a linked list, then merges the sorted
    /// runs; with the import's 64 MiB, the two indexes of 1 M ballots took 1.7 s more to build.
    static let indexBuildCacheSize = "PRAGMA cache_size = -2000"
    /// The threads SQLite's sorter may add to the connection's own (at most its build's limit).
    static let sorterThreads = "PRAGMA threads"
    /// The held ballots into `vote` in id order, the file's first of a repeated id winning; an id
    /// stored before inserts nothing. (`WHERE true` keeps SQLite from reading `ON` as a join's.)
    ///
    /// A repeat whose stored row (stored before, or by an earlier row of the file) names another
    /// pet or count sets the row's id to itself, which changes nothing but counts in `changes()`:
    /// the statement's changes are the ballots written and the conflicts. Only repeats pay for
    /// it (a read of the stored row), where a join after the insert would look up every held
    /// ballot; that join runs only to name conflicts, when there are some.
    static let insertStagedBallots = """
        INSERT INTO vote (pet_id, at, count, source, external_id)
        SELECT pet_id, at, count, ?1, external_id FROM temp.import_ballot WHERE true
        ORDER BY external_id, rowid
        ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO UPDATE SET external_id = excluded.external_id
        WHERE vote.pet_id <> excluded.pet_id OR vote.count <> excluded.count
        """
    /// The first ``ImportSummary/listedConflicts`` ids (and one more, so a caller knows the list
    /// is cut) among the held ballots skipped for an id stored for another pet or count (run
    /// after ``insertStagedBallots``: each written ballot finds itself), only when there are
    /// some: it looks up every held ballot.
    static let stagedConflictingIDs = """
        SELECT DISTINCT staged.external_id FROM temp.import_ballot AS staged
        JOIN vote ON vote.external_id = staged.external_id AND vote.external_id IS NOT NULL
        WHERE vote.pet_id <> staged.pet_id OR vote.count <> staged.count
        ORDER BY staged.external_id LIMIT \(ImportSummary.listedConflicts + 1)
        """
    /// The votes with an id after vote `?1`.
    static let ballotsAfter = "SELECT pet_id, at, count FROM vote WHERE id > ?1 AND external_id IS NOT NULL"
    /// Moves whenever another connection, in any process, commits (never for this connection's own).
    static let dataVersion = "PRAGMA data_version"
    /// Adds `?3` votes to pet `?2`'s bucket for the day holding the hour that starts at `?1`.
    static let addToDailyTally = """
        INSERT INTO daily_tally (day, pet_id, votes) VALUES (\(dayOfHour("?1")), ?2, ?3)
        ON CONFLICT (day, pet_id) DO UPDATE SET votes = daily_tally.votes + excluded.votes
        """

    // MARK: Copies between engines (`votectl migrate`)

    static let insertVoteWithID = """
        INSERT INTO vote (id, pet_id, at, count, source, external_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        """
    /// The daily tallies summed from the hourly ones.
    static let rebuildDailyTallies = """
        INSERT INTO daily_tally (day, pet_id, votes)
        SELECT \(dayOfHour("hour")) AS hour_day, pet_id, sum(votes) FROM hourly_tally GROUP BY hour_day, pet_id
        """

    // MARK: Standings

    /// The first millisecond of the day (UTC) holding the hour that starts at `hour`, an SQL
    /// expression: ``HourlyWindow/floor(_:to:)`` to a day.
    static func dayOfHour(_ hour: String) -> String {
        "(\(hour) - ((\(hour) % \(HourlyWindow.day)) + \(HourlyWindow.day)) % \(HourlyWindow.day))"
    }

    /// The votes of a window's partial hour (``HourlyWindow/head`` or ``HourlyWindow/tail``):
    /// the rows with `?3 <= at < ?4`, found through `vote_hour` in the hours `?1 ..< ?2`.
    static let votesInPartialHours = """
        SELECT pet_id, count FROM vote WHERE \(voteHour) >= ?1 AND \(voteHour) < ?2 AND at >= ?3 AND at < ?4
        """
    /// The hourly tallies of the whole hours `?1 <= hour < ?2`.
    static let hourlyVotesInside = "SELECT pet_id, votes FROM hourly_tally WHERE hour >= ?1 AND hour < ?2"
    /// The daily tallies of the whole days `?1 <= day < ?2`.
    static let dailyVotesInside = "SELECT pet_id, votes FROM daily_tally WHERE day >= ?1 AND day < ?2"

    // MARK: Votes, receipts and tallies (PostgreSQL keeps its tallies in writer slots)

    static let insertTally = "INSERT INTO tally (pet_id, votes) VALUES (?1, 0)"
    /// The vote row holding an external id, with its receipt when it was cast as a ballot.
    static let voteByExternalID = """
        SELECT vote.pet_id, pet.name, vote.count, receipt.votes, receipt.rank, receipt.tied
        FROM vote JOIN pet ON pet.id = vote.pet_id LEFT JOIN receipt ON receipt.vote_id = vote.id
        WHERE vote.external_id = ?1
        """
    static let lastVoteID = "SELECT coalesce(max(id), 0) FROM vote"
    static let insertReceipt = "INSERT INTO receipt (vote_id, votes, rank, tied) VALUES (?1, ?2, ?3, ?4)"
    /// Every pet with its total: the batch's starting point, and (with its votes added) its
    /// standings.
    static let petTallies = "SELECT pet.id, pet.name, tally.votes FROM pet JOIN tally ON tally.pet_id = pet.id"
    static let addToTally = "UPDATE tally SET votes = votes + ?1 WHERE pet_id = ?2"
    /// Adds `?3` votes to pet `?2`'s bucket for the hour starting at `?1` (``HourlyWindow``).
    static let addToHourlyTally = """
        INSERT INTO hourly_tally (hour, pet_id, votes) VALUES (?1, ?2, ?3)
        ON CONFLICT (hour, pet_id) DO UPDATE SET votes = hourly_tally.votes + excluded.votes
        """
    /// Every vote row with its receipt, in id order.
    static let exportVotes = """
        SELECT vote.id, vote.pet_id, vote.at, vote.count, vote.source, vote.external_id,
               receipt.votes, receipt.rank, receipt.tied
        FROM vote LEFT JOIN receipt ON receipt.vote_id = vote.id
        ORDER BY vote.id
        """
    /// The tallies recomputed from the vote rows, after a copy wrote them all.
    static let rebuildTallies = """
        UPDATE tally SET votes = per_pet.votes
        FROM (SELECT pet_id, sum(count) AS votes FROM vote GROUP BY pet_id) AS per_pet
        WHERE tally.pet_id = per_pet.pet_id
        """
    static let rebuildHourlyTallies = """
        INSERT INTO hourly_tally (hour, pet_id, votes)
        SELECT \(voteHour) AS vote_hour, pet_id, sum(count) FROM vote GROUP BY vote_hour, pet_id
        """
}
