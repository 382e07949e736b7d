import Hummingbird

/// The peer of votesrv's figures: Hummingbird's hello world on the same machine, so a votes-per-second
/// figure can be read as a fraction of what the framework serves when a route does nothing.
///
///     swift run -c release HelloServer 8090
@main
struct HelloServer {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8090
        let router = Router()
        router.get("/") { _, _ in "Hello" }
        // The same shape as a vote: a POST answered 201 with a small JSON body.
        router.post("/v1/pets/{name}/votes") { _, _ in
            Response(
                status: .created,
                headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"votes":1}"#))
            )
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "hello", backlog: 1024)
        )
        try await app.runService()
    }
}
