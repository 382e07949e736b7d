import VoteStore

/// The one wording of "no such pet", with the hint that fits what the user was doing.
enum UnknownPetMessage {
    /// What the user can do about a name no pet has.
    enum Hint {
        /// Nothing to add (removing or renaming a pet that is not there).
        case none
        /// Add the pet, naming it as the user wrote it (voting).
        case addPet
        /// Add the pet, or let the import create it.
        case addPetOrCreateOnImport
    }

    /// The store's "No pet named 'Rex'. Did you mean 'Rey'?", with the pets there are when no name
    /// is close (`known`), then the hint, in one line.
    static func text(name: String, suggestions: [String], known: [String] = [], hint: Hint) -> String {
        var text = VoteStoreError.unknownPet(name: name, suggestions: suggestions).description
        if suggestions.isEmpty, !known.isEmpty {
            text += " Pets: \(known.joined(separator: ", "))."
        }
        let add = "Add it with: votectl pets add \(ShellWord.quoted(name))"
        return switch hint {
        case .none: text
        case .addPet: text + " \(add)."
        case .addPetOrCreateOnImport: text + " \(add), or import with --create-pets."
        }
    }
}
