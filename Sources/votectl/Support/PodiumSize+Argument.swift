// Public imports: a conformance of a public type is as visible as the type.
public import ArgumentParser
public import VoteBoard

extension PodiumSize: ExpressibleByArgument {
    /// Parses `--podium WxH` (see ``PodiumSize/init(parsing:)``).
    public init?(argument: String) { self.init(parsing: argument) }

    /// The default as the help shows it: `300x300`.
    public var defaultValueDescription: String { description }
}
