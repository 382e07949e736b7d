/// An enumeration to indicate one edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates a set containing only `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The set containing only the top edge.
        public static let top = Set(.top)
        /// The set containing only the leading edge.
        public static let leading = Set(.leading)
        /// The set containing only the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set containing only the trailing edge.
        public static let trailing = Set(.trailing)
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
