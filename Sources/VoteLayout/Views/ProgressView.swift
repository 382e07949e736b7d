/// A view that shows the progress toward completion of a task, as SwiftUI's `ProgressView`.
///
/// VoteLayout draws the linear style: the bar takes the proposed width (`nil`, ideal, treated as
/// 10) and is always 1 unit tall, one terminal row.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The completed fraction, clamped to 0…1 (0 when `total` isn't positive or a value is missing).
    let fraction: Double

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        guard let value, total > 0, value.isFinite, total.isFinite else {
            fraction = 0
            return
        }
        fraction = min(max(Double(value) / Double(total), 0), 1)
    }
}

extension ProgressView: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: ProgressLeaf(fraction: fraction), foreground: context.foreground)]
    }
}

struct ProgressLeaf: NodeBehavior {
    /// The height of every bar.
    static let height: CGFloat = 1
    let fraction: Double

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: Self.height)
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .progress(fraction: fraction) }
}
