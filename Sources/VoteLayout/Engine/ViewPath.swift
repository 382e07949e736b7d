/// The stable identity of a view in a laid-out tree: one component per level below the root.
///
/// A component is the view's position in its parent's list (`"0"`, `"1"`), prefixed through
/// flattened groups and tuples (`"1.0"`), the branch of a conditional (`"t"`, `"f"`), or the
/// `id` of a `ForEach` element. Modifiers own their view's identity; the modified view is their
/// child `"0"`. Paths print and parse as components joined by `/`; the root is `""`.
public struct ViewPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The components from the root down.
    public var components: [String]

    /// Creates a path from its components.
    public init(_ components: [String] = []) { self.components = components }

    /// Parses a path written as components joined by `/`.
    public init(stringLiteral value: String) {
        components = value.isEmpty ? [] : value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// The path of the child with identity `component`.
    public func appending(_ component: String) -> ViewPath {
        var path = self
        path.components.reserveCapacity(components.count + 1)  // one allocation, not a temporary array too
        path.components.append(component)
        return path
    }

    /// A textual representation.
    public var description: String { components.joined(separator: "/") }
}
