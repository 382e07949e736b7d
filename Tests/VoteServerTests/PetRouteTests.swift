import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import VoteServer
import VoteCore
import VoteStore

@Suite("/v1/pets and the administrator token")
struct PetRouteTests {
    @Test func everyoneMayListThePets() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Dog/votes")
            let pets = try await client.send(.get, "/v1/pets")
            #expect(pets.status == .ok)
            #expect(
                pets.text
                    == #"{"pets":[{"name":"Cat","rank":2,"tied":true,"votes":0},{"name":"Goldfish","rank":2,"tied":true,"votes":0},{"name":"Dog","rank":1,"tied":false,"votes":1}]}"#
            )
        }
    }

    /// `POST /v1/pets` answers with a Location: following it finds the pet, with its standing.
    @Test func theLocationOfAnAddedPetLeadsToIt() async throws {
        let server = try TestServer()
        try await server.test { client in
            let added = try await client.send(.post, "/v1/pets", json: #"{"name": "Hamster 仓鼠"}"#, admin: true)
            let location = try #require(added.headers[.location])
            let pet = try await client.send(.get, location)
            #expect(pet.status == .ok)
            #expect(pet.text == #"{"name":"Hamster 仓鼠","rank":1,"tied":true,"votes":0}"#)
            _ = try await client.send(.post, "/v1/pets/dog/votes", json: #"{"count": 2}"#)
            let dog = try await client.send(.get, "/v1/pets/DOG")
            #expect(dog.text == #"{"name":"Dog","rank":1,"tied":false,"votes":2}"#)
            let unknown = try await client.send(.get, "/v1/pets/Hamstr%20%E4%BB%93%E9%BC%A0")
            #expect(unknown.status == .notFound)
            #expect(unknown["code"] as? String == "unknownPet")
            #expect(unknown["suggestions"] as? [String] == ["Hamster 仓鼠"])
        }
    }

    @Test func administratorsAddRenameAndRemovePets() async throws {
        let server = try TestServer()
        try await server.test { client in
            let added = try await client.send(.post, "/v1/pets", json: #"{"name": "Rabbit 兔"}"#, admin: true)
            #expect(added.status == .created)
            #expect(added.headers[.location] == "/v1/pets/Rabbit%20%E5%85%94")
            let duplicate = try await client.send(.post, "/v1/pets", json: #"{"name": "rabbit 兔"}"#, admin: true)
            #expect(duplicate.status == .conflict)
            let renamed = try await client.send(
                .patch,
                "/v1/pets/rabbit%20%E5%85%94",
                json: #"{"name": "Hare"}"#,
                admin: true
            )
            #expect(renamed.status == .ok && renamed["name"] as? String == "Hare")
            _ = try await client.send(.post, "/v1/pets/Hare/votes")
            let refused = try await client.send(.delete, "/v1/pets/Hare", admin: true)
            #expect(refused.status == .conflict)
            #expect(
                refused["detail"] as? String
                    == "'Hare' has 1 vote, which removing it would delete. Add ?force=true to delete them too."
            )
            #expect(try await client.send(.delete, "/v1/pets/Hare?force=true", admin: true).status == .noContent)
            #expect(try await client.send(.delete, "/v1/pets/Hare", admin: true).status == .notFound)
            let board = try await client.send(.get, "/v1/pets")
            #expect(!board.text.contains("Hare"))
        }
        #expect(try server.openStore().pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    /// A body that is not JSON is refused with an example of the route's own body, where the pet
    /// routes showed a vote's.
    @Test(arguments: [(HTTPRequest.Method.post, "/v1/pets"), (.patch, "/v1/pets/Cat")])
    func brokenJSONIsShownThePetsBody(method: HTTPRequest.Method, path: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let refused = try await client.send(method, path, json: #"{"name":"#, admin: true)
            #expect(refused.status == .badRequest && refused["code"] as? String == "malformedJSON")
            #expect(
                refused["detail"] as? String
                    == #"The body is not valid JSON. Send an object such as {"name": "Rabbit"}."#
            )
        }
        #expect(try server.openStore().pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    /// Two `Authorization` headers are one too many, whatever they hold: 400, not a guess at
    /// which one the client meant, nor a 401 telling it to send the token it sent.
    @Test func twoAuthorizationHeadersAreRefusedAsRepeated() async throws {
        let server = try TestServer()
        try await server.test { client in
            let credentials = HTTPField(name: .authorization, value: "Bearer \(TestServer.adminToken)")
            let refused = try await client.send(
                .post,
                "/v1/pets",
                json: #"{"name": "Rabbit"}"#,
                headers: HTTPFields([credentials, credentials])
            )
            #expect(refused.status == .badRequest && refused["code"] as? String == "repeatedHeader")
        }
        #expect(try server.openStore().pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    @Test func aMissingOrWrongTokenIs401AndTheSchemeIgnoresCase() async throws {
        let server = try TestServer()
        try await server.test { client in
            let missing = try await client.send(.post, "/v1/pets", json: #"{"name": "Rabbit"}"#)
            #expect(missing.status == .unauthorized)
            #expect(missing.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            let wrong = try await client.send(
                .post,
                "/v1/pets",
                json: #"{"name": "Rabbit"}"#,
                headers: [.authorization: "Bearer test-admin-token-0123456788"]
            )
            #expect(wrong.status == .unauthorized)
            let lowercase = try await client.send(
                .post,
                "/v1/pets",
                json: #"{"name": "Rabbit"}"#,
                headers: [.authorization: "bearer \(TestServer.adminToken)"]
            )
            #expect(lowercase.status == .created)
        }
    }

    @Test func withoutAConfiguredTokenAdministrationIsClosed() async throws {
        let server = try TestServer(adminToken: nil)
        try await server.test { client in
            let response = try await client.send(.delete, "/v1/pets/Cat", admin: true)
            #expect(response.status == .forbidden)
            #expect((response["detail"] as? String)?.contains("VOTESRV_ADMIN_TOKEN") == true)
        }
        #expect(try server.openStore().pets().count == 3)
    }

    @Test func aShortTokenIsRefused() {
        #expect(throws: AdminToken.Problem.tooShort(length: 5)) { try AdminToken("short\n") }
    }

    @Test func aTokenFilesLineEndingsAreTrimmedWhetherLFOrCRLF() throws {
        // A token file saved on Windows ends with CR LF, trimmed as LF is.
        for ending in ["\r\n", "\n", "\n\n", "\r\n\r\n"] {
            #expect(try AdminToken("0123456789abcdef-token\(ending)").matches("0123456789abcdef-token"))
        }
        #expect(throws: AdminToken.Problem.notVisibleASCII) { try AdminToken("0123456789abcdef\r\n-token") }
        #expect(throws: AdminToken.Problem.tooShort(length: 15)) { try AdminToken("ééééééééééééééé") }
        #expect(throws: AdminToken.Problem.notVisibleASCII) { try AdminToken("has a space in it, long enough") }
        // Bytes that are not UTF-8 read as U+FFFD: any such bytes would have matched.
        #expect(throws: AdminToken.Problem.notVisibleASCII) {
            try AdminToken(String(decoding: Array("tokentokentoken".utf8) + [0xFF, 0xFE], as: UTF8.self))
        }
        #expect(throws: AdminToken.Problem.notVisibleASCII) { try AdminToken("jeton-de-l’administrateur") }
    }
}
