import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

#if canImport(Glibc)
import Glibc
#endif

/// A request body written to an anonymous temporary file as it arrives, so that an import of any
/// size costs a fixed amount of memory and the parser can read it at its own pace.
///
/// The file is unlinked as soon as it is made, and closed when the value goes, whether the
/// import ran or was refused before it began: nothing is left behind, whatever happens.
final class SpooledBody: Sendable {
    /// The open file, positioned at its start, for one reader; the value closes it.
    let fileDescriptor: Int32
    /// The body's length in bytes.
    let size: Int

    private init(fileDescriptor: Int32, size: Int) {
        (self.fileDescriptor, self.size) = (fileDescriptor, size)
    }

    deinit {
        close(fileDescriptor)
    }

    /// Another descriptor of the open file, at the same position, for a reader that may outlive
    /// this value; its user closes it.
    func duplicateDescriptor() throws -> Int32 {
        let duplicate = dup(fileDescriptor)
        guard duplicate >= 0 else {
            throw ServerProblem.cannotSpool(reason: "no descriptor for the reader: \(String(cString: strerror(errno)))")
        }
        return duplicate
    }

    /// Spools `body`, an import's, refusing it with 413 once it passes `limit` bytes.
    static func spool(_ body: RequestBody, limit: Int) async throws -> SpooledBody {
        var template = Array((NSTemporaryDirectory() + "/votesrv-import-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            throw ServerProblem.cannotSpool(reason: "no temporary file: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
        var size = 0
        do {
            for try await chunk in body {
                size += chunk.readableBytes
                guard size <= limit else { throw ServerProblem.importTooLarge(limit: limit) }
                try chunk.withUnsafeReadableBytes { bytes in
                    guard let start = bytes.baseAddress else { return }
                    var offset = 0
                    while offset < bytes.count {
                        let written = write(descriptor, start + offset, bytes.count - offset)
                        if written < 0, errno == EINTR { continue }
                        guard written > 0 else {
                            throw ServerProblem.cannotSpool(reason: String(cString: strerror(errno)))
                        }
                        offset += written
                    }
                }
            }
        } catch {
            close(descriptor)
            throw error
        }
        lseek(descriptor, 0, SEEK_SET)
        return SpooledBody(fileDescriptor: descriptor, size: size)
    }
}
