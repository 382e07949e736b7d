#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the votes database lives: `--db`, then `VOTECTL_DB`, then
/// `$XDG_DATA_HOME/votectl/votes.db`, then `~/.local/share/votectl/votes.db`.
struct DatabaseLocation: Hashable, Sendable {
    /// The path handed to `VoteStore`.
    var path: String
    /// Whether the path is the default one, whose folders votectl creates (mode 0700) on first use.
    /// An explicit `--db` or `VOTECTL_DB` path is used as given: a missing folder there is an error.
    var isDefault: Bool

    /// Resolves the location from an explicit `--db` value and the environment.
    ///
    /// Following the XDG base directory spec, an empty or relative `XDG_DATA_HOME` is ignored.
    static func resolve(explicit: String?, environment: Environment) throws(CommandFailure) -> DatabaseLocation {
        if let explicit {
            guard !explicit.isEmpty else {
                throw CommandFailure(.usage, "--db needs a path (or :memory:)")
            }
            guard explicit != "-" else {
                // '-' means standard input everywhere in votectl; a database cannot be read from a pipe.
                throw CommandFailure(.usage, "--db - would mean standard input; give the database's path (or :memory:)")
            }
            return DatabaseLocation(path: explicit, isDefault: false)
        }
        if let path = environment["VOTECTL_DB"], !path.isEmpty {
            return DatabaseLocation(path: path, isDefault: false)
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return DatabaseLocation(path: join(dataHome, "votectl/votes.db"), isDefault: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return DatabaseLocation(path: join(home, ".local/share/votectl/votes.db"), isDefault: true)
        }
        throw CommandFailure(
            .failure,
            "cannot find the default database: HOME is not set; pass --db PATH or set VOTECTL_DB"
        )
    }

    /// Creates the missing folders of a default location, each with mode 0700.
    func createFoldersIfNeeded() throws(CommandFailure) {
        guard isDefault else { return }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        components.removeLast()
        var folder = ""
        for component in components {
            folder += "/" + component
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw CommandFailure(
                    .cannotCreate,
                    "cannot create the database folder \(folder): \(reason); pass --db PATH to put the database elsewhere"
                )
            }
        }
    }

    private static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
