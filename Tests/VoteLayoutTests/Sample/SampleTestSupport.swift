import Foundation

/// The rankings of `count` subviews, up to ties.
enum WeakOrderings {
    /// Every weak ordering of `count` items, each as competition ranks (1 + the number of
    /// strictly better items), in lexicographic order: 1, 3, 13, 75, 541, 4683 for 1…6 items.
    static func competitionRanks(count: Int) -> [[Int]] {
        var found = Set<[Int]>()
        var levels = [Int](repeating: 0, count: count)
        func fill(_ position: Int) {
            guard position < count else {
                found.insert(levels.map { level in 1 + levels.count { $0 < level } })
                return
            }
            for level in 0..<count {
                levels[position] = level
                fill(position + 1)
            }
        }
        fill(0)
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

@testable import VoteLayout

/// The sample's voting buttons: bordered, one per title, in order.
///
/// With `fillsSlot`, each label takes `.frame(maxWidth: .infinity)` so the button grows to the
/// width its container offers; without it, a button keeps its own width (seed 000).
struct VoteButtons: View {
    var titles = ["Cat", "Goldfish", "Dog"]
    var fillsSlot = false

    var body: some View {
        ForEach(titles, id: \.self) { title in
            Button {
            } label: {
                if fillsSlot {
                    Text(title).frame(maxWidth: .infinity)
                } else {
                    Text(title)
                }
            }
            .buttonStyle(.bordered)
        }
    }
}

extension ViewLayout {
    /// Every node of the result tree, parents before children, in source order.
    var nodes: [LayoutNode] { root.allNodes }

    /// The nodes of buttons, in source order.
    var buttons: [LayoutNode] {
        nodes.filter { if case .button = $0.kind { true } else { false } }
    }

    /// The nodes of texts, in source order.
    var texts: [LayoutNode] {
        nodes.filter { if case .text = $0.kind { true } else { false } }
    }
}

/// A fixed-size box: the simplest subview with a known ideal size.
func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Rectangle().frame(width: width, height: height)
}

/// A one-subview layout that reports `preference` as its spacing and otherwise is its subview.
struct SpacingPreferenceLayout: Layout {
    var preference: ViewSpacing

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { preference }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

extension View {
    /// Makes this view prefer `spacing` around itself, as a view with its own spacing rules would.
    func spacingPreference(_ spacing: ViewSpacing) -> some View {
        SpacingPreferenceLayout(preference: spacing) { self }
    }
}
