import Foundation
import TestSupport

/// Test hosts of this machine's own, each in a network namespace with its own address, joined by
/// a bridge that holds the "database host" address: what several servers behind a load balancer
/// look like, without leaving the machine. Made with iproute2 (`ip netns add`, a veth pair per
/// host); where the machine does not allow namespaces (not root, no iproute2), the hosts are
/// loopback addresses instead, and ``isolated`` says so.
///
/// Addresses are link-local (169.254.N.0/24, N drawn at random), which no router forwards. Every
/// namespace and link is removed by ``remove()``, also when a test fails (call it in a `defer`).
final class TestNetwork {
    /// iproute2's command.
    static let ip =
        ["/usr/sbin/ip", "/sbin/ip", "/bin/ip"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? "/usr/sbin/ip"

    /// Whether the hosts are in namespaces of their own (else they are loopback addresses).
    let isolated: Bool
    /// The address the database listens on, seen from every host.
    let databaseAddress: String
    /// Each host's address, and its namespace (`nil` for a loopback host).
    let hosts: [(address: String, namespace: String?)]
    /// Why the hosts are not isolated, when they are not.
    let fallbackReason: String?

    private let bridge: String
    private var namespaces: [String] = []
    private let logs: URL

    /// Makes `count` hosts.
    init(hosts count: Int, logs: URL) {
        self.logs = logs
        let tag = String(UInt16.random(in: 0x1000...0xFFFF), radix: 16)
        let subnet = "169.254.\(Int.random(in: 1...254))"
        bridge = "pvbr\(tag)"
        var reason: String?
        do {
            try Self.run(["link", "add", "name", bridge, "type", "bridge"], logs: logs)
            try Self.run(["addr", "add", "\(subnet).1/24", "dev", bridge], logs: logs)
            try Self.run(["link", "set", bridge, "up"], logs: logs)
            var made: [String] = []
            for index in 0..<count {
                let namespace = "pv\(tag)h\(index)"
                try Self.run(["netns", "add", namespace], logs: logs)
                made.append(namespace)
                namespaces = made
                let (outside, inside) = ("pv\(tag)r\(index)", "pv\(tag)n\(index)")
                try Self.run(["link", "add", outside, "type", "veth", "peer", "name", inside], logs: logs)
                try Self.run(["link", "set", outside, "master", bridge, "up"], logs: logs)
                try Self.run(["link", "set", inside, "netns", namespace], logs: logs)
                try Self.run(["-n", namespace, "addr", "add", "\(subnet).\(10 + index)/24", "dev", inside], logs: logs)
                try Self.run(["-n", namespace, "link", "set", inside, "up"], logs: logs)
                try Self.run(["-n", namespace, "link", "set", "lo", "up"], logs: logs)
            }
        } catch {
            reason = "\(error)"
        }
        if let reason {
            fallbackReason = reason
            isolated = false
            databaseAddress = "127.0.0.1"
            hosts = (0..<count).map { ("127.0.0.\(10 + $0)", nil) }
        } else {
            fallbackReason = nil
            isolated = true
            databaseAddress = "\(subnet).1"
            hosts = namespaces.enumerated().map { ("\(subnet).\(10 + $0.offset)", $0.element) }
        }
        if reason != nil { remove() }
    }

    /// Removes every namespace (with its end of the veth pair, which takes the other end along) and the bridge.
    func remove() {
        for namespace in namespaces { try? Self.run(["netns", "del", namespace], logs: logs) }
        namespaces = []
        try? Self.run(["link", "del", bridge], logs: logs)
    }

    deinit { remove() }

    private static func run(_ arguments: [String], logs: URL) throws {
        let result = try ChildProcess(executable: ip, arguments: arguments, outputDirectory: logs)
            .wait(timeout: .seconds(30))
        guard result.succeeded else {
            throw TestNetworkError(command: "ip " + arguments.joined(separator: " "), result: "\(result)")
        }
    }
}

/// An `ip` command that failed.
struct TestNetworkError: Error, CustomStringConvertible {
    let command: String
    let result: String
    var description: String { "\(command) failed: \(result)" }
}
