import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteStore

/// An error answered as an RFC 9457 problem document (`application/problem+json`): the status,
/// and a `detail` a person can act on, worded as votectl words it.
///
/// `type` is `about:blank` and `title` the status's reason phrase, as RFC 9457 §4.2.1 asks of
/// problems that need no type of their own; `code` names the case for programs, and
/// `suggestions` lists the names an unknown pet may have meant.
struct ServerProblem: Error, HTTPResponseError, Equatable {
    let status: HTTPResponse.Status
    /// What went wrong and what to do.
    let detail: String
    /// A stable name for programs (`unknownPet`, `badRequest`, …).
    let code: String
    /// The closest known names, for an unknown pet.
    var suggestions: [String] = []
    /// The import line at fault, for a bad import.
    var line: Int?
    /// Extra headers: `Retry-After`, `WWW-Authenticate`.
    var headers: HTTPFields = [:]

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields: [(String, JSONWriter.Value)] = [
            ("type", .string("about:blank")),
            ("title", .string(status.reasonPhrase)),
            ("status", .integer(status.code)),
            ("detail", .string(detail)),
            ("code", .string(code)),
        ]
        if let line { fields.append(("line", .integer(line))) }
        if !suggestions.isEmpty { fields.append(("suggestions", .array(suggestions.map(JSONWriter.Value.string)))) }
        var headers = self.headers
        headers[.contentType] = "application/problem+json"
        return Response(
            status: status,
            headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: JSONWriter.encode(.object(fields))))
        )
    }

    // MARK: The server's own problems

    static let shuttingDown = ServerProblem(
        status: .serviceUnavailable,
        detail: "votesrv is shutting down and takes no new requests. Retry in a moment against a running server.",
        code: "shuttingDown",
        // The connection closes after this answer, so a client's next try reaches a running server.
        headers: [HTTPField.Name.retryAfter: "1", .connection: "close"]
    )

    static let overloaded = ServerProblem(
        status: .serviceUnavailable,
        detail: "votesrv has too many votes waiting to be written. Retry in a moment.",
        code: "overloaded",
        headers: [HTTPField.Name.retryAfter: "1"]
    )

    /// `/v1/events` when as many streams as allowed are open.
    static func tooManyStreams(limit: Int) -> ServerProblem {
        ServerProblem(
            status: .serviceUnavailable,
            detail:
                "votesrv already serves its limit of \(limit) event streams. Retry later, or poll GET /v1/board meanwhile.",
            code: "tooManyStreams",
            headers: [HTTPField.Name.retryAfter: "5"]
        )
    }

    /// `/readyz` when the server cannot take votes now.
    static func notReady(_ reason: String) -> ServerProblem {
        ServerProblem(
            status: .serviceUnavailable,
            detail: "votesrv is not ready: \(reason).",
            code: "notReady",
            headers: [HTTPField.Name.retryAfter: "1"]
        )
    }

    static func badRequest(_ detail: String) -> ServerProblem {
        ServerProblem(status: .badRequest, detail: detail, code: "badRequest")
    }

    static func notFound(path: String) -> ServerProblem {
        ServerProblem(
            status: .notFound,
            detail: "There is nothing at \(path). The API's routes are listed in /v1/openapi.yaml.",
            code: "notFound"
        )
    }

    static func tooLarge(limit: Int) -> ServerProblem {
        ServerProblem(
            status: .contentTooLarge,
            detail: "The request body is larger than this route's limit of \(ByteCount(limit)). Send less.",
            code: "contentTooLarge"
        )
    }

    static func unsupportedMediaType(_ found: String?, expected: [String]) -> ServerProblem {
        ServerProblem(
            status: .unsupportedMediaType,
            detail:
                "The body's Content-Type is \(found.map { "'\($0)'" } ?? "missing"); send one of \(expected.joined(separator: ", ")).",
            code: "unsupportedMediaType"
        )
    }
}

extension ServerProblem {
    /// The store's error with its message, under the status that fits it. Files are named
    /// without their directories: where the server keeps its data is no client's business.
    init(_ error: VoteStoreError) {
        let detail = Self.withoutDirectories(error.description, of: error)
        switch error {
        case .unknownPet(_, let suggestions):
            self.init(status: .notFound, detail: detail, code: "unknownPet", suggestions: suggestions)
        case .duplicatePet:
            self.init(status: .conflict, detail: detail, code: "duplicatePet")
        case .petHasVotes(let name, let votes):
            self.init(
                status: .conflict,
                detail: VoteStoreError.petHasVotes(name: name, votes: votes, force: "Add ?force=true"),
                code: "petHasVotes"
            )
        case .invalidPetName:
            self.init(status: .badRequest, detail: detail, code: "invalidPetName")
        case .invalidCount:
            self.init(status: .badRequest, detail: detail, code: "invalidCount")
        case .invalidBallotID:
            self.init(status: .badRequest, detail: detail, code: "invalidBallotID")
        case .ballotReused:
            self.init(status: .unprocessableContent, detail: detail, code: "ballotReused")
        case .busy, .serverUnreachable:
            self.init(
                status: .serviceUnavailable,
                detail: detail,
                code: "busy",
                headers: [HTTPField.Name.retryAfter: "1"]
            )
        case .databaseMoved:
            self.init(
                status: .serviceUnavailable,
                detail: detail,
                code: "databaseMoved",
                headers: [HTTPField.Name.retryAfter: "1"]
            )
        case .readOnly, .readOnlyDirectory, .permissionDenied, .diskFull, .writeFailed:
            self.init(
                status: .serviceUnavailable,
                detail: detail,
                code: "cannotWrite",
                headers: [HTTPField.Name.retryAfter: "30"]
            )
        case .notADatabase, .foreignDatabase, .foreignSchema, .newerSchema, .cannotOpen, .database,
            .authenticationFailed,
            .databaseMissing, .server, .targetNotEmpty, .connectionRejected, .tlsFailed:
            self.init(status: .internalServerError, detail: detail, code: "database")
        }
    }

    /// `text` with each file and folder `error` names cut to its last component
    /// (`/srv/petvote/votes.db` becomes `votes.db`).
    private static func withoutDirectories(_ text: String, of error: VoteStoreError) -> String {
        let paths: [String] =
            switch error {
            case .notADatabase(let path), .foreignDatabase(let path), .newerSchema(let path, _, _),
                .cannotOpen(let path, _), .readOnly(let path), .permissionDenied(let path), .busy(let path),
                .diskFull(let path), .writeFailed(let path, _), .databaseMoved(let path):
                [path]
            case .readOnlyDirectory(let path, let directory): [path, directory]
            default: []
            }
        var text = text
        let named = paths.flatMap { path in [path, (path as NSString).deletingLastPathComponent] }
        for path in Set(named).sorted(by: { $0.count > $1.count }) where path.hasPrefix("/") && path.count > 1 {
            text = text.replacingOccurrences(of: path, with: (path as NSString).lastPathComponent)
        }
        return text
    }
}

/// A byte count as people read it: "4 KiB", "256 MiB".
struct ByteCount: CustomStringConvertible {
    var bytes: Int
    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) bytes"
    }
}

extension HTTPField.Name {
    /// How long to wait before retrying a 503 (RFC 9110 §10.2.3).
    static let retryAfter = Self("Retry-After")!
}
