import Glibc

/// The environment variables votectl reads, looked up with `getenv`.
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary, which
/// costs more than everything else a `votectl vote` does in Swift; this reads only what is used.
enum Environment {
    /// Every variable votectl consults.
    static let names = [
        "VOTECTL_DB", "XDG_DATA_HOME", "HOME", "COLUMNS", "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE",
        "TERM", "LC_ALL", "LC_CTYPE", "LANG",
    ]

    /// The current values of ``names`` that are set.
    static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) {
                values[name] = String(cString: value)
            }
        }
        return values
    }
}
