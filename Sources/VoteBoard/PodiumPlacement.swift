public import Foundation
import VoteLayout

/// Where the podium's avatars and their names go, laid out by VoteLayout for the podium's width.
///
/// The rule, for any number of pets at any width:
///
/// - **The ring.** The best-ranked pets, whole ranks only and at most three (the medals), stand on
///   the sample's `MyRadialLayout`, in a square as wide as the podium's shorter side, with avatars
///   a fifth of that side and at most 60 points (the sample's 60 on its 300-point podium). Three
///   pets ranked apart are the sample's picture exactly.
/// - **The stands.** Everyone else follows below the ring in rank order, in rows of equal cells
///   (``FlowLayout``): as many cells of at least 76 points (room for a short name) as the width
///   holds, widened to share it (at most 112), each an avatar (28 to 48 points) over its name.
/// - **An all-way tie** is the sample's row (`HStackLayout`) of 60-point avatars when it fits the
///   width, else the same rows as the stands. A tie too large for the ring at the top (four pets
///   tied first) puts everyone in the stands.
///
/// Every name has a box under its avatar that meets no other name and no avatar: a cell's width
/// in the rows, the room to its neighbours on the ring. The podium is as tall as its content
/// (``contentHeight``): nothing is left empty below the last row, and the proposed height only
/// bounds the ring's square.
public struct PodiumPlacement: Hashable, Sendable {
    /// One avatar's frame in podium coordinates.
    public struct Avatar: Hashable, Sendable {
        /// The pet's name.
        public var pet: String
        /// The pet's competition rank.
        public var rank: Int
        /// The avatar's frame in podium points (origin top-leading, y down).
        public var frame: CGRect
        /// The box its name is shown in, under the avatar, cut with "…" when longer.
        public var label: CGRect
        /// The centre of ``frame``.
        public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    }

    /// Which layout placed the best-ranked avatars.
    public var arrangement: PodiumArrangement
    /// The podium area in points, as proposed.
    public var size: CGSize
    /// In the pets' creation order.
    public var avatars: [Avatar]
    /// The bottom of the lowest avatar or name: the podium's height on a page.
    public var contentHeight: CGFloat
    /// Whether the model placed was an all-way tie (``reused(for:size:)`` compares it).
    var isAllWayTie: Bool

    /// The side of the ring's avatars, at most, in podium points (the sample's).
    public static let avatarSide: CGFloat = 60
    /// The height of a name's box, and the room between an avatar and its name.
    public static let labelHeight: CGFloat = 20
    static let labelGap: CGFloat = 4
    /// Between cells in a row and between rows, and between names on the ring.
    static let spacing: CGFloat = 8
    /// The most pets on the ring: the sample's triangle.
    static let ringCapacity = 3
    /// The widest a name's box is on the ring.
    static let maximumLabelWidth: CGFloat = 160
    /// The width of a cell of the stands, at least and at most.
    static let cellWidths: ClosedRange<CGFloat> = 76...112
    /// The width of a cell of the all-way tie's row.
    static let rowCellWidth: CGFloat = 84

    /// Lays out the podium for `model` in a `size` area.
    public init(model: BoardModel, size: CGSize) {
        let entries = PodiumEntry.entries(of: model)
        let ring = model.isAllWayTie ? [] : Self.ringEntries(entries)
        let ringIDs = Set(ring.map(\.id))
        let rest = entries.filter { !ringIDs.contains($0.id) }.sorted { ($0.rank, $0.id) < ($1.rank, $1.id) }
        var placed: [Int: (frame: CGRect, label: CGRect)] = [:]
        var top: CGFloat = 0

        if !ring.isEmpty {
            let side = min(size.width, size.height)
            let avatar = min(Self.avatarSide, side / 5)
            let frames = PodiumView(
                entries: ring,
                part: .ring,
                size: CGSize(width: size.width, height: side),
                cell: CGSize(width: avatar, height: avatar)
            )
            .cellFrames
            let labels = Self.ringLabels(frames: frames, width: size.width)
            for (entry, (frame, label)) in zip(ring, zip(frames, labels)) { placed[entry.id] = (frame, label) }
            top = (frames + labels).map(\.maxY).max().map { $0 + Self.spacing } ?? 0
        }
        if model.isAllWayTie, let row = Self.row(rest, width: size.width) {
            for (entry, cell) in row { placed[entry.id] = cell }
        } else {
            for (entry, cell) in Self.stands(rest, width: size.width, top: top) { placed[entry.id] = cell }
        }

        arrangement = ring.isEmpty ? .line : .radial
        isAllWayTie = model.isAllWayTie
        self.size = size
        avatars = entries.map { entry in
            let cell = placed[entry.id] ?? (.zero, .zero)
            return Avatar(pet: entry.pet, rank: entry.rank, frame: cell.frame, label: cell.label)
        }
        contentHeight = avatars.map { max($0.frame.maxY, $0.label.maxY) }.max() ?? 0
    }

    /// The best ranks, whole, while they number at most ``ringCapacity``, in creation order.
    static func ringEntries(_ entries: [PodiumEntry]) -> [PodiumEntry] {
        var (taken, worst): (Int, Int?) = (0, nil)
        for rank in Set(entries.map(\.rank)).sorted() {
            taken += entries.count(where: { $0.rank == rank })
            if taken > ringCapacity { break }
            worst = rank
        }
        guard let worst else { return [] }
        return entries.filter { $0.rank <= worst }
    }

    /// Each ring avatar's name box: centred under it, inside the podium, and narrower than the
    /// room to any name or avatar beside it. Where there is no room (a podium a few avatars
    /// wide), the box has no size at all: the name is not shown, and no box reaches into the
    /// avatar below.
    static func ringLabels(frames: [CGRect], width: CGFloat) -> [CGRect] {
        frames.indices.map { index in
            let frame = frames[index]
            let top = frame.maxY + labelGap
            var room = min(maximumLabelWidth, 2 * min(frame.midX, width - frame.midX))
            for other in frames.indices where other != index {
                let neighbour = frames[other]
                let apart = abs(neighbour.midX - frame.midX)
                // Two names at overlapping heights share the room between their centres.
                if abs(neighbour.maxY + labelGap - top) < labelHeight { room = min(room, apart - spacing) }
                if neighbour.minY < top + labelHeight, neighbour.maxY > top {
                    room = min(room, 2 * (apart - neighbour.width / 2 - spacing / 2))
                }
            }
            // Less than a point shows no name.
            if room < 1 { room = 0 }
            return CGRect(x: frame.midX - room / 2, y: top, width: room, height: room > 0 ? labelHeight : 0)
        }
    }

    /// The sample's row of 60-point avatars, when it fits `width`; `nil` otherwise.
    static func row(_ entries: [PodiumEntry], width: CGFloat) -> [(PodiumEntry, (CGRect, CGRect))]? {
        let cell = CGSize(width: rowCellWidth, height: avatarSide + labelGap + labelHeight)
        let frames = PodiumView(
            entries: entries,
            part: .row,
            size: CGSize(width: width, height: cell.height),
            cell: cell
        )
        .cellFrames
        guard let first = frames.first, let last = frames.last, first.minX >= 0, last.maxX <= width else {
            return nil
        }
        return zip(entries, frames.map { cells(in: $0, avatar: avatarSide) }).map { ($0, $1) }
    }

    /// Rows of equal cells from `top` down, as many to a row as `width` holds.
    static func stands(_ entries: [PodiumEntry], width: CGFloat, top: CGFloat) -> [(PodiumEntry, (CGRect, CGRect))] {
        guard !entries.isEmpty, width > 0 else { return entries.map { ($0, (.zero, .zero)) } }
        let columns = max(1, ((width + spacing) / (cellWidths.lowerBound + spacing)).rounded(.down))
        let cellWidth = min(cellWidths.upperBound, ((width - (columns - 1) * spacing) / columns).rounded(.down))
        let avatar = max(1, min(cellWidth, max(28, min(48, cellWidth - 24))))
        let cell = CGSize(width: max(1, cellWidth), height: avatar + labelGap + labelHeight)
        let frames = PodiumView(
            entries: entries,
            part: .stands(spacing: spacing),
            size: CGSize(width: width, height: cell.height),
            cell: cell
        )
        .cellFrames
        return zip(entries, frames.map { cells(in: $0.offsetBy(dx: 0, dy: top), avatar: avatar) }).map { ($0, $1) }
    }

    /// A cell's avatar (centred at its top) and name box (its width, under the avatar).
    private static func cells(in cell: CGRect, avatar: CGFloat) -> (CGRect, CGRect) {
        (
            CGRect(x: cell.midX - avatar / 2, y: cell.minY, width: avatar, height: avatar),
            CGRect(x: cell.minX, y: cell.minY + avatar + labelGap, width: cell.width, height: labelHeight)
        )
    }
}
