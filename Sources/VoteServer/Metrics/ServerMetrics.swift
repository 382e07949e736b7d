import Prometheus
import Synchronization

/// What `/metrics` reports, in Prometheus's text format: requests by route, method and status,
/// their latency, the votes committed, the size and duration of each group commit, the open
/// event streams (and those dropped or refused, and the boards they got a pass late for want of
/// drawing time), the ballots waiting for the writer, and the commits noticed from other processes.
///
/// Each server has its own registry (no global metrics system), so tests can run several.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()

    /// Latency buckets fine enough for a 20 ms p99, from 0.25 ms to 2.5 s.
    private static let latencyBuckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
        .milliseconds(10), .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .milliseconds(2500),
    ]

    private static func requests() -> MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "http_requests",
            unitName: "total",
            helpText: "HTTP requests answered, by route template, method and status."
        )
    }

    private static func requestDuration() -> MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: "http_request_duration",
            unitName: "seconds",
            helpText: "Time from a request's arrival to its response's head, by route template and method."
        )
    }

    /// One request series' labels.
    private struct RequestSeries: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    private let requestSeries = Mutex<[RequestSeries: (Counter, DurationHistogram)]>([:])
    let votes: Counter
    let commitBatch: ValueHistogram
    let commitDuration: DurationHistogram
    let eventSubscribers: Gauge
    let foreignCommitsNoticed: Counter
    let failedCommits: Counter
    let commitPauses: Counter
    let reconnects: Counter
    let databaseUp: Gauge
    let writerQueue: Gauge
    let eventStreamsDropped: Counter
    let eventStreamsRefused: Counter
    let eventBoardsDeferred: Counter

    init() {
        votes = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "votes",
                unitName: "total",
                helpText: "Votes committed by this server."
            )
        )
        commitBatch = registry.makeValueHistogram(
            descriptor: .init(
                namespace: "petvote",
                metricName: "commit_batch",
                unitName: "ballots",
                helpText: "Ballots per group commit."
            ),
            buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
        )
        commitDuration = registry.makeDurationHistogram(
            descriptor: .init(
                namespace: "petvote",
                metricName: "commit_duration",
                unitName: "seconds",
                helpText: "Time to write and sync one group commit."
            ),
            buckets: Self.latencyBuckets
        )
        eventSubscribers = registry.makeGauge(
            descriptor: .init(
                namespace: "petvote",
                metricName: "event",
                unitName: "subscribers",
                helpText: "Open /v1/events streams."
            )
        )
        foreignCommitsNoticed = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "foreign_commits_noticed",
                unitName: "total",
                helpText: "Times the standings were reloaded after another process wrote to the database."
            )
        )
        failedCommits = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "commit_failures",
                unitName: "total",
                helpText: "Group commits that failed as a whole (their ballots were answered with an error)."
            )
        )
        commitPauses = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "commit_pauses",
                unitName: "total",
                helpText: "Pauses after a commit while other hosts committed to the same database (--commit-delay)."
            )
        )
        reconnects = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "database_connections_lost",
                unitName: "total",
                helpText: "Times the writer lost its database connection and began to open another."
            )
        )
        databaseUp = registry.makeGauge(
            descriptor: .init(
                namespace: "petvote",
                metricName: "database",
                unitName: "up",
                helpText:
                    "1 while the writer holds a database connection that answers, else 0 (also while a call has gone unanswered for \(StoreWriter.stallLimit))."
            )
        )
        databaseUp.set(1.0)
        writerQueue = registry.makeGauge(
            descriptor: .init(
                namespace: "petvote",
                metricName: "writer_queue",
                unitName: "ballots",
                helpText: "Ballots waiting for the next group commit."
            )
        )
        eventStreamsDropped = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "event_streams_dropped",
                unitName: "total",
                helpText: "Event streams dropped because their client stopped reading."
            )
        )
        eventStreamsRefused = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "event_streams_refused",
                unitName: "total",
                helpText: "Event streams refused because the most allowed were open."
            )
        )
        eventBoardsDeferred = registry.makeCounter(
            descriptor: .init(
                namespace: "petvote",
                metricName: "event_boards_deferred",
                unitName: "total",
                helpText: "Boards an event stream got in a later pass, for want of time to draw them sooner."
            )
        )
    }

    /// Counts one answered request; `route` is the route's template (`/v1/pets/{name}/votes`),
    /// never the raw path, so the number of series stays bounded.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        let series = RequestSeries(route: route, method: method, status: status)
        let known = requestSeries.withLock { $0[series] }
        let (counter, latency) = known ?? makeRequestSeries(series)
        counter.increment()
        latency.record(duration)
    }

    /// The registry's counter and histogram for one kind of request, kept so that each request
    /// costs one look-up rather than building both series' names and labels again.
    private func makeRequestSeries(_ series: RequestSeries) -> (Counter, DurationHistogram) {
        let made = (
            registry.makeCounter(
                descriptor: Self.requests(),
                labels: [("route", series.route), ("method", series.method), ("status", String(series.status))]
            ),
            registry.makeDurationHistogram(
                descriptor: Self.requestDuration(),
                labels: [("route", series.route), ("method", series.method)],
                buckets: Self.latencyBuckets
            )
        )
        requestSeries.withLock { $0[series] = made }
        return made
    }

    /// Counts the votes an import committed (none for a dry run).
    func recordImport(votes imported: Int) {
        votes.increment(by: Int64(imported))
    }

    func recordCommit(ballots: Int, votes counted: Int, duration: Duration) {
        commitBatch.record(Double(ballots))
        commitDuration.record(duration)
        votes.increment(by: Int64(counted))
    }

    /// Records that the writer lost its database connection (`false`), or has one again.
    func recordDatabase(up: Bool) {
        databaseUp.set(up ? 1.0 : 0.0)
        if !up { reconnects.increment() }
    }

    /// Records that a call to the database has gone unanswered past the writer's stall limit, or
    /// has answered at last (`connected`: the writer still holds its connection).
    func recordStall(_ isStalled: Bool, connected: Bool) {
        if isStalled {
            databaseUp.set(0.0)
        } else if connected {
            databaseUp.set(1.0)
        }
    }

    /// The text `/metrics` serves.
    func exposition() -> String {
        registry.emitToString()
    }
}
