import Foundation
import VoteLayout

/// The podium as the SVG board draws it, in podium points: each avatar a circle centred exactly at
/// its placement's centre (the `board --json` `x`/`y`), holding the pet's initial or emoji, with a
/// badge showing its rank and its name beside it.
///
/// Names go below their circle when they fit there whole, else outward (beside a circle on the
/// ring's sides, above one at its top), else wherever most of them fits, cut with "…". Labels are
/// placed best rank first and never meet a circle, a badge or an earlier label.
struct PodiumDrawing: Hashable, Sendable {
    /// One avatar as drawn.
    struct Avatar: Hashable, Sendable {
        var pet: String
        var rank: Int
        var isTied: Bool
        /// The circle's centre: the placement's, unrounded.
        var center: CGPoint
        var radius: CGFloat
        /// The pet's first character, upper-cased (or its emoji).
        var initial: String
        /// The initial's font size.
        var initialSize: CGFloat
        /// The position in creation order (picks the avatar's colour).
        var index: Int
        var badge: Badge
        /// The name, or `nil` when not even "…" fits anywhere.
        var label: Label?
    }

    /// The rank in a pill on the circle's bottom edge.
    struct Badge: Hashable, Sendable {
        var text: String
        var frame: CGRect
        var font: Font
    }

    /// A line of text: its frame (as measured) and where it is anchored.
    struct Label: Hashable, Sendable {
        var text: String
        var frame: CGRect
        var alignment: TextAlignment
        var font: Font
    }

    /// The podium area in points.
    var size: CGSize
    /// In the pets' creation order.
    var avatars: [Avatar]
    /// Everything drawn, in podium points (may reach outside the podium area).
    var bounds: CGRect

    /// The font of names.
    static let labelFont = Font.footnote
    /// Room between a circle, its badge and its label, and between labels.
    static let gap: CGFloat = 4
    /// How far names may reach beside the podium area, and above and below it.
    static let sideRoom: CGFloat = 140
    static let endRoom: CGFloat = 28
    /// The widest a name is drawn.
    static let maximumLabelWidth: CGFloat = 150

    init(placement: PodiumPlacement, model: BoardModel, measurer: FontTextMeasurer) {
        size = placement.size
        let tiedPets = Set(model.rows.filter(\.isTied).map(\.pet))
        let centers = placement.avatars.map(\.center)
        var nearest = CGFloat.infinity
        for (index, first) in centers.enumerated() {
            for second in centers[(index + 1)...] {
                nearest = min(nearest, hypot(first.x - second.x, first.y - second.y))
            }
        }
        // Each circle fills its avatar's frame (the ring's are larger than the rows'), but never
        // reaches the room of the nearest neighbour.
        var avatars = placement.avatars.enumerated()
            .map { index, avatar in
                let side = min(avatar.frame.width, avatar.frame.height)
                let radius = max(8, min(side / 2, nearest / 2 - Self.gap))
                let isEmoji = AvatarStyle.hasEmoji(avatar.pet)
                let badgeFont = Font.system(size: max(9, (radius * 0.42).rounded()), weight: .bold)
                let rankText = avatar.rank.description + (tiedPets.contains(avatar.pet) ? BoardModel.tieMark : "")
                let badgeHeight = FontTextMeasurer.lineHeight(of: badgeFont)
                // A medal on the circle's bottom edge: never wider than the circle, so it can't reach a neighbour.
                let textWidth = measurer.width(of: rankText, font: badgeFont)
                let badgeWidth = min(2 * radius, max(badgeHeight, textWidth + badgeHeight * 0.6))
                let medal = CGPoint(x: avatar.center.x, y: avatar.center.y + radius - badgeHeight * 0.15)
                return Avatar(
                    pet: avatar.pet,
                    rank: avatar.rank,
                    isTied: tiedPets.contains(avatar.pet),
                    center: avatar.center,
                    radius: radius,
                    initial: AvatarStyle.initial(of: avatar.pet),
                    initialSize: (radius * (isEmoji ? 0.9 : 0.8)).rounded(),
                    index: index,
                    badge: Badge(
                        text: rankText,
                        frame: CGRect(
                            x: medal.x - badgeWidth / 2,
                            y: medal.y - badgeHeight / 2,
                            width: badgeWidth,
                            height: badgeHeight
                        ),
                        font: badgeFont
                    ),
                    label: nil
                )
            }

        var obstacles = avatars.flatMap { avatar in
            [
                CGRect(
                    x: avatar.center.x - avatar.radius,
                    y: avatar.center.y - avatar.radius,
                    width: 2 * avatar.radius,
                    height: 2 * avatar.radius
                ), avatar.badge.frame,
            ]
        }
        // Names may reach beyond the podium and its circles (a row of tied avatars can be wider than the podium).
        let area = obstacles.reduce(CGRect(origin: .zero, size: size)) { $0.union($1) }
            .insetBy(dx: -Self.sideRoom, dy: -Self.endRoom)
        let podiumCenter = CGPoint(x: size.width / 2, y: size.height / 2)
        // In a row, names share the room between neighbours evenly; on a ring they go where there is room.
        let row = placement.arrangement == .line ? avatars.map(\.center) : []
        let order = avatars.indices.sorted { (avatars[$0].rank, $0) < (avatars[$1].rank, $1) }
        for index in order {
            let avatar = avatars[index]
            let outward = CGPoint(x: avatar.center.x - podiumCenter.x, y: avatar.center.y - podiumCenter.y)
            var candidates = [Slot.below]
            if placement.arrangement == .radial {
                candidates += outward.x >= 0 ? [.right, .above, .left] : [.left, .above, .right]
            }
            var best: Label?
            for slot in candidates {
                let label = Self.label(
                    avatar.pet,
                    slot: slot,
                    avatar: avatar,
                    avoiding: obstacles,
                    in: area,
                    neighbours: row,
                    measurer: measurer
                )
                guard let label else { continue }
                if label.text == avatar.pet {
                    best = label
                    break
                }
                if label.frame.width > (best?.frame.width ?? 0) { best = label }
            }
            avatars[index].label = best
            if let best { obstacles.append(best.frame) }
        }
        self.avatars = avatars
        // What is drawn, as far left of the podium's middle as right of it (so the podium stays
        // centred); the podium's empty top or bottom (a row of tied avatars fills only its top) is left out.
        let drawn = obstacles.dropFirst().reduce(obstacles.first ?? .zero) { $0.union($1) }
        let reach = max(0, -drawn.minX, drawn.maxX - size.width)
        bounds = CGRect(x: -reach, y: drawn.minY, width: size.width + 2 * reach, height: drawn.height)
    }

    /// Where a name goes relative to its circle.
    private enum Slot { case below, above, left, right }

    /// The name in `slot`, cut to the room `obstacles` and `area` leave it; `nil` when not even "…" fits.
    private static func label(
        _ name: String,
        slot: Slot,
        avatar: Avatar,
        avoiding obstacles: [CGRect],
        in area: CGRect,
        neighbours: [CGPoint],
        measurer: FontTextMeasurer
    ) -> Label? {
        let lineHeight = FontTextMeasurer.lineHeight(of: labelFont)
        let (center, radius) = (avatar.center, avatar.radius)
        let (anchorX, top, alignment): (CGFloat, CGFloat, TextAlignment) =
            switch slot {
            case .below: (center.x, max(center.y + radius, avatar.badge.frame.maxY) + gap / 2, .center)
            case .above: (center.x, center.y - radius - gap - lineHeight, .center)
            case .right: (center.x + radius + gap, center.y - lineHeight / 2, .leading)
            case .left: (center.x - radius - gap, center.y - lineHeight / 2, .trailing)
            }
        guard top >= area.minY, top + lineHeight <= area.maxY else { return nil }
        let band = top..<(top + lineHeight)
        let across = obstacles.filter { $0.minY < band.upperBound && $0.maxY > band.lowerBound }
        var room: CGFloat
        switch alignment {
        case .leading:
            room = area.maxX - anchorX
            for obstacle in across where obstacle.maxX > anchorX {
                room = min(room, obstacle.minX <= anchorX ? 0 : obstacle.minX - anchorX - gap)
            }
        case .trailing:
            room = anchorX - area.minX
            for obstacle in across where obstacle.minX < anchorX {
                room = min(room, obstacle.maxX >= anchorX ? 0 : anchorX - obstacle.maxX - gap)
            }
        case .center:
            var half = min(anchorX - area.minX, area.maxX - anchorX)
            // A centred name in a row shares the room with the avatars beside it, half each, so
            // names placed first can't crowd out the later ones.
            for neighbour in neighbours where neighbour != center && abs(neighbour.y - center.y) < lineHeight {
                half = min(half, (abs(neighbour.x - center.x) - gap) / 2)
            }
            for obstacle in across {
                if obstacle.minX <= anchorX, obstacle.maxX >= anchorX {
                    half = 0
                } else if obstacle.minX > anchorX {
                    half = min(half, obstacle.minX - anchorX - gap)
                } else {
                    half = min(half, anchorX - obstacle.maxX - gap)
                }
            }
            room = 2 * half
        }
        room = min(room, maximumLabelWidth)
        guard room > 0 else { return nil }
        let layout = measurer.layout(name, font: labelFont, in: ProposedViewSize(width: room, height: lineHeight))
        guard let text = layout.lines.first, !text.isEmpty, text != "…" else { return nil }
        let width = layout.size.width
        let minX =
            switch alignment {
            case .leading: anchorX
            case .trailing: anchorX - width
            case .center: anchorX - width / 2
            }
        return Label(
            text: text,
            frame: CGRect(x: minX, y: top, width: width, height: lineHeight),
            alignment: alignment,
            font: labelFont
        )
    }
}
