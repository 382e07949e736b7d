import Foundation
import TestSupport
import Testing

/// The `votectl` executable SwiftPM built beside this test bundle (`.build/<triple>/debug/votectl`).
///
/// `PETVOTE_VOTECTL` overrides the path, e.g. to test a release build.
struct VotectlBinary: Sendable {
    let path: String

    /// The documented exit codes: 0 ok, 1 error, 64 usage, 65 bad data, 66 missing input,
    /// 73 cannot write output, 75 database busy.
    static let documentedExitCodes: Set<Int32> = [0, 1, 64, 65, 66, 73, 75]

    static func located() throws -> VotectlBinary {
        let candidate: String
        if let override = ProcessInfo.processInfo.environment["PETVOTE_VOTECTL"], !override.isEmpty {
            candidate = override
        } else {
            let testExecutable =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
            var directory = URL(fileURLWithPath: testExecutable).deletingLastPathComponent()
            // On platforms where the tests run from a bundle, climb out of it.
            while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents"
                || directory.lastPathComponent == "MacOS"
            {
                directory.deleteLastPathComponent()
            }
            candidate = directory.appendingPathComponent("votectl").path
        }
        try #require(
            FileManager.default.isExecutableFile(atPath: candidate),
            "votectl not found at \(candidate): run `swift build` (or `swift test`, which builds it) first, or set PETVOTE_VOTECTL"
        )
        return VotectlBinary(path: candidate)
    }

    /// Starts `votectl arguments…` without waiting.
    func start(
        _ arguments: [String],
        in scratch: TemporaryDirectory,
        stdinPath: String = "/dev/null",
        environment: [String: String] = [:],
        wrapper: [String] = []
    ) throws -> ChildProcess {
        let executable = wrapper.first ?? path
        let rest = wrapper.isEmpty ? arguments : Array(wrapper.dropFirst()) + [path] + arguments
        return try ChildProcess(
            executable: executable,
            arguments: rest,
            environment: environment,
            stdinPath: stdinPath,
            outputDirectory: scratch.logs
        )
    }

    /// Runs `votectl arguments…` to its end (a hang is killed and reported as a timeout).
    func run(
        _ arguments: [String],
        in scratch: TemporaryDirectory,
        stdinPath: String = "/dev/null",
        environment: [String: String] = [:],
        wrapper: [String] = [],
        timeout: Duration = .seconds(120)
    ) throws -> ProcessResult {
        try start(arguments, in: scratch, stdinPath: stdinPath, environment: environment, wrapper: wrapper)
            .wait(timeout: timeout)
    }
}

/// Checks that a failed run failed *cleanly*: no signal, no hang, a documented non-zero exit code,
/// and exactly one line on stderr (no stack trace).
func expectCleanFailure(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .exited(let code) = result.termination else {
        Issue.record("crashed or hung: \(result)", sourceLocation: sourceLocation)
        return
    }
    #expect(code != 0, "expected a failure: \(result)", sourceLocation: sourceLocation)
    #expect(
        VotectlBinary.documentedExitCodes.contains(code),
        "undocumented exit code: \(result)",
        sourceLocation: sourceLocation
    )
    #expect(
        result.stderrLines.count == 1,
        "stderr should be one clear line: \(result)",
        sourceLocation: sourceLocation
    )
}

/// Checks that a run ended with an exit (not a signal or a hang) and a documented code.
func expectNoCrash(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .exited(let code) = result.termination else {
        Issue.record("crashed or hung: \(result)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        VotectlBinary.documentedExitCodes.contains(code),
        "undocumented exit code: \(result)",
        sourceLocation: sourceLocation
    )
    if code != 0 {
        #expect(
            result.stderrLines.count == 1,
            "stderr should be one clear line: \(result)",
            sourceLocation: sourceLocation
        )
    }
}
