/// The horizontal or vertical dimension in a 2D coordinate system, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set containing only the horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The set containing only the vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
