/// A rectangle of whole cells: columns `minX..<maxX`, rows `minY..<maxY`.
///
/// Frames snap to cells by rounding every edge down: a frame covers the columns from
/// `floor(minX)` up to, but not including, `floor(maxX)`. Snapping edges rather than sizes
/// keeps neighbours that share an edge in the layout touching, never overlapping, on screen,
/// and keeps whole-unit sizes exact wherever a fractional origin puts the frame.
struct CellRect: Hashable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The cells `frame` covers, with every edge rounded down.
    init(_ frame: CGRect) {
        let frame = frame.standardized
        self.init(
            minX: Self.snap(frame.minX),
            minY: Self.snap(frame.minY),
            maxX: Self.snap(frame.maxX),
            maxY: Self.snap(frame.maxY)
        )
    }

    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }
    var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells in both rectangles: an empty rectangle (never an inverted one, whose rows
    /// would make no range) when they do not meet.
    func intersection(_ other: CellRect) -> CellRect {
        let (minX, minY) = (max(minX, other.minX), max(minY, other.minY))
        return CellRect(
            minX: minX,
            minY: minY,
            maxX: max(minX, min(maxX, other.maxX)),
            maxY: max(minY, min(maxY, other.maxY))
        )
    }

    func contains(x: Int, y: Int) -> Bool {
        (minX..<maxX).contains(x) && (minY..<maxY).contains(y)
    }

    /// An edge in whole cells; infinite or NaN coordinates (never in a finished layout) collapse to 0.
    private static func snap(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        let floored = value.rounded(.down)
        return Int(max(min(floored, CGFloat(Int32.max)), CGFloat(Int32.min)))
    }
}
