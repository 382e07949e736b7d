import Foundation
import NIOSSL
import PostgresNIO
import VoteCore

/// How a connection is tried for a URL's `sslmode`, as libpq tries it: the TLS setting of each
/// attempt in order, when a failed attempt leads to the next, and the words for a TLS failure.
///
/// libpq's rules: `allow` connects without TLS and, if the server answers that with an error
/// (a `hostssl`-only `pg_hba.conf`, say), once more with TLS; `prefer` connects with TLS when
/// the server offers it and, if the handshake or the server refuses that, once more without;
/// the other modes make one attempt. When the root certificate file exists, every mode that
/// uses TLS verifies the server's certificate against it (without the host name below
/// `verify-full`), as libpq does; `verify-ca` and `verify-full` refuse to start without it.
struct TLSPlan {
    /// The TLS setting of each attempt, in order.
    let attempts: [PostgresConnection.Configuration.TLS]
    private let mode: PostgresTLSMode
    /// What the server's certificate is verified against, or `nil` when it is not verified.
    private let verifiedAgainst: PostgresRootCertificates?

    /// The plan for `url`; a Unix socket never uses TLS (as libpq).
    ///
    /// - Throws: ``VoteStoreError/tlsFailed(database:reason:)`` when a verifying mode has no
    ///   root certificate file, or the file cannot be read.
    init(url: PostgresURL, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        throws(VoteStoreError)
    {
        mode = url.tlsMode
        guard !url.isUnixSocket, mode != .disable else {
            attempts = [.disable]
            poolAttempts = [.disable]
            verifiedAgainst = nil
            return
        }
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch url.rootCertificates {
        case .system:
            configuration.trustRoots = .default
            verifiedAgainst = .system
        case .file(let path) where fileExists(path):
            configuration.trustRoots = .file(path)
            verifiedAgainst = .file(path)
        case .file(let path):
            guard !mode.verifies else {
                throw .tlsFailed(
                    database: url.description,
                    reason:
                        "the root certificate file \(path) does not exist; either provide the file, use the system's trusted roots with sslrootcert=system, or change sslmode to disable server certificate verification"
                )
            }
            verifiedAgainst = nil
        }
        configuration.certificateVerification =
            verifiedAgainst == nil ? .none : mode == .verifyFull ? .fullVerification : .noHostnameVerification
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .tlsFailed(
                database: url.description,
                reason: "the root certificates in \(url.rootCertificates) could not be read (\(error))"
            )
        }
        attempts =
            switch mode {
            case .allow: [.disable, .require(context)]
            // PostgresNIO's prefer itself goes on without TLS when the server offers none.
            case .prefer: [.prefer(context), .disable]
            default: [.require(context)]
            }
        poolAttempts =
            switch mode {
            case .allow: [.disable, .require(configuration)]
            case .prefer: [.prefer(configuration), .disable]
            default: [.require(configuration)]
            }
    }

    /// ``attempts`` as a connection pool takes them, in the same order.
    let poolAttempts: [PostgresClient.Configuration.TLS]

    /// Whether attempt `index`, failing with `error`, leads to the next one.
    func retries(after error: any Error, attempt index: Int) -> Bool {
        guard index + 1 < attempts.count else { return false }
        let serverRefused = (error as? PSQLError)?.serverInfo?[.sqlState] != nil
        switch mode {
        case .allow: return serverRefused
        case .prefer: return serverRefused || TLSFailure(error) != nil
        default: return false
        }
    }

    /// The failure a person can act on when `error` is a TLS failure, else `nil`.
    func translate(_ error: any Error, url: PostgresURL) -> VoteStoreError? {
        guard let failure = TLSFailure(error) else { return nil }
        let reason: String
        switch failure {
        case .unsupported:
            reason = "the server does not support TLS, and sslmode=\(mode.rawValue) needs it"
        case .certificate(let detail):
            let why =
                mode.verifies
                ? "" : "; sslmode=\(mode.rawValue) verifies against that file because it exists, as libpq does"
            reason =
                "the server's certificate could not be verified against \(verifiedAgainst?.description ?? "the root certificates") (\(detail))\(why)"
        case .hostName:
            reason =
                "the server's certificate does not match the host name '\(url.host)' that sslmode=verify-full checks; connect by a name the certificate was issued for, or use sslmode=verify-ca"
        case .handshake(let detail):
            reason = "the TLS handshake failed (\(detail))"
        }
        return .tlsFailed(database: url.description, reason: reason)
    }
}

/// What went wrong in setting up TLS, read out of PostgresNIO's and NIOSSL's errors.
enum TLSFailure: Equatable {
    /// The server answered the TLS request with "no".
    case unsupported
    /// The certificate chain did not verify; BoringSSL's reason in lower case.
    case certificate(String)
    /// The certificate is not for the host connected to.
    case hostName
    /// Any other handshake failure, described.
    case handshake(String)

    init?(_ error: any Error) {
        switch error {
        case let error as PSQLError:
            if error.code == .sslUnsupported {
                self = .unsupported
                return
            }
            guard let underlying = error.underlying, let failure = Self(underlying) else { return nil }
            self = failure
        case let error as NIOSSLExtraError:
            if error == .failedToValidateHostname || error == .serverHostnameImpossibleToMatch {
                self = .hostName
            } else {
                self = .handshake("\(error)")
            }
        case NIOSSLError.handshakeFailed(let error):
            let reasons = Self.reasons(error)
            if reasons.contains("certificate verify failed") {
                self = .certificate("certificate verify failed")
            } else {
                self = .handshake(reasons.isEmpty ? "no reason given" : reasons.joined(separator: ", "))
            }
        // A connection cut during the handshake is the network's or a stopping server's doing,
        // which a retry may mend: not a TLS failure.
        case let error as NIOSSLError where error != .uncleanShutdown:
            self = .handshake("\(error)")
        default:
            return nil
        }
    }

    /// BoringSSL's reasons in `error` ("CERTIFICATE_VERIFY_FAILED" read as "certificate verify
    /// failed"), without the library's error numbers and source paths.
    private static func reasons(_ error: BoringSSLError) -> [String] {
        let stack: NIOBoringSSLErrorStack
        switch error {
        case .sslError(let errors), .unknownError(let errors), .invalidSNIName(let errors),
            .failedToSetALPN(let errors):
            stack = errors
        default:
            return ["\(error)"]
        }
        // Each entry reads "Error: <n> error:<hex>:<library>:<function>:<REASON> at <file>:<line>".
        return stack.compactMap { entry in
            let text = "\(entry)"
            let head = text.range(of: " at ").map { text[..<$0.lowerBound] } ?? text[...]
            guard let reason = head.split(separator: ":").last, !reason.isEmpty else { return nil }
            return reason.lowercased().replacingOccurrences(of: "_", with: " ")
        }
    }
}
