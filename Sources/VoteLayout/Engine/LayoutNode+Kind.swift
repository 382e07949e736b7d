extension LayoutNode {
    /// What a laid-out view is.
    public enum Kind: Hashable, Sendable {
        /// A `Layout` container (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `AnyLayout`'s
        /// current layout, `LazyVGrid`, `LazyHGrid`, or a custom layout), named by its type.
        case layout(String)
        /// A layout modifier: `frame`, `padding`, `fixedSize`, `offset`, `alignmentGuide`,
        /// `aspectRatio`, `position`, `overlay` or `background`. Its first child (or last, for
        /// `background`) is the modified view.
        case modifier(String)
        /// A `Text`, with its lines as measured for its final proposal.
        case text(TextLayout)
        /// A `Color` filling its frame.
        case color(Color)
        /// A shape filling its frame with `fill`, or the foreground colour when `nil`.
        case shape(ShapeKind, fill: Color?)
        /// A `Spacer` (draws nothing).
        case spacer
        /// A `border(_:width:)`: a rectangle stroked `width` thick along the inside of the frame,
        /// with `color`, or the foreground colour when `nil`.
        case border(Color?, width: CGFloat)
        /// A `Divider`: a line running along `axis`.
        case divider(Axis)
        /// A linear `ProgressView`, `fraction` completed (clamped to 0…1).
        case progress(fraction: Double)
        /// A `Button`; its only child is its label. `bordered` buttons leave one unit around the label for the border.
        case button(bordered: Bool)
        /// An `Image(systemName:)` placeholder.
        case image(systemName: String)
        /// A `clipShape` or `cornerRadius`: its only child is drawn inside `shape` fitted to its frame.
        case clip(ShapeKind)
        /// A `ScrollView` scrolling along `axes`, at its start: its only child is its content,
        /// drawn clipped to the scroll view's frame.
        case scrollView(Axis.Set)
        /// A `hidden()` view: it takes its space, and nothing of it or its subviews is drawn.
        case hidden
        /// A `scaleEffect`: its only child is drawn scaled by `scale` about the unit point `anchor`
        /// of the frame; layout is unchanged.
        case scaleEffect(CGSize, anchor: UnitPoint)
        /// A `rotationEffect`: its only child is drawn rotated by the angle (clockwise on screen)
        /// about the unit point `anchor` of the frame; layout is unchanged.
        case rotationEffect(Angle, anchor: UnitPoint)
    }

    /// The built-in shapes, each fitted to its frame.
    public enum ShapeKind: Hashable, Sendable {
        case rectangle
        /// Corners with these horizontal and vertical radii (each at most half the side).
        case roundedRectangle(cornerSize: CGSize)
        /// A rectangle whose shorter sides are half circles.
        case capsule
        case ellipse
        /// The largest circle centred in the frame.
        case circle
    }
}
