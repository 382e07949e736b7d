public import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A private directory for one test, removed with everything in it when the value goes away, so
/// tests never share a file: the one temporary folder of every test target.
public final class TemporaryDirectory: Sendable {
    /// Where a directory is made.
    public enum Location: Sendable {
        /// The system's temporary directory, on disk: fsync and disk faults are real there.
        case disk
        /// `/dev/shm` when the machine has it (else `.disk`): fsync is cheap, for tests that
        /// run many processes and do not test durability.
        case memory
    }

    /// The directory.
    public let url: URL

    /// Makes a fresh directory named after `label`.
    public init(_ label: String = "petvote-tests", location: Location = .disk) throws {
        let base =
            location == .memory && FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        var template = Array(base.appendingPathComponent("\(label)-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { throw CocoaError(.fileWriteUnknown) }
        url = URL(fileURLWithPath: made)
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

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The URL of `name` inside the directory.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// A `logs` folder inside the directory for child processes' output, made on first use.
    public var logs: URL {
        let folder = url.appendingPathComponent("logs")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ bytes: Data) throws -> String {
        let target = path(name)
        try bytes.write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The bytes of `name` inside the directory.
    public func contents(of name: String) throws -> Data {
        try Data(contentsOf: file(name))
    }

    /// The names of the files in the directory, sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
