import VoteCore

/// Helpers that make user-supplied text safe to show inside a one-line message.
enum DisplayText {
    /// `value` in single quotes, cut and escaped to stay one readable line (VoteStoreError's quoting,
    /// so that votectl's own messages quote names exactly as the store's do).
    static func quoted(_ value: String, limit: Int = 40) -> String {
        VoteStoreError.quoted(value, limit: limit)
    }

    /// `value` unquoted, its control characters escaped: a pet's name printed as data (`pets list`,
    /// a vote's summary), which a database written by another program may have filled with
    /// anything.
    static func plain(_ value: String) -> String {
        PetName.displayed(value)
    }
}
