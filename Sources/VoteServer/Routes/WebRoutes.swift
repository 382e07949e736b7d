import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import VoteBoard
import VoteCore

/// The voting page: `GET /` and its files, and `POST /vote`, the page's form when JavaScript is
/// off (a vote, then 303 back to the page).
struct WebRoutes {
    let backend: Backend
    let assets: WebAssets

    /// No inline script or style, nothing from elsewhere, no framing: the page runs only the
    /// files votesrv serves.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    func add(to router: Router<VoteRequestContext>) {
        router.get("/") { _, _ in
            let snapshot = backend.feed.current
            return page(
                WebPage(model: BoardModel(snapshot.standings), version: snapshot.version, ballot: UUID().uuidString)
            )
        }
        for path in assets.byPath.keys.sorted() {
            router.get(RouterPath(path)) { request, _ in
                guard let asset = assets.byPath[path] else { throw ServerProblem.notFound(path: path) }
                return Self.response(asset, to: request)
            }
        }
        router.post("/vote") { request, context in
            do {
                try await vote(request, context: context)
                return Response(status: .seeOther, headers: [.location: "/"])
            } catch {
                let problem = ServerProblem(error, logger: context.logger)
                let snapshot = backend.feed.current
                var answer = page(
                    WebPage(
                        model: BoardModel(snapshot.standings),
                        version: snapshot.version,
                        ballot: UUID().uuidString,
                        notice: Self.notice(for: problem)
                    )
                )
                answer.status = problem.status
                // When to retry, and whether the connection closes, as the API's answer says.
                for field in problem.headers where !answer.headers.contains(field.name) { answer.headers.append(field) }
                return answer
            }
        }
    }

    /// What the page says of a vote it could not take: the problem's words, but for a page whose
    /// vote was cast already (sent again from the browser's history for another pet), which a
    /// person is told in a person's words, since the answer is a fresh page with a ballot of its own.
    private static func notice(for problem: ServerProblem) -> String {
        guard case .store(.ballotReused(_, let pet, _)) = problem else { return problem.detail }
        return
            "This page had already cast its vote, for \(VoteStoreError.quoted(pet)). The page is new now: vote again to cast another."
    }

    /// Casts the form's vote, once for its ballot id.
    private func vote(_ request: Request, context: VoteRequestContext) async throws {
        try CrossSiteGuard.check(request, hosts: backend.browserHosts)
        try request.checkBodyCodings()
        // What a form sends; any other body (text, JSON) would be read as a form it is not.
        let contentType = request.headers.value(of: .contentType)
        guard DeclaredContentType(contentType)?.essence == FormFields.mediaType else {
            throw ServerProblem.unsupportedMediaType(found: contentType, expected: [FormFields.mediaType])
        }
        let limit = ServerConfiguration.jsonBodyLimit
        try request.checkDeclaredLength(atMost: limit, else: .tooLarge(limit: limit))
        var request = request
        let form = try FormFields(try await request.collectBody(upTo: limit, context: context))
        guard let pet = try form.value("pet"), !pet.isEmpty else { throw ServerProblem.formWithoutPet }
        _ = try PetLookup.name(pet)
        _ = try await backend.writer.cast(Ballot(pet: pet, count: 1, id: try form.value("ballot"))).get()
    }

    /// The page, never cached (each carries its own ballot id), under the page's security policy.
    private func page(_ page: WebPage) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                .contentSecurityPolicy: Self.contentSecurityPolicy,
                .referrerPolicy: "same-origin",
            ],
            body: .init(byteBuffer: ByteBuffer(string: page.html))
        )
    }

    /// A file, or 304 when the client's copy is current.
    private static func response(_ asset: WebAssets.Asset, to request: Request) -> Response {
        ConditionalGet.response(
            tag: asset.tag,
            contentType: asset.contentType,
            body: asset.body,
            to: request
        )
    }
}

extension HTTPField.Name {
    static let referrerPolicy = Self("Referrer-Policy")!
}
