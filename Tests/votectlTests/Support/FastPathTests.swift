import Testing
@testable import votectl

struct FastPathTests {
    @Test(arguments: [
        (["vote", "Cat"], FastPath.Invocation.vote(pet: "Cat", count: 1, db: nil)),
        (["vote", "--db", "v.db", "cat", "-c", "3"], .vote(pet: "cat", count: 3, db: "v.db")),
        (["vote", "Cat", "--count", "1000000"], .vote(pet: "Cat", count: 1_000_000, db: nil)),
        (["board"], .board(BoardRequest(), db: nil)),
        (["board", "--json", "--db", "b.db"], .board(BoardRequest(json: true), db: "b.db")),
        (["board", "--width", "44", "--ascii", "--color", "never"],
         .board(BoardRequest(width: 44, ascii: true, color: .never), db: nil)),
    ] as [([String], FastPath.Invocation)])
    func plainFormsAreParsedDirectly(arguments: [String], expected: FastPath.Invocation) {
        #expect(FastPath.parse(arguments) == expected)
    }

    @Test(arguments: [
        [], ["vote"], ["vote", "Cat", "Dog"], ["vote", "-"], ["vote", "Cat", "--count", "0"],
        ["vote", "Cat", "--count", "-5"], ["vote", "Cat", "--count", "x"], ["vote", "Cat", "--count"],
        ["vote", "Cat", "--count=2"], ["vote", "Cat", "-c", "1", "-c", "2"], ["vote", "Cat", "--db", ""],
        ["vote", "--help"], ["vote", "Cat", "--verbose"], ["vote", String(repeating: "N", count: 1000)],
        ["board", "--svg", "-"], ["board", "--width", "5"], ["board", "--width"], ["board", "--json", "--json"],
        ["board", "--color", "sometimes"], ["board", "-h"], ["board", "--since", "2026-01-01"],
        ["import", "votes.csv"], ["pets"], ["--version"], ["help"],
    ] as [[String]])
    func everythingElseGoesToArgumentParser(arguments: [String]) {
        #expect(FastPath.parse(arguments) == nil)
    }
}
