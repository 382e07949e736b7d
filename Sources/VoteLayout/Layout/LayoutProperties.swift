/// Layout-specific properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Hashable, Sendable {
    /// The orientation of a stack-like container: `Spacer` and `Divider` inside it use it.
    ///
    /// `nil` (the default) makes a `Spacer` expand on both axes and a `Divider` horizontal.
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    public init() { stackOrientation = nil }
}
