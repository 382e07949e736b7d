/// A layout shipped with VoteLayout: it names its node and never answers alignment guides itself
/// unless it says so, which spares the engine from probing it.
protocol BuiltInLayout: Layout {
    /// What the layout's node is in the result tree.
    var nodeKind: LayoutNode.Kind { get }
    /// For a modifier, the index of the modified view among the subviews: the modifier passes its
    /// priority through and its subviews inherit the stack orientation. `nil` for containers.
    var primaryChildIndex: Int? { get }
    /// Guides the layout may answer itself.
    var ownExplicitGuides: GuideSet { get }
    /// Whether the layout passes its modified view's explicit guides on unchanged, every guide
    /// included: a modifier that doesn't move its view in layout (`offset`, `alignmentGuide`,
    /// `overlay`, effects, …), as SwiftUI's render-only modifiers are invisible to alignment.
    var forwardsExplicitGuides: Bool { get }
    /// The name the layout gives its coordinate space, if any (`.coordinateSpace(name:)`).
    var coordinateSpaceName: AnyHashable? { get }
}

extension BuiltInLayout {
    var primaryChildIndex: Int? { nil }
    var ownExplicitGuides: GuideSet { GuideSet() }
    var forwardsExplicitGuides: Bool { false }
    var coordinateSpaceName: AnyHashable? { nil }
}

/// A layout VoteLayout ships, boxed so the engine reaches its node details without a dynamic
/// cast: an implementation detail of ``Layout``. Only VoteLayout creates or reads it.
public struct _BuiltInLayoutBox {
    let layout: any BuiltInLayout

    init(_ layout: some BuiltInLayout) {
        self.layout = layout
    }
}

extension Layout {
    /// A layout of your own: `nil` (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { nil }
}
