import Foundation

/// Where the certificates that vouch for a server come from: libpq's `sslrootcert`.
public enum PostgresRootCertificates: Hashable, Sendable, CustomStringConvertible {
    /// A PEM file of one or more CA certificates (libpq's default is `~/.postgresql/root.crt`).
    case file(String)
    /// The system's trusted roots (`sslrootcert=system`), which implies `sslmode=verify-full`.
    case system

    /// The file libpq reads when neither `sslrootcert` nor `PGSSLROOTCERT` names one:
    /// `.postgresql/root.crt` in the home folder (`HOME`, else the user's entry in the password
    /// database).
    static func defaultFile(environment: (String) -> String?) -> String {
        var home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 }
        if home == nil, let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir {
            home = String(cString: directory)
        }
        return (home ?? "") + "/.postgresql/root.crt"
    }

    /// The file's path, or "the system's trusted roots".
    public var description: String {
        switch self {
        case .file(let path): path
        case .system: "the system's trusted roots"
        }
    }
}
