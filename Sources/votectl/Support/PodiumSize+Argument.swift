// Public imports: a conformance of a public type is as visible as the type.
public import ArgumentParser
public import VoteBoard

extension PodiumSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }

    public var defaultValueDescription: String { description }
}
