/// Everything that can go wrong in a ``VoteDatabase``, described so a user can act on it.
///
/// A failed write never leaves a trace: every write runs in one transaction that is rolled back
/// when any of these is thrown.
public enum VoteStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No pet has this name (case-insensitively); `suggestions` are the closest known names.
    case unknownPet(name: String, suggestions: [String])
    /// A pet with this name, ignoring case and spacing, already exists.
    case duplicatePet(name: String)
    /// The name is empty, too long, or holds control characters or line breaks.
    case invalidPetName(name: String, reason: String)
    /// A vote count outside `1...1_000_000`.
    case invalidCount(Int)
    /// A ballot id that was already counted for another pet or count: a retry must repeat the
    /// first request exactly.
    case ballotReused(id: String, pet: String, count: Int)
    /// A ballot id that is empty, longer than ``Ballot/maximumIDLength`` code points, or holds control characters.
    case invalidBallotID(String)
    /// Removing the pet would delete its votes; pass `force: true` to do so anyway.
    case petHasVotes(name: String, votes: Int)
    /// The file exists but is not a SQLite database; it was left untouched.
    case notADatabase(path: String)
    /// The file is a SQLite database that PetVote did not make (it has tables but not PetVote's
    /// mark); it was left untouched.
    case foreignDatabase(path: String)
    /// The PostgreSQL database has a schema `petvote` that PetVote did not make.
    case foreignSchema(database: String)
    /// The database was written by a newer PetVote (schema `found` > `supported`); it was left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database file could not be opened or created, for the given reason.
    case cannotOpen(path: String, reason: String)
    /// Writing was refused: the database file or its directory is not writable.
    case readOnly(path: String)
    /// The PostgreSQL server takes no writes in this session (a standby, a read-only role or
    /// database, `default_transaction_read_only`); nothing was written.
    case readOnlyServer(database: String)
    /// The database does not exist and cannot be created: its `directory` is not writable.
    case readOnlyDirectory(path: String, directory: String)
    /// The file's permissions do not let this user read it.
    case permissionDenied(path: String)
    /// The file opened as the database is no longer the one at `path` (deleted, or moved aside and
    /// replaced); nothing was written to it.
    case databaseMoved(path: String)
    /// The database did not answer in time, a write or a read: another process kept a lock it
    /// needs past the lock wait, or the database was too slow to answer (a statement time limit,
    /// a ballot that waited out its write timeout in a server's queue, no pooled connection free).
    case busy(path: String)
    /// The disk is full; nothing was written.
    case diskFull(path: String)
    /// The operating system refused to write or sync the database (a file-size limit, a failing
    /// disk, a file system that went away); nothing was written. `reason` is SQLite's message.
    case writeFailed(path: String, reason: String)
    /// Any other SQLite failure, with its extended result code and SQL.
    case database(SQLiteError)

    // MARK: Database servers

    /// The database server could not be reached (down, wrong host or port, refusing connections,
    /// or out of connection slots): the one server failure worth retrying as it is. `database` is
    /// its URL without the password.
    case serverUnreachable(database: String, reason: String)
    /// The server refused the user name or password.
    case authenticationFailed(database: String, user: String)
    /// The server's access rules (`pg_hba.conf`) have no entry letting this host, user and
    /// database in, or one that rejects them; `message` is the server's own.
    case connectionRejected(database: String, message: String)
    /// A TLS connection the `sslmode` asks for could not be made: no TLS on the server, a
    /// certificate that fails verification, a missing root certificate file. `reason` is a clause
    /// naming what failed and, where it helps, what to change.
    case tlsFailed(database: String, reason: String)
    /// The server has no database named `name`.
    case databaseMissing(database: String, name: String)
    /// The server failed a statement: its SQLSTATE code and message.
    case server(database: String, code: String, message: String)
    /// A copy's target already holds votes or pets of its own; it was left untouched.
    case targetNotEmpty(database: String)
    /// A copy in `database` held `rows` vote rows of the `copied` read from `source`, or other
    /// standings, before it committed; it was rolled back.
    case copyMismatch(database: String, source: String, rows: Int, copied: Int)
    /// The stored counts of votes add up past `Int.max`, which no vote can cause (a vote adds at
    /// most ``maximumCount``): another program changed the tallies. Nothing was written.
    case countsOutOfRange

    /// The maximum number of votes one call may cast.
    public static let maximumCount = 1_000_000
    /// The counts a vote, a ballot or an import's row may carry.
    package static let countRange = 1...maximumCount
    /// ``countRange`` in words, for every message that refuses a count.
    package static let countRule = "a whole number from 1 to \(maximumCount)"

    /// Throws ``invalidCount(_:)`` unless `count` is in ``countRange``: the count rule of every
    /// way votes are written (a vote, a ballot, an import's row).
    package static func check(count: Int) throws(VoteStoreError) {
        guard countRange.contains(count) else { throw .invalidCount(count) }
    }

    /// `votes + more`, or ``countsOutOfRange`` past `Int.max`: how every count read from the
    /// database is added to another, so that tallies another program inflated are refused rather
    /// than trap.
    package static func sum(_ votes: Int, _ more: Int) throws(VoteStoreError) -> Int {
        let (sum, overflowed) = votes.addingReportingOverflow(more)
        guard !overflowed else { throw .countsOutOfRange }
        return sum
    }

    /// What went wrong and what to do about it, in one or two sentences.
    public var description: String {
        switch self {
        case .unknownPet(let name, let suggestions):
            let hint =
                switch suggestions.count {
                case 0: " Check the list of pets for the right name."
                case 1: " Did you mean \(Self.quoted(suggestions[0]))?"
                default: " Did you mean " + Self.orList(suggestions) + "?"
                }
            return "No pet named \(Self.quoted(name))." + hint
        case .duplicatePet(let name):
            return
                "A pet named \(Self.quoted(name)) already exists (names ignore case and spacing). Choose another name."
        case .invalidPetName(let name, let reason):
            return "\(Self.quoted(name)) is not a valid pet name: \(reason)."
        case .invalidCount(let count):
            return "Cannot cast \(count) votes: the count must be \(Self.countRule)."
        case .ballotReused(let id, let pet, let count):
            return
                "The ballot id \(Self.quoted(id)) was already used for \(count) vote\(count == 1 ? "" : "s") for \(Self.quoted(pet)). A retry must send the same pet and count; use a new id for a new vote."
        case .invalidBallotID(let id):
            return
                "\(Self.quoted(id)) is not a valid ballot id: use \(Ballot.idRule)."
        case .petHasVotes(let name, let votes):
            return Self.petHasVotes(name: name, votes: votes, force: "Force the removal")
        case .notADatabase(let path):
            return
                "\(Self.shown(path)) is not a PetVote database (not a SQLite file). It was left untouched; choose another path."
        case .foreignDatabase(let path):
            return
                "\(Self.shown(path)) is not a PetVote database: it is a SQLite database made by another application. It was left untouched; choose another path."
        case .foreignSchema(let database):
            return
                "\(Self.shown(database)) has a schema named petvote that PetVote did not make (it has no petvote.schema_version table). It was left untouched; name another database, or rename that schema."
        case .newerSchema(let path, let found, let supported):
            return
                "\(Self.shown(path)) was written by a newer PetVote (schema version \(found); this one understands up to \(supported)). Upgrade PetVote to open it; the file was left untouched."
        case .cannotOpen(let path, let reason):
            return "Cannot open the database \(Self.shown(path)): \(reason)."
        case .readOnly(let path):
            return
                "The database \(Self.shown(path)) is read-only. Make the file and its folder writable, or choose another database."
        case .readOnlyServer(let database):
            return
                "The database \(Self.shown(database)) takes no writes: connect to the primary server, not a standby, as a role that may write (default_transaction_read_only off), or choose another database."
        case .readOnlyDirectory(let path, let directory):
            return
                "Cannot create the database \(Self.shown(path)): its folder \(Self.shown(directory)) is read-only. Make the folder writable, or choose another path."
        case .permissionDenied(let path):
            return
                "Permission denied: this user may not read the database \(Self.shown(path)). Check the file's owner and mode, or choose another path."
        case .databaseMoved(let path):
            return
                "The database file at \(Self.shown(path)) was deleted or replaced while open; nothing was written. Put the database back at its path (or restore it there) and try again."
        case .busy(let path):
            return
                "The database \(Self.shown(path)) did not answer in time: another process held a lock it needs, or the database was slow to answer (a statement time limit, a server under load, a network cut). Nothing was changed; try again."
        case .diskFull(let path):
            return "The disk holding \(Self.shown(path)) is full; nothing was written. Free some space and try again."
        case .writeFailed(let path, let reason):
            return
                "The database \(Self.shown(path)) could not be written (\(reason)); nothing was written. Check the free space, the file-size limit (ulimit -f) and the disk."
        case .database(let error):
            return "Database error: \(error)"
        case .serverUnreachable(let database, let reason):
            return
                "Cannot reach the database server for \(Self.shown(database)): \(reason). Check that it is running and accepts connections, then try again."
        case .authenticationFailed(let database, let user):
            return
                "The database server for \(Self.shown(database)) refused user '\(user)': wrong password or no such role. Check the user and password (in the URL or $PGPASSWORD)."
        case .connectionRejected(let database, let message):
            return
                "The database server for \(Self.shown(database)) turned the connection away by its access rules (pg_hba.conf): \(message). Its administrator must allow this host, user and database there, or try another sslmode if the rule asks for (or against) encryption."
        case .tlsFailed(let database, let reason):
            return "Cannot connect securely to the database server for \(Self.shown(database)): \(reason)."
        case .databaseMissing(let database, let name):
            return
                "The server has no database named \(Self.quoted(name)) (\(Self.shown(database))); create it with createdb \(ShellWord.quoted(name)), or name another."
        case .server(let database, let code, let message):
            // 42501, insufficient_privilege: most often a role other than the one that first used
            // the database, which made PetVote's schema and owns it.
            let hint =
                code == "42501"
                ? " PetVote's schema belongs to the role that first used this database: connect as that role, or have it grant this one the rights."
                : ""
            return
                "The database server for \(Self.shown(database)) failed a statement (SQLSTATE \(code)): \(message).\(hint)"
        case .copyMismatch(let database, let source, let rows, let copied):
            return
                "The copy in \(Self.shown(database)) did not match \(Self.shown(source)) (\(rows) of \(copied) vote rows, or other standings); it was rolled back, and \(Self.shown(database)) left as it was. Check \(Self.shown(source)) and try again."
        case .targetNotEmpty(let database):
            return
                "\(Self.shown(database)) already holds votes or pets of its own; a copy goes only into a new database. It was left untouched; choose an empty one."
        case .countsOutOfRange:
            return
                "The database's vote counts add up past \(Int.max), more than PetVote can count: another program must have changed them. Nothing was written; restore the database from a backup."
        }
    }

    /// ``petHasVotes(name:votes:)`` as a face says it, `force` naming its own way to force the
    /// removal ("Use --force", "Add ?force=true"): said once, in the face's words.
    package static func petHasVotes(name: String, votes: Int, force: String) -> String {
        "\(quoted(name)) has \(votes) vote\(votes == 1 ? "" : "s"), which removing it would delete. \(force) to delete them too."
    }

    /// This error with a duplicate pet named as `database` stores it ("Hamster", not the "hamster"
    /// that was typed), for the message; any other error as it is.
    package func namingStoredPet(in database: any VoteDatabase) -> VoteStoreError {
        guard case .duplicatePet(let name) = self, let pet = try? database.pet(named: name) else { return self }
        return .duplicatePet(name: pet.name)
    }

    private static func orList(_ names: [String]) -> String {
        let quotedNames = names.map { quoted($0) }
        return quotedNames.dropLast().joined(separator: ", ") + " or " + (quotedNames.last ?? "")
    }

    /// A file's path or a database's name as a message shows it: whole, with what could drive a
    /// terminal or break the line escaped (``PetName/displayed(_:)``), since a path may hold
    /// anything (a name an uploader chose).
    package static func shown(_ path: String) -> String {
        PetName.displayed(path)
    }

    /// `value` in single quotes, cut to `limit` characters with "…", what no name may hold escaped
    /// (``PetName/displayed(_:)``), so that a 1 MB name or one holding a newline still gives one
    /// readable line.
    package static func quoted(_ value: String, limit: Int = 40) -> String {
        guard let end = value.index(value.startIndex, offsetBy: limit, limitedBy: value.endIndex),
            end < value.endIndex
        else { return "'" + PetName.displayed(value) + "'" }
        return "'" + PetName.displayed(String(value[..<end])) + "…'"
    }
}
