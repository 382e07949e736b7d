import ArgumentParser
import Foundation
import Testing
@testable import votectl

struct FastPathTests {
    @Test(
        arguments: [
            (["vote", "Cat"], FastPath.Invocation.vote(pet: "Cat", count: 1, db: nil)),
            (["vote", "--db", "v.db", "cat", "-c", "3"], .vote(pet: "cat", count: 3, db: "v.db")),
            (["vote", "Cat", "--count", "1000000"], .vote(pet: "Cat", count: 1_000_000, db: nil)),
            (["board"], .board(BoardRequest(), db: nil)),
            (["board", "--json", "--db", "b.db"], .board(BoardRequest(json: true), db: "b.db")),
            (
                ["board", "--width", "44", "--ascii", "--color", "never"],
                .board(BoardRequest(width: 44, ascii: true, color: .never), db: nil)
            ),
            (
                ["board", "--since", "2026-01-01", "--until", "2026-02-01T12:00:00Z"],
                .board(
                    BoardRequest(
                        since: Date(timeIntervalSince1970: 1_767_225_600),
                        until: Date(timeIntervalSince1970: 1_769_947_200)
                    ),
                    db: nil
                )
            ),
        ] as [([String], FastPath.Invocation)]
    )
    func plainFormsAreParsedDirectly(arguments: [String], expected: FastPath.Invocation) {
        #expect(FastPath.parse(arguments) == expected)
    }

    @Test(
        arguments: [
            [], ["vote"], ["vote", "Cat", "Dog"], ["vote", "-"], ["vote", "Cat", "--count", "0"],
            ["vote", "Cat", "--count", "-5"], ["vote", "Cat", "--count", "x"], ["vote", "Cat", "--count"],
            ["vote", "Cat", "--count=2"], ["vote", "Cat", "-c", "1", "-c", "2"], ["vote", "Cat", "--db", ""],
            ["vote", "--help"], ["vote", "Cat", "--verbose"], ["vote", String(repeating: "N", count: 1000)],
            ["board", "--svg", "-"], ["board", "--width", "5"], ["board", "--width"], ["board", "--json", "--json"],
            ["board", "--color", "sometimes"], ["board", "-h"], ["board", "--since", "yesterday"],
            ["board", "--since"], ["board", "--since", "2026-02-01", "--until", "2026-01-01"],
            ["board", "--until", "2026-01-01", "--until", "2026-01-02"],
            ["import", "votes.csv"], ["pets"], ["--version"], ["help"],
        ] as [[String]]
    )
    func everythingElseGoesToArgumentParser(arguments: [String]) {
        #expect(FastPath.parse(arguments) == nil)
    }
}

/// FastPath's answer is `nil` or exactly what ArgumentParser makes of the same arguments.
struct FastPathAgreesWithArgumentParserTests {
    /// What ArgumentParser parses `arguments` into, as a FastPath invocation, or `nil` when it
    /// refuses them or they name something FastPath does not handle.
    static func argumentParserInvocation(_ arguments: [String]) -> FastPath.Invocation? {
        guard let command = try? Votectl.parseAsRoot(arguments) else { return nil }
        if let vote = command as? Votectl.Vote {
            return .vote(pet: vote.pet, count: vote.count, db: vote.options.db)
        }
        if let board = command as? Votectl.Board {
            let request = BoardRequest(
                width: board.width,
                podium: board.podium,
                since: board.since,
                until: board.until,
                json: board.json,
                svg: board.svg,
                ascii: board.ascii,
                color: board.color
            )
            return .board(request, db: board.options.db)
        }
        return nil
    }

    @Test(
        arguments: [
            ["vote", "Cat"], ["vote", "cat", "-c", "3"], ["vote", "Cat", "--count", "1000000"],
            ["vote", "Cat", "--count", "1000001"], ["vote", "Cat", "--count", "0"], ["vote", "Cat", "--count", "-1"],
            ["vote", "--db", "v.db", "Cat"], ["vote", "Cat", "--db", "v.db"], ["vote", "Cat", "--db", "-x.db"],
            ["vote", "Cat", "--db", ""], ["vote", "Cat", "--db"], ["vote", "-c", "2", "Cat"], ["vote", "Cat", "-c"],
            ["vote", "Cat", "Dog"], ["vote", "-"], ["vote", ""], ["vote", "Café"], ["vote", "猫", "-c", "7"],
            ["vote", "Cat", "--count", "+3"], ["vote", "Cat", "--count", "03"], ["vote", "Cat", "-c", "1", "-c", "2"],
            ["board"], ["board", "--json"], ["board", "--ascii", "--json"], ["board", "--width", "44"],
            ["board", "--width", "10"], ["board", "--width", "9"], ["board", "--width", "1000"],
            ["board", "--width", "-5"],
            ["board", "--color", "always"], ["board", "--color", "sometimes"], ["board", "--db", "b.db", "--json"],
            ["board", "--db", "-b.db"], ["board", "--json", "--json"], ["board", "--width", "40", "--width", "50"],
            ["board", "--since", "2026-01-01"], ["board", "--until", "2026-01-01T00:30:00+02:00", "--json"],
            ["board", "--since", "2026-01-01", "--until", "2026-01-01"], ["board", "--since", "2026-13-01"],
            ["board", "--since", "--json"], ["board", "--since", "20260101T000000Z", "--until", "2027-01-01"],
        ] as [[String]]
    )
    func fastPathIsNilOrArgumentParsersAnswer(arguments: [String]) {
        guard let fast = FastPath.parse(arguments) else { return }
        #expect(Self.argumentParserInvocation(arguments) == fast, "\(arguments)")
    }
}
