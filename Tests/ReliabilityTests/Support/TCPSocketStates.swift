import Foundation

/// The machine's IPv4 TCP sockets on a local port, by state, for a failing test to report.
enum TCPSocketStates {
    /// How many IPv4 sockets with local port `port` (a server's listener and its connections) are
    /// in each TCP state, named as `ss` names them, from `/proc/net/tcp`: whether connections are
    /// still open, half-closed by their client, or gone.
    static func onPort(_ port: Int) -> [String: Int] {
        // Read to its end: the file's size says 0, and a read of that size stops after a page,
        // before most connections.
        let bytes = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/net/tcp")).readToEnd()) ?? nil
        let table = String(decoding: bytes ?? Data(), as: UTF8.self)
        let local = String(format: ":%04X", port)
        var states: [String: Int] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[1].hasSuffix(local) else { continue }
            states[names[String(fields[3])] ?? String(fields[3]), default: 0] += 1
        }
        return states
    }

    /// The kernel's state numbers (`include/net/tcp_states.h`).
    private static let names = [
        "01": "ESTAB", "02": "SYN-SENT", "03": "SYN-RECV", "04": "FIN-WAIT-1", "05": "FIN-WAIT-2",
        "06": "TIME-WAIT", "07": "CLOSE", "08": "CLOSE-WAIT", "09": "LAST-ACK", "0A": "LISTEN", "0B": "CLOSING",
    ]
}
