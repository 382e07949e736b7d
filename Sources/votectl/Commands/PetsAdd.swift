import ArgumentParser
import VoteStore

extension Votectl.Pets {
    /// `votectl pets add NAME`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a pet.",
            discussion: "Names are 1 to 40 characters, without control characters, unique ignoring case."
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The new pet's name.")
        var name: String

        func validate() throws {
            try PetNameArgument.validate(name)
        }

        func run() throws {
            let pet = try options.openStore().addPet(named: name)
            print("Added \(pet.name)")
        }
    }
}
