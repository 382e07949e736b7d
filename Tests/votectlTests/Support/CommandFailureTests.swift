import TestSupport
import Testing
import VoteCommandLine
import VoteCore
@testable import VoteImport
@testable import votectl

struct CommandFailureTests {
    @Test(
        arguments: [
            (VoteStoreError.unknownPet(name: "Dgo", suggestions: ["Dog"]), VoteCommandLine.ExitStatus.failure),
            (.duplicatePet(name: "Cat"), .failure),
            (.invalidPetName(name: "", reason: "it is empty"), .failure),
            (.invalidCount(0), .failure),
            (.petHasVotes(name: "Dog", votes: 2), .failure),
            (.notADatabase(path: "/x"), .failure),
            (.newerSchema(path: "/x", found: 9, supported: 1), .failure),
            (.cannotOpen(path: "/x", reason: "no such folder"), .failure),
            (.readOnly(path: "/x"), .cannotCreate),
            (.foreignDatabase(path: "/x"), .failure),
            (.foreignSchema(database: "postgres://h/d"), .failure),
            (.readOnlyDirectory(path: "/d/x", directory: "/d"), .cannotCreate),
            (.permissionDenied(path: "/x"), .cannotCreate),
            (.diskFull(path: "/x"), .cannotCreate),
            (.writeFailed(path: "/x", reason: "disk I/O error"), .cannotCreate),
            (.busy(path: "/x"), .temporaryFailure),
            (.serverUnreachable(database: "postgres://h/d", reason: "connection refused"), .temporaryFailure),
            // Failures a retry cannot mend: the URL, the server's set-up or its rules must change.
            (.authenticationFailed(database: "postgres://h/d", user: "ann"), .failure),
            (.databaseMissing(database: "postgres://h/d", name: "d"), .failure),
            (.connectionRejected(database: "postgres://h/d", message: "no pg_hba.conf entry for host"), .failure),
            (.tlsFailed(database: "postgres://h/d", reason: "the server does not support TLS"), .failure),
        ] as [(VoteStoreError, VoteCommandLine.ExitStatus)]
    )
    func storeErrorsMapToDocumentedStatuses(error: VoteStoreError, status: VoteCommandLine.ExitStatus) throws {
        let failure = try #require(CommandFailure(translating: error))
        #expect(failure.status == status)
        #expect(!failure.message.contains("\n"))
        #expect(!failure.message.isEmpty)
    }

    @Test func importRowErrorsAreBadData() throws {
        let failure = try #require(CommandFailure(translating: ImportRowError(line: 7, reason: .emptyPetName)))
        #expect(failure.status == .dataError)
        #expect(failure.message == "line 7: empty pet name")
    }

    @Test func messagesKeepHugeNamesShort() throws {
        let name = String(repeating: "N", count: 1_000_000)
        let failure = try #require(CommandFailure(translating: VoteStoreError.unknownPet(name: name, suggestions: [])))
        #expect(failure.message.count < 200)
    }

    @Test func exitStatusesAreTheDocumentedOnes() {
        #expect(VoteCommandLine.ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 73, 75])
    }
}
