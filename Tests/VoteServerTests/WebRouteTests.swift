import Dispatch
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing
import VoteCore
import VoteStore

@Suite("GET / and POST /vote: the voting page")
struct WebRouteTests {
    /// The page's hidden ballot id.
    static func ballot(in page: String) throws -> String {
        let marker = #"name="ballot" value=""#
        let start = try #require(page.range(of: marker)).upperBound
        let end = try #require(page[start...].firstIndex(of: "\""))
        return String(page[start..<end])
    }

    @Test func thePageListsEveryPetUnderAStrictPolicy() async throws {
        let server = try TestServer()
        try server.openStore().addPet(named: "<Rex & \"Co\">")
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Dog/votes", json: #"{"count": 2}"#)
            // The new pet is published by the poll for foreign commits.
            var page = try await client.send(.get, "/")
            let published = try await poll(for: .seconds(30)) {
                page = try await client.send(.get, "/")
                return page.text.contains("Rex")
            }
            try #require(published != nil, "the page never listed the pet another connection added")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "no-store")
            let policy = try #require(page.headers[HTTPField.Name("Content-Security-Policy")!])
            #expect(policy.contains("script-src 'self';") && !policy.contains("unsafe-inline"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(page.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            // No inline script or style anywhere: the policy would block them.
            #expect(!page.text.contains("<script>") && !page.text.contains("style="))
            for pet in ["Cat", "Goldfish", "Dog"] {
                #expect(page.text.contains(#"<button type="submit" name="pet" value="\#(pet)" title="\#(pet)""#))
                #expect(page.text.contains(#"<div class="name" data-label="\#(pet)">\#(pet)</div>"#))
            }
            // Names are escaped, never markup.
            #expect(page.text.contains("&lt;Rex &amp; &quot;Co&quot;&gt;"))
            #expect(!page.text.contains("<Rex"))
            #expect(
                page.text.contains(
                    #"<tr data-pet="Dog" data-rank="1"><td class="rank"><span data-rank-label>1</span><span class="medal"></span></td><th scope="row">Dog</th><td data-votes>2</td><td data-share>100.0%</td></tr>"#
                )
            )
            #expect(page.text.contains("<p class=\"total\" data-total>2 votes</p>"))
            // The page names the board's version, as /v1/board's header and the events' ids do.
            let board = try await client.send(.get, "/v1/board")
            let version = try #require(board.headers[HTTPField.Name("Board-Version")!])
            #expect(page.text.contains(#"data-podium aria-hidden="true" data-version="\#(version)""#))
            // Each page has its own ballot.
            let again = try await client.send(.get, "/")
            #expect(try Self.ballot(in: page.text) != Self.ballot(in: again.text))
        }
    }

    @Test func theFormVotesOnceAndRedirectsToThePage() async throws {
        let server = try TestServer()
        try await server.test { client in
            let ballot = try Self.ballot(in: try await client.send(.get, "/").text)
            let form = "pet=Cat&ballot=\(ballot)"
            for _ in 0..<2 {
                let answer = try await client.sendForm(form)
                #expect(answer.status == .seeOther)
                #expect(answer.headers[.location] == "/")
            }
            #expect(try server.openStore().standings().entries.first { $0.pet.name == "Cat" }?.votes == 1)
            // A name needing percent-encoding and '+' for spaces reaches the store as typed.
            _ = try await client.send(.post, "/v1/pets", json: #"{"name": "Mr Whiskers & 猫"}"#, admin: true)
            let encoded = "Mr+Whiskers+%26+%E7%8C%AB"
            let answer = try await client.sendForm("pet=\(encoded)&ballot=second")
            #expect(answer.status == .seeOther)
            #expect(try server.openStore().standings().entries.first { $0.pet.name == "Mr Whiskers & 猫" }?.votes == 1)
        }
    }

    /// A vote the database cannot take now (another process holds its write lock past the write
    /// timeout) shows the page with 503 and says when to retry, as the API's answer does.
    @Test func aFormVoteRefusedForNowSaysWhenToRetry() async throws {
        let server = try TestServer(writeTimeout: .seconds(1))
        let path = server.path
        let (locked, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        Thread {
            _ = try? SQLiteVoteStore(path: path)
                .withImport(options: ImportOptions()) { (_: inout ImportWriter) in
                    locked.signal()
                    _ = release.wait(timeout: .now() + 60)
                }
        }
        .start()
        #expect(try await blocking { locked.wait(timeout: .now() + 30) } == .success)
        try await server.test { client in
            let answer = try await client.sendForm("pet=Cat&ballot=b1")
            release.signal()
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8")
            #expect(answer.headers[HTTPField.Name("Retry-After")!] == "1")
        }
    }

    @Test func aRefusedFormVoteShowsThePageWithTheReason() async throws {
        let server = try TestServer()
        try await server.test { client in
            let unknown = try await client.sendForm("pet=Zebra&ballot=b1")
            #expect(unknown.status == .notFound)
            #expect(unknown.headers[.contentType] == "text/html; charset=utf-8")
            #expect(
                unknown.text.contains(#"<p class="notice" data-notice role="alert">No pet named &apos;Zebra&apos;."#)
            )
            #expect(unknown.text.contains(#"value="Cat""#))

            let empty = try await client.sendForm("ballot=b2")
            #expect(empty.status == .badRequest)
            #expect(empty.text.contains("The form named no pet."))

            var crossSite = TestServer.formHeaders
            crossSite[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            let forged = try await client.sendForm("pet=Cat&ballot=b3", headers: crossSite)
            #expect(forged.status == .forbidden)
            #expect(try server.openStore().standings().totalVotes == 0)

            // The same ballot for another pet (the page's form sent again from the browser's
            // history) is refused, and the page says why in a person's words, not an API's.
            _ = try await client.sendForm("pet=Cat&ballot=b4")
            let reused = try await client.sendForm("pet=Dog&ballot=b4")
            #expect(reused.status == .unprocessableContent)
            #expect(reused.text.contains("data-notice role=\"alert\">"))
            #expect(!reused.text.contains("data-notice role=\"alert\" hidden"))
            #expect(reused.text.contains("This page had already cast its vote, for &apos;Cat&apos;."))
            #expect(!reused.text.contains("new id"))
            #expect(try server.openStore().standings().totalVotes == 1)
        }
    }

    @Test(
        "The page's files are served with their types and revalidated by tag",
        arguments: [
            ("/app.js", "text/javascript; charset=utf-8"), ("/app.css", "text/css; charset=utf-8"),
            ("/favicon.svg", "image/svg+xml"),
        ]
    )
    func assets(path: String, contentType: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let file = try await client.send(.get, path)
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == contentType)
            #expect(file.body.readableBytes > 100)
            let tag = try #require(file.headers[.eTag])
            let again = try await client.send(.get, path, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
        }
    }

    @Test func theStyleSheetCarriesTheBoardsPalette() async throws {
        let server = try TestServer()
        try await server.test { client in
            let css = try await client.send(.get, "/app.css").text
            #expect(css.contains(".colour-0 { --avatar: #007aff; }"))
            #expect(css.contains(".colour-11 {"))
        }
    }

    /// A form's vote is sent as a form: a text or JSON body read as one would count what was not
    /// meant as a vote, so it is 415 and counts nothing.
    @Test(arguments: ["text/plain", "application/json", nil])
    func aVoteThatIsNoFormIsRefused(contentType: String?) async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers: HTTPFields = [:]
            if let contentType { headers[.contentType] = contentType }
            let answer = try await client.sendForm("pet=Cat&ballot=not-a-form", headers: headers)
            #expect(answer.status == .unsupportedMediaType)
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }
}
