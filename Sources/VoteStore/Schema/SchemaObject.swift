import VoteCore

/// One row of `sqlite_schema`: a table, index, view or trigger, with the SQL that created it.
struct SchemaObject: Hashable {
    var type: String
    var name: String
    var table: String
    /// `nil` for the indexes SQLite makes itself (for `UNIQUE` and `PRIMARY KEY` constraints).
    var sql: String?

    /// Every object in `connection`'s main database, by name.
    static func all(in connection: Connection) throws(SQLiteError) -> [SchemaObject] {
        let statement = try connection.prepare(SQL.schemaObjects)
        var objects: [SchemaObject] = []
        while try statement.step() {
            objects.append(
                SchemaObject(
                    type: statement.string(at: 0),
                    name: statement.string(at: 1),
                    table: statement.string(at: 2),
                    sql: statement.optionalString(at: 3)
                )
            )
        }
        return objects
    }
}
