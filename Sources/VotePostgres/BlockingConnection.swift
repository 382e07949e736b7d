import Glibc
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization
import VoteCore

/// One PostgreSQL connection used from synchronous code, as ``VoteDatabase`` is: each call sends
/// its statement and waits for the answer on the calling thread.
///
/// The waiting never happens on a Swift concurrency thread's behalf: queries complete through
/// NIO futures on the connection's event loop, and `COPY` (async only in PostgresNIO) runs in a
/// task whose executor is that event loop too (``EventLoopExecutor``). So a caller that blocks a
/// cooperative thread (a test, a server's blocking pool) cannot starve the work it waits for.
/// Never call it from an event loop thread.
final class BlockingConnection {
    private let connection: PostgresConnection
    private let executor: EventLoopExecutor
    let url: PostgresURL
    private let logger = Logger(label: "petvote.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    /// Whether the connection closed, and how to fail the wait in progress when it does: a
    /// statement sent just as the server drops the connection (stopped between two statements
    /// of a transaction, say) can otherwise stay unanswered for ever.
    private let watch: CloseWatch
    /// Statements sent ahead (``sendAhead(_:)``), whose outcomes the next ``query(_:_:)`` checks.
    private var sentAhead: [EventLoopFuture<PostgresQueryResult>] = []
    /// Whether this closes the connection when it goes: not one lent by a pool.
    private let ownsConnection: Bool
    /// Which of the ``TLSPlan``'s attempts connected (0 for a lent connection).
    let tlsAttempt: Int

    /// Connects and logs in, with TLS as the URL's `sslmode` asks (``TLSPlan``).
    convenience init(url: PostgresURL) throws(VoteStoreError) {
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let logger = Logger(label: "petvote.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        let (connection, attempt) = try Self.connect(url: url, on: eventLoop, logger: logger)
        self.init(connection, url: url, owned: true, tlsAttempt: attempt)
    }

    /// Uses a connection lent by a pool (``PostgresPooledStore``), which stays the pool's:
    /// it is not closed here.
    convenience init(lent connection: PostgresConnection, url: PostgresURL) {
        self.init(connection, url: url, owned: false, tlsAttempt: 0)
    }

    private init(_ connection: PostgresConnection, url: PostgresURL, owned: Bool, tlsAttempt: Int) {
        (self.connection, self.url, ownsConnection, self.tlsAttempt) = (connection, url, owned, tlsAttempt)
        executor = EventLoopExecutor(eventLoop: connection.eventLoop)
        watch = CloseWatch.of(connection)
    }

    /// Makes the plan's attempts in turn until one connects or a failure ends the plan; returns
    /// the connection and which attempt made it.
    private static func connect(url: PostgresURL, on eventLoop: any EventLoop, logger: Logger)
        throws(VoteStoreError) -> (PostgresConnection, attempt: Int)
    {
        let plan = try TLSPlan(url: url)
        var index = 0
        while true {
            var configuration: PostgresConnection.Configuration
            if url.isUnixSocket {
                configuration = .init(
                    unixSocketPath: url.socketPath,
                    username: url.user,
                    password: url.password,
                    database: url.database
                )
            } else {
                configuration = .init(
                    host: url.host,
                    port: url.port,
                    username: url.user,
                    password: url.password,
                    database: url.database,
                    tls: plan.attempts[index]
                )
            }
            configuration.options.connectTimeout = TimeAmount(url.connectTimeout)
            // As libpq's fallback_application_name: the program's own name unless the URL names one.
            configuration.options.additionalStartupParameters = [
                ("application_name", url.applicationName ?? Self.programName)
            ]
            do {
                let connection =
                    try PostgresConnection.connect(
                        on: eventLoop,
                        configuration: configuration,
                        id: 1,
                        logger: logger
                    )
                    .wait()
                return (connection, index)
            } catch {
                guard plan.retries(after: error, attempt: index) else {
                    throw plan.translate(error, url: url) ?? Self.translate(error, url: url)
                }
                index += 1
            }
        }
    }

    /// This program's file name (`votectl`), from the kernel's record of the file it runs, which,
    /// unlike `CommandLine.arguments`, no other code of the process can change.
    static let programName: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "petvote" }
        let path = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/").last.map(String.init) ?? "petvote"
    }()

    /// Waits for `future` on this thread, failing with ``ConnectionLost`` if the connection closes first.
    private func wait<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
        let promise = future.eventLoop.makePromise(of: T.self)
        future.cascade(to: promise)
        let closed = watch.state.withLock { state in
            state.failWait = { promise.fail(ConnectionLost()) }
            return state.closed
        }
        defer { watch.state.withLock { $0.failWait = nil } }
        if closed { promise.fail(ConnectionLost()) }
        return try promise.futureResult.wait()
    }

    deinit {
        if ownsConnection { try? connection.close().wait() }
    }

    /// Runs one statement with `binds` and returns its rows (and its command tag's row count).
    @discardableResult
    func query(_ sql: String, _ binds: [(any PostgresEncodable & Sendable)?] = []) throws(VoteStoreError)
        -> PostgresQueryResult
    {
        try run(sql, binds, then: nil)
    }

    /// Sends the statements sent ahead, `sql` and `next` (if any) together, and waits for their
    /// answers in order, throwing the first failure.
    private func run(
        _ sql: String,
        _ binds: [(any PostgresEncodable & Sendable)?],
        then next: String?
    ) throws(VoteStoreError) -> PostgresQueryResult {
        let ahead = sentAhead
        sentAhead.removeAll()
        do {
            let bindings = try PostgresBindings(binds)
            let answer = connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
            let following = next.map { connection.query(PostgresQuery(unsafeSQL: $0), logger: logger) }
            // Answered in the order sent: those sent ahead have their answers by now.
            for statement in ahead { _ = try wait(statement) }
            let result = try wait(answer)
            if let following { _ = try wait(following) }
            return result
        } catch {
            throw Self.translate(error, url: url)
        }
    }

    /// Sends one statement without waiting for its answer or its outcome: the connection runs it
    /// before any statement sent after it.
    func send(_ sql: String) {
        _ = connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
    }

    /// Runs one statement with `binds` and then `end` (`COMMIT`, or the release of a savepoint),
    /// both handed to the connection at once: the calling thread waits once (PostgresNIO sends
    /// `end` when the statement is answered). The statement's error is thrown if it failed
    /// (PostgreSQL then answers a `COMMIT` by rolling back), else `end`'s.
    @discardableResult
    func queryThenEnd(
        _ sql: String,
        _ binds: [(any PostgresEncodable & Sendable)?],
        with end: String
    ) throws(VoteStoreError) -> PostgresQueryResult {
        try run(sql, binds, then: end)
    }

    /// Sends one statement without waiting for its answer: the next ``query(_:_:)`` follows it
    /// (PostgresNIO sends it when this one is answered) and fails with this statement's error if
    /// it failed, as if the two had been run one after the other. A transaction's `BEGIN` so
    /// costs the calling thread no wait of its own.
    func sendAhead(_ sql: String) {
        sentAhead.append(connection.query(PostgresQuery(unsafeSQL: sql), logger: logger))
    }

    /// Runs one statement and decodes its single row's first column.
    func scalar<T: PostgresDecodable>(
        _ type: T.Type,
        _ sql: String,
        _ binds: [(any PostgresEncodable & Sendable)?] = []
    )
        throws(VoteStoreError) -> T?
    {
        let result = try query(sql, binds)
        guard let row = result.rows.first else { return nil }
        return try decode(row, as: T.self)
    }

    /// Decodes a row's columns, reporting a mismatch as a server error (the schema is ours, so it
    /// means a defect, not bad input).
    func decode<T: PostgresDecodable>(_ row: PostgresRow, as type: T.Type) throws(VoteStoreError) -> T {
        do {
            return try row.decode(T.self)
        } catch {
            throw .server(database: url.description, code: "decode", message: "\(error)")
        }
    }

    func decode<each T: PostgresDecodable>(_ row: PostgresRow, as types: (repeat each T).Type)
        throws(VoteStoreError) -> (repeat each T)
    {
        do {
            return try row.decode((repeat each T).self)
        } catch {
            throw .server(database: url.description, code: "decode", message: "\(error)")
        }
    }

    /// Streams `data` into `table` with `COPY … FROM STDIN` (text format), in the current transaction.
    func copy(into table: String, columns: [String], data: ByteBuffer) throws(VoteStoreError) {
        try finish(startCopy(into: table, columns: columns, data: data))
    }

    /// Starts streaming `data` into `table` and returns at once, so the caller can prepare the
    /// next chunk while the server takes this one. Further copies may be started behind it (the
    /// connection runs them in the order started), but no other statement until ``finish(_:)``
    /// has waited for every one.
    func startCopy(into table: String, columns: [String], data: ByteBuffer) -> EventLoopFuture<Void> {
        let connection = connection
        let logger = logger
        let promise = connection.eventLoop.makePromise(of: Void.self)
        Task(executorPreference: executor) {
            do {
                try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
                    try await writer.write(data)
                }
                promise.succeed()
            } catch {
                promise.fail(error)
            }
        }
        return promise.futureResult
    }

    /// Waits for a copy begun by ``startCopy(into:columns:data:)``.
    func finish(_ copy: EventLoopFuture<Void>) throws(VoteStoreError) {
        do {
            try wait(copy)
        } catch {
            throw Self.translate(error, url: url)
        }
    }

    /// Calls `handler` with the server process of every notification on `channel`, from the
    /// connection's event loop; the connection sends `LISTEN` before any statement sent after this.
    func listen(on channel: String, _ handler: @escaping @Sendable (Int32) -> Void) {
        connection.addListener(channel: channel) { _, notification in handler(notification.backendPID) }
    }

    // MARK: Errors

    /// The ``VoteStoreError`` a person can act on for a PostgresNIO failure.
    static func translate(_ error: any Error, url: PostgresURL) -> VoteStoreError {
        let database = url.description
        guard let error = error as? PSQLError else {
            return .serverUnreachable(database: database, reason: Self.reason(error))
        }
        guard let state = error.serverInfo?[.sqlState] else {
            switch error.code {
            case .connectionError, .serverClosedConnection, .uncleanShutdown:
                return .serverUnreachable(
                    database: database,
                    reason: error.underlying.map(Self.reason) ?? "the connection failed (\(error.code))"
                )
            case .authMechanismRequiresPassword:
                // No password was sent: not a wrong one. Said as psql says it.
                let ignored = url.ignoredPasswordFile.map {
                    "; the password file \($0) was not read, as others may read it (chmod 600 \($0))"
                }
                return .cannotOpen(
                    path: database,
                    reason: "the server asks user '\(url.user)' for a password and none was given (in the URL, "
                        + "$PGPASSWORD or a password file such as ~/.pgpass)" + (ignored ?? "")
                )
            default:
                return .server(database: database, code: "\(error.code)", message: String(reflecting: error))
            }
        }
        let message = error.serverInfo?[.message] ?? "\(error.code)"
        switch state {
        // 28000 is also the server's access rules (pg_hba.conf) turning the connection away: a
        // matter for its administrator, not a password, so said in the server's own words.
        case "28000" where message.contains("pg_hba.conf"):
            return .connectionRejected(database: database, message: message)
        case "28P01", "28000": return .authenticationFailed(database: database, user: url.user)
        case "3D000": return .databaseMissing(database: database, name: url.database)
        // Out of connections: the server's, or a role's or database's own limit, which the
        // server's message names; its remedy is the operator's, so said with it.
        case "53300":
            return .serverUnreachable(
                database: database,
                reason: "\(message) (every process's connections together must stay below the server's "
                    + "max_connections and the role's and database's CONNECTION LIMIT: raise the limit, or "
                    + "open fewer, e.g. votesrv --database-connections)"
            )
        // The server starting up or shutting down, cut off by an admin, or by the server after
        // idling inside a transaction (the session is gone: connect again).
        case "57P01", "57P02", "57P03", "08000", "08003", "08006", "25P03":
            return .serverUnreachable(database: database, reason: message)
        // A lock not granted in time, a deadlock, a serialisation failure: another writer won; retry.
        case "55P03", "40P01", "40001", "57014": return .busy(path: database)
        case "53100": return .diskFull(path: database)
        case "25006": return .readOnlyServer(database: database)
        // numeric_value_out_of_range: a tally's bigint sum past its range.
        case "22003": return .countsOutOfRange
        default: return .server(database: database, code: state, message: message)
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        if let error = error as? NIOConnectionError {
            if let first = error.connectionErrors.first { return reason(first.error) }
            // No address to try: the name did not resolve (a mistyped host, or the machine's DNS
            // failing, which may pass: so it is retried as any unreachable server is).
            return error.dnsAError != nil || error.dnsAAAAError != nil
                ? "its host name \(VoteStoreError.quoted(error.host)) did not resolve to an address "
                    + "(check the host in the URL or $PGHOST, and the machine's DNS)"
                : "no address could be connected to"
        }
        return "\(error)"
    }
}

@available(*, unavailable)
extension BlockingConnection: Sendable {}

/// Whether a connection closed, and how to fail the wait in progress when it does: one per
/// connection, however many times a pool lends it.
private final class CloseWatch: Sendable {
    let state = Mutex<(closed: Bool, failWait: (@Sendable () -> Void)?)>((false, nil))

    /// The watches of the connections open now, by connection.
    private static let open = Mutex<[ObjectIdentifier: CloseWatch]>([:])

    /// The watch of `connection`, made when first asked for and forgotten when it closes.
    static func of(_ connection: PostgresConnection) -> CloseWatch {
        let key = ObjectIdentifier(connection)
        let (watch, isNew) = open.withLock { open in
            if let watch = open[key] { return (watch, false) }
            let watch = CloseWatch()
            open[key] = watch
            return (watch, true)
        }
        if isNew {
            connection.closeFuture.whenComplete { _ in
                open.withLock { $0[key] = nil }
                let failWait = watch.state.withLock { state in
                    state.closed = true
                    return state.failWait
                }
                failWait?()
            }
        }
        return watch
    }
}
