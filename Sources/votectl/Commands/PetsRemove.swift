import ArgumentParser
import VoteCore

extension Votectl.Pets {
    /// `votectl pets remove NAME [--force]`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a pet.",
            discussion: "A pet with votes is kept unless --force is given, which removes its votes too."
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The pet to remove.", completion: .custom(PetCompletion.names))
        var name: String

        @Flag(help: "Remove the pet even if it has votes, deleting them.")
        var force = false

        func validate() throws {
            try PetNameArgument.validateSize(name)
        }

        func run() throws {
            let store = try options.openStore()
            // Named as stored ("Rabbit"), as every other message names it, not as typed.
            let pet = try PetNameArgument.storedPet(named: name, in: store)
            try store.removePet(named: pet.name, force: force)
            print("Removed \(DisplayText.plain(pet.name))")
        }
    }
}
