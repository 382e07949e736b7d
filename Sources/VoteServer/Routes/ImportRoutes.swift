import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteImport
import VoteCore

/// `POST /v1/imports`: an import streamed in the request body, with votectl's semantics — one
/// transaction, refused whole with the first bad line's number unless `skipInvalid`, `createPets`
/// and `dryRun` as votectl's options — answered with the summary. Administrators only.
///
/// The body is spooled to an unlinked temporary file while it arrives (never held in memory), then
/// imported: on SQLite by the writer between two group commits, so votes wait for the import as
/// they would for any other writer; on PostgreSQL beside the votes, on a pooled connection
/// (``StoreWriter/reserveImport()``).
struct ImportRoutes {
    let backend: Backend

    /// The media types accepted, and the format each means.
    static let formats: [(mediaType: String, format: ImportFormat)] = [
        ("text/csv", .csv), ("text/tab-separated-values", .tsv), ("application/x-ndjson", .ndjson),
        ("text/plain", .lines),
    ]

    func add(to router: Router<VoteRequestContext>) {
        let admin = router.group().add(middleware: AdminOnlyMiddleware(token: backend.configuration.adminToken))
        admin.post("/v1/imports") { request, context in
            let format = try Self.format(of: request.headers.value(of: .contentType))
            let session = FileImport(
                options: ImportOptions(
                    createPets: try request.flag("createPets"),
                    dryRun: try request.flag("dryRun"),
                    source: "votesrv import"
                ),
                skipInvalid: try request.flag("skipInvalid")
            )
            try request.checkBodyCodings()
            let limit = backend.configuration.importBodyLimit
            try request.checkDeclaredLength(atMost: limit, else: .importTooLarge(limit: limit))
            // Taken before the body is asked for: a second import beside the votes is refused
            // before its client uploads it.
            let reservation = try backend.writer.reserveImport()
            defer { backend.writer.endImport(reservation) }
            context.readyForBody(request)
            let body = try await SpooledBody.spool(request.body, limit: limit)
            let outcome = try await backend.writer.performImport(reservation) { store in
                // The rows are read on a thread of their own, which an import that stops early (a
                // bad line, the shutdown's deadline) does not wait for: it reads a descriptor of its
                // own, closed when it is done, never one this route has closed and the system has
                // given to another connection or file since.
                let source = ByteSource(fileDescriptor: try body.duplicateDescriptor(), owned: true)
                let reader = VoteRowReaders.make(format, source: source)
                do {
                    // Past the shutdown's deadline its client can no longer be answered: an import
                    // still running stops, leaving nothing, so that a retry cannot count it twice.
                    return try session.run(reader, into: store) { _ in
                        if backend.lifecycle.isPastShutdownDeadline { throw ServerProblem.shuttingDown }
                    }
                } catch let error as ImportRowError {
                    throw ServerProblem.badImportLine(error)
                }
            }
            if !session.options.dryRun { backend.metrics.recordImport(votes: outcome.summary.imported) }
            return PetRoutes.response(.ok, json: Self.json(outcome, dryRun: session.options.dryRun))
        }
    }

    static func format(of contentType: String?) throws -> ImportFormat {
        let mediaType = DeclaredContentType(contentType)
        guard let match = formats.first(where: { $0.mediaType == mediaType?.essence }) else {
            throw ServerProblem.unsupportedMediaType(found: contentType, expected: formats.map(\.mediaType))
        }
        if mediaType?.isReadAsUTF8 == false {
            throw ServerProblem.unsupportedMediaType(
                found: contentType,
                expected: formats.map { "\($0.mediaType); charset=utf-8" }
            )
        }
        return match.format
    }

    /// `{"conflictingIds":[…],"conflicts":…,"createdPets":[…],"dryRun":…,"duplicates":…,"imported":…,"rows":…,"skipped":…,"skippedRows":[{"detail","line"}…]}`.
    static func json(_ outcome: FileImport.Outcome, dryRun: Bool) -> String {
        let summary = outcome.summary
        let skipped: [JSONWriter.Value] = outcome.skipped.map { error in
            .object([("detail", .string(error.reason.description)), ("line", .integer(error.line))])
        }
        return JSONWriter.encode(
            .object([
                ("conflictingIds", .array(summary.conflictingIDs.map(JSONWriter.Value.string))),
                ("conflicts", .integer(summary.conflicts)),
                ("createdPets", .array(summary.createdPets.map(JSONWriter.Value.string))),
                ("dryRun", .bool(dryRun)),
                ("duplicates", .integer(summary.duplicates)),
                ("imported", .integer(summary.imported)),
                ("rows", .integer(summary.rows)),
                ("skipped", .integer(outcome.skippedCount)),
                ("skippedRows", .array(skipped)),
            ])
        )
    }
}
