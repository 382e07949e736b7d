import Testing
import VoteCore

@testable import VotePostgres

/// How a `postgres://` URL is read and shown in messages, with no server: what an operator types
/// as libpq takes it, and no password in any message about it.
struct PostgresURLTests {
    private static func refusal(_ text: String) -> String {
        do {
            _ = try PostgresURL(text, environment: { _ in nil })
            return "(read)"
        } catch {
            return error.description
        }
    }

    @Test("a URL that cannot be read is named without its password, in the authority or the query")
    func passwordsHiddenInRefusals() {
        for (text, shown) in [
            (
                "postgres://votes@127.0.0.1:5432/petvote?password=TopSecret1&sslmod=x",
                "postgres://votes@127.0.0.1:5432/petvote?password=***&sslmod=x"
            ),
            ("postgres://h/d?port=abc&password=TopSecret1", "postgres://h/d?port=abc&password=***"),
            (
                "postgres://votes:TopSecret1@h/d?sslmode=bogus&password=TopSecret1",
                "postgres://votes:***@h/d?sslmode=bogus&password=***"
            ),
        ] {
            let message = Self.refusal(text)
            #expect(message.contains(shown), "\(message)")
            #expect(!message.contains("TopSecret1"))
        }
    }

    @Test("an IPv6 address in brackets is the host, as libpq reads it")
    func bracketedIPv6Host() throws {
        let url = try PostgresURL("postgres://votes:pw@[::1]:25432/petvote?sslmode=disable", environment: { _ in nil })
        #expect(url.host == "::1" && url.port == 25432 && url.database == "petvote")
        #expect(url.description == "postgres://votes@[::1]:25432/petvote")
        #expect(try PostgresURL("postgres://[fe80::1]/d", environment: { _ in nil }).host == "fe80::1")
    }

    @Test("a password with a character a URL reserves is refused with how to write it")
    func reservedCharactersInPassword() {
        let message = Self.refusal("postgres://votes:a/b@h/d")
        #expect(message.contains("percent-encoded"), "\(message)")
        #expect(!message.contains("a/b"))
        // A raw @ in the password: none of it is shown.
        let withAt = Self.refusal("postgres://votes:p@ss:w0rd@h/d?sslmode=bogus")
        #expect(!withAt.contains("ss:w0rd") && !withAt.contains("p@ss"), "\(withAt)")
        #expect(Self.refusal("mysql://h/d").hasSuffix("it is not a postgres:// URL."))
    }

    /// libpq tries each of several hosts in turn; PetVote connects to one, and says so rather than
    /// read the list as one name that does not resolve (exit 75, "try again").
    @Test("several hosts are refused as such, in the authority, the query or PGHOST")
    func severalHostsRefused() throws {
        for text in [
            "postgres://votes@127.0.0.1:5432,[::1]:5432/petvote",
            "postgres://votes@/petvote?host=127.0.0.1,::1&port=5432",
        ] {
            #expect(Self.refusal(text).contains("it names several hosts"), "\(text)")
        }
        do {
            _ = try PostgresURL("postgres:///petvote", environment: { $0 == "PGHOST" ? "db1,db2" : nil })
            Issue.record("several hosts in PGHOST were read")
        } catch {
            #expect(error.description.contains("PGHOST names several hosts"), "\(error)")
        }
        // A comma in a password is the password's.
        #expect(try PostgresURL("postgres://votes:pa,ss@h/d", environment: { _ in nil }).host == "h")
    }
}
