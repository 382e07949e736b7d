import VoteCommandLine
import VoteCore

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
    /// is close (`known`), then the hint, whose command repeats the `--db` the command was given
    /// (`db`), in one line. A name close to a pet's is most likely that pet mistyped: it gets no
    /// command to add it, which pasted would make the typo a pet.
    static func text(name: String, suggestions: [String], known: [String] = [], hint: Hint, db: String?) -> String {
        var text = VoteStoreError.unknownPet(name: name, suggestions: suggestions).description
        if suggestions.isEmpty, !known.isEmpty {
            text += " Pets: \(known.map(DisplayText.plain).joined(separator: ", "))."
        }
        guard suggestions.isEmpty, let next = Self.hint(hint, name: name, db: db) else { return text }
        return text + " " + next
    }

    /// What to do, ending with the command to run, so that nothing after it is pasted with it:
    /// "Add it with: votectl --db b.db pets add Catt".
    static func hint(_ hint: Hint, name: String, db: String?) -> String? {
        // After `--`, a name that starts with a dash is the name, not an option (quotes cannot say so).
        let end = name.hasPrefix("-") ? "-- " : ""
        let add = "votectl " + CommandSuggestion.databaseOption(db) + "pets add \(end)\(ShellWord.quoted(name))"
        return switch hint {
        case .none: nil
        case .addPet: "Add it with: \(add)"
        case .addPetOrCreateOnImport: "Import with --create-pets to add it, or add it first with: \(add)"
        }
    }
}
