import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Running `votectl` as a process that permission bits actually stop.
///
/// Root ignores file modes (CAP_DAC_OVERRIDE), and these tests often run as root in CI containers.
/// There the child runs under `setpriv` with the DAC-override capabilities removed from its
/// bounding set, so a 0555 directory or a 0444 file refuses it exactly as it refuses a normal user.
enum Privileges {
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The command prefix that makes permission bits bind, or `nil` when that is impossible here.
    static var permissionBoundWrapper: [String]? {
        if geteuid() != 0 { return [] }
        guard let setpriv else { return nil }
        return [setpriv, "--bounding-set=-dac_override,-dac_read_search,-fowner,-linux_immutable", "--"]
    }

    /// Whether this process may mount a tmpfs: root with CAP_SYS_ADMIN in its effective set.
    static var canMountTmpfs: Bool {
        guard geteuid() == 0, let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("CapEff:") }),
            let mask = UInt64(line.dropFirst("CapEff:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        let capSysAdmin: UInt64 = 21
        return mask & (1 << capSysAdmin) != 0
    }

    /// Why the permission tests cannot run, for the skip message.
    static let permissionSkipReason: Comment =
        "running as root without setpriv(1): permission bits cannot stop a root process here"
}
