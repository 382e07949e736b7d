import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import VoteStore

/// Turns every error a route throws into a problem document: the store's errors with their own
/// words, Hummingbird's 404 for an unknown path, a body over its limit (413), and, last, anything
/// unforeseen as a 500 that says nothing of the internals (it is logged instead).
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let problem as ServerProblem {
            throw problem
        } catch let error as VoteStoreError {
            throw ServerProblem(error)
        } catch is NIOTooManyBytesError {
            throw ServerProblem.tooLarge(limit: context.maxUploadSize)
        } catch let error as HTTPError where error.status == .notFound {
            throw ServerProblem.notFound(path: request.uri.path)
        } catch let error as HTTPError {
            throw ServerProblem(status: error.status, detail: error.body ?? error.status.reasonPhrase, code: "http")
        } catch is CancellationError {
            throw ServerProblem.shuttingDown
        } catch {
            context.logger.error("Unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            throw ServerProblem(
                status: .internalServerError,
                detail:
                    "votesrv failed unexpectedly; the error is in its log. Nothing was changed unless the answer said so.",
                code: "internal"
            )
        }
    }
}

/// Answers 503 to every request once the server has begun to drain (SIGTERM), so clients retry
/// against a running server rather than wait for one that is stopping.
struct DrainMiddleware<Context: RequestContext>: RouterMiddleware {
    let lifecycle: ServerLifecycle

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard !lifecycle.isDraining else { throw ServerProblem.shuttingDown }
        return try await next(request, context)
    }
}

/// Counts every answered request by route template, method and status, and times it.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        let status: Int
        defer {
            metrics.recordRequest(
                route: context.endpointPath ?? "unmatched",
                method: request.method.rawValue,
                status: status,
                duration: ContinuousClock.now - started
            )
        }
        do {
            let response = try await next(request, context)
            status = response.status.code
            return response
        } catch let error as any HTTPResponseError {
            status = error.status.code
            throw error
        } catch {
            status = 500
            throw error
        }
    }
}
