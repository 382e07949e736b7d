/// What the environment says about a `Text`: its font, how many lines it may take, how its lines align.
///
/// Set with `font(_:)`, the `lineLimit` modifiers and `multilineTextAlignment(_:)`; measurers read
/// ``font``, the engine applies ``lineLimit`` and ``reservedLines``, and renderers read ``font`` and
/// ``alignment``.
public struct TextAttributes: Hashable, Sendable {
    /// The font, or `nil` for the measurer's default.
    public var font: Font?
    /// The most lines the text may take (the last one shown ends with "…"), or `nil` for no limit.
    public var lineLimit: Int?
    /// How lines align within the text's frame.
    public var alignment: TextAlignment
    /// How many lines' height the text takes even when it has fewer lines (0: only its own lines),
    /// set by `lineLimit(_:reservesSpace:)` and the lower bound of a ranged `lineLimit`.
    public var reservedLines: Int

    /// Attributes with a font, a line limit, an alignment and reserved lines (by default none,
    /// none, leading and none).
    public init(font: Font? = nil, lineLimit: Int? = nil, alignment: TextAlignment = .leading, reservedLines: Int = 0) {
        (self.font, self.lineLimit, self.alignment, self.reservedLines) = (font, lineLimit, alignment, reservedLines)
    }
}
