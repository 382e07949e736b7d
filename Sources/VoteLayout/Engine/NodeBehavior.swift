/// How one kind of resolved view takes part in layout.
///
/// Leaves implement this directly; every `Layout` (stacks, modifiers, user layouts) goes
/// through ``LayoutBehavior``.
protocol NodeBehavior {
    /// How the element's children find their stack orientation.
    var childOrientation: ChildOrientation { get }
    /// For a modifier, the index of the modified child, whose priority it passes through.
    var primaryChildIndex: Int? { get }
    /// The guides this element may set explicitly itself.
    var ownExplicitGuides: GuideSet { get }
    /// Whether the element answers every guide it doesn't set itself with its primary child's
    /// explicit value, unchanged (see `BuiltInLayout.forwardsExplicitGuides`).
    var forwardsExplicitGuides: Bool { get }

    func intrinsicPriority(node: EngineNode) -> Double
    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode, recorder: PlacementRecorder)
    /// The element's own explicit value for `key`, or `nil` to merge its children's.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode)
        -> CGFloat?
    func spacing(node: EngineNode) -> ViewSpacing
    /// What the element is, for the result tree, once placed with `proposal` at `size`.
    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind
    /// Content built only once the element's frame is known (a `GeometryReader`'s), laid out in
    /// `bounds` with each view at its top-leading corner; `nil` for everything else.
    func contentPlaced(in bounds: CGRect, pass: LayoutPass) -> [ResolvedView]?
    /// The name the element gives its coordinate space (`.coordinateSpace(name:)`), if any.
    var coordinateSpaceName: AnyHashable? { get }
}

extension NodeBehavior {
    var childOrientation: ChildOrientation { .inherit }
    var primaryChildIndex: Int? { nil }
    var ownExplicitGuides: GuideSet { GuideSet() }
    var forwardsExplicitGuides: Bool { false }
    func intrinsicPriority(node: EngineNode) -> Double { 0 }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode, recorder: PlacementRecorder) {}
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode)
        -> CGFloat?
    { nil }
    func spacing(node: EngineNode) -> ViewSpacing { ViewSpacing() }
    func contentPlaced(in bounds: CGRect, pass: LayoutPass) -> [ResolvedView]? { nil }
    var coordinateSpaceName: AnyHashable? { nil }
}

/// Where an element's children get the stack orientation Spacer and Divider read.
enum ChildOrientation {
    /// From the element's own parent (modifiers).
    case inherit
    /// From the element itself (layout containers, through `LayoutProperties.stackOrientation`).
    case set(Axis?)
}

/// A set of alignment guides, possibly every guide (for layouts that may answer any of them).
///
/// The guides are a ``SmallMap`` with no values: a view tree names only a few distinct guides.
struct GuideSet {
    private(set) var containsAll: Bool
    /// The guides, each once; empty when ``containsAll``.
    private var guides = SmallMap<AlignmentKey, Void>()

    init(containsAll: Bool = false, keys: [AlignmentKey] = []) {
        self.containsAll = containsAll
        if !containsAll {
            for key in keys { guides[key] = () }
        }
    }

    /// The guides, each once, in the order they were added; empty when ``containsAll``.
    var keys: [AlignmentKey] { guides.keys }

    /// Whether no guide at all is in the set.
    var isEmpty: Bool { !containsAll && guides.isEmpty }

    func contains(_ key: AlignmentKey) -> Bool { containsAll || guides.contains(key) }

    /// The guides a container may pass up from its subviews: all but the frame guides.
    var propagating: GuideSet {
        guard !containsAll, guides.entries.contains(where: { !$0.key.propagates }) else { return self }
        return GuideSet(keys: keys.filter(\.propagates))
    }

    mutating func formUnion(_ other: GuideSet) {
        if containsAll { return }
        if other.containsAll {
            (containsAll, guides) = (true, SmallMap())
        } else if guides.isEmpty {
            guides = other.guides
        } else {
            for entry in other.guides.entries { guides[entry.key] = () }
        }
    }
}
