#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read in chunks from a file descriptor or from memory, so memory stays flat whatever the input size.
///
/// The in-memory form exists for tests and fuzzing: a small `chunkSize` exercises every chunk boundary.
package final class ByteSource {
    private enum Origin {
        case descriptor(Int32, owned: Bool)
        case memory([UInt8])
    }

    private let origin: Origin
    private let chunkSize: Int
    /// How many bytes have been read so far (drives the progress bar).
    private(set) var bytesRead = 0

    /// Reads from an open file descriptor; `owned` closes it when the source goes away.
    package init(fileDescriptor: Int32, owned: Bool, chunkSize: Int = 256 * 1024) {
        precondition(chunkSize > 0)
        origin = .descriptor(fileDescriptor, owned: owned)
        self.chunkSize = chunkSize
    }

    /// Reads from `bytes`, `chunkSize` bytes at a time.
    package init(bytes: [UInt8], chunkSize: Int = 256 * 1024) {
        precondition(chunkSize > 0)
        origin = .memory(bytes)
        self.chunkSize = chunkSize
    }

    deinit {
        if case .descriptor(let descriptor, true) = origin {
            close(descriptor)
        }
    }

    /// Appends the next chunk to `buffer`; returns how many bytes it appended (0 at the end of input).
    /// - Throws: the `strerror` text of a failed `read(2)`.
    package func readChunk(into buffer: inout [UInt8]) throws(ByteSourceError) -> Int {
        switch origin {
        case .memory(let bytes):
            let count = min(chunkSize, bytes.count - bytesRead)
            guard count > 0 else { return 0 }
            buffer.append(contentsOf: bytes[bytesRead..<(bytesRead + count)])
            bytesRead += count
            return count
        case .descriptor(let descriptor, _):
            let oldCount = buffer.count
            var result = 0
            var failure: Int32 = 0
            buffer.append(contentsOf: repeatElement(0, count: chunkSize))
            buffer.withUnsafeMutableBytes { raw in
                repeat {
                    result = read(descriptor, raw.baseAddress.map { $0 + oldCount }, chunkSize)
                    failure = result < 0 ? errno : 0
                } while result < 0 && failure == EINTR
            }
            buffer.removeLast(chunkSize - max(result, 0))
            guard result >= 0 else {
                throw ByteSourceError(reason: String(cString: strerror(failure)))
            }
            bytesRead += result
            return result
        }
    }
}

/// A failed read: the operating system's reason.
package struct ByteSourceError: Error, Hashable, Sendable {
    package var reason: String
}
