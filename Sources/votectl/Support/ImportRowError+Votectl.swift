import VoteImport

extension ImportRowError {
    /// The row's error as votectl says it: an unknown pet also says how to add it, or to import
    /// with `--create-pets` (the store's words, then votectl's options).
    var votectlDescription: String {
        guard case .unknownPet(let name, let suggestions) = reason else { return description }
        return "line \(line): "
            + UnknownPetMessage.text(name: name, suggestions: suggestions, hint: .addPetOrCreateOnImport)
    }
}
