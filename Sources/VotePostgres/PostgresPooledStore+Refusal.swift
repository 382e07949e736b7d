import NIOPosix
public import VoteCore

/// Why no connection comes: the pool tries again and again, and all its callers learn is that none
/// came in time. One connection of its own, made as a command's would be, hears the server's
/// answer: a refused password or role, an access rule, a database dropped or renamed, a
/// certificate, too many connections, or the network's (refused, no route).
extension PostgresPooledStore {
    /// The longest the check waits for its connection: a server that does not answer is
    /// unreachable, which the caller knows already.
    static let refusalCheckTimeout: Duration = .seconds(2)

    /// What a connection made now is refused with, or `nil` when it is made.
    public func refusal() async -> VoteStoreError? {
        var url = url
        url.connectTimeout = min(url.connectTimeout, Self.refusalCheckTimeout)
        let checked = url
        let error = try? await NIOThreadPool.singleton.runIfActive { () -> VoteStoreError? in
            do throws(VoteStoreError) {
                _ = try BlockingConnection(url: checked)
                return nil
            } catch {
                return error
            }
        }
        return error ?? nil
    }
}
