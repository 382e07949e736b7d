import VoteEngines

/// How a votesrv runs: its database, where it listens, who may administer it, and its limits.
public struct ServerConfiguration: Sendable {
    /// The database: a SQLite file's path or a `postgres://` URL, found as votectl finds it.
    public var databasePath: String
    /// The address to listen on; loopback unless said otherwise.
    public var host: String
    /// The port; 0 picks a free one (the running server reports it).
    public var port: Int
    /// Names besides loopback ones under which browsers may vote (``BrowserHosts``): the public
    /// name a reverse proxy passes through to a server listening on loopback, say.
    public var allowedHosts: [String]
    /// The bearer token administrators send; `nil` leaves the administrator routes closed (403).
    public var adminToken: AdminToken?
    /// The largest import body accepted, in bytes.
    public var importBodyLimit: Int
    /// The shortest time between two events sent to one subscriber of `/v1/events`.
    public var eventInterval: Duration
    /// The share (0 to 1) of each ``eventInterval`` an event loop may spend drawing the newest
    /// board at podium sizes its event streams follow and nothing has drawn it at yet; streams
    /// past it get the newest board in a later pass. Each pass draws one size whatever the share,
    /// so 0 means one new size per loop and interval.
    public var eventDrawingShare: Double
    /// The most ballots committed in one transaction. Past a few hundred, throughput hardly grows
    /// while a commit's latency does (BENCHMARKS.md, "votesrv"); 1 commits each request alone, the
    /// baseline group commit is measured against.
    public var commitBatchLimit: Int
    /// How long the writer pauses after a commit that had company (more than one ballot) while
    /// other hosts commit to the same PostgreSQL, so that more ballots share each commit: each
    /// batch costs the shared server the same work whatever its size. A server alone never pauses
    /// (``CommitPause``); zero never pauses (BENCHMARKS.md, "A pause between commits").
    public var commitDelay: Duration
    /// How often an open event stream gets a keep-alive comment when nothing changes.
    public var heartbeatInterval: Duration
    /// The longest a vote waits to be written, another process's lock on the database included;
    /// past it the vote is refused with 503 `busy` and not written.
    public var writeTimeout: Duration
    /// The most event streams open at once; past it `/v1/events` answers 503.
    public var maximumEventStreams: Int
    /// How long one write to an event stream may wait for its client to read before the stream
    /// is dropped and its connection closed.
    public var eventWriteTimeout: Duration
    /// The most connections open at once, further capped by the process's descriptor limit
    /// (``connectionLimit(descriptorLimit:)``); past it new connections wait in the listen
    /// backlog until one closes.
    public var maximumConnections: Int
    /// How long any request body has to arrive before it must keep up a floor of
    /// ``RequestBodyPace/minimumRate`` bytes a second; a request whose body falls behind is answered 408 and its connection closed.
    public var requestBodyGrace: Duration
    /// How long a shutdown (SIGTERM, SIGINT) may take: past it, requests and streams still open
    /// are cancelled and the process exits.
    public var shutdownTimeout: Duration
    /// The most connections kept open to a PostgreSQL server (ignored for SQLite): the writer's,
    /// the listener's for other hosts' commits, and the readers'. Hosts × this must stay below the
    /// server's `max_connections`.
    public var databaseConnections: Int

    /// The largest JSON body (a vote, a pet), in bytes.
    public static let jsonBodyLimit = 4 * 1024
    /// The default largest import body: 256 MiB.
    public static let defaultImportBodyLimit = 256 * 1024 * 1024
    /// The default most ballots per transaction.
    public static let defaultCommitBatchLimit = 512
    /// The default ``commitDelay``: long enough for the clients a commit answered to come back
    /// with their next votes on a busy host.
    public static let defaultCommitDelay: Duration = .milliseconds(2)
    /// The longest ``commitDelay``: a tenth of a second.
    public static let maximumCommitDelay: Duration = .milliseconds(100)
    /// The default longest wait for a vote's write.
    public static let defaultWriteTimeout: Duration = .seconds(5)
    /// The default ``eventDrawingShare``: a fifth of each interval, so that however many sizes
    /// streams follow, drawing them leaves most of each core to everything else.
    public static let defaultEventDrawingShare = 0.2
    /// The default most event streams.
    public static let defaultMaximumEventStreams = 4_096
    /// The default longest wait of one event write for its client.
    public static let defaultEventWriteTimeout: Duration = .seconds(10)
    /// The default most connections.
    public static let defaultMaximumConnections = 8_192
    /// The default time every request body has to arrive, however small.
    public static let defaultRequestBodyGrace: Duration = .seconds(10)
    /// The default longest shutdown.
    public static let defaultShutdownTimeout: Duration = .seconds(10)
    /// The default most connections to a PostgreSQL server.
    public static let defaultDatabaseConnections = 8
    /// The fewest connections to a PostgreSQL server that work (``ServerDatabase/fewestConnections``).
    public static let minimumDatabaseConnections = ServerDatabase.fewestConnections
    /// Descriptors kept back from connections: the listener, the database's files, reader
    /// connections, an import's spool file, logs.
    public static let reservedDescriptors = 64

    /// The default address.
    public static let defaultHost = "127.0.0.1"
    /// The default port.
    public static let defaultPort = 8080

    /// Creates a configuration; only the database is required.
    public init(
        databasePath: String,
        host: String = defaultHost,
        port: Int = defaultPort,
        allowedHosts: [String] = [],
        adminToken: AdminToken? = nil,
        importBodyLimit: Int = defaultImportBodyLimit,
        commitBatchLimit: Int = defaultCommitBatchLimit,
        commitDelay: Duration = defaultCommitDelay,
        eventInterval: Duration = .milliseconds(100),
        eventDrawingShare: Double = defaultEventDrawingShare,
        heartbeatInterval: Duration = .seconds(15),
        writeTimeout: Duration = defaultWriteTimeout,
        maximumEventStreams: Int = defaultMaximumEventStreams,
        eventWriteTimeout: Duration = defaultEventWriteTimeout,
        maximumConnections: Int = defaultMaximumConnections,
        shutdownTimeout: Duration = defaultShutdownTimeout,
        requestBodyGrace: Duration = defaultRequestBodyGrace,
        databaseConnections: Int = defaultDatabaseConnections
    ) {
        self.databasePath = databasePath
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
        self.adminToken = adminToken
        self.importBodyLimit = importBodyLimit
        self.commitBatchLimit = commitBatchLimit
        self.commitDelay = min(max(.zero, commitDelay), Self.maximumCommitDelay)
        self.eventInterval = eventInterval
        self.eventDrawingShare =
            eventDrawingShare.isNaN ? Self.defaultEventDrawingShare : min(max(eventDrawingShare, 0), 1)
        self.heartbeatInterval = heartbeatInterval
        self.writeTimeout = writeTimeout
        self.maximumEventStreams = maximumEventStreams
        self.eventWriteTimeout = eventWriteTimeout
        self.maximumConnections = maximumConnections
        self.shutdownTimeout = shutdownTimeout
        self.requestBodyGrace = requestBodyGrace
        self.databaseConnections = max(Self.minimumDatabaseConnections, databaseConnections)
    }

    /// The connections actually allowed: ``maximumConnections``, but never so many that accepting
    /// one would fail for want of a descriptor (``reservedDescriptors`` stay free), since a
    /// listener that cannot accept is woken again at once and spins.
    ///
    /// - Parameter descriptorLimit: The process's soft `RLIMIT_NOFILE`.
    /// - Returns: The most connections to accept at once, at least 1.
    public func connectionLimit(descriptorLimit: Int) -> Int {
        max(1, min(maximumConnections, descriptorLimit - Self.reservedDescriptors))
    }
}
