/// How lines of text line up with each other and with their frame, as SwiftUI's `TextAlignment`.
///
/// Renderers that draw with a font of their reader's choosing (SVG) anchor each line at this
/// edge (or the centre) of the text's frame, so a font slightly wider or narrower than the one
/// measured keeps the text where the layout put it.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
