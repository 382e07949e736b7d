import Synchronization

/// A place among a ``BoardFeed``'s subscriptions, taken when a `GET /v1/events` is admitted and
/// turned into the subscription once its response's body runs (``BoardFeed/subscribe(_:channel:podium:)``).
///
/// Admission and subscription so count the same places: two requests admitted at once cannot
/// both pass the limit and leave one answered 200 with an empty stream. A response dropped
/// before its body ran (its client gone) releases its place when it is freed.
final class StreamReservation: Sendable {
    private let release: @Sendable () -> Void
    private let isUsed = Atomic(false)

    /// A place that `release` gives back unless it was used.
    init(release: @escaping @Sendable () -> Void) {
        self.release = release
    }

    /// Marks the place as used; `false` if it already was.
    func use() -> Bool {
        !isUsed.exchange(true, ordering: .acquiringAndReleasing)
    }

    deinit {
        if use() { release() }
    }
}
