import Foundation
import TestSupport
import Testing

/// Runs the built `votectl` binary, as a user or a script would.
enum VotectlProcess {
    /// The binary next to the test bundle (`.build/<configuration>/votectl`), or the one
    /// `PETVOTE_VOTECTL` names, e.g. the release build of `Scripts/build-release.sh`.
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["PETVOTE_VOTECTL"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let besideTests = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("votectl")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let inBundleFolder = Bundle.main.bundleURL.appendingPathComponent("votectl")
        if FileManager.default.isExecutableFile(atPath: inBundleFolder.path) { return inBundleFolder }
        // The package root, from this file's path, then the debug build.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        return root.appendingPathComponent(".build/debug/votectl")
    }()

    /// Runs `votectl arguments…` with `input` on standard input and a clean environment
    /// (`HOME` in `home`, a UTF-8 locale, no `COLUMNS` or colour variables) plus `environment`.
    /// Standard output goes to `output` (captured unless told otherwise).
    static func run(
        _ arguments: [String],
        input: Data? = nil,
        home: URL,
        environment: [String: String] = [:],
        output: ChildOutput = .captured
    ) throws -> ProcessResult {
        try start(arguments, input: input, home: home, environment: environment, output: output).wait()
    }

    /// Starts `votectl arguments…` as ``run(_:input:home:environment:output:)`` does, and returns at once.
    static func start(
        _ arguments: [String],
        input: Data? = nil,
        home: URL,
        environment: [String: String] = [:],
        output: ChildOutput = .captured
    ) throws -> ChildProcess {
        var variables = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm"]
        variables.merge(environment) { $1 }
        // Left in `home` (a temporary folder): the child may read it after this returns.
        let inputURL = home.appendingPathComponent("stdin-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: input ?? Data())
        return try ChildProcess(
            executable: executable.path,
            arguments: arguments,
            environment: variables,
            inheritingEnvironment: false,
            stdinPath: inputURL.path,
            stdout: output,
            outputDirectory: home
        )
    }
}
