#if canImport(Glibc)
import Glibc
#endif

/// The address votesrv is asked to listen on, checked before anything else is done with it.
enum ListeningAddress {
    /// Why the address cannot be listened on.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// Another process listens on the port.
        case inUse(host: String, port: Int)

        var description: String {
            switch self {
            case .inUse(let host, let port):
                "port \(port) on \(host) is already in use; choose another with --port"
            }
        }
    }

    /// The URL of the server at `host:port`, an IPv6 address in brackets (`http://[::1]:8080`).
    static func url(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// Checks that `host:port` can be bound, by binding it once (with `SO_REUSEADDR`, as the
    /// server does) and letting it go, so that a port in use is reported before the database is
    /// opened or created.
    ///
    /// Only a port in use is reported: any other trouble (an unknown host, a privileged port) is
    /// left for the server itself to report when it binds. Port 0 always binds.
    static func checkAvailable(host: String, port: Int) throws(Problem) {
        guard port != 0 else { return }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return }
        defer { freeaddrinfo(list) }
        let address = first.pointee
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if bind(descriptor, address.ai_addr, address.ai_addrlen) != 0, errno == EADDRINUSE {
            throw .inUse(host: host, port: port)
        }
    }
}
