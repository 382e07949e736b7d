import Foundation
import VoteCore

/// The statements PostgreSQL runs: its own, and ``SQL``'s shared text with `$N` for `?N`, each
/// written once, when first used.
enum PostgresStatements {
    /// `sql` with SQLite's numbered parameters `?N` written as PostgreSQL's `$N`: a `?` followed
    /// by a digit. (A `?` in a string literal would have to be followed by a digit to be taken
    /// for one; none of the shared statements holds a `?` in a literal.)
    static func shared(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count)
        var previousWasMark = false
        for character in sql {
            if previousWasMark { result.append(character.isASCII && character.isNumber ? "$" : "?") }
            previousWasMark = character == "?"
            if !previousWasMark { result.append(character) }
        }
        if previousWasMark { result.append("?") }
        return result
    }

    // MARK: Shared with SQLite

    static let allPets = shared(SQL.allPets)
    static let petByKey = shared(SQL.petByKey)
    static let petVotes = shared(SQL.petVotes)
    static let renamePet = shared(SQL.renamePet)
    static let deletePet = shared(SQL.deletePet)
    static let insertVote = shared(SQL.insertVote)
    static let standings = shared(SQL.standings)
    static let storedHours = shared(SQL.storedHours)
    static let windowStandings = shared(SQL.windowStandings)
    static let windowStandingsCountingOutside = shared(SQL.windowStandingsCountingOutside)
    static let deleteRepeatedBallots = shared(SQL.deleteRepeatedBallots)
    static let conflictingRepeats = shared(SQL.conflictingRepeats)
    static let holdsOnlyDefaultPets = shared(SQL.holdsOnlyDefaultPets)
    static let deleteAllPets = shared(SQL.deleteAllPets)
    static let insertPetWithID = shared(SQL.insertPetWithID)

    // MARK: Slots and commits (``PostgresSchema/version3``)

    /// Takes a writer slot no other transaction holds, the one this session used before if it
    /// is free (`pg_backend_pid()` picks it), without waiting; no row when every slot is held.
    static let claimFreeSlot = """
        SELECT slot FROM writer_slot
        ORDER BY (slot - \(ownSlot) + \(PostgresSchema.writerSlots)) % \(PostgresSchema.writerSlots)
        LIMIT 1 FOR UPDATE SKIP LOCKED
        """
    /// ``claimFreeSlot`` and every pet with its total, in one statement: the slot (NULL when none
    /// was free) on every row of `(slot, id, name, votes)`, the pets in the order they were created.
    static let claimSlotAndReadTallies = """
        WITH claimed AS (\(claimFreeSlot))
        SELECT (SELECT slot FROM claimed), pet.id, pet.name, coalesce(tally.votes, 0)
        FROM pet LEFT JOIN tally ON tally.pet_id = pet.id ORDER BY pet.id
        """
    /// A write that changes nothing, refused (`read_only_sql_transaction`) wherever the server
    /// takes no writes (`default_transaction_read_only`, a standby): PostgreSQL checks it before
    /// it looks for rows, so it costs no row lock and no WAL.
    static let probeWrite = "UPDATE writer_slot SET slot = slot WHERE false"
    /// The first pet's id (NULL when there is none): the pet a readiness check's vote is for.
    static let firstPet = "SELECT min(id) FROM pet"
    /// Waits for this session's own slot: only when every slot was held.
    static let claimOwnSlot = "SELECT slot FROM writer_slot WHERE slot = \(ownSlot) FOR UPDATE"
    /// The slot this session prefers, the same on every call: its server process picks it.
    private static let ownSlot = "pg_backend_pid() % \(PostgresSchema.writerSlots)"
    /// Takes every slot, in slot order (the order every taker of several keeps): no vote is in
    /// flight until the transaction ends.
    static let claimEverySlot = "SELECT slot FROM writer_slot ORDER BY slot FOR UPDATE"
    /// The channel every commit is announced on.
    static let commitChannel = "petvote_commit"
    /// Announces a commit to every listening store, as a transaction of its own (see
    /// ``PostgresVoteStore`` for why not inside the committing one): votectl's sent once its commit
    /// has returned, with no payload; a server's with its store's mark as the payload, paced by
    /// ``AnnouncementPacing`` (``PostgresPooledStore``).
    static let announceCommit = "NOTIFY \(commitChannel)"
    /// This session's server process, to tell its own announcements from others'.
    static let backendPID = "SELECT pg_backend_pid()"
    static let insertPet = shared(SQL.insertPet) + " RETURNING id"
    /// A pet created by an import unless another transaction just created it.
    static let insertPetIfMissing = shared(SQL.insertPet) + " ON CONFLICT (name_key) DO NOTHING RETURNING id"
    /// A new pet's row in slot 0, which every pet keeps so that the `tally` view has a row for it.
    static let insertTally = "INSERT INTO tally_slot (pet_id, slot, votes) VALUES ($1, 0, 0)"
    /// Adds `$1` votes to pet `$2`'s tally in slot `$3`.
    static let addToTally = addToSlots(tally: "VALUES ($2, $3, $1)")
    /// Adds `$3` votes to pet `$2`'s bucket for the hour starting at `$1`, in slot `$4`.
    static let addToHourlyTally = addToSlots(hourly: "VALUES ($1, $2, $4, $3)")
    static let deleteVotesOfPet = "DELETE FROM vote WHERE pet_id = $1"
    /// The stored ballots among the ids `$1`, with their pet and receipt.
    static let earlierBallots = """
        SELECT vote.external_id, vote.pet_id, pet.name, vote.count, receipt.votes, receipt.rank, receipt.tied
        FROM vote JOIN pet ON pet.id = vote.pet_id LEFT JOIN receipt ON receipt.vote_id = vote.id
        WHERE vote.external_id = ANY($1)
        """
    /// Writes receipts over those of the stored ballots with the ids `$1`: votes `$2`, rank `$3`,
    /// tied `$4` (0 or 1).
    static let rewriteReceipts = """
        UPDATE receipt SET votes = rewrite.votes, rank = rewrite.rank, tied = rewrite.tied
        FROM vote, unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[]) AS rewrite(external_id, votes, rank, tied)
        WHERE vote.external_id = rewrite.external_id AND receipt.vote_id = vote.id
        """
    /// A batch of new ballots in one statement: vote rows (pet `$1`, time `$2`, count `$3`,
    /// source `$4`, id `$5`, "" for none), the receipts of those with an id (`$6`–`$8`), and the
    /// hourly tally and the tallies of slot `$9`, which the transaction holds. An id another
    /// transaction stored first (it waits for that one to commit) is skipped, counted nowhere,
    /// and returned. Rows go in in the ids' order, the same on every host, so two batches
    /// sharing ids wait for one another at most one way round, never in a deadlock.
    static let insertBallots = insertingBallots(slot: "$9")
    /// ``insertBallots`` as a transaction of its own: it takes a free writer slot itself
    /// (``claimFreeSlot``) and holds it to its own end, so a batch needs no `BEGIN` or `COMMIT`. When no slot is free the slot is NULL and the
    /// statement fails on the tallies' key (`not_null_violation`); when a pet went meanwhile, on
    /// its tallies' foreign key (`foreign_key_violation`). Either way nothing of it stays.
    static let insertBallotsInFreeSlot = insertingBallots(
        slot: "(SELECT slot FROM claimed)",
        before: "claimed AS MATERIALIZED (\(claimFreeSlot)), "
    )
    /// Every pet with its total, as ``claimSlotAndReadTallies`` reads them, claiming nothing.
    static let readTallies = """
        SELECT pet.id, pet.name, coalesce(tally.votes, 0)
        FROM pet LEFT JOIN tally ON tally.pet_id = pet.id ORDER BY pet.id
        """

    /// The text of ``insertBallots``, adding to writer slot `slot`, after the common table
    /// expressions `before`.
    private static func insertingBallots(slot: String, before: String = "") -> String {
        """
        WITH \(before)ballot AS (
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $5::text[],
                                 $6::bigint[], $7::bigint[], $8::bigint[])
                AS b(pet_id, at, count, external_id, votes, rank, tied)
        ), new_vote AS (
            INSERT INTO vote (pet_id, at, count, source, external_id)
            SELECT pet_id, at, count, $4, nullif(external_id, '') FROM ballot ORDER BY external_id
            ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO NOTHING
            RETURNING id, pet_id, at, count, external_id
        ), receipts AS (
            INSERT INTO receipt (vote_id, votes, rank, tied)
            SELECT new_vote.id, ballot.votes, ballot.rank, ballot.tied
            FROM new_vote JOIN ballot ON ballot.external_id = new_vote.external_id
        ), hours AS (
            \(addToSlots(hourly: "SELECT \(SQL.voteHour) AS vote_hour, pet_id, \(slot), sum(count) FROM new_vote GROUP BY vote_hour, pet_id"))
        ), pets AS (
            \(addToSlots(tally: "SELECT pet_id, \(slot), sum(count) FROM new_vote GROUP BY pet_id"))
        )
        SELECT external_id FROM ballot WHERE external_id <> ''
        EXCEPT SELECT external_id FROM new_vote WHERE external_id IS NOT NULL
        """
    }

    static let resetIdentities = """
        SELECT setval(pg_get_serial_sequence('pet', 'id'), greatest((SELECT max(id) FROM pet), 1)),
               setval(pg_get_serial_sequence('vote', 'id'), greatest((SELECT max(id) FROM vote), 1))
        """

    // MARK: Imports

    /// An import's rows, streamed in with `COPY` and written at its end; dropped at commit or
    /// rollback. `seq` keeps the file's order, so the file's first of a repeated id wins.
    static let createImportTable = """
        CREATE TEMP TABLE import_vote (
            seq bigserial, pet_id bigint NOT NULL, at bigint NOT NULL, count bigint NOT NULL,
            external_id text COLLATE "C"
        ) ON COMMIT DROP
        """
    /// `import_vote`'s columns in ``CopyText/appendStagedVote(petID:at:count:externalID:)``'s order.
    static let importColumns = ["pet_id", "at", "count", "external_id"]
    /// The first id of an import's vote rows, drawn from `vote`'s identity: above every id stored
    /// or handed out before. (With `vote` locked, nobody else draws one until the import ends.)
    static let firstImportedVoteID = "SELECT nextval(pg_get_serial_sequence('vote', 'id'))"
    /// Moves `vote`'s identity on to `$1`, the last id an import wrote itself.
    static let skipImportedVoteIDs = "SELECT setval(pg_get_serial_sequence('vote', 'id'), $1)"
    /// What chooses an import's way: the votes counted in the tallies, and whether this role may
    /// drop and build `vote`'s indexes (it owns the table, or is a member of the role that does).
    ///
    /// The tallies hold no fewer votes than `vote` holds rows, as each row is one vote or more,
    /// and reading them leaves `vote` alone: a read of `vote` keeps its lock to the end of the
    /// transaction, and an import holding it while waiting for the tally rows could deadlock with
    /// one that holds the tally rows and waits for `vote`.
    static let storedVotes = """
        SELECT CAST(coalesce(sum(votes), 0) AS BIGINT),
               pg_has_role((SELECT tableowner FROM pg_tables WHERE schemaname = 'petvote' AND tablename = 'vote'), 'USAGE')
        FROM tally
        """
    /// Makes the transaction's statements wait at most `wait` for a lock, however long the
    /// session's lock timeout is (its caller can wait no longer).
    static func limitLockWait(to wait: Duration) -> String {
        "SET LOCAL lock_timeout = '\(PostgresSchema.setting(wait))'"
    }
    /// The whole table, for an import that writes into it with its indexes dropped. (Every tally
    /// row is locked first: the order all writers keep.)
    static let lockVotes = "LOCK TABLE vote IN ACCESS EXCLUSIVE MODE"
    /// While the direct way holds `vote`, each statement (a chunk's `COPY`, some thousands of
    /// rows) may take this long: a `COPY` whose client stopped in the middle of a chunk (a
    /// process suspended, a host cut off) is active, not idle in its transaction, and would
    /// otherwise hold every writer back without end.
    static let limitDirectStatements = "SET LOCAL statement_timeout = '10s'"
    /// A bulk write's statements (an import's, a copy's) and a copy's reads take as long as their
    /// rows need, whatever `statement_timeout` the role or the database sets (as `pg_restore`'s and
    /// `pg_dump`'s do): cut off, they could only fail again the same way, however often retried.
    /// Set at their start, and at the end of an import's direct way, whose chunks are limited in
    /// between (building the indexes again takes as long as the rows need).
    static let unlimitStatements = "SET LOCAL statement_timeout = 0"
    /// The secondary indexes of `vote`, the unique one first, with the statements that make them.
    static let voteIndexes = """
        SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'petvote' AND indexname IN ('vote_external_id', 'vote_hour') ORDER BY indexname
        """
    /// The primary key of `vote` and the foreign keys that reference it (the receipts'), the
    /// foreign keys first, as table, constraint and definition; none when a table outside our
    /// schema, or one this role does not own, references `vote`: such keys are not ours to drop.
    static let voteKeys = """
        WITH key AS (
            SELECT constraint_.oid, constraint_.conrelid, constraint_.conname, constraint_.contype,
                   owner.relnamespace, owner.relowner
            FROM pg_constraint AS constraint_ JOIN pg_class AS owner ON owner.oid = constraint_.conrelid
            WHERE (constraint_.conrelid = 'vote'::regclass AND constraint_.contype = 'p')
               OR (constraint_.confrelid = 'vote'::regclass AND constraint_.contype = 'f')
        )
        SELECT conrelid::regclass::text, quote_ident(conname), pg_get_constraintdef(oid) FROM key
        WHERE NOT EXISTS (
            SELECT 1 FROM key
            WHERE relnamespace <> 'petvote'::regnamespace OR NOT pg_has_role(relowner, 'USAGE')
        )
        ORDER BY contype = 'p'
        """
    /// The SQLSTATE of a unique index that finds a key twice.
    static let uniqueViolation = "23505"
    /// The hourly tally and the tallies (in slot `$2`) for the vote rows after `$1`, written by
    /// an import the direct way. Returns the votes written and how many of those rows carry an id.
    static let tallyImportedVotes = """
        WITH imported AS (
            SELECT \(SQL.voteHour) AS vote_hour, pet_id, sum(count) AS votes, count(external_id) AS with_id
            FROM vote WHERE id > $1 GROUP BY vote_hour, pet_id
        ), hours AS (
            \(addToSlots(hourly: "SELECT vote_hour, pet_id, $2, votes FROM imported"))
        ), pets AS (
            \(addToSlots(tally: "SELECT pet_id, $2, sum(votes) FROM imported GROUP BY pet_id"))
        )
        SELECT CAST(coalesce(sum(votes), 0) AS BIGINT), CAST(coalesce(sum(with_id), 0) AS BIGINT) FROM imported
        """

    /// The hourly tally and the tallies for an import's votes summed as they were streamed:
    /// hours `$1`, pets `$2` and votes `$3`, one element per pet and hour, into slot `$4`
    /// (``PostgresImportSession``'s direct way, when no row was deleted as a repeat).
    static let addImportedTallies = """
        WITH imported AS (
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS imported (hour, pet_id, votes)
        ), hours AS (
            \(addToSlots(hourly: "SELECT hour, pet_id, $4, votes FROM imported"))
        )
        \(addToSlots(tally: "SELECT pet_id, $4, sum(votes) FROM imported GROUP BY pet_id"))
        """

    /// Writes the import's rows: an id stored before (or earlier in the file) is skipped; the
    /// hourly and pet tallies get exactly what was written. Returns the votes written and how
    /// many written rows carried an id. The source is `$1`, the slot `$2`.
    static let finishImport = """
        WITH inserted AS (
            INSERT INTO vote (pet_id, at, count, source, external_id)
            SELECT pet_id, at, count, $1, external_id FROM (
                SELECT pet_id, at, count, external_id FROM import_vote WHERE external_id IS NULL
                UNION ALL
                SELECT pet_id, at, count, external_id FROM (
                    SELECT DISTINCT ON (external_id) pet_id, at, count, external_id FROM import_vote
                    WHERE external_id IS NOT NULL ORDER BY external_id, seq
                ) AS first_of_each_id
            ) AS imported
            ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO NOTHING
            RETURNING pet_id, at, count, external_id IS NOT NULL AS has_id
        ), hours AS (
            \(addToSlots(hourly: "SELECT \(SQL.voteHour) AS vote_hour, pet_id, $2, sum(count) FROM inserted GROUP BY vote_hour, pet_id"))
        ), pets AS (
            \(addToSlots(tally: "SELECT pet_id, $2, sum(count) FROM inserted GROUP BY pet_id"))
        )
        SELECT CAST(coalesce(sum(count), 0) AS BIGINT), count(*) FILTER (WHERE has_id) FROM inserted
        """

    /// The staged rows with an id skipped for an id stored for another pet or count, before the
    /// import or by an earlier row of it (run after ``finishImport``: each written row finds
    /// itself): the first ``ImportSummary/listedConflicts`` ids and one more (so a caller knows
    /// the list is cut), each once, with how many such rows there are in all (none: no row).
    static let stagedConflicts = """
        SELECT staged.external_id, CAST(sum(count(*)) OVER () AS BIGINT) FROM import_vote AS staged
        JOIN vote ON vote.external_id = staged.external_id
        WHERE vote.pet_id <> staged.pet_id OR vote.count <> staged.count
        GROUP BY staged.external_id ORDER BY staged.external_id LIMIT \(ImportSummary.listedConflicts + 1)
        """

    // MARK: Copies

    /// A transaction whose statements all read the snapshot of its first, writing nothing.
    static let beginSnapshot = "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY"

    /// Up to `$2` vote rows after id `$1`, with their receipts, in id order: one page of an export.
    static let exportPage = """
        SELECT vote.id, vote.pet_id, vote.at, vote.count, vote.source, vote.external_id,
               receipt.votes, receipt.rank, receipt.tied
        FROM vote LEFT JOIN receipt ON receipt.vote_id = vote.id
        WHERE vote.id > $1 ORDER BY vote.id LIMIT $2
        """
    /// `vote`'s columns in ``CopyText/appendVote(id:petID:at:count:source:externalID:)``'s order.
    static let voteColumns = ["id", "pet_id", "at", "count", "source", "external_id"]
    static let receiptColumns = ["vote_id", "votes", "rank", "tied"]
    /// The tallies recomputed from the vote rows after a copy wrote them all, in slot 0 (the
    /// copy holds every slot).
    static let rebuildTallies = """
        UPDATE tally_slot SET votes = per_pet.votes
        FROM (SELECT pet_id, sum(count) AS votes FROM vote GROUP BY pet_id) AS per_pet
        WHERE tally_slot.pet_id = per_pet.pet_id AND tally_slot.slot = 0
        """
    static let rebuildHourlyTallies = """
        INSERT INTO hourly_tally_slot (hour, pet_id, slot, votes)
        SELECT \(SQL.voteHour) AS vote_hour, pet_id, 0, sum(count) FROM vote GROUP BY vote_hour, pet_id
        """

    // MARK: Adding to the slots

    /// Adds the rows of `select` (pet, slot, votes: a query or `VALUES`) to the tallies.
    private static func addToSlots(tally select: String) -> String {
        """
        INSERT INTO tally_slot (pet_id, slot, votes) \(select)
            ON CONFLICT (pet_id, slot) DO UPDATE SET votes = tally_slot.votes + excluded.votes
        """
    }

    /// Adds the rows of `select` (hour, pet, slot, votes: a query or `VALUES`) to the hourly tallies.
    private static func addToSlots(hourly select: String) -> String {
        """
        INSERT INTO hourly_tally_slot (hour, pet_id, slot, votes) \(select)
            ON CONFLICT (hour, pet_id, slot) DO UPDATE SET votes = hourly_tally_slot.votes + excluded.votes
        """
    }
}
