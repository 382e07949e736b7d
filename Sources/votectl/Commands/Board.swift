import ArgumentParser
import VoteStore

extension Votectl {
    /// `votectl board`: the leaderboard, the podium and the voting buttons.
    struct Board: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the standings.")

        @OptionGroup var options: GlobalOptions

        func run() throws {
            let standings = try options.openStore().standings()
            for entry in standings.entries {
                print("\(entry.rank) \(entry.pet.name) \(entry.votes)")
            }
        }
    }
}
