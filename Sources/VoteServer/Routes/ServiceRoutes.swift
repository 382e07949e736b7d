import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus
import VoteCore

/// The routes for operators and tools: `/healthz` (liveness), `/readyz` (readiness), `/metrics`
/// and the OpenAPI document.
struct ServiceRoutes {
    let backend: Backend
    /// `openapi.yaml`, read once at start-up.
    let openAPIDocument: ByteBuffer

    func add(to router: Router<VoteRequestContext>) {
        // Liveness: the process serves requests. It never asks the database, so a database
        // outage does not get every server restarted (which cannot fix it).
        router.get("/healthz") { _, _ in
            let snapshot = backend.feed.current
            return PetRoutes.response(
                .ok,
                json: #"{"pets":\#(snapshot.standings.entries.count),"status":"ok","version":\#(snapshot.version)}"#
            )
        }
        // Readiness: the server can take votes now; 503 while its writer cannot reach the
        // database, a call to the database has hung, or the server is shutting down.
        router.get("/readyz") { _, _ in
            switch backend.lifecycle.isDraining ? Readiness.shuttingDown : backend.writer.readiness {
            case .ready:
                return PetRoutes.response(.ok, json: #"{"status":"ready"}"#)
            case .notReady(let reason):
                throw ServerProblem.notReady(reason: reason)
            }
        }
        router.get("/metrics") { _, _ in
            backend.metrics.writerQueue.set(Int64(backend.writer.queuedBallots))
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: backend.metrics.exposition()))
            )
        }
        router.get("/v1/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml", .cacheControl: "no-cache"],
                body: .init(byteBuffer: openAPIDocument)
            )
        }
    }
}
