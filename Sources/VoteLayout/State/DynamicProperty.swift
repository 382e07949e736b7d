/// A stored property of a view whose value comes from outside the view's struct (``State``,
/// ``Binding``), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    /// Updates the property before the view's body is read; VoteLayout reads each body once, so
    /// the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: VoteLayout reads each body once.
    public mutating func update() {}
}
