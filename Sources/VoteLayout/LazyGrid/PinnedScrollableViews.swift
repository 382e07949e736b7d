/// A set of view types that may be pinned to the bounds of a scroll view, as SwiftUI's
/// `PinnedScrollableViews`.
///
/// VoteLayout lays a scroll view out at its start, where nothing is pinned yet, and lazy stacks
/// and grids have no sections: the set is accepted so that grids written for SwiftUI compile.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
