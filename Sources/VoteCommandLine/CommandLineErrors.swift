public import ArgumentParser
import VoteCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How votectl and votesrv end on an error: one line on standard error, `Error: …`, and the
/// documented exit status; a usage error ends by pointing at the help of the command it was made in.
///
/// ArgumentParser would exit 1 for every thrown error and follow usage errors with the whole usage
/// text; both programs keep every error to one line, so that scripts and service managers can log it.
public enum CommandLineErrors {
    /// Ends the process for `error`, thrown while parsing or running `arguments` of `root`.
    ///
    /// - Parameters:
    ///   - error: What was thrown.
    ///   - root: The program's root command.
    ///   - arguments: The command line without the program's name.
    ///   - translate: The program's own failures (``CommandFailure``, store errors, …), or `nil`
    ///     for errors that ArgumentParser reports (usage errors, help, version, `ExitCode`).
    public static func exit<Root: ParsableCommand>(
        for error: any Error,
        in root: Root.Type,
        arguments: [String],
        translating translate: (any Error) -> CommandFailure?
    ) -> Never {
        if let failure = translate(error) {
            fail(failure.message, status: failure.status.rawValue)
        }
        let code = Root.exitCode(for: error)
        guard code != .success else { Root.exit(withError: error) }  // --help, --version, completions
        let message = Root.message(for: error)
        guard code == .validationFailure else { fail(message, status: code.rawValue) }
        fail(usageMessage(message, in: root, arguments: arguments), status: code.rawValue)
    }

    /// A usage error's first line, then where its command's options are described:
    /// "--count must be from 1 to 1000000, not 0 (see votectl help vote)".
    public static func usageMessage<Root: ParsableCommand>(
        _ message: String,
        in root: Root.Type,
        arguments: [String]
    ) -> String {
        var line = firstLine(of: message)
        while line.last == "." { line.removeLast() }
        if line.hasPrefix("Missing expected argument"), let spelled = dashedValue(in: root, arguments: arguments) {
            return line + "; \(spelled.word) was read as an option, and a value starting with - goes after --: "
                + spelled.command
        }
        if let meant = meantSubcommand(in: root, arguments: arguments) {
            line += "; did you mean \(meant)?"
        }
        return line + " (see \(helpCommand(in: root, arguments: arguments)))"
    }

    /// The subcommands closest to a word that names none where one is expected (`votectl boar`),
    /// quoted and joined as the options' "Did you mean" joins them, or `nil`.
    private static func meantSubcommand<Root: ParsableCommand>(in root: Root.Type, arguments: [String]) -> String? {
        let found = subcommand(in: root, arguments: arguments)
        var names: [String] = []
        for next in found.command.configuration.subcommands {
            if let name = next.configuration.commandName { names.append(name) }
        }
        guard found.path.count < arguments.count, !names.isEmpty else { return nil }
        let word = arguments[found.path.count]
        guard !word.hasPrefix("-") else { return nil }
        let closest = NameSuggestions.closest(to: word.lowercased(), amongKeys: names)
        guard !closest.isEmpty else { return nil }
        return closest.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// The first word of `arguments` starting with `-` that is no option of its command and makes
    /// the command line whole when put after `--`, at the end (`votectl pets add -x --db v.db`,
    /// meant as the name `-x`: `votectl pets add --db v.db -- -x`), and that command line.
    private static func dashedValue<Root: ParsableCommand>(
        in root: Root.Type,
        arguments: [String]
    ) -> (word: String, command: String)? {
        let help = Root.helpMessage(for: subcommand(in: root, arguments: arguments).command, columns: 10_000)
        let options = arguments.prefix { $0 != "--" }
        let candidate = options.firstIndex { word in
            word.count > 1 && word.hasPrefix("-") && !lists(option: word.prefix { $0 != "=" }, in: help)
        }
        guard let index = candidate else { return nil }
        var spelled = arguments
        let word = spelled.remove(at: index)
        // After `--` every word is a value: the options after the word stay before it.
        if let separator = spelled.firstIndex(of: "--") {
            spelled.insert(word, at: separator + 1)
        } else {
            spelled += ["--", word]
        }
        guard (try? Root.parseAsRoot(spelled)) != nil else { return nil }
        let name = Root.configuration.commandName ?? "command"
        // `ShellWord` quotes a leading `-`, which only an option parser reads: here it is meant.
        let shown = spelled.map { word in ShellWord.quoted("_" + word) == "_" + word ? word : ShellWord.quoted(word) }
        return (arguments[index], ([name] + shown).joined(separator: " "))
    }

    /// `votectl help pets remove` for the subcommands `arguments` start with; `votectl --help`
    /// when they name none (and always for a program without subcommands).
    public static func helpCommand<Root: ParsableCommand>(in root: Root.Type, arguments: [String]) -> String {
        let name = Root.configuration.commandName ?? "command"
        let path = subcommand(in: root, arguments: arguments).path
        return path.isEmpty ? "\(name) --help" : "\(name) help " + path.joined(separator: " ")
    }

    /// The subcommand `arguments` start with (`root` when they name none), and its names.
    private static func subcommand<Root: ParsableCommand>(
        in root: Root.Type,
        arguments: [String]
    ) -> (command: any ParsableCommand.Type, path: [String]) {
        var command: any ParsableCommand.Type = root
        var path: [String] = []
        for argument in arguments {
            guard
                let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == argument })
            else { break }
            command = next
            path.append(argument)
        }
        return (command, path)
    }

    /// Whether `help`, a command's help text, lists `option` among its options (`-c, --count <n>`).
    private static func lists(option: Substring, in help: String) -> Bool {
        var rest = help[...]
        while let found = rest.firstRange(of: option) {
            let before = found.lowerBound == help.startIndex ? " " : help[help.index(before: found.lowerBound)]
            let after = found.upperBound == help.endIndex ? " " : help[found.upperBound]
            if " ,".contains(before), " ,<=\n".contains(after) { return true }
            rest = help[found.upperBound...]
        }
        return false
    }

    /// The usage error of `help` followed by a word that names no subcommand (`votectl help
    /// nothing`), which ArgumentParser answers with the nearest command's help and exit 0, as if
    /// the word had named it; `nil` for any other command line.
    public static func unknownHelpTopic<Root: ParsableCommand>(in root: Root.Type, arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        // Options end the topic (`help vote --db x`); `help` names ArgumentParser's own command.
        let topic = Array(arguments.dropFirst().prefix { !$0.hasPrefix("-") && $0 != "help" })
        let path = subcommand(in: root, arguments: topic).path
        guard path.count < topic.count else { return nil }
        let command = ([Root.configuration.commandName ?? "command"] + path).joined(separator: " ")
        let help = helpCommand(in: root, arguments: path)
        return "\(ShellWord.quoted(topic[path.count])) is not a subcommand of \(command) (see \(help))"
    }

    /// "--port must be from 0 to 65535, not 70000": the one wording of a number out of its range.
    public static func outOfRange(_ option: String, _ range: ClosedRange<Int>, _ value: Int) -> String {
        "\(option) must be from \(range.lowerBound) to \(range.upperBound), not \(value)"
    }

    /// Writes `Error: ` and the first line of `message` to standard error and exits with `status`,
    /// with what could drive the terminal escaped (``PetName/displayed(_:)``): a message may name a
    /// file whose name holds an escape sequence (`for f in incoming/*`).
    public static func fail(_ message: String, status: Int32) -> Never {
        var line = "Error: \(PetName.displayed(firstLine(of: message)))\n"
        line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(2, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
        }
        terminate(status)
    }

    private static func firstLine(of message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
    }
}

/// Ends the process (a free function: inside ``CommandLineErrors`` the name `exit` is its own).
private func terminate(_ status: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(status)
    #else
    Darwin.exit(status)
    #endif
}
