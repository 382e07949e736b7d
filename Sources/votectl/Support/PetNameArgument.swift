import ArgumentParser
import VoteCommandLine
import VoteCore

/// Checks on pet names given as command-line arguments, before the database is opened.
enum PetNameArgument {
    /// Rejects names no pet can have (PetName's rules and wording, `-` included: it means
    /// standard input everywhere in votectl) as a usage error, exit 64.
    static func validate(_ name: String) throws(ValidationError) {
        try validateSize(name)
        do {
            _ = try PetName(validating: name)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Rejects only what is too long to be any pet's name, for a name that finds a stored pet
    /// (`pets remove`, `pets rename`'s first): one another program stored may break the rules,
    /// and must be found all the same (``storedPet(named:in:)``).
    static func validateSize(_ name: String) throws(ValidationError) {
        // A cheap bound first, so a 1 MB argument is refused without normalising it.
        guard name.unicodeScalars.count > PetName.maximumLength * 8 else { return }
        throw ValidationError(
            VoteStoreError.invalidPetName(
                name: String(name.prefix(20)) + "…",
                reason: "it has over \(PetName.maximumLength * 8) characters; the limit is \(PetName.maximumLength)"
            )
            .description
        )
    }

    /// The stored pet `name` finds, as typed or as lists print it; a name no pet could have and
    /// none was stored with is the usage error (exit 64) that ``validate(_:)`` gives.
    static func storedPet(named name: String, in store: any VoteDatabase) throws -> Pet {
        do throws(VoteStoreError) {
            return try store.pet(named: name)
        } catch {
            guard case .invalidPetName = error else { throw error }
            throw CommandFailure(.usage, error.description)
        }
    }
}
