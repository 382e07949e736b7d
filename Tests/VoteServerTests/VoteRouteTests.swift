import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import VoteCore
import VoteStore

@Suite("POST /v1/pets/{name}/votes")
struct VoteRouteTests {
    @Test func aVoteIsStoredAndAnsweredWithTheNewTotalAndRank() async throws {
        let server = try TestServer()
        try await server.test { client in
            let first = try await client.send(.post, "/v1/pets/cat/votes")
            #expect(first.status == .created)
            #expect(first.headers[.contentType] == "application/json")
            #expect(first.text == #"{"pet":"Cat","rank":1,"replayed":false,"tied":false,"votes":1}"#)
            let counted = try await client.send(.post, "/v1/pets/DOG/votes", json: #"{"count": 3}"#)
            #expect(counted.text == #"{"pet":"Dog","rank":1,"replayed":false,"tied":false,"votes":3}"#)
        }
        #expect(try server.openStore().standings().entries.map(\.votes) == [3, 1, 0])
    }

    @Test func namesArePercentDecodedAndMatchedAsVotectlMatchesThem() async throws {
        let server = try TestServer()
        try server.openStore().addPet(named: "Café 猫")
        try await server.test { client in
            // "CAFÉ 猫" in NFD, upper case, percent-encoded.
            let response = try await client.send(.post, "/v1/pets/CAFE%CC%81%20%E7%8C%AB/votes")
            #expect(response.status == .created)
            #expect(response["pet"] as? String == "Café 猫")
        }
    }

    @Test func anUnknownPetIs404WithSuggestions() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.post, "/v1/pets/Cta/votes")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response["detail"] as? String == "No pet named 'Cta'. Did you mean 'Cat'?")
            #expect(response["suggestions"] as? [String] == ["Cat"])
            #expect(response["status"] as? Int == 404)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test(
        "Bad input is a 4xx problem that changes nothing",
        arguments: [
            (#"{"count": 0}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 1000001}"#, "application/json", 400, "invalidCount"),
            (#"{"count": "two"}"#, "application/json", 400, "wrongJSONType"),
            (#"{"count": 1"#, "application/json", 400, "malformedJSON"),
            (#"{"cnt": 5}"#, "application/json", 400, "unknownJSONMember"),
            (#"{"count": 1, "count": 2}"#, "application/json", 400, "repeatedJSONMember"),
            (#"{"count": 1,}"#, "application/json", 400, "malformedJSON"),
            (#"{"count": 1, "id": "a,}" ,}"#, "application/json", 400, "malformedJSON"),
            (#"{"count": 1, "c\u006Funt": 2}"#, "application/json", 400, "repeatedJSONMember"),
            (#"{"count": "x", "count": 2}"#, "application/json", 400, "repeatedJSONMember"),
            // UTF-16, which the decoder would read, with a repeated member its escape would hide.
            (
                String(#"{"id":"a\"b","count":1,"count":9}"#.flatMap { [$0, "\0"] }), "application/json", 400,
                "malformedJSON"
            ),
            (#"{"count": 1e100}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 99999999999999999999}"#, "application/json", 400, "invalidCount"),
            (#"{"count": -99999999999999999999}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 2.5}"#, "application/json", 400, "invalidCount"),
            // Read through a Double, each of these was once a vote of 1, 5 or 1,000,000.
            (#"{"count": 0.99999999999999999}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 4.9999999999999999}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 999999.99999999999}"#, "application/json", 400, "invalidCount"),
            (#"{"count": 1e-400}"#, "application/json", 400, "invalidCount"),
            (#"{"count": -1}"#, "application/json", 400, "invalidCount"),
            // Numbers JSON does not write, which the decoder refuses as ones it cannot represent.
            (#"{"count": 01}"#, "application/json", 400, "malformedJSON"),
            (#"{"count": -01}"#, "application/json", 400, "malformedJSON"),
            (#"{"count": 1.}"#, "application/json", 400, "malformedJSON"),
            (#"[1]"#, "application/json", 400, "wrongJSONType"),
            ("", "application/x-www-form-urlencoded", 415, "unsupportedMediaType"),
            (#"count=1"#, "application/x-www-form-urlencoded", 415, "unsupportedMediaType"),
            // Read as UTF-8 whatever it declares, it would be misread: refused, as an import is.
            (#"{"count": 1}"#, "application/json; charset=latin1", 415, "unsupportedMediaType"),
            (#"{"id": ""}"#, "application/json", 400, "invalidBallotID"),
            (#"{"id": " b-7 "}"#, "application/json", 400, "invalidBallotID"),
            (String(repeating: " ", count: 5000) + "{}", "application/json", 413, "contentTooLarge"),
        ]
    )
    func badInput(body: String, contentType: String, status: Int, code: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(
                .post,
                "/v1/pets/Cat/votes",
                json: body,
                headers: [.contentType: contentType]
            )
            #expect(response.status.code == status)
            #expect(response["code"] as? String == code)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// JSON is UTF-8: a body that says so, or says ASCII, or names a `+json` type, is a vote.
    @Test(arguments: [
        "application/json; charset=utf-8", "Application/JSON;Charset=\"UTF-8\"", "application/json; charset=us-ascii",
        "application/merge-patch+json",
    ])
    func jsonDeclaredAsUTF8IsAVote(contentType: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(
                .post,
                "/v1/pets/Cat/votes",
                json: #"{"count": 2}"#,
                headers: [.contentType: contentType]
            )
            #expect(response.status == .created)
        }
        #expect(try server.openStore().standings().totalVotes == 2)
    }

    /// A count sent as a string is the wrong type, and the problem says what to send instead.
    @Test func aCountAsTextAsksForANumber() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": "1"}"#)
            #expect(response["detail"] as? String == #"The JSON body's "count" has the wrong type; send a number."#)
        }
    }

    /// A whole count written with a fraction or an exponent is that count, digit for digit.
    @Test(arguments: [("3.0", 3), ("3e0", 3), ("0.3E1", 3), ("1000000.000", 1_000_000), ("30e-1", 3)])
    func wholeCountsInOtherForms(number: String, votes: Int) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": \#(number)}"#)
            #expect(response.status == .created)
        }
        #expect(try server.openStore().standings().totalVotes == votes)
    }

    @Test func aRetriedBallotCountsOnceAndGetsTheSameAnswer() async throws {
        let server = try TestServer()
        try await server.test { client in
            let first = try await client.send(.post, "/v1/pets/Dog/votes", json: #"{"id": "ballot-1", "count": 2}"#)
            _ = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": 5}"#)
            let retry = try await client.send(.post, "/v1/pets/Dog/votes", json: #"{"id": "ballot-1", "count": 2}"#)
            #expect(first.status == .created && retry.status == .created)
            #expect(retry.headers[.init("Idempotent-Replayed")!] == "true")
            #expect(retry["votes"] as? Int == 2 && retry["rank"] as? Int == 1)
            #expect(retry["replayed"] as? Bool == true)
            // The header, quoted as the IETF draft writes it, names the same ballot.
            let header = try await client.send(
                .post,
                "/v1/pets/Dog/votes",
                json: #"{"count": 2}"#,
                headers: [.init("Idempotency-Key")!: #""ballot-1""#]
            )
            #expect(header["replayed"] as? Bool == true)
        }
        #expect(try server.openStore().standings().entries.map(\.votes) == [5, 2, 0])
    }

    @Test func theReceiptIsJSONWhateverTheBallotIDHolds() async throws {
        let server = try TestServer()
        try await server.test { client in
            // Visible ASCII, quotes and backslashes included, as the header allows.
            let id = #"a"b\c/d"#
            let response = try await client.send(
                .post,
                "/v1/pets/Dog/votes",
                headers: [.init("Idempotency-Key")!: id]
            )
            #expect(response.status == .created)
            #expect(response["ballot"] as? String == id)
            #expect(response["pet"] as? String == "Dog")
            #expect(response["votes"] as? Int == 1 && response["rank"] as? Int == 1)
            #expect(response["replayed"] as? Bool == false && response["tied"] as? Bool == false)
        }
    }

    /// A client retrying a vote after an administrator renamed its pet names the pet as it was:
    /// its key still says which ballot it is, so the answer is that ballot's, replayed.
    @Test func aRetryUnderThePetsOldNameIsReplayed() async throws {
        let server = try TestServer()
        try await server.test { client in
            let key: HTTPFields = [.init("Idempotency-Key")!: "k-rename"]
            let first = try await client.send(.post, "/v1/pets/Cat/votes", headers: key)
            #expect(first.status == .created)
            let renamed = try await client.send(.patch, "/v1/pets/Cat", json: #"{"name": "Tiger"}"#, admin: true)
            #expect(renamed.status == .ok)
            let retry = try await client.send(.post, "/v1/pets/Cat/votes", headers: key)
            #expect(retry.status == .created, "\(retry.text)")
            #expect(retry.headers[.init("Idempotent-Replayed")!] == "true")
            #expect(retry["pet"] as? String == "Tiger" && retry["votes"] as? Int == 1)
            let unkeyed = try await client.send(.post, "/v1/pets/Cat/votes")
            #expect(unkeyed.status == .notFound)
        }
        #expect(try server.openStore().standings().totalVotes == 1)
    }

    @Test func aBallotIDReusedForAnotherVoteIs422() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Dog/votes", headers: [.init("Idempotency-Key")!: "k-1"])
            let reused = try await client.send(.post, "/v1/pets/Cat/votes", headers: [.init("Idempotency-Key")!: "k-1"])
            #expect(reused.status == .unprocessableContent)
            #expect(reused["code"] as? String == "ballotReused")
            let mismatch = try await client.send(
                .post,
                "/v1/pets/Cat/votes",
                json: #"{"id": "a"}"#,
                headers: [.init("Idempotency-Key")!: "b"]
            )
            #expect(mismatch.status == .unprocessableContent)
            #expect(mismatch["code"] as? String == "ballotMismatch")
        }
        #expect(try server.openStore().standings().totalVotes == 1)
    }

    @Test(
        "Concurrent votes are each counted once, also when the writer pauses between commits",
        arguments: [Duration.zero, .milliseconds(5)]
    )
    func concurrentVotesAreEachCountedOnce(commitDelay: Duration) async throws {
        let server = try TestServer(commitDelay: commitDelay)
        try await server.test { client in
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        try await client.send(.post, "/v1/pets/\(["Cat", "Dog"][index % 2])/votes").status.code
                    }
                }
                for try await status in group { #expect(status == 201) }
            }
        }
        #expect(try server.openStore().standings().entries.map(\.votes) == [100, 100, 0])
    }
}
