import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import VoteImport

#if canImport(Glibc)
import Glibc
#endif

/// A request body written to an anonymous temporary file as it arrives, so that an import of any
/// size costs a fixed amount of memory and the parser can read it at its own pace.
///
/// The file is unlinked as soon as it is made, and closed when the value goes, whether the
/// import ran or was refused before it began: nothing is left behind, whatever happens. Its
/// writes run on NIO's blocking thread pool, a piece of up to ``pieceSize`` at a time: a write to a
/// file blocks while the disk is slow or the kernel holds back a writer of too many dirty pages,
/// and the cooperative pool's few threads would be held with it, every request waiting.
final class SpooledBody: Sendable {
    /// The most bytes gathered before they are written.
    static let pieceSize = 1 << 20
    /// The open file, positioned at its start, for one reader; the value closes it.
    let fileDescriptor: Int32

    private init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
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
        let spooled: SpooledBody
        do {
            // Closed with the value, also when the body fails or is refused.
            spooled = SpooledBody(fileDescriptor: try SpoolFile(prefix: "votesrv-import").takeDescriptor())
        } catch {
            throw ServerProblem.cannotSpool(reason: error.reason)
        }
        var size = 0
        var piece = ByteBuffer()
        for try await chunk in body {
            size += chunk.readableBytes
            guard size <= limit else { throw ServerProblem.importTooLarge(limit: limit) }
            piece.writeImmutableBuffer(chunk)
            if piece.readableBytes >= pieceSize {
                try await spooled.write(piece)
                piece.clear()
            }
        }
        try await spooled.write(piece, rewinding: true)
        return spooled
    }

    /// Writes `piece` at the end of the file on NIO's blocking thread pool, then positions the file
    /// at its start when `rewinding`.
    private func write(_ piece: ByteBuffer, rewinding: Bool = false) async throws {
        let descriptor = fileDescriptor
        do {
            try await NIOThreadPool.singleton.runIfActive {
                try piece.withUnsafeReadableBytes { bytes in try SpoolFile.append(bytes, to: descriptor) }
                if rewinding { try SpoolFile.rewind(descriptor) }
            }
        } catch let error as SpoolFile.Failure {
            throw ServerProblem.cannotSpool(reason: error.reason)
        } catch is NIOThreadPoolError.ThreadPoolInactive {
            // The pool stops only as the process does.
            throw ServerProblem.shuttingDown
        }
    }
}
