import ArgumentParser
import VoteCore

extension Votectl.Pets {
    /// `votectl pets list`: the pets, one per line, in the order they were added.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the pets, in the order they were added."
        )

        @OptionGroup var options: GlobalOptions

        func run() throws {
            for pet in try options.openStore().pets() {
                print(DisplayText.plain(pet.name))
            }
        }
    }
}
