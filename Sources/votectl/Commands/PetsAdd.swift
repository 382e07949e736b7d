import ArgumentParser
import VoteCore

extension Votectl.Pets {
    /// `votectl pets add NAME`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a pet.",
            discussion: """
                Names are 1 to 40 characters, unique ignoring case and spacing (two spaces or a \
                no-break space count as one space), without control, invisible or bidirectional \
                characters or noncharacters (the joiners inside emoji such as 🐕‍🦺 are fine).
                """
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The new pet's name.")
        var name: String

        func validate() throws {
            try PetNameArgument.validate(name)
        }

        func run() throws {
            let store = try options.openStore()
            do {
                print("Added \(try store.addPet(named: name).name)")
            } catch {
                throw error.namingStoredPet(in: store)
            }
        }
    }
}
