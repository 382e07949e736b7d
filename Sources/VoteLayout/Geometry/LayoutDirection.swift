/// A direction in which a layout runs, as SwiftUI's `LayoutDirection`.
///
/// VoteLayout lays out left to right; the value exists so that layouts written for
/// SwiftUI that read `subviews.layoutDirection` compile unchanged.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
