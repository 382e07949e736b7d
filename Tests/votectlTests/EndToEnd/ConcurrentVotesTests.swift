import Foundation
import TestSupport
import Testing

@Suite("concurrent votes, end to end", .onOwnThreads)
struct ConcurrentVotesTests {
    @Test("8 processes casting 250 votes each end with exactly 2,000")
    func eightProcessesOfTwoHundredFiftyVotes() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["pets", "list"]).status == 0)
        let loop = """
            i=0
            while [ $i -lt 250 ]; do
              "$0" vote Cat --db "$1" > /dev/null || exit 1
              i=$((i + 1))
            done
            """
        let processes = try (0..<8)
            .map { _ in
                try ChildProcess(
                    executable: "/bin/sh",
                    arguments: ["-c", loop, VotectlProcess.executable.path, cli.database],
                    environment: ["PATH": "/usr/bin:/bin", "HOME": cli.folder.url.path],
                    inheritingEnvironment: false,
                    outputDirectory: cli.folder.url
                )
            }
        for process in processes {
            let result = process.wait()
            #expect(result.succeeded, "\(result)")
        }
        #expect(try cli.votes()["Cat"] == 2_000)
    }
}
