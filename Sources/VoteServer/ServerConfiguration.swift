/// How a votesrv runs: its database, where it listens, who may administer it, and its limits.
public struct ServerConfiguration: Sendable {
    /// The database: a SQLite file's path or a `postgres://` URL, found as votectl finds it.
    public var databasePath: String
    /// The address to listen on; loopback unless said otherwise.
    public var host: String
    /// The port; 0 picks a free one (the running server reports it).
    public var port: Int
    /// The bearer token administrators send; `nil` leaves the administrator routes closed (403).
    public var adminToken: AdminToken?
    /// The largest import body accepted, in bytes.
    public var importBodyLimit: Int
    /// The shortest time between two events sent to one subscriber of `/v1/events`.
    public var eventInterval: Duration
    /// The most ballots committed in one transaction. Past a few hundred, throughput hardly grows
    /// while a commit's latency does (BENCHMARKS.md, "votesrv"); 1 commits each request alone, the
    /// baseline group commit is measured against.
    public var commitBatchLimit: Int
    /// How often an open event stream gets a keep-alive comment when nothing changes.
    public var heartbeatInterval: Duration

    /// The largest JSON body (a vote, a pet), in bytes.
    public static let jsonBodyLimit = 4 * 1024
    /// The default largest import body: 256 MiB.
    public static let defaultImportBodyLimit = 256 * 1024 * 1024
    /// The default most ballots per transaction.
    public static let defaultCommitBatchLimit = 512
    /// The default address.
    public static let defaultHost = "127.0.0.1"
    /// The default port.
    public static let defaultPort = 8080

    /// Creates a configuration; only the database is required.
    public init(
        databasePath: String,
        host: String = defaultHost,
        port: Int = defaultPort,
        adminToken: AdminToken? = nil,
        importBodyLimit: Int = defaultImportBodyLimit,
        commitBatchLimit: Int = defaultCommitBatchLimit,
        eventInterval: Duration = .milliseconds(100),
        heartbeatInterval: Duration = .seconds(15)
    ) {
        self.databasePath = databasePath
        self.host = host
        self.port = port
        self.adminToken = adminToken
        self.importBodyLimit = importBodyLimit
        self.commitBatchLimit = commitBatchLimit
        self.eventInterval = eventInterval
        self.heartbeatInterval = heartbeatInterval
    }
}
