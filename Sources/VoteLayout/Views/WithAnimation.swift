/// Runs `body` and returns its result, as SwiftUI's `withAnimation` does; VoteLayout lays out one
/// state at a time, so there is nothing to animate between the state before and after.
///
/// - Parameters:
///   - animation: The animation SwiftUI would use (ignored).
///   - body: The state change.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
