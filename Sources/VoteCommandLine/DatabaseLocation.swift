import VoteCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the votes database lives, found the same way by every PetVote program: `--db`, then
/// `VOTECTL_DB`, then `$XDG_DATA_HOME/votectl/votes.db`, then `~/.local/share/votectl/votes.db`.
///
/// `votectl` and `votesrv` resolve it alike, so that both open the same database by default.
public struct DatabaseLocation: Hashable, Sendable {
    /// The path of the SQLite file, or the `postgres://` URL, to open.
    public var path: String
    /// Whether the path is the default one, whose folders are created (mode 0700) on first use.
    /// An explicit `--db` or `VOTECTL_DB` path is used as given: a missing folder there is an error.
    public var isDefault: Bool
    /// The home folder a default location lies in (from `HOME`), which must be there already:
    /// only the folders below it are created, so a `HOME` that names nothing (`/nonexistent`, as
    /// service accounts often have) is refused rather than made.
    public var home: String?

    /// Creates a location from its parts.
    public init(path: String, isDefault: Bool, home: String? = nil) {
        (self.path, self.isDefault, self.home) = (path, isDefault, home)
    }

    /// Why a location could not be found or prepared; each says what to do.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The option naming a database (`--db`, or `migrate`'s `--to`) was given an empty value.
        case emptyPath(option: String)
        /// `-` was given as the database (`given` says where: `--db -`, `--to -` or `VOTECTL_DB=-`); `-` means
        /// standard input, which cannot hold a database.
        case standardInput(given: String)
        /// Neither `--db`, `VOTECTL_DB`, `XDG_DATA_HOME` nor `HOME` names a place; `home` is
        /// `HOME` when it is set but not an absolute path.
        case noHome(String?)
        /// `HOME` names a folder that is not there.
        case missingHome(String)
        /// A folder of the default location could not be created.
        case cannotCreateFolder(String, reason: String)
        /// A command that only reads a SQLite database (`migrate`'s source) was given a path where
        /// there is none; it creates nothing.
        case noDatabase(String)
        /// The same for a PostgreSQL database (its URL) that holds no PetVote schema.
        case noSchema(String)

        /// What went wrong and what to do, as one line.
        public var description: String {
            switch self {
            case .emptyPath(let option): "\(option) needs a SQLite file's path (or :memory:) or a postgres:// URL"
            case .standardInput(let given):
                "\(given) would mean standard input; give the database's path (or :memory:)"
            case .noHome(nil): "cannot find the default database: HOME is not set; pass --db PATH or set VOTECTL_DB"
            case .noHome(let home?):
                "cannot find the default database: HOME (\(home)) is not an absolute path; pass --db PATH or set VOTECTL_DB"
            case .missingHome(let home):
                "cannot use the default database: HOME (\(home)) is not there; pass --db PATH or set VOTECTL_DB"
            case .cannotCreateFolder(let folder, let reason):
                "cannot create the database folder \(folder): \(reason); pass --db PATH to put the database elsewhere"
            case .noDatabase(let path):
                "no database at \(path); check the path given to --db (or $VOTECTL_DB)"
            case .noSchema(let url):
                "no PetVote schema in \(url); check the URL given to --db (or $VOTECTL_DB)"
            }
        }
    }

    /// Resolves the location from an explicit `--db` value and the environment.
    ///
    /// Following the XDG base directory spec, an empty or relative `XDG_DATA_HOME` is ignored.
    ///
    /// - Parameters:
    ///   - explicit: The `--db` value, if one was given.
    ///   - option: The option `explicit` was given to, as messages name it.
    ///   - environment: Looks up an environment variable (the process's own, or a test's values).
    /// - Returns: The location, and whether it is the default one.
    /// - Throws: ``Problem/emptyPath``, ``Problem/standardInput`` or ``Problem/noHome``.
    public static func resolve(
        explicit: String?,
        option: String = "--db",
        environment: (String) -> String?
    ) throws(Problem) -> DatabaseLocation {
        if let explicit {
            guard !explicit.isEmpty else { throw .emptyPath(option: option) }
            // '-' means standard input everywhere in PetVote; a database cannot be read from a pipe.
            guard explicit != "-" else { throw .standardInput(given: "\(option) -") }
            return DatabaseLocation(path: explicit, isDefault: false)
        }
        if let path = environment("VOTECTL_DB"), !path.isEmpty {
            guard path != "-" else { throw .standardInput(given: "VOTECTL_DB=-") }
            return DatabaseLocation(path: path, isDefault: false)
        }
        if let dataHome = environment("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
            return DatabaseLocation(path: join(dataHome, "votectl/votes.db"), isDefault: true)
        }
        let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 }
        if let home, home.hasPrefix("/") {
            return DatabaseLocation(path: join(home, ".local/share/votectl/votes.db"), isDefault: true, home: home)
        }
        throw .noHome(home)
    }

    /// Whether opening this location would create a SQLite file at a path the user named (`--db`,
    /// `VOTECTL_DB`): the file is not there yet. Opening a database creates it, so that a first
    /// command works on a fresh machine; at a named path it may be a mistyped one, so every
    /// program says so (``creationNote(program:)``) rather than count votes where nobody looks.
    /// A `postgres://` URL is no file: the caller asks only for SQLite paths.
    public var createsNamedFile: Bool {
        !isDefault && path != ":memory:" && access(path, F_OK) != 0
    }

    /// The line a program writes on standard error after creating the database at a named path.
    public func creationNote(program: String) -> String {
        "\(program): created a new database at \(VoteStoreError.shown(path))\n"
    }

    /// Creates the missing folders of a default location, each with mode 0700, below its
    /// ``home``, which must be there.
    public func createFoldersIfNeeded() throws(Problem) {
        guard isDefault else { return }
        if let home, access(home, F_OK) != 0 { throw .missingHome(home) }
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        components.removeLast()
        var folder = ""
        for component in components {
            folder += "/" + component
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                throw .cannotCreateFolder(folder, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Removes the SQLite database at `path` with the `-wal` and `-shm` beside it: one a program
    /// made and then gave up on (a server that never listened, a copy that failed), or a
    /// temporary copy.
    public static func removeSQLiteFiles(at path: String) {
        for file in sqliteFiles(at: path) { unlink(file) }
    }

    /// The files of a SQLite database at `path`: the database and its write-ahead log and index.
    public static func sqliteFiles(at path: String) -> [String] {
        ["", "-wal", "-shm"].map { path + $0 }
    }

    private static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
