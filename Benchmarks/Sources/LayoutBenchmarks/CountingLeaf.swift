import VoteLayout

/// How many times the engine computed a leaf's size.
///
/// One count per `sizeThatFits` that reaches the leaf: per distinct proposal the leaf receives
/// in a pass, since the engine remembers the rest.
final class MeasurementCounter {
    private(set) var count = 0

    func record() { count += 1 }
}

/// A leaf that sizes like `Color` (the proposal, 10 for an unspecified dimension) and counts its
/// measurements, so the benchmark can report measurement calls per leaf without the engine's
/// package-internal counters.
struct CountingLeaf: Layout {
    let counter: MeasurementCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        counter.record()
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

extension MeasurementCounter {
    /// A counting leaf as a view.
    var leaf: some View { CountingLeaf(counter: self) { EmptyView() } }
}

/// A transparent one-subview layout that counts how often the engine computes its size: the
/// number of distinct proposals its subview (a whole nested level) receives in a pass.
struct CountingPassThrough: Layout {
    let counter: MeasurementCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        counter.record()
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
