/// The lengths of a lazy grid's columns (rows for a `LazyHGrid`) for the space it is offered.
///
/// SwiftUI sizes these tracks from the grid items alone, without asking the cells:
/// 1. The spacing after every item but the last, and every `.fixed` length, come off the space.
/// 2. The other items, in order, are each offered the space left divided by the number of them
///    left: a `.flexible` item takes that offer clamped to its bounds; an `.adaptive` item fits as
///    many tracks of its minimum as it can, `n = max(1, ⌊(offer + s) ÷ (minimum + s)⌋)` with `s`
///    its spacing, and shares the offer less the `n − 1` gaps between them, each clamped to its
///    bounds. What an item takes comes off the space.
///
/// With a `nil` offer (the grid's ideal size) VoteLayout chooses to offer nothing: flexible items
/// take their minimum and adaptive items one track of their minimum.
struct LazyGridTracks: Equatable {
    /// The length of each track, in order.
    var lengths: [CGFloat]
    /// The distance after each track (0 after the last).
    var gaps: [CGFloat]
    /// The item each track comes from (adaptive items give several tracks).
    var itemIndices: [Int]

    /// The total length: every track and every gap.
    var total: CGFloat { lengths.reduce(0, +) + gaps.reduce(0, +) }

    /// Where each track starts, from 0.
    var offsets: [CGFloat] {
        var position: CGFloat = 0
        return lengths.indices.map { index in
            defer { position += lengths[index] + gaps[index] }
            return position
        }
    }

    init(items: [GridItem], offer: CGFloat?, defaultSpacing: CGFloat) {
        (lengths, gaps, itemIndices) = ([], [], [])
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = offer ?? 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacings[index] }
            if case .fixed(let length) = item.size { remaining -= length }
        }
        var flexibleLeft = items.count(where: { if case .fixed = $0.size { false } else { true } })
        for (index, item) in items.enumerated() {
            let spacing = index < items.count - 1 ? spacings[index] : 0
            switch item.size {
            case .fixed(let length):
                append(length, gap: spacing, item: index)
            case .flexible(let minimum, let maximum):
                let offered = max(remaining, 0) / CGFloat(max(flexibleLeft, 1))
                let length = Self.clamp(offered, minimum, maximum)
                append(length, gap: spacing, item: index)
                remaining -= length
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let offered = max(remaining, 0) / CGFloat(max(flexibleLeft, 1))
                let gap = spacings[index]
                let fitting = ((offered + gap) / (max(minimum, 0) + gap)).rounded(.down)
                let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000))) : 1
                let length = Self.clamp((offered - CGFloat(count - 1) * gap) / CGFloat(count), minimum, maximum)
                for track in 0..<count {
                    append(length, gap: track < count - 1 ? gap : spacing, item: index)
                }
                remaining -= CGFloat(count) * length + CGFloat(count - 1) * gap
                flexibleLeft -= 1
            }
        }
    }

    private mutating func append(_ length: CGFloat, gap: CGFloat, item: Int) {
        lengths.append(length)
        gaps.append(gap)
        itemIndices.append(item)
    }

    /// `value` within `minimum…maximum` (`minimum` wins when the bounds cross).
    private static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        max(min(value, maximum), minimum)
    }
}
