import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A private temporary directory, removed when the last reference goes.
final class ScratchDirectory {
    let url: URL
    /// Where child processes write their stdout and stderr.
    let logs: URL

    init(_ label: String) throws {
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("petvote-\(label)-XXXXXX").path.utf8CString
        )
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else {
            throw CocoaError(.fileWriteUnknown)
        }
        url = URL(fileURLWithPath: made)
        logs = url.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    }

    deinit {
        // Leave nothing read-only behind that would stop the removal.
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in paths {
                chmod(url.appendingPathComponent(relative).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
