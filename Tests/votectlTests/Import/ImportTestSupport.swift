@testable import VoteImport
@testable import votectl

/// Reads `text` as `format`, in chunks of `chunkSize` bytes.
func read(
    _ text: String,
    as format: ImportFormat,
    chunkSize: Int = 3,
    lineLimit: Int = LineReader.defaultLineLimit
) -> [Result<ImportRow, ImportRowError>] {
    VoteRowReaders.rows(in: Array(text.utf8), format: format, chunkSize: chunkSize, lineLimit: lineLimit)
}

/// The rows of `results`, as (line, pet, count) triples, failing on the first error.
func rows(_ results: [Result<ImportRow, ImportRowError>]) throws -> [ImportRow] {
    try results.map { try $0.get() }
}

/// The errors of `results`.
func errors(_ results: [Result<ImportRow, ImportRowError>]) -> [ImportRowError] {
    results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
}
