public import Hummingbird

/// The context every votesrv request carries: Hummingbird's core storage and nothing else, with
/// request bodies capped at the vote route's limit by default (`request.decode` honours it).
public struct VoteRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, route parameters, endpoint path).
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for a request arriving on a channel.
    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The largest body `request.decode` collects: a vote or a pet needs far less than this.
    public var maxUploadSize: Int { ServerConfiguration.jsonBodyLimit }
}
