import TestSupport
import Testing
import VoteCommandLine
import VoteCore
@testable import votectl

struct DatabaseLocationTests {
    @Test(
        arguments: [
            ("x.db", [:], "x.db", false),
            (nil, ["VOTECTL_DB": "/v.db", "XDG_DATA_HOME": "/xdg", "HOME": "/h"], "/v.db", false),
            (nil, ["VOTECTL_DB": "", "XDG_DATA_HOME": "/xdg", "HOME": "/h"], "/xdg/votectl/votes.db", true),
            (nil, ["XDG_DATA_HOME": "/xdg/", "HOME": "/h"], "/xdg/votectl/votes.db", true),
            (nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"], "/h/.local/share/votectl/votes.db", true),
            (nil, ["XDG_DATA_HOME": "", "HOME": "/h"], "/h/.local/share/votectl/votes.db", true),
        ] as [(String?, [String: String], String, Bool)]
    )
    func resolvesInTheDocumentedOrder(explicit: String?, environment: [String: String], path: String, isDefault: Bool)
        throws
    {
        let location = try DatabaseLocation.resolve(explicit: explicit, environment: Environment(environment))
        let home = path.hasPrefix("/h/") ? "/h" : nil
        #expect(location == DatabaseLocation(path: path, isDefault: isDefault, home: home))
    }

    /// `-` means standard input everywhere in votectl; it never names a database file.
    @Test(arguments: ["-", ""])
    func aDashOrEmptyDatabaseIsAUsageError(value: String) {
        #expect {
            try DatabaseLocation.resolve(explicit: value, environment: ["HOME": "/h"])
        } throws: { error in
            (error as? CommandFailure)?.status == .usage
        }
    }

    /// The environment is held to the same rule: `VOTECTL_DB=-` would otherwise create a file named `-`.
    @Test func aDashInTheEnvironmentIsAUsageError() {
        #expect {
            try DatabaseLocation.resolve(explicit: nil, environment: ["VOTECTL_DB": "-", "HOME": "/h"])
        } throws: { error in
            (error as? CommandFailure)?.status == .usage
                && (error as? CommandFailure)?.message.hasPrefix("VOTECTL_DB=- would mean standard input") == true
        }
    }

    @Test func noHomeAndNoOverrideIsAnError() {
        #expect(throws: CommandFailure.self) { try DatabaseLocation.resolve(explicit: nil, environment: [:]) }
        // A relative HOME is set, and the message says what is wrong with it.
        #expect {
            try DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "relhome"])
        } throws: { error in
            (error as? CommandFailure)?.message.contains("HOME (relhome) is not an absolute path") == true
        }
    }
}

struct TerminalSettingsTests {
    typealias Choice = TerminalSettings.ColorChoice

    @Test(
        arguments: [
            (Choice.always, [:], false, true),
            (.never, ["FORCE_COLOR": "1"], true, false),
            (.auto, [:], true, true),
            (.auto, [:], false, false),
            (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
            (.auto, ["NO_COLOR": ""], true, true),
            (.auto, ["FORCE_COLOR": "1"], false, true),
            (.auto, ["CLICOLOR_FORCE": "0"], false, false),
            (.auto, ["TERM": "dumb"], true, false),
        ] as [(Choice, [String: String], Bool, Bool)]
    )
    func colourIsDecidedOnce(choice: Choice, environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(
            TerminalSettings.usesColor(choice, environment: Environment(environment), isTerminal: isTerminal)
                == expected
        )
    }

    @Test(
        arguments: [
            (false, ["LANG": "en_US.UTF-8"], false),
            (true, ["LANG": "en_US.UTF-8"], true),
            (false, ["LANG": "C.utf8"], false),
            (false, ["LC_CTYPE": "de_DE.Utf-8@euro"], false),
            (false, ["LANG": "UTF8"], false),
            (false, ["LANG": "en_US.ISO-8859-1"], true),
            (false, ["LANG": "utf"], true),
            (false, ["LC_ALL": "C", "LANG": "en_US.UTF-8"], true),
            (false, [:], true),
            (false, ["LANG": "en_US.UTF-8", "TERM": "dumb"], true),
        ] as [(Bool, [String: String], Bool)]
    )
    func asciiFallback(explicit: Bool, environment: [String: String], expected: Bool) {
        #expect(TerminalSettings.isASCII(explicit: explicit, environment: Environment(environment)) == expected)
    }

    @Test func widthPrefersTheFlagThenColumns() {
        #expect(TerminalSettings.width(explicit: 33, environment: ["COLUMNS": "50"]) == 33)
        #expect(TerminalSettings.width(explicit: nil, environment: ["COLUMNS": "50"]) == 50)
        #expect(TerminalSettings.width(explicit: nil, environment: ["COLUMNS": "-3"], descriptor: -1) == 80)
    }
}

struct DisplayTextTests {
    @Test func quotesCutsAndEscapes() {
        #expect(DisplayText.quoted("Cat") == "'Cat'")
        #expect(DisplayText.quoted("a\nb") == "'a\\nb'")
        #expect(
            DisplayText.quoted(String(repeating: "x", count: 1_000_000)) == "'" + String(repeating: "x", count: 40)
                + "…'"
        )
    }
}
