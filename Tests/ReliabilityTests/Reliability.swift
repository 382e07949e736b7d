import Foundation
import Glibc
import TestSupport
import Testing

/// The proofs that no vote is lost or invented, whatever happens to the process, the disk or
/// the input.
///
/// Serialized: the process-level experiments measure their own kill moments and spawn many
/// `votectl` processes, so they must not compete with each other for the machine's cores. On
/// threads of their own: they block, and must not hold up the rest of the run's tasks meanwhile.
@Suite(.serialized, .onOwnThreads) enum Reliability {}

extension Reliability {
    @Suite("The suite's own threads")
    struct OwnThreadTests {
        @Test("A reliability test runs on a thread of its own, not on the cooperative pool")
        func runsOnOwnThread() {
            #expect(OwnThreadExecutor.blocking.isCurrent)
        }
    }

    @Suite("The suite's child processes")
    struct ChildProcessTests {
        /// A descriptor a child kept (a database server started for the whole run, say) would keep
        /// the test's connection open after the test closed it.
        @Test("A child process inherits none of the test process's descriptors but the standard three")
        func aChildInheritsOnlyTheStandardThree() throws {
            let scratch = try TemporaryDirectory("child-descriptors")
            // A socket as the tests' clients open one: not close-on-exec.
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(socket >= 3)
            defer { close(socket) }
            let result = try ChildProcess(
                executable: "/bin/sh",
                // Not the last command: a shell may run that in its own place, listing ls's descriptors.
                arguments: ["-c", "ls /proc/$$/fd; :"],
                outputDirectory: scratch.url
            )
            .wait(timeout: .seconds(30))
            #expect(result.stdout.split(separator: "\n").sorted() == ["0", "1", "2"], "\(result)")
        }
    }
}
