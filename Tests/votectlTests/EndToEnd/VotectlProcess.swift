import Foundation
import Testing

/// What one run of the `votectl` binary produced.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Standard error's lines, without empty ones.
    var errorLines: [Substring] { standardError.split(separator: "\n") }
}

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
    /// Standard output goes to `outputPath` when given (e.g. `/dev/full`), and reads back empty.
    static func run(
        _ arguments: [String],
        input: Data? = nil,
        home: URL,
        environment: [String: String] = [:],
        outputPath: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm"]
        variables.merge(environment) { $1 }
        process.environment = variables
        let id = UUID().uuidString
        let outputURL = home.appendingPathComponent("stdout-\(id)")
        let errorURL = home.appendingPathComponent("stderr-\(id)")
        let inputURL = home.appendingPathComponent("stdin-\(id)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: input ?? Data())
        defer {
            for url in [outputURL, errorURL, inputURL] { try? FileManager.default.removeItem(at: url) }
        }
        let output = try FileHandle(forWritingTo: outputPath.map { URL(fileURLWithPath: $0) } ?? outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        try standardInput.close()
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
