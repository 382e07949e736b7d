#if canImport(Glibc)
import Glibc
#endif

/// The address votesrv is asked to listen on, checked before anything else is done with it.
enum ListeningAddress {
    /// Why the address cannot be listened on.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// Another process listens on the port.
        case inUse(host: String, port: Int)
        /// The host name resolves to no address (`reason`: the resolver's words).
        case unknownHost(host: String, reason: String)
        /// The address is not one of this machine's.
        case notLocal(host: String)
        /// The port needs privileges this process lacks.
        case privileged(port: Int)
        /// Binding failed for another reason (`reason`: the system's words).
        case cannotBind(host: String, port: Int, reason: String)

        var description: String {
            switch self {
            case .inUse(let host, let port):
                "port \(port) on \(host) is already in use; choose another with --port"
            case .unknownHost(let host, let reason):
                "cannot listen on \(host): \(reason); give an address of this machine or a name for one with --host"
            case .notLocal(let host):
                "cannot listen on \(host): it is not an address of this machine; give one of its addresses with --host "
                    + "(0.0.0.0 for every one)"
            case .privileged(let port):
                "cannot listen on port \(port): ports below 1024 need privileges; choose a higher one with --port"
            case .cannotBind(let host, let port, let reason):
                "cannot listen on port \(port) on \(host): \(reason)"
            }
        }
    }

    /// The URL of the server at `host:port`, an IPv6 address in brackets (`http://[::1]:8080`).
    static func url(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// Checks that `host:port` can be bound, by binding it once (with `SO_REUSEADDR`, as the
    /// server does) and letting it go, so that an address that cannot be listened on (a port in
    /// use or privileged, a host that is unknown or not this machine's) is reported before the
    /// database is opened or created. Port 0 asks for any free port, which the host's check alone
    /// needs.
    static func checkAvailable(host: String, port: Int) throws(Problem) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw .unknownHost(host: host, reason: String(cString: gai_strerror(resolved)))
        }
        defer { freeaddrinfo(list) }
        let address = first.pointee
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        // No socket at all (out of descriptors, say): the server's own attempt says why.
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.ai_addr, address.ai_addrlen) != 0 else { return }
        switch errno {
        case EADDRINUSE: throw .inUse(host: host, port: port)
        case EADDRNOTAVAIL: throw .notLocal(host: host)
        case EACCES where (1..<1024).contains(port): throw .privileged(port: port)
        case let code: throw .cannotBind(host: host, port: port, reason: String(cString: strerror(code)))
        }
    }
}
