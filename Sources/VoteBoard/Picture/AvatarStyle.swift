import VoteLayout

/// How a pet's avatar looks wherever it is drawn (the SVG board, votesrv's web page): its colour,
/// picked by the pet's position in creation order, and the character inside its circle.
package enum AvatarStyle {
    /// The avatars' colours, by creation order (the system colours of Apple's platforms).
    package static let palette = [
        "#007aff", "#ff9500", "#34c759", "#af52de", "#ff2d55", "#30b0c7", "#5856d6",
        "#a2845e", "#ff3b30", "#00a5a0", "#c77c02", "#32ade6",
    ]

    /// The colour of the pet at `creationIndex` in creation order.
    package static func color(creationIndex: Int) -> String {
        palette[creationIndex % palette.count]
    }

    /// The pet's emoji when its name has one (the first, wherever it is, as "Rex 🐶" gives 🐶),
    /// else its first character, upper-cased.
    package static func initial(of pet: String) -> String {
        if let emoji = pet.first(where: \.isDrawnAsEmoji) { return String(emoji) }
        guard let first = pet.first else { return "?" }
        return first.uppercased()
    }

    /// Whether ``initial(of:)`` is an emoji (drawn larger than a letter).
    package static func hasEmoji(_ pet: String) -> Bool {
        pet.contains(where: \.isDrawnAsEmoji)
    }
}
