import Dispatch

extension Duration {
    /// The same length for Dispatch's timeouts (to the nanosecond).
    var dispatchInterval: DispatchTimeInterval {
        .nanoseconds(Int(components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000))
    }
}
