import VoteCore

/// What a pool's "no connection came" hides: the server's own answer (a password changed, an
/// access rule, the database dropped, too many connections), asked of it at most every
/// ``interval`` while the writer cannot connect (``AsyncVoteDatabase/refusal()``).
struct OutageCause {
    /// How often the server is asked again: each time costs a connection of its own.
    static let interval: Duration = .seconds(5)

    private var known: VoteStoreError?
    private var checkedAt: ContinuousClock.Instant?

    /// `error` as last explained: for a connection that did not come, what the server said when
    /// last asked.
    func explaining(_ error: VoteStoreError) -> VoteStoreError {
        guard error.isServerUnreachable else { return error }
        return known ?? error
    }

    /// Asks `database`'s server why no connection came, unless it was asked within ``interval``;
    /// returns what it learnt.
    mutating func check(_ error: VoteStoreError, on database: (any AsyncVoteDatabase)?) async -> VoteStoreError? {
        guard error.isServerUnreachable, let database else { return nil }
        let now = ContinuousClock.now
        guard checkedAt.map({ now - $0 >= Self.interval }) ?? true else { return nil }
        checkedAt = now
        known = await database.refusal()
        return known
    }

    /// The database was reached: what was learnt is no longer the cause.
    mutating func reset() {
        (known, checkedAt) = (nil, nil)
    }
}
