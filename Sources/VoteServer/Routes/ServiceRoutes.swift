import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteStore

/// The routes for operators and tools: `/healthz`, `/metrics` and the OpenAPI document.
struct ServiceRoutes {
    let backend: Backend
    /// `openapi.yaml`, read once at start-up.
    let openAPIDocument: ByteBuffer

    func add(to router: Router<VoteRequestContext>) {
        router.get("/healthz") { _, _ in
            // Reaches the database through a reader, as a board with a window would.
            let pets = try await backend.readers.read { store throws(VoteStoreError) in try store.pets().count }
            return PetRoutes.response(
                .ok,
                json: #"{"pets":\#(pets),"status":"ok","version":\#(backend.feed.current.version)}"#
            )
        }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: backend.metrics.exposition()))
            )
        }
        router.get("/v1/openapi.yaml") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/yaml"],
                body: .init(byteBuffer: openAPIDocument)
            )
        }
    }
}
