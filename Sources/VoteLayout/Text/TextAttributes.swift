/// What the environment says about a `Text`: its font, how many lines it may take, how its lines align.
///
/// Set with `font(_:)`, `lineLimit(_:)` and `multilineTextAlignment(_:)`; measurers read ``font``,
/// the engine applies ``lineLimit`` and renderers read ``font`` and ``alignment``.
public struct TextAttributes: Hashable, Sendable {
    /// The font, or `nil` for the measurer's default.
    public var font: Font?
    /// The most lines the text may take (the last one shown ends with "…"), or `nil` for no limit.
    public var lineLimit: Int?
    /// How lines align within the text's frame.
    public var alignment: TextAlignment

    /// Attributes with a font, a line limit and an alignment (by default none, none and leading).
    public init(font: Font? = nil, lineLimit: Int? = nil, alignment: TextAlignment = .leading) {
        (self.font, self.lineLimit, self.alignment) = (font, lineLimit, alignment)
    }
}
