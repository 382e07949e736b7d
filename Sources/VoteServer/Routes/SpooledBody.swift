import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteImport

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
        var file: SpoolFile
        do {
            file = try SpoolFile(prefix: "votesrv-import")
        } catch {
            throw ServerProblem.cannotSpool(reason: error.reason)
        }
        do {
            for try await chunk in body {
                guard file.size + chunk.readableBytes <= limit else { throw ServerProblem.importTooLarge(limit: limit) }
                try chunk.withUnsafeReadableBytes { bytes in try file.append(bytes) }
            }
            try file.rewind()
        } catch let error as SpoolFile.Failure {
            file.close()
            throw ServerProblem.cannotSpool(reason: error.reason)
        } catch {
            file.close()
            throw error
        }
        let size = file.size
        return SpooledBody(fileDescriptor: file.takeDescriptor(), size: size)
    }
}
