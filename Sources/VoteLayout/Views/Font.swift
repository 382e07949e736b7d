/// A text style, as SwiftUI's `Font`.
///
/// VoteLayout measures text with its ``TextMeasurer`` in one face, so a font doesn't change
/// layout; the type exists so that views written for SwiftUI compile unchanged.
public struct Font: Hashable, Sendable {
    let name: String

    /// A font with the large title text style.
    public static let largeTitle = Font(name: "largeTitle")
    /// A font with the title text style.
    public static let title = Font(name: "title")
    /// A font for second-level titles.
    public static let title2 = Font(name: "title2")
    /// A font for third-level titles.
    public static let title3 = Font(name: "title3")
    /// A font with the headline text style.
    public static let headline = Font(name: "headline")
    /// A font with the subheadline text style.
    public static let subheadline = Font(name: "subheadline")
    /// A font with the body text style.
    public static let body = Font(name: "body")
    /// A font with the callout text style.
    public static let callout = Font(name: "callout")
    /// A font with the footnote text style.
    public static let footnote = Font(name: "footnote")
    /// A font with the caption text style.
    public static let caption = Font(name: "caption")
    /// An alternate font with the caption text style.
    public static let caption2 = Font(name: "caption2")

    /// A system font of the given size.
    public static func system(size: CGFloat) -> Font { Font(name: "system \(size)") }
}
