import ArgumentParser

extension Votectl {
    /// `votectl pets list|add|rename|remove`.
    struct Pets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pets",
            abstract: "Manage the pets that can be voted for.",
            subcommands: [List.self, Add.self, Rename.self, Remove.self],
            defaultSubcommand: List.self
        )
    }
}
