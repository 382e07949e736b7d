import Foundation
public import Hummingbird
import HummingbirdCore
public import Logging
import NIOCore
import ServiceLifecycle
import Synchronization
import UnixSignals
import VoteCore
import VoteEngines

#if canImport(Glibc)
import Glibc
#endif

/// votesrv: PetVote's HTTP API over one database, SQLite or PostgreSQL (`DatabaseName`).
///
/// ```swift
/// let server = try VoteHTTPServer(configuration: ServerConfiguration(databasePath: "votes.db"))
/// try await server.run()   // until SIGTERM or SIGINT
/// ```
///
/// Votes are group-committed by one writer (``ServerConfiguration``), reads come from the
/// published standings or from reader connections, and every error is a problem document. The
/// routes are listed in `openapi.yaml`, served at `/v1/openapi.yaml`.
public struct VoteHTTPServer: Sendable {
    /// What every answer's `Server` header says.
    static let serverName = "votesrv"

    let backend: Backend
    let logger: Logger
    private let openAPIDocument: ByteBuffer
    private let webAssets = WebAssets()

    /// Opens the database; nothing listens, and no vote is written, until ``run(onListening:)``.
    ///
    /// - Throws: ``VoteStoreError`` when the database cannot be opened (not a PetVote database, a
    ///   newer schema, a missing folder, …), untouched.
    public init(
        configuration: ServerConfiguration,
        logger: Logger = Logger(label: "votesrv", factory: DeferredMetadataLogHandler.init)
    ) throws {
        let metrics = ServerMetrics()
        let feed = BoardFeed(
            eventInterval: configuration.eventInterval,
            drawingShare: configuration.eventDrawingShare,
            deferredBoards: metrics.eventBoardsDeferred
        )
        let writer = try StoreWriter(
            path: configuration.databasePath,
            batchLimit: configuration.commitBatchLimit,
            writeTimeout: configuration.writeTimeout,
            commitDelay: configuration.commitDelay,
            databaseConnections: configuration.databaseConnections,
            feed: feed,
            metrics: metrics,
            logger: logger
        )
        backend = Backend(
            configuration: configuration,
            writer: writer,
            readers: StoreReaders(path: configuration.databasePath, pool: writer.pooledDatabase),
            feed: feed,
            metrics: metrics,
            lifecycle: ServerLifecycle(
                feed: feed,
                metrics: metrics,
                heartbeatInterval: configuration.heartbeatInterval,
                eventWriteTimeout: configuration.eventWriteTimeout,
                shutdownTimeout: configuration.shutdownTimeout
            ),
            browserHosts: BrowserHosts(listeningOn: configuration.host, allowed: configuration.allowedHosts)
        )
        self.logger = logger
        openAPIDocument = ByteBuffer(bytes: Self.readOpenAPIDocument())
        databaseName =
            (try? DatabaseName(configuration.databasePath, environment: StoreReaders.environment).description)
            ?? configuration.databasePath
    }

    /// The database served: its path, or its URL without the password.
    public let databaseName: String

    /// The router with every route and middleware; tests drive it in process.
    public func router() -> Router<VoteRequestContext> {
        // Every GET route answers HEAD too (the event stream with its own, see EventStreamHead).
        let router = Router(context: VoteRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Every answer gets the common headers and is counted, errors become problems, a
        // draining server refuses before any route runs, and paths with empty segments and
        // unknown query parameters are refused before a route reads the rest.
        router.add(middleware: ServerMiddleware(metrics: backend.metrics, lifecycle: backend.lifecycle))
        BoardRoutes(backend: backend).add(to: router)
        VoteRoutes(backend: backend).add(to: router)
        PetRoutes(backend: backend).add(to: router)
        EventStreamHead.add(to: router, backend: backend)
        EventRoutes(backend: backend).add(to: router)
        ImportRoutes(backend: backend).add(to: router)
        ServiceRoutes(backend: backend, openAPIDocument: openAPIDocument).add(to: router)
        WebRoutes(backend: backend, assets: webAssets).add(to: router)
        // Added last, so it wraps only the router's not-found answer.
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
        return router
    }

    /// The Hummingbird application: the router, the HTTP/1 server and the writer, which stops
    /// (committing what is queued) after the server has drained. The server accepts at most
    /// ``ServerConfiguration/connectionLimit(descriptorLimit:)`` connections at once.
    ///
    /// - Parameter onListening: Called with the bound address once the server listens.
    /// - Returns: The application, to run or to test.
    public func application(
        onListening: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) -> some ApplicationProtocol {
        let configuration = backend.configuration
        let (bodyGrace, logger, metrics) = (TimeAmount(configuration.requestBodyGrace), logger, backend.metrics)
        return Application(
            router: router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        PlacedBeforeConversion(
                            HTTP1ConnectionRules(metrics: metrics, bodyGrace: bodyGrace, logger: logger)
                        )
                    ],
                    idleTimeout: .seconds(60)
                )
            ),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: Self.serverName,
                backlog: 1024,
                availableConnectionsDelegate: MaximumAvailableConnections(
                    configuration.connectionLimit(descriptorLimit: Self.descriptorLimit()),
                    logger: logger
                )
            ),
            // The database's pool first: it stops last, after the writer has committed the rest.
            services: [backend.writer.databaseService, backend.writer].compactMap { $0 },
            onServerRunning: { channel in
                let address = channel.localAddress
                await onListening(address?.ipAddress ?? configuration.host, address?.port ?? configuration.port)
            },
            logger: logger
        )
    }

    /// Serves until SIGTERM or SIGINT, then drains: requests in flight finish and their votes are
    /// committed, new ones get 503, event streams end, and this returns, within
    /// ``ServerConfiguration/shutdownTimeout``: what is still running then is cancelled.
    public func run(onListening: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in })
        async throws
    {
        let watchdog = ShutdownWatchdog(
            limit: backend.configuration.shutdownTimeout + Self.cancellationGrace,
            logger: logger
        )
        let listened = Atomic(false)
        let application = application { host, port in
            listened.store(true, ordering: .relaxed)
            await onListening(host, port)
        }
        var configuration = ServiceGroupConfiguration(
            // Told of the shutdown in reverse order: the watchdog first, so its time counts from the start.
            services: [application, backend.lifecycle, watchdog],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        )
        configuration.maximumGracefulShutdownDuration = backend.configuration.shutdownTimeout
        // No limit of the group's own: past one it crashes the process (SIGILL). The watchdog
        // ends it instead, once the deadline and the grace have passed.
        configuration.maximumCancellationDuration = nil
        defer { watchdog.disarm() }
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch  where backend.lifecycle.isDraining && listened.load(ordering: .relaxed) {
            // The shutdown of a server that served ran out of time: what was cut was cancelled,
            // and every acknowledged vote is already on disk. (One that never listened, its
            // address refused, failed: the group drains the rest then too, and the error stands.)
            logger.warning("Shutdown took longer than \(backend.configuration.shutdownTimeout); the rest was cancelled")
        }
    }

    /// How long tasks cancelled at the shutdown deadline get to end before the process ends anyway
    /// (``ShutdownWatchdog``).
    static let cancellationGrace: Duration = .seconds(1)

    /// The process's soft limit on open descriptors (`RLIMIT_NOFILE`); a generous figure when it
    /// cannot be read or is unlimited.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return 1 << 20
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// Stops the writer of a server that never ran (tests that only build a router): no vote
    /// waits for it.
    public func close() {
        backend.writer.stop()
    }

    private static func readOpenAPIDocument() -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml"),
            let data = try? Data(contentsOf: url)
        else { return Array("openapi: 3.1.0\ninfo: {title: votesrv, version: '1'}\npaths: {}\n".utf8) }
        return Array(data)
    }
}
