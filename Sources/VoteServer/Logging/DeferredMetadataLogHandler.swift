public import Logging

/// swift-log's `StreamLogHandler`, with its metadata formatted when a message is logged rather
/// than each time it is set.
///
/// Hummingbird sets a request id on every request's logger, and `StreamLogHandler` formats all
/// its metadata into a string on every change: under load that was a few percent of votesrv's
/// CPU, for lines mostly never written. Here the metadata is only stored, and handed to a
/// `StreamLogHandler` (which writes the line exactly as it would have) when something is logged.
public struct DeferredMetadataLogHandler: LogHandler {
    private var stream: StreamLogHandler

    /// The metadata, formatted only by ``log(event:)``.
    public var metadata: Logger.Metadata = [:]

    /// Writes to standard error, as swift-log's default handler does.
    public init(label: String) {
        stream = StreamLogHandler.standardError(label: label)
    }

    /// The least severe level written.
    public var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    /// Where metadata of the moment (a task's, say) comes from, added to each line.
    public var metadataProvider: Logger.MetadataProvider? {
        get { stream.metadataProvider }
        set { stream.metadataProvider = newValue }
    }

    /// One metadata item.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the line, its metadata formatted now.
    public func log(event: LogEvent) {
        var stream = stream
        stream.metadata = metadata
        stream.log(event: event)
    }
}
