/// A key for a value that a view passes to its containing layout, as SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue: Int = 1 }
/// Text("Cat").layoutValue(key: Rank.self, value: 2)
/// // in a layout: subviews[0][Rank.self] == 2
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that doesn't set it.
    static var defaultValue: Self.Value { get }
}
