import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// libpq's password file, so that a password need not be in the URL (where `ps` shows it to every
/// user of the machine) nor in the environment: `$PGPASSFILE`, else `~/.pgpass`, one
/// `hostname:port:database:username:password` per line.
///
/// As libpq reads it: it is consulted only when neither the URL nor `$PGPASSWORD` gives a
/// password; the first line whose first four fields match wins; `*` matches anything; `\:` and
/// `\\` stand for `:` and `\`; `#` starts a comment line; the password ends at the line's end or
/// at a fifth unescaped `:`. A Unix socket is matched by its folder, or as `localhost` when it is
/// in the default folder (`/var/run/postgresql`). A file that the group or others may read, or
/// that is not a regular file, is ignored, as libpq ignores it.
struct PostgresPassFile {
    /// The lines' fields, in the file's order.
    let entries: [[String]]

    /// Reads the file `environment` points to, or `nil` if there is none fit to use.
    init?(environment: (String) -> String?) {
        guard let file = Self.file(environment: environment), !file.othersMayRead,
            let text = try? String(contentsOfFile: file.path, encoding: .utf8)
        else { return nil }
        self.init(text: text)
    }

    /// The password file `environment` points to when it exists but is not read because the group
    /// or others may read it: said when a login then fails for want of a password, as libpq warns.
    static func ignoredFile(environment: (String) -> String?) -> String? {
        guard let file = file(environment: environment), file.othersMayRead else { return nil }
        return file.path
    }

    /// The password file `environment` points to, if it is a regular file, and whether the group
    /// or others may read it (libpq then ignores it).
    private static func file(environment: (String) -> String?) -> (path: String, othersMayRead: Bool)? {
        guard let path = location(environment: environment) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (path, status.st_mode & 0o077 != 0)
    }

    /// Reads the lines of `text`.
    init(text: String) {
        entries = text.split(whereSeparator: \.isNewline)
            .compactMap { line in
                guard !line.hasPrefix("#") else { return nil }
                let fields = Self.fields(of: line)
                return fields.count >= 5 ? Array(fields.prefix(5)) : nil
            }
    }

    /// The password for logging in as `user` to `database` on `host`:`port`, if a line gives one.
    func password(host: String, port: Int, database: String, user: String) -> String? {
        let wanted = [host == PostgresURL.defaultSocketFolder ? "localhost" : host, String(port), database, user]
        return entries.first { fields in
            zip(fields, wanted).allSatisfy { field, value in field == "*" || field == value }
        }?[4]
    }

    /// `$PGPASSFILE`, else `.pgpass` in the home folder.
    private static func location(environment: (String) -> String?) -> String? {
        if let file = environment("PGPASSFILE"), !file.isEmpty { return file }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.pgpass"
    }

    /// The `:`-separated fields of `line`, with `\:` and `\\` read as `:` and `\`.
    private static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var escaped = false
        for character in line {
            if escaped {
                field.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
