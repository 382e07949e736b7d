import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import VoteBoard
import VoteStore

/// The voting page: `GET /` and its files, and `POST /vote`, the page's form when JavaScript is
/// off (a vote, then 303 back to the page).
struct WebRoutes {
    let backend: Backend
    let assets: WebAssets

    /// The form's fields.
    struct VoteForm: Decodable {
        var pet: String?
        var ballot: String?
    }

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
                try await vote(request)
                return Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
            } catch {
                let problem = Self.problem(error, logger: context.logger)
                let snapshot = backend.feed.current
                var answer = page(
                    WebPage(
                        model: BoardModel(snapshot.standings),
                        version: snapshot.version,
                        ballot: UUID().uuidString,
                        notice: problem.detail
                    )
                )
                answer.status = problem.status
                return answer
            }
        }
    }

    /// Casts the form's vote, once for its ballot id.
    private func vote(_ request: Request) async throws {
        if let site = request.headers[.secFetchSite], site == "cross-site" || site == "same-site" {
            throw ServerProblem(
                status: .forbidden,
                detail: "Votes are taken only from PetVote's own page. Open it and vote there.",
                code: "crossSite"
            )
        }
        let limit = ServerConfiguration.jsonBodyLimit
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw ServerProblem.tooLarge(limit: limit)
        }
        let form: VoteForm
        do {
            form = try URLEncodedFormDecoder().decode(VoteForm.self, from: String(buffer: body))
        } catch {
            throw ServerProblem.badRequest("The vote form could not be read. Reload the page and vote again.")
        }
        guard let pet = form.pet, !pet.isEmpty else {
            throw ServerProblem.badRequest("The form named no pet. Press the button of the pet you vote for.")
        }
        _ = try await backend.writer.cast(Ballot(pet: pet, count: 1, id: form.ballot)).get()
    }

    /// The page, never cached (each carries its own ballot id), under the page's security policy.
    private func page(_ page: WebPage) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                .cacheControl: "no-store",
                .contentSecurityPolicy: Self.contentSecurityPolicy,
                .xContentTypeOptions: "nosniff",
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
            headers: [.xContentTypeOptions: "nosniff"],
            to: request
        )
    }

    /// The problem a refused form vote is shown as, worded as the API words it.
    private static func problem(_ error: any Error, logger: Logger) -> ServerProblem {
        switch error {
        case let problem as ServerProblem: return problem
        case let error as VoteStoreError: return ServerProblem(error)
        default:
            logger.error("Unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            return ServerProblem(
                status: .internalServerError,
                detail: "Your vote could not be counted because votesrv failed; try again in a moment.",
                code: "internal"
            )
        }
    }
}

extension HTTPField.Name {
    /// Which site a request comes from, as the browser tells it (Fetch Metadata).
    static let secFetchSite = Self("Sec-Fetch-Site")!
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}
