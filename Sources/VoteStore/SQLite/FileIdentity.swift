#if canImport(Glibc)
import Glibc
#endif

/// A file as the file system knows it (its device and inode), whatever its name: tells the file
/// a connection opened from another one put at the same path since.
package struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The file at `path` now, or `nil` if there is none.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}
