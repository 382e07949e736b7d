extension LayoutNode {
    /// The transform a `scaleEffect` or `rotationEffect` node applies to the drawing of its
    /// subviews, in root coordinates, or `nil` for any other node.
    ///
    /// The effect is about the anchor's point of the node's frame: that point stays put. Nested
    /// effects compose: a renderer applies a node's transform, then its ancestors' (in CoreGraphics
    /// terms, `node.effectTransform.concatenating(ancestors)`).
    public var effectTransform: CGAffineTransform? {
        let (anchor, local): (UnitPoint, CGAffineTransform)
        switch kind {
        case .scaleEffect(let scale, let point):
            (anchor, local) = (point, CGAffineTransform(scaleX: scale.width, y: scale.height))
        case .rotationEffect(let angle, let point):
            // Quarter turns come out exact (cos 90° is 6e-17 in floating point), so a turned box
            // keeps whole coordinates and a turned frame still snaps to the same terminal cells.
            func exact(_ value: Double) -> CGFloat {
                abs(value - value.rounded()) < 1e-12 ? CGFloat(value.rounded()) : CGFloat(value)
            }
            let (cosine, sine) = (exact(cos(angle.radians)), exact(sin(angle.radians)))
            (anchor, local) = (point, CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0))
        default:
            return nil
        }
        let pivot = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(local)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
