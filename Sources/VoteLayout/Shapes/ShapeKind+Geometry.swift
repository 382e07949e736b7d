extension LayoutNode.ShapeKind {
    /// The horizontal and vertical corner radii of the shape fitted to `frame`: zero for a
    /// rectangle, half the shorter side for a capsule, half the sides for an ellipse.
    func cornerRadii(in frame: CGRect) -> CGSize {
        let (width, height) = (abs(frame.width), abs(frame.height))
        switch self {
        case .rectangle: return .zero
        case .roundedRectangle(let size):
            return CGSize(width: min(max(size.width, 0), width / 2), height: min(max(size.height, 0), height / 2))
        case .capsule: return CGSize(width: min(width, height) / 2, height: min(width, height) / 2)
        case .ellipse: return CGSize(width: width / 2, height: height / 2)
        case .circle: return CGSize(width: min(width, height) / 2, height: min(width, height) / 2)
        }
    }

    /// Whether `point` is inside the shape fitted to `frame` (the terminal fills and clips the
    /// cells whose centres are).
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        let frame = frame.standardized
        if case .circle = self {
            let radius = min(frame.width, frame.height) / 2
            let (dx, dy) = (point.x - frame.midX, point.y - frame.midY)
            return dx * dx + dy * dy <= radius * radius
        }
        guard frame.contains(point) else { return false }
        let radii = cornerRadii(in: frame)
        guard radii.width > 0, radii.height > 0 else { return true }
        // Outside the corner boxes the shape is the frame; inside one, an ellipse quadrant.
        let centerX = min(max(point.x, frame.minX + radii.width), frame.maxX - radii.width)
        let centerY = min(max(point.y, frame.minY + radii.height), frame.maxY - radii.height)
        let dx = (point.x - centerX) / radii.width
        let dy = (point.y - centerY) / radii.height
        return dx * dx + dy * dy <= 1
    }
}
