/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// The `center` horizontal guide with the `center` vertical guide.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The `leading` horizontal guide with the `center` vertical guide.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The `trailing` horizontal guide with the `center` vertical guide.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The `center` horizontal guide with the `top` vertical guide.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The `center` horizontal guide with the `bottom` vertical guide.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The `leading` horizontal guide with the `top` vertical guide.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The `trailing` horizontal guide with the `top` vertical guide.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The `leading` horizontal guide with the `bottom` vertical guide.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The `trailing` horizontal guide with the `bottom` vertical guide.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The `center` horizontal guide with the `firstTextBaseline` vertical guide.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The `center` horizontal guide with the `lastTextBaseline` vertical guide.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The `leading` horizontal guide with the `firstTextBaseline` vertical guide.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The `leading` horizontal guide with the `lastTextBaseline` vertical guide.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The `trailing` horizontal guide with the `firstTextBaseline` vertical guide.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The `trailing` horizontal guide with the `lastTextBaseline` vertical guide.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
