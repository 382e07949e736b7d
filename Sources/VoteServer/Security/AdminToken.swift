/// The secret administrators present as `Authorization: Bearer TOKEN`.
///
/// Compared in constant time, so how long a refusal takes tells nothing about how much of a
/// guess was right; never printed (its description is a placeholder).
public struct AdminToken: Sendable, CustomStringConvertible {
    private let bytes: [UInt8]

    /// The shortest token accepted: shorter ones are guessable.
    public static let minimumLength = 16

    /// Why a token was refused.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Fewer than ``AdminToken/minimumLength`` characters.
        case tooShort(length: Int)
        /// Spaces, control characters, or anything beyond ASCII (bytes that are not UTF-8 among
        /// them, which would read as U+FFFD and match other bytes), which a header cannot carry
        /// intact.
        case notVisibleASCII

        /// What is wrong and how to make a good token.
        public var description: String {
            switch self {
            case .tooShort(let length):
                "the administrator token has \(length) characters; use at least \(AdminToken.minimumLength) (for example: openssl rand -hex 32)"
            case .notVisibleASCII:
                "the administrator token holds spaces, control characters or characters beyond ASCII; use ASCII "
                    + "letters, digits and punctuation only (for example: openssl rand -hex 32)"
            }
        }
    }

    /// Accepts `text` as a token, trimming the line endings at its end, `\n` or `\r\n` (as a token
    /// file ends, also one saved on Windows): a token holds no whitespace, so none is part of it.
    /// Its length is counted in Unicode scalars.
    ///
    /// - Throws: ``Problem`` when the token is too short or holds anything but visible ASCII.
    public init(_ text: String) throws(Problem) {
        // Scalars, not characters: Swift reads "\r\n" as one character, equal to neither part.
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
        guard scalars.count >= Self.minimumLength else { throw .tooShort(length: scalars.count) }
        guard scalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { throw .notVisibleASCII }
        bytes = Array(String(scalars).utf8)
    }

    /// Whether `candidate` is the token, in time that depends on the candidate's length only:
    /// every byte is compared, so the time never tells where a guess first differs.
    func matches(_ candidate: some StringProtocol) -> Bool {
        var difference = UInt8(truncatingIfNeeded: candidate.utf8.count ^ bytes.count)
        var index = 0
        for byte in candidate.utf8 {
            difference |= byte ^ bytes[index % bytes.count]
            index += 1
        }
        return difference == 0 && candidate.utf8.count == bytes.count
    }

    /// A placeholder: the token itself is never printed.
    public var description: String { "AdminToken(…)" }
}
