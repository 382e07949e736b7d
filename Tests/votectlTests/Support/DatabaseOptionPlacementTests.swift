import Testing
@testable import votectl

struct DatabaseOptionPlacementTests {
    @Test(arguments: [
        (["--db", "v.db", "vote", "Cat"], ["vote", "Cat", "--db", "v.db"]),
        (["--db=v.db", "board", "--json"], ["board", "--json", "--db=v.db"]),
        (["--db", "v.db", "pets", "add", "Rex"], ["pets", "add", "Rex", "--db", "v.db"]),
        (["--db", "v.db", "vote", "--", "-odd"], ["vote", "--db", "v.db", "--", "-odd"]),
        // Nothing to move: already after the subcommand, no subcommand, or no value.
        (["vote", "Cat", "--db", "v.db"], ["vote", "Cat", "--db", "v.db"]),
        (["--db", "v.db"], ["--db", "v.db"]),
        (["--db", "v.db", "--help"], ["--db", "v.db", "--help"]),
        (["--version"], ["--version"]),
        ([], []),
    ] as [([String], [String])])
    func aLeadingDatabaseOptionMovesAfterTheSubcommand(arguments: [String], expected: [String]) {
        #expect(DatabaseOptionPlacement.normalized(arguments) == expected)
    }
}
