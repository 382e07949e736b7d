import Foundation

/// A generated CSV import file and the exact number of votes it carries.
struct ImportFile {
    let url: URL
    let rows: Int
    let votes: Int

    /// Writes `rows` rows of `pet,count` choosing pets from `pets` and counts from `counts`.
    init<R: RandomNumberGenerator>(
        at url: URL, rows: Int, pets: [String], counts: ClosedRange<Int> = 1...3, using random: inout R
    ) throws {
        var text = "pet,count\n"
        text.reserveCapacity(rows * 12)
        var votes = 0
        for _ in 0..<rows {
            let count = Int.random(in: counts, using: &random)
            votes += count
            text += "\(pets.randomElement(using: &random) ?? "Cat"),\(count)\n"
        }
        try Data(text.utf8).write(to: url)
        (self.url, self.rows, self.votes) = (url, rows, votes)
    }
}

/// Copies a closed database file (and any WAL beside it) to `destination`.
func copyDatabase(_ source: String, to destination: String) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
        try? FileManager.default.removeItem(atPath: destination + suffix)
        try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix)
    }
}

/// Sleeps the calling thread (the experiments time their kills against real processes).
func pause(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let micro = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    if micro > 0 { usleep(UInt32(clamping: micro)) }
}
