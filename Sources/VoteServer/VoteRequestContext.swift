public import Hummingbird
public import NIOCore

/// The context every votesrv request carries: Hummingbird's core storage and the connection, with
/// request bodies capped at the vote route's limit by default (Hummingbird's own collection of a
/// body honours it; votesrv's routes read theirs through ``BoundedBody`` or ``SpooledBody``).
public struct VoteRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, route parameters, endpoint path).
    public var coreContext: CoreRequestContextStorage
    /// The connection the request came on: an event stream whose client stopped reading closes it.
    public let channel: any Channel

    /// Creates the context for a request arriving on a channel.
    public init(source: Source) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// Tells a client that sent `Expect: 100-continue` to send its body (``ExpectContinue``): called
    /// by a route once every check that could refuse `request` without its body has passed, right
    /// before it reads the body. A request without `Expect` (nearly every one) is owed nothing,
    /// and costs no trip through the connection's handlers.
    func readyForBody(_ request: Request) {
        guard request.headers[.expect] != nil else { return }
        channel.triggerUserOutboundEvent(ExpectContinue.ReadyForBody(), promise: nil)
    }

    /// The largest body Hummingbird collects for a route: a vote or a pet needs far less.
    public var maxUploadSize: Int { ServerConfiguration.jsonBodyLimit }
}
