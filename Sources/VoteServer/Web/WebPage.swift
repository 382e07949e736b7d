import VoteBoard
import VoteLayout

/// The voting page at `/`, rendered on the server so it works before (and without) JavaScript:
/// a form of voting buttons that POSTs to `/vote`, the podium's avatars in rank order, and the
/// leaderboard table. `app.js` then takes over: it places the avatars where VoteLayout's podium
/// puts them (`GET /v1/board?podium=WxH` for the podium's size on the page), votes with `fetch`,
/// and follows `/v1/events`.
///
/// Element hooks the script and the tests share: `data-buttons` (the form), `data-podium` (the
/// podium), `data-pet="NAME"` (an avatar's circle), `data-leaderboard` (the table),
/// `data-total`, `data-notice` (errors) and `data-connection` (the live stream's state).
struct WebPage {
    /// The standings to show.
    var model: BoardModel
    /// The ballot id the no-JavaScript form sends, fresh for each page, so a form sent twice (a
    /// double click, a reload that re-posts) counts once.
    var ballot: String
    /// A message for the person, shown above the buttons (a refused vote, a removed pet).
    var notice: String?

    /// The whole document.
    var html: String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>PetVote</title>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/app.css">
            <script type="module" src="/app.js"></script>
            </head>
            <body>
            <header class="masthead">
            <h1>PetVote</h1>
            <p class="total" data-total>\(Self.totalText(model.totalVotes))</p>
            </header>
            <main>

            """
        html += "<p class=\"notice\" data-notice role=\"alert\"\(notice == nil ? " hidden" : "")>"
        html += (notice ?? "").xmlEscaped + "</p>\n"
        html += "<p class=\"connection\" data-connection role=\"status\" hidden></p>\n"
        html += "<div class=\"announcer\" data-announcer aria-live=\"polite\"></div>\n"
        html += votingSection + podiumSection + leaderboardSection
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// One button per pet in creation order, as the sample's voting buttons; the form works
    /// without JavaScript.
    private var votingSection: String {
        var html = """
            <section class="voting" aria-labelledby="voting-title">
            <h2 id="voting-title">Vote for your favourite</h2>
            <form class="buttons" data-buttons method="post" action="/vote">
            <input type="hidden" name="ballot" value="\(ballot.xmlEscaped)">

            """
        for row in model.rowsInCreationOrder {
            let name = row.pet.xmlEscaped
            html += "<button type=\"submit\" name=\"pet\" value=\"\(name)\">"
            html += "<span class=\"visually-hidden\">Vote for </span>\(name)</button>\n"
        }
        if model.rows.isEmpty {
            html += "<p class=\"empty\">No pets yet: add some with <code>votectl pets add NAME</code>.</p>\n"
        }
        return html + "</form>\n</section>\n"
    }

    /// The avatars in rank order; the script places them once it knows the podium's size. The
    /// podium is decorative to assistive technology: the leaderboard says the same in text.
    private var podiumSection: String {
        var html = """
            <section class="podium-section" aria-labelledby="podium-title">
            <h2 id="podium-title">Podium</h2>
            <div class="podium" data-podium aria-hidden="true" data-palette-size="\(AvatarStyle.palette.count)">

            """
        for row in model.rows {
            let name = row.pet.xmlEscaped
            html += "<div class=\"slot\" data-slot=\"\(name)\">"
            html +=
                "<div class=\"avatar colour-\(row.creationIndex % AvatarStyle.palette.count)\" data-pet=\"\(name)\">"
            html += AvatarStyle.initial(of: row.pet).xmlEscaped
            html += "<span class=\"badge\">\(BoardModel.rankLabel(row))</span></div>"
            html += "<div class=\"name\">\(name)</div></div>\n"
        }
        return html + "</div>\n</section>\n"
    }

    /// Rank, pet, votes and share, ties marked "2=" as `votectl board` marks them.
    private var leaderboardSection: String {
        var html = """
            <section class="leaderboard-section" aria-labelledby="leaderboard-title">
            <h2 id="leaderboard-title">Leaderboard</h2>
            <table class="leaderboard" data-leaderboard>
            <thead><tr><th scope="col">Rank</th><th scope="col">Pet</th><th scope="col">Votes</th><th scope="col">Share</th></tr></thead>
            <tbody>

            """
        for row in model.rows {
            html += "<tr data-row=\"\(row.pet.xmlEscaped)\"><td>\(BoardModel.rankLabel(row))</td>"
            html += "<th scope=\"row\">\(row.pet.xmlEscaped)</th><td>\(row.votes)</td>"
            html += "<td>\(BoardModel.percent(row.share))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// "1 vote", "5 votes".
    static func totalText(_ votes: Int) -> String {
        votes == 1 ? "1 vote" : "\(votes) votes"
    }
}
