/// libpq's `sslmode`: whether a TCP connection uses TLS, and what it checks of the server.
///
/// The names and meanings are libpq's, so a URL or a `PGSSLMODE` that works with `psql` means
/// the same here. A Unix socket never uses TLS, whatever the mode (as libpq).
public enum PostgresTLSMode: String, CaseIterable, Hashable, Sendable {
    /// Never TLS.
    case disable
    /// Without TLS first; with TLS (unverified) only if the server refuses the plain connection.
    case allow
    /// With TLS (unverified) first; without it if the server offers none or refuses the TLS
    /// connection. libpq's default.
    case prefer
    /// TLS or nothing, the certificate unverified.
    case require
    /// TLS, the certificate verified against the root certificates (no host-name check).
    case verifyCA = "verify-ca"
    /// TLS, the certificate verified against the root certificates and issued for the host.
    case verifyFull = "verify-full"

    /// Whether the server's certificate must be verified whatever the root file holds.
    var verifies: Bool { self == .verifyCA || self == .verifyFull }

    /// Reads an `sslmode` value, refusing anything else with the six values listed.
    static func parse(_ text: String) -> Result<Self, ModeError> {
        guard let mode = Self(rawValue: text) else { return .failure(ModeError(text: text)) }
        return .success(mode)
    }

    /// Why an `sslmode` value was refused.
    struct ModeError: Error {
        let text: String
        var reason: String {
            let names = PostgresTLSMode.allCases.map(\.rawValue)
            return "sslmode=\(text) is not one of \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
        }
    }
}
