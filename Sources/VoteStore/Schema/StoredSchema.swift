import VoteCore

/// What an existing database file holds, read before anything is written to it.
///
/// PetVote recognises its own files positively, by the mark ``applicationID`` in the header's
/// `application_id` field, and never by the absence of evidence: a file with tables that does
/// not carry the mark belongs to another application and is refused untouched, whatever its
/// `user_version`. The one exception is a database made by PetVote 1.0, which had no mark: it
/// is recognised by holding exactly the objects schema version 1 creates, and migrated to carry it.
enum StoredSchema: Equatable {
    /// No tables, no version, no mark: a new or empty file, ours to create the schema in.
    case empty
    /// Marked as a PetVote database, at this schema version.
    case petVote(version: Int)
    /// Made by PetVote 1.0 before the mark existed: version 1, exactly its objects.
    case unmarkedVersion1
    /// Anything else: another application's database.
    case foreign

    /// The mark in the header of every PetVote database (`PRAGMA application_id`): "PetV" in ASCII.
    static let applicationID: Int32 = 0x5065_7456

    /// Reads what `connection`'s main database holds, without writing.
    ///
    /// The mark, the version and the objects are read in one read transaction (or the caller's),
    /// so a schema another connection creates meanwhile is seen whole or not at all: read apart,
    /// a first open racing another could see the other's new tables but not yet its mark, and
    /// refuse a PetVote database as foreign.
    static func read(from connection: Connection) throws(SQLiteError) -> StoredSchema {
        try connection.readTransaction { () throws(SQLiteError) in try readSnapshot(from: connection) }
    }

    private static func readSnapshot(from connection: Connection) throws(SQLiteError) -> StoredSchema {
        let mark = Int32(truncatingIfNeeded: try connection.scalarInt(SQL.applicationID))
        let version = Int(try connection.scalarInt(SQL.userVersion))
        if mark == applicationID { return .petVote(version: version) }
        guard mark == 0 else { return .foreign }
        let objects = try SchemaObject.all(in: connection)
        if objects.isEmpty, version == 0 { return .empty }
        if version == 1, objects == (try version1Objects()) { return .unmarkedVersion1 }
        return .foreign
    }

    /// The objects schema version 1 creates, read from a scratch in-memory database, so the
    /// comparison has one source: the migration itself.
    private static func version1Objects() throws(SQLiteError) -> [SchemaObject] {
        let scratch = try Connection(path: ":memory:")
        try scratch.execute(Migrations.version1)
        return try SchemaObject.all(in: scratch)
    }
}
