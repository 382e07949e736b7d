import Foundation

/// Copies a closed database file (and any WAL beside it) to `destination`.
func copyDatabase(_ source: String, to destination: String) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
        try? FileManager.default.removeItem(atPath: destination + suffix)
        try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix)
    }
}
