/// What the routes share: the writer, the readers, the published board, the metrics and the
/// configuration. One per server.
struct Backend: Sendable {
    let configuration: ServerConfiguration
    let writer: StoreWriter
    let readers: StoreReaders
    let feed: BoardFeed
    let metrics: ServerMetrics
    let lifecycle: ServerLifecycle
    /// The names under which browsers may vote, from the configuration.
    let browserHosts: BrowserHosts
}
