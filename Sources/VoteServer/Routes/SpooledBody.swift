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
/// The file is unlinked as soon as it is made: nothing is left behind, whatever happens.
struct SpooledBody: Sendable {
    /// The open file, positioned at its start; the reader that takes it closes it.
    let fileDescriptor: Int32
    /// The body's length in bytes.
    let size: Int

    /// 507: the server has no room for the body (RFC 4918 §11.5).
    static let insufficientStorage = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")

    /// Spools `body`, refusing it with 413 once it passes `limit` bytes.
    static func spool(_ body: RequestBody, limit: Int) async throws -> SpooledBody {
        var template = Array((NSTemporaryDirectory() + "/votesrv-import-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            throw ServerProblem(
                status: Self.insufficientStorage,
                detail: "votesrv cannot make a temporary file for the import: \(String(cString: strerror(errno))).",
                code: "cannotSpool"
            )
        }
        template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
        var size = 0
        do {
            for try await chunk in body {
                size += chunk.readableBytes
                guard size <= limit else { throw ServerProblem.tooLarge(limit: limit) }
                try chunk.withUnsafeReadableBytes { bytes in
                    guard let start = bytes.baseAddress else { return }
                    var offset = 0
                    while offset < bytes.count {
                        let written = write(descriptor, start + offset, bytes.count - offset)
                        if written < 0, errno == EINTR { continue }
                        guard written > 0 else {
                            throw ServerProblem(
                                status: Self.insufficientStorage,
                                detail:
                                    "votesrv cannot hold the import body: \(String(cString: strerror(errno))). Nothing was imported.",
                                code: "cannotSpool"
                            )
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
