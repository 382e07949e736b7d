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

    /// "no pet named 'Rex' (did you mean 'Rey'?)", then the hint, in one line; when no name is
    /// close, `known` pets are listed instead.
    static func text(name: String, suggestions: [String], known: [String] = [], hint: Hint) -> String {
        let closest =
            if !suggestions.isEmpty {
                " (did you mean \(DisplayText.alternatives(suggestions))?)"
            } else if !known.isEmpty { " (pets: \(known.joined(separator: ", ")))" } else { "" }
        let add = "add it with: votectl pets add \(ShellWord.quoted(name))"
        return switch hint {
        case .none: "no pet named \(DisplayText.quoted(name))\(closest)"
        case .addPet: "no pet named \(DisplayText.quoted(name))\(closest); \(add)"
        case .addPetOrCreateOnImport:
            "no pet named \(DisplayText.quoted(name))\(closest); \(add), or import with --create-pets"
        }
    }
}
