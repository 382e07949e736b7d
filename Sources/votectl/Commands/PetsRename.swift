import ArgumentParser
import VoteCore

extension Votectl.Pets {
    /// `votectl pets rename OLD NEW`: votes stay with the pet.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a pet, keeping its votes."
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The pet's current name.", completion: .custom(PetCompletion.names))
        var name: String

        @Argument(help: "Its new name.")
        var newName: String

        func validate() throws {
            try PetNameArgument.validateSize(name)
            try PetNameArgument.validate(newName)
        }

        func run() throws {
            let store = try options.openStore()
            let old = try PetNameArgument.storedPet(named: name, in: store)
            do {
                let pet = try store.renamePet(named: old.name, to: newName)
                print("Renamed \(DisplayText.plain(old.name)) to \(DisplayText.plain(pet.name))")
            } catch {
                throw error.namingStoredPet(in: store)
            }
        }
    }
}
