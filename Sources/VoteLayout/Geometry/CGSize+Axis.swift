extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size of `major` along `axis` and `minor` across it.
    init(_ major: CGFloat, along axis: Axis, by minor: CGFloat) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// A point at `major` along `axis` and `minor` across it.
    init(_ major: CGFloat, along axis: Axis, by minor: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal of `major` along `axis` and `minor` across it.
    init(_ major: CGFloat?, along axis: Axis, by minor: CGFloat?) {
        self =
            axis == .horizontal
            ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}
