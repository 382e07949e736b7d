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

    /// The pet's first character, upper-cased, or its first emoji as it is.
    package static func initial(of pet: String) -> String {
        guard let first = pet.first else { return "?" }
        return first.isDrawnAsEmoji ? String(first) : first.uppercased()
    }
}
