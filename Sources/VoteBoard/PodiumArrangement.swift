/// How the podium arranges its best-ranked avatars: the sample's choice between its radial layout
/// and a row (``PodiumPlacement`` has the whole rule).
public enum PodiumArrangement: String, Hashable, Sendable, CaseIterable {
    /// `MyRadialLayout`: the medal ranks on a circle, placed by rank (any other pets in rows below).
    case radial
    /// `HStackLayout` through `AnyLayout`: a row when every pet is tied (rows when one does not fit
    /// the width), or rows in rank order when the best rank is a tie too large for the ring.
    case line

    /// The sample's rule: a row when all pets are tied, the radial layout otherwise.
    public init(isAllWayTie: Bool) {
        self = isAllWayTie ? .line : .radial
    }

    /// The layout type that does the arranging, as the board's text report names it.
    public var layoutName: String {
        switch self {
        case .radial: "MyRadialLayout"
        case .line: "HStackLayout"
        }
    }
}
