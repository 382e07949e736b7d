import Foundation
import TestSupport
import Testing

extension Reliability {
    /// The contract: Schemathesis, given `/v1/openapi.yaml` as the real votesrv serves it on
    /// loopback, runs every check it has (`--checks all`: status codes, content types, headers
    /// and bodies against their schemas, valid input accepted and invalid input refused, methods
    /// outside the document answered 405 with `Allow`, authentication enforced) through its
    /// examples, coverage, fuzzing and stateful phases, and must find nothing.
    ///
    /// The run is bounded (examples per operation, a fixed seed, so a failure repeats) to keep the
    /// suite fast. `/v1/events` is left out: its answer is a stream that ends only when the
    /// server stops, so no response would ever be complete for Schemathesis to check; its own
    /// tests cover it. `schemathesis.toml` beside this file says which refusals of valid-looking
    /// input the document allows and why (a 422 for input that is impossible as a whole; a 400
    /// for a new pet's name that breaks a Unicode rule JSON Schema cannot state).
    @Suite(
        "votesrv keeps its OpenAPI contract (Schemathesis)",
        .enabled(if: Schemathesis.isRequiredOrAvailable, "needs Schemathesis: pip install schemathesis==4.32.5"),
        .timeLimit(.minutes(5))
    )
    struct OpenAPIContractTests {
        static let adminToken = "contract-admin-token-0123456789"
        /// `schemathesis.toml` beside this file.
        static let settings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("schemathesis.toml")

        @Test func schemathesisFindsNothing() throws {
            let scratch = try TemporaryDirectory("contract")
            let server = try VotesrvProcess(
                database: scratch.path("votes.db"),
                in: scratch,
                arguments: VotesrvProcess.adminTokenArguments(Self.adminToken, in: scratch)
            )
            let run = try ChildProcess(
                executable: try #require(Schemathesis.executable, "schemathesis is not on PATH"),
                arguments: [
                    "--config-file", Self.settings.path,
                    "run", "http://127.0.0.1:\(server.port)/v1/openapi.yaml",
                    "--checks", "all",
                    "--phases", "examples,coverage,fuzzing,stateful",
                    "--max-examples", "25",
                    "--seed", "20261126",
                    "--exclude-path", "/v1/events",
                    "--header", "Authorization: Bearer \(Self.adminToken)",
                    "--request-timeout", "10",
                    "--generation-database", "none",
                    "--no-color",
                ],
                environment: ["SCHEMATHESIS_TELEMETRY": "false", "PYTHONHASHSEED": "0"],
                outputDirectory: scratch.logs
            )
            let result = run.wait(timeout: .seconds(240))
            #expect(
                result.termination == .exited(0),
                "Schemathesis found failures:\n\(result.stdout)\n\(result.stderr)"
            )
        }
    }
}

/// Schemathesis, the OpenAPI fuzzer (PyPI), as `.ci/run` installs it.
enum Schemathesis {
    /// Its command, found on `PATH`.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/schemathesis" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// In CI it must be there (a missing one fails the suite); elsewhere the suite runs when it is.
    static let isRequiredOrAvailable = ContinuousIntegration.isRunning || executable != nil
}
