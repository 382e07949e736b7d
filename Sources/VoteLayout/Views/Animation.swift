/// How a view changes over time, as SwiftUI's `Animation`.
///
/// VoteLayout lays out one state at a time, so animations don't change layout; the type exists
/// so that views written for SwiftUI compile unchanged.
public struct Animation: Hashable, Sendable {
    let name: String

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// An animation that moves at a constant speed.
    public static let linear = Animation(name: "linear")

    /// A spring animation.
    public static func spring() -> Animation { Animation(name: "spring") }
}
