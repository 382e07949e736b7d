/// A direction in which a layout runs, as SwiftUI's `LayoutDirection`.
///
/// Set it with `environment(\.layoutDirection, .rightToLeft)`. Right to left, every view's
/// position within its parent is mirrored horizontally, as SwiftUI flips the x position of each
/// view within its parent: the first subview of an `HStack` or a grid row sits at the right,
/// `.leading` alignment and padding are on the right, `offset(x:)` and `position(x:)` count from
/// the right. Sizes are unchanged, and text keeps its glyph order.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
