/// One laid-out view: its frame in root coordinates, what it is, and its laid-out children.
///
/// Children are listed in drawing order (a `background` comes before the view it backs, an
/// `overlay` after it).
public struct LayoutNode: Hashable, Sendable {
    /// The view's frame, in the coordinates of the laid-out root (origin top-leading, y down).
    public var frame: CGRect
    /// What the view is, with what a renderer needs to draw it.
    public var kind: Kind
    /// The view's stable identity.
    public var path: ViewPath
    /// The foreground colour in effect (`foregroundStyle`/`foregroundColor`), or `nil` for the default.
    public var foreground: Color?
    /// The laid-out subviews.
    public var children: [LayoutNode]

    /// Creates a node.
    public init(frame: CGRect, kind: Kind, path: ViewPath, foreground: Color? = nil, children: [LayoutNode] = []) {
        (self.frame, self.kind, self.path, self.foreground, self.children) = (frame, kind, path, foreground, children)
    }

    /// This node and every node below it, depth first, parents before children.
    public var allNodes: [LayoutNode] {
        var result: [LayoutNode] = []
        func visit(_ node: LayoutNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The node at `path` in this subtree, or `nil`.
    public func node(at path: ViewPath) -> LayoutNode? {
        guard path.components.starts(with: self.path.components) else { return nil }
        if path == self.path { return self }
        return children.lazy.compactMap { $0.node(at: path) }.first
    }
}
