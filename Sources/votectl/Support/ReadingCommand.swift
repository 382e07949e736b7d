/// A command that may only read the database: when its output cannot be written, it says the
/// command can simply run again, where one that changed data warns that it would change it twice.
protocol ReadingCommand {
    /// Whether this invocation changes the database.
    var changesData: Bool { get }
}

extension Votectl.Board: ReadingCommand {
    var changesData: Bool { false }
}

extension Votectl.Pets.List: ReadingCommand {
    var changesData: Bool { false }
}

extension Votectl.Import: ReadingCommand {
    var changesData: Bool { !dryRun }
}
