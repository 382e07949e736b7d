import ArgumentParser

/// Checks on pet names given as command-line arguments, before the store sees them.
enum PetName {
    /// The store's limit on a name's length, in characters.
    static let maximumLength = 40

    /// Rejects `-` (which means standard input everywhere in votectl) and names that cannot be valid,
    /// so that a 1 MB argument gives a short usage error instead of reaching the database.
    static func validateArgument(_ name: String) throws(ValidationError) {
        if name == "-" {
            throw ValidationError("'-' is not a pet name ('-' means standard input)")
        }
        if name.unicodeScalars.count > maximumLength * 8 {
            throw ValidationError("the pet name is \(name.utf8.count) bytes long; names have at most \(maximumLength) characters")
        }
    }
}
