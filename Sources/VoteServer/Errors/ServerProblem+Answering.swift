import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import VoteCore

extension ServerProblem {
    /// The problem every error a route (or a rule before it) throws is answered as: a path no
    /// route serves and a body past the route's limit as their problems, anything else as
    /// ``init(_:logger:)`` says (``ServerMiddleware``).
    init(answering error: any Error, request: Request, context: some RequestContext) {
        switch error {
        case let error as HTTPError where error.status == .notFound: self = .notFound(path: request.uri.path)
        case is NIOTooManyBytesError: self = .tooLarge(limit: context.maxUploadSize)
        default: self.init(error, logger: context.logger)
        }
    }
}

extension ServerProblem {
    /// The problem `error` is answered as: the store's errors with their own words, the HTTP
    /// parser's refusal of the request's bytes as ``init(refusing:)`` says, Hummingbird's own errors
    /// under their status, and, last, anything unforeseen as a 500 that says nothing of the
    /// internals (it is logged instead).
    init(_ error: any Error, logger: Logger) {
        switch error {
        case let problem as ServerProblem: self = problem
        case let error as VoteStoreError:
            self = .store(error)
            // Answered without their words (they may name tables, roles and files): logged with them.
            if status == .internalServerError || error.leavesDatabaseUnusable {
                FailureLog.shared.record(error, on: logger)
            }
        case let error as HTTPParserError: self.init(refusing: error)
        case let error as HTTPError: self = .http(error.status, error.body ?? error.status.reasonPhrase)
        case is CancellationError: self = .shuttingDown
        default:
            logger.error("Unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            self = .internalFailure
        }
    }
}

extension ServerProblem {
    /// The HTTP parser's refusal of a request's bytes, between requests or inside one (a broken
    /// chunk size, trailers past its limits): 431 for fields past its limits, 505 for a version
    /// it does not read, else 400. (A method it does not know is 400 too, not 501: the parser
    /// says the same of a line that is no request at all, and `GARBAGE` is not a method.)
    init(refusing error: HTTPParserError) {
        switch error {
        case .headerOverflow: self = .headersTooLarge
        case .invalidVersion: self = .unsupportedHTTPVersion
        case .invalidMethod: self = .malformedRequest(fault: "its method is not one HTTP defines")
        case .invalidURL: self = .malformedRequest(fault: "its request target is not a valid one")
        case .invalidContentLength: self = .malformedRequest(fault: "its Content-Length is not one number")
        case .unexpectedContentLength:
            self = .malformedRequest(fault: "it has two Content-Lengths, or one with a Transfer-Encoding")
        case .invalidChunkSize: self = .malformedRequest(fault: "a chunk's size is broken")
        case .invalidEOFState:
            self = .malformedRequest(fault: "the connection ended before the request did (a body cut short)")
        default:
            self = .malformedRequest(
                fault: "a line of its head or its chunked body is broken (a header without a colon, a character "
                    + "not allowed, a line ending in a bare line feed)"
            )
        }
    }
}
