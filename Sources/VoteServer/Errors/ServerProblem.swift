import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteImport
import VoteCore

/// Every refusal votesrv answers, one case each, rendered as an RFC 9457 problem document
/// (`application/problem+json`): the status, a `detail` a person can act on (worded as votectl
/// words it), and a `code` that names the case for programs.
///
/// `type` is `about:blank` and `title` the status's reason phrase, as RFC 9457 §4.2.1 asks of
/// problems that need no type of their own; `suggestions` lists the names an unknown pet may
/// have meant, and `line` the import line at fault. The wording is in `ServerProblem+Detail.swift`.
enum ServerProblem: Error, HTTPResponseError, Equatable {
    // MARK: The server's state

    /// SIGTERM arrived: the server drains and takes no new requests.
    case shuttingDown
    /// The writer's queue is full.
    case overloaded
    /// Another board of a size not kept is being drawn.
    case drawingBusy
    /// `/readyz` when the server cannot take votes now, and why.
    case notReady(reason: String)
    /// `/v1/events` when as many streams as allowed are open.
    case tooManyStreams(limit: Int)
    /// An import is running beside the votes (PostgreSQL): one at a time.
    case importUnderWay

    // MARK: Routing

    /// No route has this path.
    case notFound(path: String)
    /// The path is served, but not with this method.
    case methodNotAllowed(method: HTTPRequest.Method, path: String, allowed: [HTTPRequest.Method])

    // MARK: The request's framing, headers and origin

    /// The HTTP parser refused the request's bytes; `fault` says where, in a reader's words.
    case malformedRequest(fault: String)
    /// The request's head passed the HTTP parser's size limits.
    case headersTooLarge
    /// `CONNECT`: a request to tunnel to another host, which votesrv, no proxy, does not serve.
    case notAProxy
    /// A request line naming an HTTP version the parser does not read (`HTTP/2.0` sent as text),
    /// or one it cannot read as a version (`HTTP/1.x`).
    case unsupportedHTTPVersion
    /// A header that may appear once came more than once.
    case repeatedHeader(HTTPField.Name)
    /// The request's body came slower than ``RequestBodyPace`` waits for: after its grace (in
    /// whole seconds), at least ``RequestBodyPace/minimumRate`` bytes a second.
    case bodyTooSlow(graceSeconds: Int64)
    /// A header whose value breaks its rule (`rule` says what the value must be).
    case invalidHeader(HTTPField.Name, rule: String)
    /// A browser request from another site (by `Origin` or `Sec-Fetch-Site`) to a route that votes.
    case crossSite
    /// A browser's request addressed to a name that is not this server's (``BrowserHosts``).
    case hostNotAllowed(String)

    // MARK: The URL

    /// A query parameter the route does not take, and the ones it does.
    case unknownQueryParameter(String, accepted: [String])
    /// A query parameter given twice.
    case repeatedQueryParameter(String)
    /// `podium=` that is not a podium size votesrv draws.
    case invalidPodium(String)
    /// `since=` or `until=` that is not an ISO 8601 time.
    case invalidTime(parameter: String, text: String)
    /// A window whose `since` is not before its `until`: it holds no time.
    case invertedWindow(VoteWindow)
    /// A yes/no parameter with another value.
    case invalidFlag(parameter: String, text: String)
    /// A pet name in the path that is not percent-encoded UTF-8.
    case invalidPathName(String)
    /// A name to look up that no pet could have, and why.
    case impossiblePetName(name: String, reason: String)

    // MARK: Bodies

    /// The body passed the route's limit, in bytes.
    case tooLarge(limit: Int)
    /// An import's body is larger than the server's import limit (`votesrv --import-limit`).
    case importTooLarge(limit: Int)
    /// The body's `Content-Type` (if any) is none of `expected`.
    case unsupportedMediaType(found: String?, expected: [String])
    /// A body with a `Content-Encoding` (gzip, say) votesrv does not decode.
    case unsupportedContentEncoding(String)
    /// A body with a `Transfer-Encoding` other than chunked (gzip, chunked, say).
    case unsupportedTransferCoding(String)
    /// The body is not JSON at all.
    case malformedJSON(example: String)
    /// A JSON member (or the body itself, `value`) has the wrong type.
    case wrongJSONType(member: String, expected: String)
    /// A required JSON member is missing.
    case missingJSONMember(String)
    /// A JSON member the route does not take, and the ones it does.
    case unknownJSONMember(String, accepted: [String])
    /// A JSON member written more than once, which JSON readers settle differently.
    case repeatedJSONMember(String)
    /// A `count` that is a number but no whole number of votes votesrv casts (`1e100`, `2.5`).
    case countOutOfRange(String)
    /// The body's `id` and the `Idempotency-Key` header name different ballots.
    case ballotMismatch(body: String, header: String)
    /// `POST /v1/pets` or `PATCH /v1/pets/{name}` without a body.
    case missingPetBody
    /// The page's form could not be read, and why.
    case unreadableForm(String)
    /// The page's form named no pet.
    case formWithoutPet
    /// An import's first bad line; nothing was imported.
    case badImportLine(ImportRowError)
    /// The import body could not be spooled to disk (the system's reason).
    case cannotSpool(reason: String)

    // MARK: Administrators

    /// No administrator token is configured.
    case adminClosed
    /// The administrator token is missing or wrong.
    case unauthorized

    // MARK: The store, and the unforeseen

    /// The store refused (an unknown pet, a reused ballot, a busy or full database, …).
    case store(VoteStoreError)
    /// Another HTTP error Hummingbird raised, with its status and words.
    case http(HTTPResponse.Status, String)
    /// Something unforeseen failed; the error is in the log, never in the answer.
    case internalFailure

    /// 507: the server has no room for the body (RFC 4918 §11.5).
    static let insufficientStorage = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")

    var status: HTTPResponse.Status {
        switch self {
        case .shuttingDown, .overloaded, .drawingBusy, .notReady, .tooManyStreams, .importUnderWay: .serviceUnavailable
        case .notFound, .impossiblePetName: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .malformedRequest, .repeatedHeader, .invalidHeader, .unknownQueryParameter, .repeatedQueryParameter,
            .invalidPodium, .invalidTime, .invalidFlag, .invalidPathName, .malformedJSON, .wrongJSONType,
            .missingJSONMember, .unknownJSONMember, .repeatedJSONMember, .countOutOfRange, .missingPetBody,
            .unreadableForm, .formWithoutPet:
            .badRequest
        // Each part is well-formed; together they cannot be done (RFC 9110 §15.5.21).
        case .invertedWindow, .ballotMismatch: .unprocessableContent
        case .crossSite, .hostNotAllowed, .adminClosed: .forbidden
        case .headersTooLarge: .requestHeaderFieldsTooLarge
        case .bodyTooSlow: .requestTimeout
        case .notAProxy: .notImplemented
        case .unsupportedHTTPVersion: .httpVersionNotSupported
        case .tooLarge, .importTooLarge: .contentTooLarge
        case .unsupportedMediaType, .unsupportedContentEncoding: .unsupportedMediaType
        case .unsupportedTransferCoding: .notImplemented
        case .badImportLine: .unprocessableContent
        case .cannotSpool: Self.insufficientStorage
        case .unauthorized: .unauthorized
        case .store(let error): Self.status(of: error)
        case .http(let status, _): status
        case .internalFailure: .internalServerError
        }
    }

    /// A stable name for programs (`unknownPet`, `unknownQueryParameter`, …).
    var code: String {
        switch self {
        case .shuttingDown: "shuttingDown"
        case .overloaded: "overloaded"
        case .drawingBusy: "drawingBusy"
        case .notReady: "notReady"
        case .tooManyStreams: "tooManyStreams"
        case .importUnderWay: "importUnderWay"
        case .notFound: "notFound"
        case .methodNotAllowed: "methodNotAllowed"
        case .malformedRequest: "malformedRequest"
        case .headersTooLarge: "headersTooLarge"
        case .notAProxy: "notAProxy"
        case .unsupportedHTTPVersion: "unsupportedHTTPVersion"
        case .bodyTooSlow: "bodyTooSlow"
        case .repeatedHeader: "repeatedHeader"
        case .invalidHeader: "invalidHeader"
        case .crossSite: "crossSite"
        case .hostNotAllowed: "hostNotAllowed"
        case .unknownQueryParameter: "unknownQueryParameter"
        case .repeatedQueryParameter: "repeatedQueryParameter"
        case .invalidPodium: "invalidPodium"
        case .invalidTime: "invalidTime"
        case .invertedWindow: "invertedWindow"
        case .invalidFlag: "invalidFlag"
        case .invalidPathName: "invalidPetName"
        case .impossiblePetName: "unknownPet"
        case .tooLarge, .importTooLarge: "contentTooLarge"
        case .unsupportedMediaType: "unsupportedMediaType"
        case .unsupportedContentEncoding: "unsupportedContentEncoding"
        case .unsupportedTransferCoding: "unsupportedTransferCoding"
        case .malformedJSON: "malformedJSON"
        case .wrongJSONType: "wrongJSONType"
        case .missingJSONMember: "missingJSONMember"
        case .unknownJSONMember: "unknownJSONMember"
        case .repeatedJSONMember: "repeatedJSONMember"
        case .countOutOfRange: "invalidCount"
        case .ballotMismatch: "ballotMismatch"
        case .missingPetBody: "missingJSONMember"
        case .unreadableForm: "unreadableForm"
        case .formWithoutPet: "formWithoutPet"
        case .badImportLine: "badImportLine"
        case .cannotSpool: "cannotSpool"
        case .adminClosed: "adminClosed"
        case .unauthorized: "unauthorized"
        case .store(let error): Self.code(of: error)
        case .http: "http"
        case .internalFailure: "internal"
        }
    }

    /// The headers the answer carries besides its content type: when to retry, how to
    /// authenticate, which methods the path takes, which codings a body may have.
    var headers: HTTPFields {
        switch self {
        // The connection closes after this answer, so a client's next try reaches a running server.
        case .shuttingDown: [.retryAfter: "1", .connection: "close"]
        // The rest of the body may still come: it cannot be told from a next request.
        case .bodyTooSlow: [.connection: "close"]
        case .overloaded, .drawingBusy, .notReady: [.retryAfter: "1"]
        case .tooManyStreams, .importUnderWay: [.retryAfter: "5"]
        case .methodNotAllowed(_, _, let allowed): [.allow: allowed.allowValue]
        case .unauthorized: [.wwwAuthenticate: "Bearer realm=\"votesrv\""]
        // The codings a request's body may have (RFC 9110 §12.5.3): none.
        case .unsupportedContentEncoding: [.acceptEncoding: "identity"]
        case .store(.busy), .store(.serverUnreachable), .store(.databaseMoved): [.retryAfter: "1"]
        case .store(let error) where error.leavesDatabaseUnusable: [.retryAfter: "5"]
        case .store(.readOnly), .store(.readOnlyServer), .store(.readOnlyDirectory), .store(.permissionDenied),
            .store(.diskFull), .store(.writeFailed):
            [.retryAfter: "30"]
        default: [:]
        }
    }

    /// The closest known names, for an unknown pet.
    var suggestions: [String] {
        if case .store(.unknownPet(_, let suggestions)) = self { return suggestions }
        return []
    }

    /// The import line at fault, for a bad import.
    var line: Int? {
        if case .badImportLine(let error) = self { return error.line }
        return nil
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: documentHeaders, body: .init(byteBuffer: document))
    }

    /// The problem document's headers: the problem's own (``headers``), its media type, no caching.
    var documentHeaders: HTTPFields {
        var headers = self.headers
        headers[.contentType] = "application/problem+json"
        headers[.cacheControl] = HTTPField.noStoring.value
        return headers
    }

    /// The problem document (RFC 9457).
    var document: ByteBuffer {
        var fields: [(String, JSONWriter.Value)] = [
            ("type", .string("about:blank")),
            ("title", .string(status.reasonPhrase)),
            ("status", .integer(status.code)),
            ("detail", .string(detail)),
            ("code", .string(code)),
        ]
        if let line { fields.append(("line", .integer(line))) }
        if !suggestions.isEmpty { fields.append(("suggestions", .array(suggestions.map(JSONWriter.Value.string)))) }
        return ByteBuffer(string: JSONWriter.encode(.object(fields)))
    }

    /// The status a store error is answered with.
    private static func status(of error: VoteStoreError) -> HTTPResponse.Status {
        switch error {
        case .unknownPet: .notFound
        case .duplicatePet, .petHasVotes: .conflict
        case .invalidPetName, .invalidCount, .invalidBallotID: .badRequest
        case .ballotReused: .unprocessableContent
        case .busy, .serverUnreachable, .databaseMoved, .readOnly, .readOnlyServer, .readOnlyDirectory,
            .permissionDenied,
            .diskFull,
            .writeFailed:
            .serviceUnavailable
        case _ where error.leavesDatabaseUnusable: .serviceUnavailable
        // (Those a running server meets only as an outage are answered 503 by the line above.)
        case .notADatabase, .foreignDatabase, .foreignSchema, .newerSchema, .cannotOpen, .database,
            .authenticationFailed, .databaseMissing, .server, .targetNotEmpty, .copyMismatch, .connectionRejected,
            .tlsFailed, .countsOutOfRange:
            .internalServerError
        }
    }

    private static func code(of error: VoteStoreError) -> String {
        switch error {
        case .unknownPet: "unknownPet"
        case .duplicatePet: "duplicatePet"
        case .petHasVotes: "petHasVotes"
        case .invalidPetName: "invalidPetName"
        case .invalidCount: "invalidCount"
        case .invalidBallotID: "invalidBallotID"
        case .ballotReused: "ballotReused"
        case .busy, .serverUnreachable: "busy"
        case .databaseMoved: "databaseMoved"
        case .readOnly, .readOnlyServer, .readOnlyDirectory, .permissionDenied, .diskFull, .writeFailed:
            "cannotWrite"
        case .notADatabase, .foreignDatabase, .foreignSchema, .newerSchema, .cannotOpen, .database,
            .authenticationFailed, .databaseMissing, .server, .targetNotEmpty, .copyMismatch, .connectionRejected,
            .tlsFailed, .countsOutOfRange:
            "database"
        }
    }
}

extension HTTPField.Name {
    /// How long to wait before retrying a 503 (RFC 9110 §10.2.3).
    static let retryAfter = Self("Retry-After")!
}

extension VoteStoreError {
    /// Whether the server's database, opened again after it was lost, cannot be used: another
    /// file at its path, a newer schema, a login the server now refuses. Clients are answered 503
    /// (the operator must act; the writer's log says why), not the words meant for whoever
    /// started the server.
    var leavesDatabaseUnusable: Bool {
        switch self {
        case .notADatabase, .foreignDatabase, .foreignSchema, .newerSchema, .cannotOpen, .authenticationFailed,
            .databaseMissing, .connectionRejected, .tlsFailed:
            true
        default: false
        }
    }
}
