import VoteCore
import Testing

/// The two ways an import writes its rows on either engine: straight into `vote` with the id
/// index built afterwards (a store under ``ImportOptions/directBallotLimit`` votes), or held and
/// written at the end (a larger store, which a limit of -1 stands for here).
enum ImportWay: String, CaseIterable, CustomTestStringConvertible {
    case direct, staged

    /// `options` with this way's limit.
    func options(_ options: ImportOptions = ImportOptions()) -> ImportOptions {
        var options = options
        if self == .staged { options.directBallotLimit = -1 }
        return options
    }

    var testDescription: String { rawValue }
}
