#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An anonymous temporary file that an import's input is copied into before the import reads it,
/// so that the import's transaction never waits on whoever sends the input (a slow pipe, a
/// client uploading a body), and the input costs the temporary folder's space rather than the
/// process's memory (the same thing where that folder is a `tmpfs`).
///
/// The file is made in the temporary folder (`$TMPDIR`, else `/tmp`), not inherited by programs
/// the process starts, and unlinked at once: nothing is left behind unless the process dies in
/// the moment between. Whoever holds the value closes its descriptor (``close()``), or takes it
/// over (``takeDescriptor()``).
package struct SpoolFile: ~Copyable, Sendable {
    /// Why input could not be spooled.
    package enum Failure: Error, Sendable {
        /// The temporary file could not be made or written (no space, no such folder, …).
        case writing(reason: String)
        /// The input could not be read.
        case reading(reason: String)

        /// What went wrong, as the system said it.
        package var reason: String {
            switch self {
            case .writing(let reason), .reading(let reason): reason
            }
        }
    }

    /// The open file.
    package let fileDescriptor: Int32
    /// The bytes written so far.
    package private(set) var size = 0

    /// Makes an empty file named after `prefix` in the temporary folder, already unlinked.
    package init(prefix: String) throws(Failure) {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/\(prefix)-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
        // The folder is not named: the reason may reach a client.
        guard descriptor >= 0 else { throw .writing(reason: "no temporary file: \(Self.lastError)") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { name in _ = name.baseAddress.map { unlink($0) } }
        fileDescriptor = descriptor
    }

    /// A file holding everything read from `descriptor` until its end, positioned at its start.
    package static func copying(from descriptor: Int32, prefix: String) throws(Failure) -> SpoolFile {
        var file = try SpoolFile(prefix: prefix)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        do throws(Failure) {
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw .reading(reason: Self.lastError) }
                if count == 0 { break }
                try file.append(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
            try file.rewind()
        } catch {
            file.close()
            throw error
        }
        return file
    }

    /// Writes `bytes` at the end of the file.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        try Self.append(bytes, to: fileDescriptor)
        size += bytes.count
    }

    /// Positions the file at its start, for its reader.
    package func rewind() throws(Failure) {
        try Self.rewind(fileDescriptor)
    }

    /// Writes `bytes` at the end of the spool file open as `descriptor` (taken over with
    /// ``takeDescriptor()``), from whichever thread the caller chooses: the write may block.
    package static func append(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(Failure) {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, start + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw .writing(reason: Self.lastError) }
            offset += written
        }
    }

    /// Positions the spool file open as `descriptor` at its start, for its reader.
    package static func rewind(_ descriptor: Int32) throws(Failure) {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw .writing(reason: Self.lastError) }
    }

    /// Closes the file, which then goes.
    package consuming func close() {
        closeDescriptor(fileDescriptor)
    }

    /// The open file's descriptor, which its taker closes.
    package consuming func takeDescriptor() -> Int32 {
        fileDescriptor
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// `close(2)`, out of reach of ``SpoolFile/close()`` by name.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
