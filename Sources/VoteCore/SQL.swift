/// The SQL text the engines share, in one place: SQLite's own statements extend it in the
/// `VoteStore` module (`SQL+SQLite.swift`), PostgreSQL's own are in `PostgresStatements`.
///
/// Values are always bound through `?N`, never interpolated. The statements here are standard
/// SQL that PostgreSQL runs too (with `$N` for `?N`), so both engines count, rank and window with
/// one text.
package enum SQL {
    // MARK: Pets

    package static let allPets = "SELECT id, name FROM pet ORDER BY id"
    package static let petByKey = "SELECT id, name FROM pet WHERE name_key = ?1"
    package static let insertPet = "INSERT INTO pet (name, name_key) VALUES (?1, ?2)"
    package static let renamePet = "UPDATE pet SET name = ?1, name_key = ?2 WHERE id = ?3"
    package static let deletePet = "DELETE FROM pet WHERE id = ?1"
    package static let petVotes = "SELECT votes FROM tally WHERE pet_id = ?1"

    // MARK: Votes

    /// One row per cast or imported vote; `count` carries the votes a row stands for.
    ///
    /// A repeated external id inserts nothing (`changes() == 0`).
    package static let insertVote = """
        INSERT INTO vote (pet_id, at, count, source, external_id) VALUES (?1, ?2, ?3, ?4, ?5)
        ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO NOTHING
        """

    // MARK: Imports

    /// Every row after id `?1` whose external id an earlier row holds: the first row of an id stays.
    /// (Shared with the PostgreSQL engine.) The rows are numbered within their id by one sort,
    /// as the id index is dropped when this runs: a correlated look for an earlier row scanned
    /// the table once per row, and re-importing 50,000 ids took minutes.
    package static let deleteRepeatedBallots = """
        DELETE FROM vote WHERE id IN (
            SELECT id FROM (
                SELECT id, ROW_NUMBER() OVER (PARTITION BY external_id ORDER BY id) AS position
                FROM vote WHERE external_id IS NOT NULL
            ) AS numbered WHERE position > 1 AND id > ?1
        )
        """
    /// The rows ``deleteRepeatedBallots`` deletes (after id `?1`) that differ in pet or count
    /// from their id's first row, ids reused for another ballot: the first
    /// ``ImportSummary/listedConflicts`` ids and one more (so a caller knows the list is cut), each
    /// once, with how many such rows there are in all (none: no row). (Shared with the
    /// PostgreSQL engine.) One sort, as there: the id index is dropped when this runs.
    package static let conflictingRepeats = """
        SELECT external_id, CAST(sum(count(*)) OVER () AS BIGINT) FROM (
            SELECT id, pet_id, count, external_id,
                   FIRST_VALUE(pet_id) OVER by_id AS first_pet, FIRST_VALUE(count) OVER by_id AS first_count
            FROM vote WHERE external_id IS NOT NULL
            WINDOW by_id AS (PARTITION BY external_id ORDER BY id)
        ) AS numbered WHERE id > ?1 AND (pet_id <> first_pet OR count <> first_count)
        GROUP BY external_id ORDER BY external_id LIMIT \(ImportSummary.listedConflicts + 1)
        """

    // MARK: Copies between engines (`votectl migrate`)

    /// 1 for a database as a new one starts, no votes and the three default pets, else 0.
    package static let holdsOnlyDefaultPets = """
        SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM vote)
            AND (SELECT count(*) FROM pet) = 3
            AND (SELECT count(*) FROM pet WHERE (id, name_key) IN (VALUES (1, 'cat'), (2, 'goldfish'), (3, 'dog'))) = 3
        THEN 1 ELSE 0 END
        """
    package static let deleteAllPets = "DELETE FROM pet"
    package static let insertPetWithID = "INSERT INTO pet (id, name, name_key) VALUES (?1, ?2, ?3)"

    // MARK: Standings

    /// Standings from the tally: O(pets), whatever the number of votes.
    ///
    /// `RANK()` is standard competition ranking (5, 3, 3, 1 → 1, 2, 2, 4).
    package static let standings = """
        SELECT pet.id, pet.name, tally.votes, RANK() OVER (ORDER BY tally.votes DESC) AS rank
        FROM pet JOIN tally ON tally.pet_id = pet.id
        ORDER BY rank, pet.id
        """

    /// The first millisecond of the hour of a vote's `at` (rounded down, also before 1970):
    /// ``HourlyWindow/hourStart(_:)`` in SQL, and the key of the `vote_hour` index, which a query
    /// uses only when it writes this very expression.
    package static let voteHour = "(at - ((at % \(HourlyWindow.hour)) + \(HourlyWindow.hour)) % \(HourlyWindow.hour))"

    /// The first and last hour holding votes (NULLs when none do): two lookups in the key. (One
    /// `SELECT min(hour), max(hour)` would scan the table: SQLite looks up a lone min or max only.)
    package static let storedHours = "SELECT (SELECT min(hour) FROM hourly_tally), (SELECT max(hour) FROM hourly_tally)"

    /// Standings for a window cut by ``HourlyWindow``, in one statement, as PostgreSQL runs them
    /// (one round trip, grouped on the server; SQLite reads its daily tally as well, with its
    /// own statements, and sums the rows itself): its head and tail from the vote rows with
    /// `?3 <= at < ?4` and `?9 <= at < ?10`, found through `vote_hour` in the hours `?1 ..< ?2`
    /// and `?7 ..< ?8`; its whole hours `?5 <= hour < ?6` from the hourly tally.
    package static let windowStandings = windowStandings(
        wholeHours: "SELECT pet_id, votes FROM hourly_tally WHERE hour >= ?5 AND hour < ?6"
    )

    /// ``windowStandings`` with the whole hours counted as the tally minus the hours before `?5`
    /// and from `?6` on: for windows holding most stored hours
    /// (``HourlyWindow/countsOutside(storedHours:)``).
    package static let windowStandingsCountingOutside = windowStandings(
        wholeHours: """
            SELECT pet_id, votes FROM tally
            UNION ALL
            SELECT pet_id, -votes FROM hourly_tally WHERE hour < ?5
            UNION ALL
            SELECT pet_id, -votes FROM hourly_tally WHERE hour >= ?6
            """
    )

    private static func windowStandings(wholeHours: String) -> String {
        """
        SELECT pet.id, pet.name, coalesce(window_votes.votes, 0) AS votes,
               RANK() OVER (ORDER BY coalesce(window_votes.votes, 0) DESC) AS rank
        FROM pet LEFT JOIN (
            SELECT pet_id, CAST(sum(votes) AS BIGINT) AS votes FROM (
                SELECT pet_id, count AS votes FROM vote
                WHERE \(voteHour) >= ?1 AND \(voteHour) < ?2 AND at >= ?3 AND at < ?4
                UNION ALL
                \(wholeHours)
                UNION ALL
                SELECT pet_id, count AS votes FROM vote
                WHERE \(voteHour) >= ?7 AND \(voteHour) < ?8 AND at >= ?9 AND at < ?10
            ) AS window_rows GROUP BY pet_id
        ) AS window_votes ON window_votes.pet_id = pet.id
        ORDER BY rank, pet.id
        """
    }
}
