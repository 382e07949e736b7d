import Foundation
import TestSupport
import Testing
@testable import votectl

/// Bash completion knows the global `--db` before the subcommand.
@Suite(.onOwnThreads)
struct CompletionTests {
    @Test(
        .enabled(
            if: ContinuousIntegration.isRunning || FileManager.default.isExecutableFile(atPath: "/bin/bash"),
            "needs bash"
        )
    )
    func petNamesCompleteAfterALeadingDatabaseOption() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["pets", "add", "Rex"]).status == 0)
        let script = try cli.runBare(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let scriptPath = try cli.folder.write("votectl.bash", script.stdout)
        let binary = VotectlProcess.executable.path
        // What bash does on `votectl --db PATH vote <TAB>`.
        let line = "\(binary) --db \(cli.database) vote "
        let driver = """
            source '\(scriptPath)'
            COMP_WORDS=('\(binary)' --db '\(cli.database)' vote '')
            COMP_CWORD=4
            COMP_LINE='\(line)'
            COMP_POINT=${#COMP_LINE}
            _votectl votectl '' vote
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ChildProcess(
            executable: "/bin/bash",
            arguments: ["-c", driver],
            environment: ["PATH": "/usr/bin:/bin", "HOME": cli.folder.url.path, "LANG": "C.UTF-8"],
            inheritingEnvironment: false,
            outputDirectory: cli.folder.url
        )
        .wait()
        #expect(result.succeeded, "\(result)")
        let offered = result.stdout.split(separator: "\n").map(String.init)
        #expect(offered == ["Cat", "Goldfish", "Dog", "Rex"])
    }

    /// Completing a pet's name on a database an older PetVote made offers nothing, and a TAB
    /// leaves the file as it was rather than upgrade it.
    @Test func completionLeavesAnOlderDatabaseAsItIs() throws {
        let cli = try CLIHarness()
        let path = try cli.databaseMadeBySchema3()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(PetCompletion.names(["votectl", "vote", "--db", path, "C"], 4, "C").isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
