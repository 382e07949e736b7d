import Foundation

/// A certificate authority of the test's own and a server certificate it signed, made with the
/// `openssl` command: the server's names are `localhost` and `127.0.0.1` unless told otherwise, so
/// a client can check the chain (`caFile`) and the host name without any certificate of the machine's.
public struct TestCertificates: Sendable {
    /// The CA's certificate (PEM): what a client trusts.
    public let caFile: String
    /// The server's certificate (PEM).
    public let certificateFile: String
    /// The server's private key (PEM, mode 0600).
    public let keyFile: String

    /// Makes a new CA and server certificate in `folder` (which must exist), valid for two days,
    /// the server's for `names` (subject alternative names: `DNS:…`, `IP:…`).
    public static func make(in folder: String, names: [String] = ["DNS:localhost", "IP:127.0.0.1"]) throws
        -> TestCertificates
    {
        let caKey = "\(folder)/ca.key"
        let certificates = TestCertificates(
            caFile: "\(folder)/ca.crt",
            certificateFile: "\(folder)/server.crt",
            keyFile: "\(folder)/server.key"
        )
        // Our own configuration, so the machine's openssl.cnf cannot add or clash with extensions.
        try """
        [req]
        distinguished_name = name
        x509_extensions = authority
        [name]
        [authority]
        basicConstraints = critical, CA:TRUE
        keyUsage = critical, keyCertSign, cRLSign
        subjectKeyIdentifier = hash

        """
        .write(toFile: "\(folder)/openssl.cnf", atomically: true, encoding: .utf8)
        try """
        basicConstraints = CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = \(names.joined(separator: ", "))
        authorityKeyIdentifier = keyid

        """
        .write(toFile: "\(folder)/server.ext", atomically: true, encoding: .utf8)
        // The first host name is the subject's too, as certificates for servers usually have it.
        let commonName = names.first { $0.hasPrefix("DNS:") }.map { String($0.dropFirst(4)) } ?? "PetVote test server"
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        let configuration = ["-config", "\(folder)/openssl.cnf"]
        try openssl(
            ["req", "-x509"] + key + configuration
                + ["-keyout", caKey, "-out", certificates.caFile, "-days", "2", "-subj", "/CN=PetVote test CA"],
            in: folder
        )
        try openssl(
            ["req", "-new"] + key + configuration
                + ["-keyout", certificates.keyFile, "-out", "\(folder)/server.csr", "-subj", "/CN=\(commonName)"],
            in: folder
        )
        try openssl(
            [
                "x509", "-req", "-in", "\(folder)/server.csr", "-CA", certificates.caFile, "-CAkey", caKey,
                "-set_serial", "2", "-days", "2", "-extfile", "\(folder)/server.ext", "-out",
                certificates.certificateFile,
            ],
            in: folder
        )
        guard chmod(certificates.keyFile, 0o600) == 0 else {
            throw PostgresServerError("chmod \(certificates.keyFile) failed")
        }
        return certificates
    }

    private static func openssl(_ arguments: [String], in folder: String) throws {
        let process = try ChildProcess(
            executable: "/usr/bin/openssl",
            arguments: arguments,
            outputDirectory: URL(fileURLWithPath: folder)
        )
        let result = process.wait(timeout: .seconds(60))
        guard result.succeeded else {
            throw PostgresServerError("openssl \(arguments.joined(separator: " ")) failed: \(result)")
        }
    }
}
