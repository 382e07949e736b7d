import VoteImport

extension ImportRowError {
    /// The row's error as votectl says it, given the `--db` the import was given: an unknown pet
    /// also says how to add it (repeating that `--db`), or to import with `--create-pets`.
    func votectlDescription(db: String?) -> String {
        description + hint(db: db)
    }

    /// The refusal of the whole import at this row: "votes.csv, line 3: …. Nothing was imported.",
    /// then, for an unknown pet, how to add it.
    func votectlRefusal(of input: String, db: String?) -> String {
        refusal(of: input) + hint(db: db)
    }

    private func hint(db: String?) -> String {
        guard case .unknownPet(let name, _) = reason,
            let hint = UnknownPetMessage.hint(.addPetOrCreateOnImport, name: name, db: db)
        else { return "" }
        return " " + hint
    }
}
