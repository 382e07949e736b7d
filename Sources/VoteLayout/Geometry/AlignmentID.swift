/// A type that you use to create custom alignment guides, as SwiftUI's `AlignmentID`.
///
/// ```swift
/// private enum FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
/// ```
public protocol AlignmentID: SendableMetatype {
    /// The value of the guide for a view of dimensions `context` that doesn't set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide on one axis, shared by the horizontal and vertical wrappers.
struct AlignmentKey: Hashable, Sendable {
    /// How a container merges the explicit values its subviews give for this guide.
    ///
    /// Custom guides take the mean, the text baselines the topmost or bottommost value. The
    /// frame guides (`leading`, `center`, `trailing`, `top`, `center`, `bottom`) are never
    /// merged: an explicit `.leading` set on a child moves that child inside its own container
    /// and stops there, so the container's own `.leading` stays its edge (SwiftUI's built-in
    /// frame alignments discard their children's explicit values).
    enum Combination: Hashable, Sendable { case mean, minimum, maximum, notCombined }

    let id: any AlignmentID.Type
    let axis: Axis
    let combination: Combination

    init(_ id: any AlignmentID.Type, axis: Axis, combination: Combination = .mean) {
        (self.id, self.axis, self.combination) = (id, axis, combination)
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// Whether a container may pass its subviews' explicit values for this guide up as its own.
    var propagates: Bool { combination != .notCombined }

    /// Merges the explicit values of several subviews, in the container's coordinates.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combination {
        case .notCombined: return nil
        case .mean: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}
