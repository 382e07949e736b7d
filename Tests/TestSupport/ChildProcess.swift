public import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended.
public enum Termination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// Still running when its deadline passed; it was then killed with SIGKILL.
    case timedOut

    /// "exit 0", "killed by signal 9", "timed out (hang)".
    public var description: String {
        switch self {
        case .exited(let code): "exit \(code)"
        case .signaled(let signal): "killed by signal \(signal)"
        case .timedOut: "timed out (hang)"
        }
    }

    /// The exit status, or `nil` if it did not exit by itself.
    public var exitCode: Int32? {
        if case .exited(let code) = self { code } else { nil }
    }
}

/// The outcome of a finished child: how it ended and what it printed.
public struct ProcessResult: Sendable, CustomStringConvertible {
    /// The executable and its arguments.
    public let arguments: [String]
    /// How it ended.
    public let termination: Termination
    /// Its standard output (empty when it went elsewhere).
    public let stdout: String
    /// Its standard error.
    public let stderr: String

    /// Whether it exited 0.
    public var succeeded: Bool { termination == .exited(0) }

    /// The exit status as a shell reports it: the code, 128 + the signal, or -1 for a hang.
    public var status: Int32 {
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        case .timedOut: -1
        }
    }

    /// Non-empty lines of stderr (progress redraws never reach a non-terminal stderr).
    public var stderrLines: [Substring] {
        stderr.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The command, how it ended and the start of its stderr.
    public var description: String {
        "`\(arguments.joined(separator: " "))` → \(termination); stderr: \(stderr.prefix(400).debugDescription)"
    }
}

/// Why a child could not be started.
public enum ChildProcessError: Error, CustomStringConvertible {
    /// `posix_spawn` failed with this errno.
    case spawnFailed(path: String, errno: Int32)

    /// What failed, in words.
    public var description: String {
        switch self {
        case .spawnFailed(let path, let code): "posix_spawn \(path) failed: \(String(cString: strerror(code)))"
        }
    }
}

/// One spawned child whose stdout and stderr go to files, so it can never block on a full pipe.
///
/// Waits poll `waitpid` for this pid only: other tests in the same process may own children too.
public final class ChildProcess {
    /// The child's process id.
    public let pid: pid_t
    /// The executable and its arguments.
    public let arguments: [String]
    private let stdoutURL: URL
    private let stderrURL: URL
    /// How it ended, once reaped.
    public private(set) var termination: Termination?

    /// Spawns `executable` with `arguments`, stdin from `stdinPath` (default /dev/null), stdout to
    /// `stdout` (by default a file in `outputDirectory`, read back as the result's output).
    ///
    /// The environment is this process's with `NO_COLOR=1` and `COLUMNS=80`, then `environment`;
    /// with `inheritingEnvironment: false` it is `environment` alone.
    ///
    /// - Throws: ``ChildProcessError`` when the executable cannot be started.
    public init(
        executable: String,
        arguments: [String],
        environment: [String: String] = [:],
        inheritingEnvironment: Bool = true,
        stdinPath: String = "/dev/null",
        stdout: ChildOutput = .captured,
        outputDirectory: URL
    ) throws {
        let token = UUID().uuidString
        stdoutURL = outputDirectory.appendingPathComponent("out-\(token)")
        stderrURL = outputDirectory.appendingPathComponent("err-\(token)")
        self.arguments = [executable] + arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        switch stdout {
        case .captured:
            posix_spawn_file_actions_addopen(&actions, 1, stdoutURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .descriptor(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, stderrURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Nothing else of this process's: not every descriptor here is close-on-exec (sockets of
        // other tests and of in-process servers among them), and one a child kept open, a
        // database server for the whole run say, would keep its connection from ever closing.
        let closing = Self.addCloseFrom(&actions, 3)
        guard closing == 0 else { throw ChildProcessError.spawnFailed(path: executable, errno: closing) }

        // The test runner may ignore or block signals; the child must start with the defaults.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var merged: [String: String] = [:]
        if inheritingEnvironment {
            merged = ProcessInfo.processInfo.environment
            merged["NO_COLOR"] = "1"
            merged["COLUMNS"] = "80"
        }
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw ChildProcessError.spawnFailed(path: executable, errno: code) }
        pid = child
    }

    /// `posix_spawn_file_actions_addclosefrom_np(actions, lowest)`.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare; one that returns `ENOSYS` where the C library lacks it.
    private static let addCloseFrom: AddCloseFrom = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return { _, _ in ENOSYS } }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// Reaps the child if it has ended, without blocking.
    @discardableResult
    public func poll() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        guard reaped == pid else { return nil }
        termination = Self.decode(status)
        return termination
    }

    /// Waits for the end; past `timeout` the child is killed and reported as ``Termination/timedOut``.
    public func wait(timeout: Duration = .seconds(120)) -> ProcessResult {
        CooperativePoolGuard.check("Waiting for a child process")
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var pause: UInt32 = 200
        while poll() == nil {
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                termination = .timedOut
                break
            }
            usleep(pause)
            pause = min(pause * 2, 5_000)
        }
        return result()
    }

    /// What the child has written to stdout so far.
    public var outputSoFar: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }

    /// What the child has written to stderr so far.
    public var errorsSoFar: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    /// Sends `signal` to the child if it is still running.
    public func send(_ signal: Int32) {
        if poll() == nil { kill(pid, signal) }
    }

    /// Sends SIGKILL (if still running) and reaps the child.
    public func killNow() -> ProcessResult {
        if poll() == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            termination = Self.decode(status)
        }
        return result()
    }

    private func result() -> ProcessResult {
        ProcessResult(
            arguments: arguments,
            termination: termination ?? .timedOut,
            stdout: (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        )
    }

    private static func decode(_ status: Int32) -> Termination {
        // WIFEXITED / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
