/// Interaction and drawing modifiers that change no frame. VoteLayout lays out one state and draws
/// it once, headless: there are no taps to receive, no transitions to run and no offscreen passes
/// to make, so these return the view as it is. They exist so that views written for SwiftUI compile
/// unchanged.
extension View {
    /// Would run `action` when the view is tapped `count` times; headless, nothing is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Would draw the view offscreen before compositing it; the frames are the same either way.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Would animate the view's insertion and removal with `transition`; one state is laid out at a time.
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }
}

/// The colour space of an offscreen drawing, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended-range linear sRGB.
    case extendedLinear
}
