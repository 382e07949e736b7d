import ArgumentParser
import Foundation
import TestSupport
import Testing
@testable import votectl

/// Bash completion knows the global `--db` before the subcommand, and offers every pet's name as
/// it is, never running one as a command.
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
        let ran = cli.folder.url.appendingPathComponent("ran").path
        // Names bash would read as syntax (bash runs in the folder): command substitutions, quotes,
        // a backslash, braces, a tilde, a variable, a glob, an ampersand, spaces.
        let names = [
            "Rex", "$(touch ran)", "`touch ran`", #"a\b"#, "x'y", #"q"z"#, "{a,b}", "~root", "$HOME", "a*",
            "Tom & Jerry", "Mr. Whiskers Jr",
        ]
        for name in names {
            #expect(try cli.runBare(["pets", "add", "--db", cli.database, "--", name]).status == 0)
        }
        let script = try cli.runBare(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let scriptPath = try cli.folder.write("votectl.bash", script.stdout)
        let binary = VotectlProcess.executable.path
        // What bash does on `votectl --db PATH vote <TAB>`.
        let line = "\(binary) --db \(cli.database) vote "
        let driver = """
            cd '\(cli.folder.url.path)'
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
        #expect(offered == ["Cat", "Goldfish", "Dog"] + names)
        #expect(!FileManager.default.fileExists(atPath: ran), "a pet's name ran as a command")
    }

    /// zsh's `_describe` reads a `:` as the start of a description, fish each line as it is.
    @Test func candidatesAreWrittenForTheirShell() {
        #expect(PetCompletion.candidate(#"Dr: Who\"#, for: .zsh) == #"Dr\: Who\\"#)
        #expect(PetCompletion.candidate("$(x) a", for: .bash) == #"\$\(x\)\ a"#)
        #expect(PetCompletion.candidate("$(x) a:b", for: .fish) == "$(x) a:b")
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
