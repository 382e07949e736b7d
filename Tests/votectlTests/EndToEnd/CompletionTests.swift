import Foundation
import TestSupport
import Testing

/// Bash completion knows the global `--db` before the subcommand (ux-audit D22).
struct CompletionTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash"))
    func petNamesCompleteAfterALeadingDatabaseOption() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["pets", "add", "Rex"]).status == 0)
        let script = try cli.runBare(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let scriptPath = try cli.folder.write("votectl.bash", script.standardOutput)
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", driver]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": cli.folder.url.path, "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let offered = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(offered == ["Cat", "Goldfish", "Dog", "Rex"])
    }
}
