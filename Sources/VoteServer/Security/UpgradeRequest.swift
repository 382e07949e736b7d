import NIOHTTP1

/// A request asking to switch protocols (`Connection: upgrade` with `Upgrade`, RFC 9110 §7.8).
///
/// votesrv switches to none and answers such a request itself, as the RFC allows; but NIO's parser,
/// once it has read its head, hands every later byte to an upgrader (votesrv has none) and reads no
/// further request: the connection sat unanswered until its idle timeout, and a proxy reusing it
/// left the next client's request hanging. So the request is read as closing its connection: its
/// answer says `Connection: close`, and votesrv serves nothing more on it (``ConnectionClose``).
enum UpgradeRequest {
    /// Whether `head` asks for an upgrade, as NIO's parser reads it; if so, it is marked to close
    /// its connection after its answer.
    static func closesItsConnection(_ head: inout HTTPRequestHead) -> Bool {
        guard head.headers.contains(name: "upgrade"),
            head.headers[canonicalForm: "connection"].contains(where: { $0.lowercased() == "upgrade" })
        else { return false }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }
}
