/// A text style, as SwiftUI's `Font`: a size in points and a weight.
///
/// A ``TextMeasurer`` that knows fonts (``FontTextMeasurer``) measures text in the font in effect;
/// the terminal's measurer has one face and ignores it. The text styles have the sizes of
/// SwiftUI's default ("Large") Dynamic Type size on iOS.
public struct Font: Hashable, Sendable {
    /// The size in points.
    package var size: CGFloat
    /// The weight.
    package var weight: Weight

    init(size: CGFloat, weight: Weight = .regular) {
        (self.size, self.weight) = (size, weight)
    }

    /// A font with the large title text style.
    public static let largeTitle = Font(size: 34)
    /// A font with the title text style.
    public static let title = Font(size: 28)
    /// A font for second-level titles.
    public static let title2 = Font(size: 22)
    /// A font for third-level titles.
    public static let title3 = Font(size: 20)
    /// A font with the headline text style.
    public static let headline = Font(size: 17, weight: .semibold)
    /// A font with the subheadline text style.
    public static let subheadline = Font(size: 15)
    /// A font with the body text style.
    public static let body = Font(size: 17)
    /// A font with the callout text style.
    public static let callout = Font(size: 16)
    /// A font with the footnote text style.
    public static let footnote = Font(size: 13)
    /// A font with the caption text style.
    public static let caption = Font(size: 12)
    /// An alternate font with the caption text style.
    public static let caption2 = Font(size: 11)

    /// A system font of the given size and weight (`nil`: regular).
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular)
    }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// A font weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The CSS weight: 100 (ultra light) to 900 (black).
        package var value: Int

        /// The ultra light weight (100).
        public static let ultraLight = Weight(value: 100)
        /// The thin weight (200).
        public static let thin = Weight(value: 200)
        /// The light weight (300).
        public static let light = Weight(value: 300)
        /// The regular weight (400).
        public static let regular = Weight(value: 400)
        /// The medium weight (500).
        public static let medium = Weight(value: 500)
        /// The semibold weight (600).
        public static let semibold = Weight(value: 600)
        /// The bold weight (700).
        public static let bold = Weight(value: 700)
        /// The heavy weight (800).
        public static let heavy = Weight(value: 800)
        /// The black weight (900).
        public static let black = Weight(value: 900)
    }
}
