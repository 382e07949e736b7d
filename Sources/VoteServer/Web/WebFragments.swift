import VoteBoard
import VoteLayout

/// The markup of one pet's parts of the voting page — its voting button, its avatar and name on
/// the podium, its leaderboard row — written once, here. The page is made of them, and `app.js`
/// takes a new pet's parts from a freshly rendered page rather than building them itself.
///
/// Hooks the script and the tests share: `data-pet` (a button's `value`, an avatar, a name and a
/// row carry the pet's name), `data-rank` (the pet's competition rank, which picks a medal),
/// `data-badge` (the rank shown on an avatar), `data-label` (a name on the podium), and
/// `data-votes`, `data-share` and `data-rank-label` (a row's cells).
enum WebFragments {
    /// A voting button: the name cut with "…" when the screen is too narrow for it, whole in the
    /// button's accessible name ("Vote for NAME") and its tooltip.
    static func button(_ row: BoardModel.Row) -> String {
        let name = row.pet.xmlEscaped
        return "<button type=\"submit\" name=\"pet\" value=\"\(name)\" title=\"\(name)\" data-pet=\"\(name)\">"
            + "<span class=\"visually-hidden\">Vote for </span><span class=\"button-label\">\(name)</span></button>\n"
    }

    /// A pet on the podium: its avatar (its emoji, else its initial, on its colour) with its rank
    /// on a badge (a medal for the first three ranks), and its name under it.
    static func slot(_ row: BoardModel.Row) -> String {
        let name = row.pet.xmlEscaped
        let colour = row.creationIndex % AvatarStyle.palette.count
        let glyph = AvatarStyle.hasEmoji(row.pet) ? " emoji" : ""
        return "<div class=\"slot\" data-slot=\"\(name)\">"
            + "<div class=\"avatar colour-\(colour)\(glyph)\" data-pet=\"\(name)\" data-rank=\"\(row.rank)\">"
            + "<span class=\"initial\">\(AvatarStyle.initial(of: row.pet).xmlEscaped)</span>"
            + "<span class=\"badge\" data-badge>\(BoardModel.rankLabel(row))</span></div>"
            + "<div class=\"name\" data-label=\"\(name)\">\(name)</div></div>\n"
    }

    /// A leaderboard row: rank (with the medal's name for the first three), pet, votes, share.
    static func leaderboardRow(_ row: BoardModel.Row) -> String {
        "<tr data-pet=\"\(row.pet.xmlEscaped)\" data-rank=\"\(row.rank)\">"
            + "<td class=\"rank\"><span data-rank-label>\(BoardModel.rankLabel(row))</span>"
            + "<span class=\"medal\"></span></td>"
            + "<th scope=\"row\">\(row.pet.xmlEscaped)</th><td data-votes>\(row.votes)</td>"
            + "<td data-share>\(BoardModel.percent(row.share))</td></tr>\n"
    }
}
