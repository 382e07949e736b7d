import Foundation

/// Whether two lengths agree to within `tolerance`: for results that went through sin, cos or division.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    isClose(lhs.x, rhs.x) && isClose(lhs.y, rhs.y)
}

func isClose(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
    isClose(lhs.width, rhs.width) && isClose(lhs.height, rhs.height)
}

func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    isClose(lhs.origin, rhs.origin) && isClose(lhs.size, rhs.size)
}
