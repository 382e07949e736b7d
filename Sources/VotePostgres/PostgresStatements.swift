import Foundation
import VoteStore

/// The statements only PostgreSQL runs; the rest are ``SQL``'s shared text, with `$N` for `?N`.
enum PostgresStatements {
    /// `sql` with SQLite's numbered parameters `?N` written as PostgreSQL's `$N`. Our statements
    /// hold no `?` in literals, so the swap is exact.
    static func shared(_ sql: String) -> String {
        sql.replacingOccurrences(of: "?", with: "$")
    }

    static let markChange = "SELECT nextval('change')"
    /// The commits counted so far by every store (0 before the first).
    static let changes = "SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM change"
    static let insertPet = shared(SQL.insertPet) + " RETURNING id"
    /// A pet created by an import unless another transaction just created it.
    static let insertPetIfMissing = shared(SQL.insertPet) + " ON CONFLICT (name_key) DO NOTHING RETURNING id"
    /// Locks every tally row, in pet id order (the order every writer locks in), and reads them.
    static let lockTallies = "SELECT pet_id, votes FROM tally ORDER BY pet_id FOR UPDATE"
    /// Locks one pet's tally row and adds `$1` votes to it.
    static let addToTally = shared(SQL.addToTally)
    static let lockPetVotes = shared(SQL.petVotes) + " FOR UPDATE"
    static let deleteVotesOfPet = "DELETE FROM vote WHERE pet_id = $1"
    /// The stored ballots among the ids `$1`, with their pet and receipt.
    static let earlierBallots = """
        SELECT vote.external_id, vote.pet_id, pet.name, vote.count, receipt.votes, receipt.rank, receipt.tied
        FROM vote JOIN pet ON pet.id = vote.pet_id LEFT JOIN receipt ON receipt.vote_id = vote.id
        WHERE vote.external_id = ANY($1)
        """
    /// A batch of new ballots in one statement: vote rows (pet `$1`, time `$2`, count `$3`,
    /// source `$4`, id `$5`, "" for none), the receipts of those with an id (`$6`–`$8`), the hourly
    /// tally and the tallies. The tally rows are already locked by ``lockTallies``.
    static let insertBallots = """
        WITH ballot AS (
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $5::text[],
                                 $6::bigint[], $7::bigint[], $8::bigint[])
                AS b(pet_id, at, count, external_id, votes, rank, tied)
        ), new_vote AS (
            INSERT INTO vote (pet_id, at, count, source, external_id)
            SELECT pet_id, at, count, $4, nullif(external_id, '') FROM ballot
            RETURNING id, external_id
        ), receipts AS (
            INSERT INTO receipt (vote_id, votes, rank, tied)
            SELECT new_vote.id, ballot.votes, ballot.rank, ballot.tied
            FROM new_vote JOIN ballot ON ballot.external_id = new_vote.external_id
        ), hours AS (
            INSERT INTO hourly_tally (hour, pet_id, votes)
            SELECT \(SQL.voteHour) AS vote_hour, pet_id, sum(count) FROM ballot GROUP BY vote_hour, pet_id
            ON CONFLICT (hour, pet_id) DO UPDATE SET votes = hourly_tally.votes + excluded.votes
        )
        UPDATE tally SET votes = tally.votes + per_pet.votes
        FROM (SELECT pet_id, sum(count) AS votes FROM ballot GROUP BY pet_id) AS per_pet
        WHERE tally.pet_id = per_pet.pet_id
        """
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
    /// The whole table, for an import that writes into it with its indexes dropped. (Every tally
    /// row is locked first: the order all writers keep.)
    static let lockVotes = "LOCK TABLE vote IN ACCESS EXCLUSIVE MODE"
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
    /// The hourly tally and the tallies for the vote rows after `$1`, written by an import the
    /// direct way. Returns the votes written and how many of those rows carry an id.
    static let tallyImportedVotes = """
        WITH imported AS (
            SELECT \(SQL.voteHour) AS vote_hour, pet_id, sum(count) AS votes, count(external_id) AS with_id
            FROM vote WHERE id > $1 GROUP BY vote_hour, pet_id
        ), hours AS (
            INSERT INTO hourly_tally (hour, pet_id, votes) SELECT vote_hour, pet_id, votes FROM imported
            ON CONFLICT (hour, pet_id) DO UPDATE SET votes = hourly_tally.votes + excluded.votes
        ), pets AS (
            UPDATE tally SET votes = tally.votes + per_pet.votes
            FROM (SELECT pet_id, sum(votes) AS votes FROM imported GROUP BY pet_id) AS per_pet
            WHERE tally.pet_id = per_pet.pet_id
        )
        SELECT CAST(coalesce(sum(votes), 0) AS BIGINT), CAST(coalesce(sum(with_id), 0) AS BIGINT) FROM imported
        """

    /// The hourly tally and the tallies for an import's votes summed as they were streamed:
    /// hours `$1`, pets `$2` and votes `$3`, one element per pet and hour (``PostgresImportSession``'s
    /// direct way, when no row was deleted as a repeat).
    static let addImportedTallies = """
        WITH imported AS (
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS imported (hour, pet_id, votes)
        ), hours AS (
            INSERT INTO hourly_tally (hour, pet_id, votes) SELECT hour, pet_id, votes FROM imported
            ON CONFLICT (hour, pet_id) DO UPDATE SET votes = hourly_tally.votes + excluded.votes
        )
        UPDATE tally SET votes = tally.votes + per_pet.votes
        FROM (SELECT pet_id, sum(votes) AS votes FROM imported GROUP BY pet_id) AS per_pet
        WHERE tally.pet_id = per_pet.pet_id
        """

    /// Writes the import's rows: an id stored before (or earlier in the file) is skipped; the
    /// hourly and pet tallies get exactly what was written. Returns the votes written and how
    /// many written rows carried an id. The source is `$1`.
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
            INSERT INTO hourly_tally (hour, pet_id, votes)
            SELECT \(SQL.voteHour) AS vote_hour, pet_id, sum(count) FROM inserted GROUP BY vote_hour, pet_id
            ON CONFLICT (hour, pet_id) DO UPDATE SET votes = hourly_tally.votes + excluded.votes
        ), pets AS (
            UPDATE tally SET votes = tally.votes + per_pet.votes
            FROM (SELECT pet_id, sum(count) AS votes FROM inserted GROUP BY pet_id) AS per_pet
            WHERE tally.pet_id = per_pet.pet_id
        )
        SELECT CAST(coalesce(sum(count), 0) AS BIGINT), count(*) FILTER (WHERE has_id) FROM inserted
        """

    // MARK: Copies

    /// Up to `$2` vote rows after id `$1`, with their receipts: a page of ``SQL/exportVotes``.
    static let exportPage = """
        SELECT vote.id, vote.pet_id, vote.at, vote.count, vote.source, vote.external_id,
               receipt.votes, receipt.rank, receipt.tied
        FROM vote LEFT JOIN receipt ON receipt.vote_id = vote.id
        WHERE vote.id > $1 ORDER BY vote.id LIMIT $2
        """
    /// `vote`'s columns in ``CopyText/appendVote(id:petID:at:count:source:externalID:)``'s order.
    static let voteColumns = ["id", "pet_id", "at", "count", "source", "external_id"]
    static let receiptColumns = ["vote_id", "votes", "rank", "tied"]
}
