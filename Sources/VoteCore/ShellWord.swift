/// A word as a POSIX shell reads it back, for commands that messages suggest.
public enum ShellWord {
    /// `word` as is when the shell would read it unchanged, else in single quotes.
    public static func quoted(_ word: String) -> String {
        let safe =
            !word.isEmpty && !word.hasPrefix("-")
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "._+@%/:,=-".unicodeScalars.contains(scalar) || scalar.properties.isEmojiPresentation
            }
        if safe { return word }
        // Inside single quotes only the quote itself needs care: close, an escaped quote, reopen.
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
