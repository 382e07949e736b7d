import ArgumentParser
import VoteCore

/// Checks on pet names given as command-line arguments, before the database is opened.
enum PetNameArgument {
    /// Rejects names no pet can have (PetName's rules and wording, `-` included: it means
    /// standard input everywhere in votectl) as a usage error, exit 64.
    static func validate(_ name: String) throws(ValidationError) {
        // A cheap bound first, so a 1 MB argument is refused without normalising it.
        if name.unicodeScalars.count > PetName.maximumLength * 8 {
            throw ValidationError(
                VoteStoreError.invalidPetName(
                    name: String(name.prefix(20)) + "…",
                    reason: "it has over \(PetName.maximumLength * 8) characters; the limit is \(PetName.maximumLength)"
                )
                .description
            )
        }
        do {
            _ = try PetName(validating: name)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
