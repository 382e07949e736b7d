/// How a view is inserted and removed, as SwiftUI's `AnyTransition`.
///
/// VoteLayout lays out one state at a time, so a transition changes nothing; the type exists so
/// that views written for SwiftUI compile unchanged.
public struct AnyTransition: Hashable, Sendable {
    let name: String

    /// No change on insertion or removal.
    public static let identity = AnyTransition(name: "identity")
    /// A fade.
    public static let opacity = AnyTransition(name: "opacity")
    /// A scale from nothing.
    public static let scale = AnyTransition(name: "scale")
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")

    /// A move in from and out to `edge`.
    ///
    /// - Parameter edge: The edge the view moves from and to.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }

    /// This transition and `other` at once.
    ///
    /// - Parameter other: The other transition.
    /// - Returns: The combined transition.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
}
