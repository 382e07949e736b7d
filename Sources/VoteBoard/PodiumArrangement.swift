/// How the podium arranges its avatars: the sample's choice between its radial layout and a row.
public enum PodiumArrangement: String, Hashable, Sendable, CaseIterable {
    /// `MyRadialLayout`: avatars on a circle, placed by rank.
    case radial
    /// `HStackLayout` through `AnyLayout`: a row, when every pet is tied.
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
